//! The naive reference every generated function is tested against: walk the
//! board square by square, by file and rank, until the edge or a blocker.
//!
//! Deliberately slow and obvious. It knows nothing of shifts or masks, works
//! on any `width x height` board up to 128 squares, and holds sets in `u128`
//! whatever integer the board under test uses.

/// A (file, rank) displacement.
pub type Step = (i32, i32);

/// The knight's offsets.
pub const KNIGHT: [Step; 8] = [
    (1, 2),
    (2, 1),
    (2, -1),
    (1, -2),
    (-1, -2),
    (-2, -1),
    (-2, 1),
    (-1, 2),
];

/// The king's offsets.
pub const KING: [Step; 8] = [
    (1, 0),
    (1, 1),
    (0, 1),
    (-1, 1),
    (-1, 0),
    (-1, -1),
    (0, -1),
    (1, -1),
];

/// How a hopper reaches a square along a direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HopMode {
    /// Through empty squares, up to and including the first piece.
    Slide,
    /// Over exactly one piece, up to and including the next.
    Hop,
    /// Right behind the first piece.
    Jump,
}

/// A `width x height` board, squares numbered `rank * width + file`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub width: u32,
    pub height: u32,
}

impl Geometry {
    pub const fn new(width: u32, height: u32) -> Self {
        assert!(width > 0 && height > 0 && width * height <= 128);
        Geometry { width, height }
    }

    pub const fn squares(self) -> u32 {
        self.width * self.height
    }

    /// Every square of the board.
    pub const fn board(self) -> u128 {
        u128::MAX >> (128 - self.squares())
    }

    pub fn file_rank(self, square: u32) -> (u32, u32) {
        (square % self.width, square / self.width)
    }

    /// The square one `step` away, if it is on the board.
    pub fn neighbour(self, square: u32, step: Step) -> Option<u32> {
        let (file, rank) = self.file_rank(square);
        let file = i64::from(file) + i64::from(step.0);
        let rank = i64::from(rank) + i64::from(step.1);
        let on_board = (0..i64::from(self.width)).contains(&file)
            && (0..i64::from(self.height)).contains(&rank);
        on_board.then(|| (rank * i64::from(self.width) + file) as u32)
    }

    /// The squares from `square` in direction `step`, nearest first, up to
    /// the edge (the square itself excluded).
    pub fn ray(self, square: u32, step: Step) -> Vec<u32> {
        self.walk(square, step).collect()
    }

    /// The walk behind [`Geometry::ray`], one square at a time.
    pub fn walk(self, square: u32, step: Step) -> impl Iterator<Item = u32> {
        std::iter::successors(self.neighbour(square, step), move |&current| {
            self.neighbour(current, step)
        })
    }

    /// The longest ray in direction `step` from any square.
    pub fn ray_length(self, step: Step) -> u32 {
        (0..self.squares())
            .map(|square| self.ray(square, step).len() as u32)
            .max()
            .unwrap_or(0)
    }

    /// Every square of `set` moved one `step`; squares leaving the board vanish.
    pub fn one(self, set: u128, step: Step) -> u128 {
        squares(set & self.board())
            .filter_map(|square| self.neighbour(square, step))
            .fold(0, |moved, square| moved | 1 << square)
    }

    /// The squares a slider on `square` attacks in direction `step`: the ray
    /// up to and including the first square not in `empty`.
    pub fn slider_attacks(self, square: u32, empty: u128, step: Step) -> u128 {
        let mut attacks = 0;
        for target in self.walk(square, step) {
            attacks |= 1 << target;
            if empty >> target & 1 == 0 {
                break;
            }
        }
        attacks
    }

    /// The slider's square and the squares of its ray through `empty` squares,
    /// the first blocker excluded.
    pub fn slider_occluded(self, square: u32, empty: u128, step: Step) -> u128 {
        let mut occluded = 1 << square;
        for target in self.walk(square, step) {
            if empty >> target & 1 == 0 {
                break;
            }
            occluded |= 1 << target;
        }
        occluded
    }

    /// Set-wise attacks: the union over every slider in `sliders`.
    pub fn attacks(self, sliders: u128, empty: u128, step: Step) -> u128 {
        squares(sliders & self.board()).fold(0, |set, square| {
            set | self.slider_attacks(square, empty, step)
        })
    }

