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
        let mut ray = Vec::new();
        let mut current = square;
        while let Some(next) = self.neighbour(current, step) {
            ray.push(next);
            current = next;
        }
        ray
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
        for target in self.ray(square, step) {
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
        for target in self.ray(square, step) {
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
pub fn squares(set: u128) -> impl Iterator<Item = u32> {
    (0..128).filter(move |&square| set >> square & 1 == 1)
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
