//! The naive reference every generated function is tested against: walk the
//! board square by square, by file and rank, until the edge or a blocker.
//!
//! Deliberately slow and obvious. It knows nothing of shifts or masks, works
//! on any `width x height` board up to 1,024 squares, and holds sets in a
//! [`Set`] whatever holds the board under test.

pub use crate::set::Set;

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

/// A `width x height` board, squares numbered `rank * width + file`;
/// optionally walked within a region only (see [`Geometry::within`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Geometry {
    pub width: u32,
    pub height: u32,
    /// When set, a step is legal only from a square of it to a square of
    /// it: a direction confined to a region (`(1, 1) in palace`).
    pub region: Option<Set>,
}

impl Geometry {
    pub const fn new(width: u32, height: u32) -> Self {
        assert!(width > 0 && height > 0 && width * height <= 1024);
        Geometry {
            width,
            height,
            region: None,
        }
    }

    /// The same board, where every step must start and end in `region`.
    #[must_use]
    pub fn within(self, region: Set) -> Self {
        Geometry {
            region: Some(region),
            ..self
        }
    }

    pub const fn squares(self) -> u32 {
        self.width * self.height
    }

    /// Every square of the board.
    pub fn board(self) -> Set {
        Set::below(self.squares())
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
        let target = on_board.then(|| (rank * i64::from(self.width) + file) as u32)?;
        match self.region {
            Some(region) if !(region.contains(square) && region.contains(target)) => None,
            _ => Some(target),
        }
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
    pub fn one(self, set: Set, step: Step) -> Set {
        (set & self.board())
            .squares()
            .filter_map(|square| self.neighbour(square, step))
            .fold(Set::EMPTY, |moved, square| moved | Set::bit(square))
    }

    /// The squares a slider on `square` attacks in direction `step`: the ray
    /// up to and including the first square not in `empty`.
    pub fn slider_attacks(self, square: u32, empty: Set, step: Step) -> Set {
        let mut attacks = Set::EMPTY;
        for target in self.walk(square, step) {
            attacks |= Set::bit(target);
            if !empty.contains(target) {
                break;
            }
        }
        attacks
    }

    /// The slider's square and the squares of its ray through `empty` squares,
    /// the first blocker excluded.
    pub fn slider_occluded(self, square: u32, empty: Set, step: Step) -> Set {
        let mut occluded = Set::bit(square);
        for target in self.walk(square, step) {
            if !empty.contains(target) {
                break;
            }
            occluded |= Set::bit(target);
        }
        occluded
    }

    /// Set-wise attacks: the union over every slider in `sliders`.
    pub fn attacks(self, sliders: Set, empty: Set, step: Step) -> Set {
        (sliders & self.board())
            .squares()
            .fold(Set::EMPTY, |set, square| {
                set | self.slider_attacks(square, empty, step)
            })
    }

    /// Set-wise occluded fill: the union over every slider in `sliders`.
    pub fn occluded(self, sliders: Set, empty: Set, step: Step) -> Set {
        (sliders & self.board())
            .squares()
            .fold(Set::EMPTY, |set, square| {
                set | self.slider_occluded(square, empty, step)
            })
    }

    /// Fill on an empty board.
    pub fn fill(self, sliders: Set, step: Step) -> Set {
        self.occluded(sliders, self.board(), step)
    }

    /// X-ray along `step`, by its definition: what `sliders` attack once the
    /// blockers in `blockers` that they attack now are taken away, minus what
    /// they attack now.
    pub fn xray(self, sliders: Set, empty: Set, blockers: Set, step: Step) -> Set {
        let attacks = self.attacks(sliders, empty, step);
        self.attacks(sliders, empty | (attacks & blockers), step) & !attacks
    }

    /// The textbook's x-ray of one slider along `step`: past the first
    /// blocker if it is in `blockers`, up to and including the next one.
    pub fn slider_xray(self, square: u32, empty: Set, blockers: Set, step: Step) -> Set {
        let mut ray = self.walk(square, step);
        let Some(first) = ray.by_ref().find(|&target| !empty.contains(target)) else {
            return Set::EMPTY;
        };
        if !blockers.contains(first) {
            return Set::EMPTY;
        }
        let mut xray = Set::EMPTY;
        for target in ray {
            xray |= Set::bit(target);
            if !empty.contains(target) {
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
    pub fn between(self, steps: &[Step], a: u32, b: u32) -> Set {
        let Some((step, forward)) = self.joining(steps, a, b) else {
            return Set::EMPTY;
        };
        let (from, to) = if forward { (a, b) } else { (b, a) };
        self.ray(from, step)
            .into_iter()
            .take_while(|&square| square != to)
            .fold(Set::EMPTY, |set, square| set | Set::bit(square))
    }

    /// The line through `a` and `b` along the step that joins them, walked
    /// both ways from `a` to the edges.
    pub fn line(self, steps: &[Step], a: u32, b: u32) -> Set {
        let Some((step, _)) = self.joining(steps, a, b) else {
            return Set::EMPTY;
        };
        let back = (-step.0, -step.1);
        self.ray(a, step)
            .into_iter()
            .chain(self.ray(a, back))
            .fold(Set::bit(a), |set, square| set | Set::bit(square))
    }

    /// The squares a hopper on `square` reaches along `step` in `mode`,
    /// empty or not, walking: sliding to the first piece; hopping over the
    /// first piece (the screen) to the next one; or jumping to the square
    /// right behind the first piece.
    pub fn hopper_range(self, square: u32, empty: Set, step: Step, mode: HopMode) -> Set {
        self.hopper_range_except(square, empty, Set::EMPTY, step, mode)
    }

    /// [`hopper_range`](Self::hopper_range) for a hopper that may not hop
    /// over the pieces of `except`: when the first piece is one, a hop or
    /// a jump goes nowhere along `step`.
    pub fn hopper_range_except(
        self,
        square: u32,
        empty: Set,
        except: Set,
        step: Step,
        mode: HopMode,
    ) -> Set {
        let ray = self.ray(square, step);
        let is_empty = |target: u32| empty.contains(target);
        let Some(first) = ray.iter().position(|&target| !is_empty(target)) else {
            // No piece on the ray: only a slide goes anywhere.
            return match mode {
                HopMode::Slide => ray
                    .iter()
                    .fold(Set::EMPTY, |set, &target| set | Set::bit(target)),
                HopMode::Hop | HopMode::Jump => Set::EMPTY,
            };
        };
        if mode != HopMode::Slide && except.contains(ray[first]) {
            return Set::EMPTY;
        }
        match mode {
            HopMode::Slide => ray[..=first]
                .iter()
                .fold(Set::EMPTY, |set, &target| set | Set::bit(target)),
            HopMode::Hop => {
                let mut range = Set::EMPTY;
                for &target in &ray[first + 1..] {
                    range |= Set::bit(target);
                    if !is_empty(target) {
                        break;
                    }
                }
                range
            }
            HopMode::Jump => ray
                .get(first + 1)
                .map_or(Set::EMPTY, |&target| Set::bit(target)),
        }
    }

    /// Set-wise hopper moves (to empty squares) or captures (on occupied
    /// ones), along `steps`, in `mode`.
    pub fn hopper(
        self,
        pieces: Set,
        empty: Set,
        steps: &[Step],
        mode: HopMode,
        captures: bool,
    ) -> Set {
        self.hopper_except(pieces, empty, Set::EMPTY, steps, mode, captures)
    }

    /// [`hopper`](Self::hopper) for a hopper that may neither hop over nor
    /// capture the pieces of `except` (the janggi cannon and its fellow
    /// cannons).
    pub fn hopper_except(
        self,
        pieces: Set,
        empty: Set,
        except: Set,
        steps: &[Step],
        mode: HopMode,
        captures: bool,
    ) -> Set {
        let range = (pieces & self.board())
            .squares()
            .fold(Set::EMPTY, |set, square| {
                steps.iter().fold(set, |set, &step| {
                    set | self.hopper_range_except(square, empty, except, step, mode)
                })
            });
        if captures {
            range & !empty & !except & self.board()
        } else {
            range & empty
        }
    }

    /// Set-wise lame leaper attacks: each offset from each piece, when the
    /// target and every square of its path are on the board and the path's
    /// squares are empty.
    pub fn lame_leaper_attacks(self, pieces: Set, empty: Set, offsets: &[(Step, &[Step])]) -> Set {
        (pieces & self.board())
            .squares()
            .fold(Set::EMPTY, |set, square| {
                offsets.iter().fold(set, |set, &(offset, path)| {
                    let open = path.iter().all(|&blocking| {
                        self.neighbour(square, blocking)
                            .is_some_and(|on_board| empty.contains(on_board))
                    });
                    match self.neighbour(square, offset) {
                        Some(target) if open => set | Set::bit(target),
                        _ => set,
                    }
                })
            })
    }

    /// The squares of the rectangle between two corners (file, rank), both
    /// included.
    pub fn rectangle(self, (file_a, rank_a): (u32, u32), (file_b, rank_b): (u32, u32)) -> Set {
        let mut set = Set::EMPTY;
        for rank in rank_a.min(rank_b)..=rank_a.max(rank_b) {
            for file in file_a.min(file_b)..=file_a.max(file_b) {
                set |= Set::bit(rank * self.width + file);
            }
        }
        set
    }

    /// Set-wise leaper attacks: every offset from every piece, on the board.
    pub fn leaper_attacks(self, pieces: Set, offsets: &[Step]) -> Set {
        offsets
            .iter()
            .fold(Set::EMPTY, |set, &offset| set | self.one(pieces, offset))
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

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Geometry = Geometry::new(8, 8);

    /// The set of the given squares.
    fn set(squares: &[u32]) -> Set {
        squares.iter().copied().collect()
    }

    #[test]
    fn rook_on_d4_of_an_empty_board() {
        let d4 = 27;
        let rook = [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .iter()
            .fold(Set::EMPTY, |set, &step| {
                set | CHESS.attacks(Set::bit(d4), CHESS.board(), step)
            });
        assert_eq!(rook, Set::from(0x0808_0808_f708_0808));
        assert_eq!(rook.count_ones(), 14);
    }

    #[test]
    fn blockers_are_attacked_and_stop_the_ray() {
        let a1 = 0;
        let a4 = 24;
        let empty = CHESS.board() & !Set::bit(a4);
        assert_eq!(
            CHESS.attacks(Set::bit(a1), empty, (0, 1)),
            set(&[8, 16, 24])
        );
        assert_eq!(
            CHESS.occluded(Set::bit(a1), empty, (0, 1)),
            set(&[0, 8, 16])
        );
    }

    #[test]
    fn rays_never_wrap() {
        let h1 = 7;
        assert!(CHESS.ray(h1, (1, 0)).is_empty());
        assert_eq!(CHESS.ray(h1, (-1, 1)).len(), 7);
        assert_eq!(CHESS.ray_length((1, 2)), 3);
        assert_eq!(Geometry::new(10, 8).ray_length((1, 0)), 9);
        // A board of several words.
        let wide = Geometry::new(32, 32);
        assert_eq!(wide.ray(0, (1, 1)).len(), 31);
        assert_eq!(wide.board().count_ones(), 1024);
    }

    #[test]
    fn between_and_line_on_the_board() {
        let steps = KING;
        let (a1, c3, h8, b3) = (0, 18, 63, 17);
        assert_eq!(CHESS.between(&steps, a1, c3), Set::bit(9));
        assert_eq!(
            CHESS.between(&steps, h8, a1),
            Set::from(0x0040_2010_0804_0200)
        );
        assert_eq!(CHESS.between(&steps, a1, b3), Set::EMPTY);
        assert_eq!(CHESS.line(&steps, c3, a1), Set::from(0x8040_2010_0804_0201));
        assert_eq!(CHESS.line(&steps, a1, a1), Set::EMPTY);
        // Along the nightrider's (1, 2) only: a1, b3, c5 and d7.
        assert_eq!(CHESS.between(&KNIGHT, a1, 34), Set::bit(b3));
        assert_eq!(CHESS.line(&KNIGHT, b3, a1), set(&[0, b3, 34, 51]));
        assert_eq!(CHESS.towards(&steps, a1, c3), Some(1));
        assert_eq!(CHESS.towards(&steps, c3, a1), Some(5));
    }

    #[test]
    fn xray_through_one_blocker() {
        let (a1, a3, a5) = (0, 16, 32);
        let occupied = set(&[a1, a3, a5]);
        let empty = CHESS.board() & !occupied;
        let xray = CHESS.xray(Set::bit(a1), empty, Set::bit(a3), (0, 1));
        assert_eq!(xray, set(&[24, a5]));
        assert_eq!(CHESS.slider_xray(a1, empty, Set::bit(a3), (0, 1)), xray);
        assert_eq!(
            CHESS.xray(Set::bit(a1), empty, Set::bit(a5), (0, 1)),
            Set::EMPTY
        );
    }

    #[test]
    fn a_cannon_hops_over_one_screen() {
        // a1 cannon, screen a3, target a6, a8 beyond.
        let (a1, a3, a6, a8) = (0, 16, 40, 56);
        let empty = CHESS.board() & !set(&[a1, a3, a6, a8]);
        let up = (0, 1);
        assert_eq!(
            CHESS.hopper_range(a1, empty, up, HopMode::Slide),
            set(&[8, a3])
        );
        assert_eq!(
            CHESS.hopper_range(a1, empty, up, HopMode::Hop),
            set(&[24, 32, a6])
        );
        assert_eq!(
            CHESS.hopper_range(a1, empty, up, HopMode::Jump),
            Set::bit(24)
        );
        assert_eq!(
            CHESS.hopper(Set::bit(a1), empty, &[up], HopMode::Hop, true),
            Set::bit(a6)
        );
        assert_eq!(
            CHESS.hopper(Set::bit(a1), empty, &[up], HopMode::Hop, false),
            set(&[24, 32])
        );
        // A screen in `except` stops the hop; a target in it is not taken.
        let hop = |except: &[u32], captures| {
            CHESS.hopper_except(
                Set::bit(a1),
                empty,
                set(except),
                &[up],
                HopMode::Hop,
                captures,
            )
        };
        assert_eq!(hop(&[a3], false), Set::EMPTY);
        assert_eq!(hop(&[a6], false), set(&[24, 32]));
        assert_eq!(hop(&[a6], true), Set::EMPTY);
    }

    #[test]
    fn a_horse_is_blocked_on_its_leg() {
        let (b1, b2, c3, a3, d2) = (1, 9, 18, 16, 11);
        let leg: &[Step] = &[(0, 1)];
        let side: &[Step] = &[(1, 0)];
        let offsets = [((1, 2), leg), ((-1, 2), leg), ((2, 1), side)];
        let all = CHESS.lame_leaper_attacks(Set::bit(b1), CHESS.board(), &offsets);
        assert_eq!(all, set(&[c3, a3, d2]));
        let blocked =
            CHESS.lame_leaper_attacks(Set::bit(b1), CHESS.board() & !Set::bit(b2), &offsets);
        assert_eq!(blocked, Set::bit(d2));
    }

    #[test]
    fn knight_and_king_totals() {
        let total = |offsets: &[Step]| -> u32 {
            (0..64)
                .map(|square| CHESS.leaper_attacks(Set::bit(square), offsets).count_ones())
                .sum()
        };
        assert_eq!(total(&KNIGHT), 336);
        assert_eq!(total(&KING), 420);
    }
}