    /// Set-wise occluded fill: the union over every slider in `sliders`.
    pub fn occluded(self, sliders: u128, empty: u128, step: Step) -> u128 {
        squares(sliders & self.board()).fold(0, |set, square| {
            set | self.slider_occluded(square, empty, step)
        })
    }

    /// Fill on an empty board.
    pub fn fill(self, sliders: u128, step: Step) -> u128 {
        self.occluded(sliders, self.board(), step)
    }

    /// X-ray along `step`, by its definition: what `sliders` attack once the
    /// blockers in `blockers` that they attack now are taken away, minus what
    /// they attack now.
    pub fn xray(self, sliders: u128, empty: u128, blockers: u128, step: Step) -> u128 {
        let attacks = self.attacks(sliders, empty, step);
        self.attacks(sliders, empty | (attacks & blockers), step) & !attacks
    }

    /// The textbook's x-ray of one slider along `step`: past the first
    /// blocker if it is in `blockers`, up to and including the next one.
    pub fn slider_xray(self, square: u32, empty: u128, blockers: u128, step: Step) -> u128 {
        let mut ray = self.walk(square, step);
        let Some(first) = ray.by_ref().find(|&target| empty >> target & 1 == 0) else {
            return 0;
        };
        if blockers >> first & 1 == 0 {
            return 0;
        }
        let mut xray = 0;
        for target in ray {
            xray |= 1 << target;
            if empty >> target & 1 == 0 {
                break;
            }
        }
        xray
    }

    /// How many steps `step` takes from `from` to `to`, walking.
    fn steps_to(self, from: u32, to: u32, step: Step) -> Option<usize> {
        let mut square = from;
        let mut count = 0;
        while let Some(next) = self.neighbour(square, step) {
            count += 1;
            if next == to {
                return Some(count);
            }
            square = next;
        }
        None
    }

    /// Of `steps`, the index of the one whose ray from `from` reaches `to`
    /// in the most steps (the shortest step), the first among equals.
    pub fn towards(self, steps: &[Step], from: u32, to: u32) -> Option<usize> {
        let mut best: Option<(usize, usize)> = None;
        for (index, &step) in steps.iter().enumerate() {
            if let Some(count) = self.steps_to(from, to, step)
                && best.is_none_or(|(most, _)| count > most)
            {
                best = Some((count, index));
            }
        }
        best.map(|(_, index)| index)
    }

    /// Of `steps`, the one whose ray joins `a` and `b` either way round in
    /// the most steps, the first among equals; and whether it leads from
    /// `a` to `b` (rather than from `b` to `a`).
    fn joining(self, steps: &[Step], a: u32, b: u32) -> Option<(Step, bool)> {
        let mut best: Option<(usize, Step, bool)> = None;
        for &step in steps {
            let found = self
                .steps_to(a, b, step)
                .map(|count| (count, true))
                .or_else(|| self.steps_to(b, a, step).map(|count| (count, false)));
            if let Some((count, forward)) = found
                && best.is_none_or(|(most, _, _)| count > most)
            {
                best = Some((count, step, forward));
            }
        }
        best.map(|(_, step, forward)| (step, forward))
    }

    /// The squares strictly between `a` and `b` along the step of `steps`
    /// that joins them (see `joining`), walking from one to the other.
    pub fn between(self, steps: &[Step], a: u32, b: u32) -> u128 {
        let Some((step, forward)) = self.joining(steps, a, b) else {
            return 0;
        };
        let (from, to) = if forward { (a, b) } else { (b, a) };
        self.ray(from, step)
            .into_iter()
            .take_while(|&square| square != to)
            .fold(0, |set, square| set | 1 << square)
    }

    /// The line through `a` and `b` along the step that joins them, walked
    /// both ways from `a` to the edges.
    pub fn line(self, steps: &[Step], a: u32, b: u32) -> u128 {
        let Some((step, _)) = self.joining(steps, a, b) else {
            return 0;
        };
        let back = (-step.0, -step.1);
        self.ray(a, step)
            .into_iter()
            .chain(self.ray(a, back))
            .fold(1 << a, |set, square| set | 1 << square)
    }

    /// The squares a hopper on `square` reaches along `step` in `mode`,
    /// empty or not, walking: sliding to the first piece; hopping over the
    /// first piece (the screen) to the next one; or jumping to the square
    /// right behind the first piece.
    pub fn hopper_range(self, square: u32, empty: u128, step: Step, mode: HopMode) -> u128 {
        let ray = self.ray(square, step);
        let is_empty = |target: u32| empty >> target & 1 == 1;
        let Some(first) = ray.iter().position(|&target| !is_empty(target)) else {
            // No piece on the ray: only a slide goes anywhere.
            return match mode {
                HopMode::Slide => ray.iter().fold(0, |set, &target| set | 1 << target),
                HopMode::Hop | HopMode::Jump => 0,
            };
        };
        match mode {
            HopMode::Slide => ray[..=first]
                .iter()
                .fold(0, |set, &target| set | 1 << target),
            HopMode::Hop => {
                let mut range = 0;
                for &target in &ray[first + 1..] {
                    range |= 1 << target;
                    if !is_empty(target) {
                        break;
                    }
                }
                range
            }
            HopMode::Jump => ray.get(first + 1).map_or(0, |&target| 1 << target),
        }
    }

    /// Set-wise hopper moves (to empty squares) or captures (on occupied
    /// ones), along `steps`, in `mode`.
    pub fn hopper(
        self,
        pieces: u128,
        empty: u128,
        steps: &[Step],
        mode: HopMode,
        captures: bool,
    ) -> u128 {
        let range = squares(pieces & self.board()).fold(0, |set, square| {
            steps.iter().fold(set, |set, &step| {
                set | self.hopper_range(square, empty, step, mode)
            })
        });
        if captures {
            range & !empty & self.board()
        } else {
            range & empty
        }
    }

    /// Set-wise lame leaper attacks: each offset from each piece, when the
    /// target and every square of its path are on the board and the path's
    /// squares are empty.
    pub fn lame_leaper_attacks(
        self,
        pieces: u128,
        empty: u128,
        offsets: &[(Step, &[Step])],
    ) -> u128 {
        squares(pieces & self.board()).fold(0, |set, square| {
            offsets.iter().fold(set, |set, &(offset, path)| {
                let open = path.iter().all(|&blocking| {
                    self.neighbour(square, blocking)
                        .is_some_and(|on_board| empty >> on_board & 1 == 1)
                });
                match self.neighbour(square, offset) {
                    Some(target) if open => set | 1 << target,
                    _ => set,
                }
            })
        })
    }

    /// The squares of the rectangle between two corners (file, rank), both
    /// included.
    pub fn rectangle(self, (file_a, rank_a): (u32, u32), (file_b, rank_b): (u32, u32)) -> u128 {
        let mut set = 0;
        for rank in rank_a.min(rank_b)..=rank_a.max(rank_b) {
            for file in file_a.min(file_b)..=file_a.max(file_b) {
                set |= 1 << (rank * self.width + file);
            }
        }
        set
    }

    /// Set-wise leaper attacks: every offset from every piece, on the board.
    pub fn leaper_attacks(self, pieces: u128, offsets: &[Step]) -> u128 {
        offsets
            .iter()
            .fold(0, |set, &offset| set | self.one(pieces, offset))
    }

    /// `e4` on boards up to 26 files wide, `(file, rank)` beyond.
    pub fn square_name(self, square: u32) -> String {
        let (file, rank) = self.file_rank(square);
        match char::from_u32('a' as u32 + file) {
            Some(letter) if self.width <= 26 => format!("{letter}{}", rank + 1),
            _ => format!("({file}, {rank})"),
        }
    }
}

/// The squares of a set, lowest first.
pub fn squares(mut set: u128) -> impl Iterator<Item = u32> {
    std::iter::from_fn(move || {
        let square = (set != 0).then(|| set.trailing_zeros())?;
        set &= set - 1;
        Some(square)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Geometry = Geometry::new(8, 8);

    #[test]
    fn rook_on_d4_of_an_empty_board() {
        let d4 = 27;
        let rook = [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .iter()
            .fold(0, |set, &step| {
                set | CHESS.attacks(1 << d4, CHESS.board(), step)
            });
        assert_eq!(rook, 0x0808_0808_f708_0808);
        assert_eq!(rook.count_ones(), 14);
    }

    #[test]
    fn blockers_are_attacked_and_stop_the_ray() {
        let a1 = 0;
        let a4 = 24;
        let empty = CHESS.board() & !(1 << a4);
        assert_eq!(
            CHESS.attacks(1 << a1, empty, (0, 1)),
            1 << 8 | 1 << 16 | 1 << 24
        );
        assert_eq!(CHESS.occluded(1 << a1, empty, (0, 1)), 1 | 1 << 8 | 1 << 16);
    }

    #[test]
    fn rays_never_wrap() {
        let h1 = 7;
        assert!(CHESS.ray(h1, (1, 0)).is_empty());
        assert_eq!(CHESS.ray(h1, (-1, 1)).len(), 7);
        assert_eq!(CHESS.ray_length((1, 2)), 3);
        assert_eq!(Geometry::new(10, 8).ray_length((1, 0)), 9);
    }

    #[test]
    fn between_and_line_on_the_board() {
        let steps = KING;
        let (a1, c3, h8, b3) = (0, 18, 63, 17);
        assert_eq!(CHESS.between(&steps, a1, c3), 1 << 9);
        assert_eq!(CHESS.between(&steps, h8, a1), 0x0040_2010_0804_0200);
        assert_eq!(CHESS.between(&steps, a1, b3), 0);
        assert_eq!(CHESS.line(&steps, c3, a1), 0x8040_2010_0804_0201);
        assert_eq!(CHESS.line(&steps, a1, a1), 0);
        // Along the nightrider's (1, 2) only: a1, b3, c5 and d7.
        assert_eq!(CHESS.between(&KNIGHT, a1, 34), 1 << b3);
        assert_eq!(CHESS.line(&KNIGHT, b3, a1), 1 | 1 << b3 | 1 << 34 | 1 << 51);
        assert_eq!(CHESS.towards(&steps, a1, c3), Some(1));
        assert_eq!(CHESS.towards(&steps, c3, a1), Some(5));
    }

    #[test]
    fn xray_through_one_blocker() {
        let (a1, a3, a5) = (0, 16, 32);
        let occupied: u128 = 1 << a1 | 1 << a3 | 1 << a5;
        let empty = CHESS.board() & !occupied;
        let xray = CHESS.xray(1 << a1, empty, 1 << a3, (0, 1));
        assert_eq!(xray, 1 << 24 | 1 << a5);
        assert_eq!(CHESS.slider_xray(a1, empty, 1 << a3, (0, 1)), xray);
        assert_eq!(CHESS.xray(1 << a1, empty, 1 << a5, (0, 1)), 0);
    }

    #[test]
    fn a_cannon_hops_over_one_screen() {
        // a1 cannon, screen a3, target a6, a8 beyond.
        let (a1, a3, a6, a8) = (0, 16, 40, 56);
        let empty = CHESS.board() & !(1 << a1 | 1 << a3 | 1 << a6 | 1 << a8);
        let up = (0, 1);
        assert_eq!(
            CHESS.hopper_range(a1, empty, up, HopMode::Slide),
            1 << 8 | 1 << a3
        );
        assert_eq!(
            CHESS.hopper_range(a1, empty, up, HopMode::Hop),
            1 << 24 | 1 << 32 | 1 << a6
        );
        assert_eq!(CHESS.hopper_range(a1, empty, up, HopMode::Jump), 1 << 24);
        assert_eq!(
            CHESS.hopper(1 << a1, empty, &[up], HopMode::Hop, true),
            1 << a6
        );
        assert_eq!(
            CHESS.hopper(1 << a1, empty, &[up], HopMode::Hop, false),
            1 << 24 | 1 << 32
        );
    }

    #[test]
    fn a_horse_is_blocked_on_its_leg() {
        let (b1, b2, c3, a3, d2) = (1, 9, 18, 16, 11);
        let leg: &[Step] = &[(0, 1)];
        let side: &[Step] = &[(1, 0)];
        let offsets = [((1, 2), leg), ((-1, 2), leg), ((2, 1), side)];
        let all = CHESS.lame_leaper_attacks(1 << b1, CHESS.board(), &offsets);
        assert_eq!(all, 1 << c3 | 1 << a3 | 1 << d2);
        let blocked = CHESS.lame_leaper_attacks(1 << b1, CHESS.board() & !(1 << b2), &offsets);
        assert_eq!(blocked, 1 << d2);
    }

    #[test]
    fn knight_and_king_totals() {
        let total = |offsets: &[Step]| -> u32 {
            (0..64)
                .map(|square| CHESS.leaper_attacks(1 << square, offsets).count_ones())
                .sum()
        };
        assert_eq!(total(&KNIGHT), 336);
        assert_eq!(total(&KING), 420);
    }
}
