//! Moves, their UCI spelling as Fairy-Stockfish writes it for janggi
//! (`h3e3`, `b3b10`: files a to i, ranks 1 to 10; the pass as the general
//! moving to its own square, `e2e2`), and square names.

use std::fmt;

use bitfill::janggi::{HEIGHT, SQUARES, WIDTH};

use super::piece::Piece;

/// A legal move of the position it was generated for: the piece goes from
/// `from` to `to`, capturing whatever stood there; or the pass, the
/// general "moving" to its own square (`from == to`). Janggi has no
/// castling, en passant or promotion.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece starts: a square index of `bitfill::janggi`, a1 = 0,
    /// i10 = 89.
    pub from: u8,
    /// Where the piece lands; `from` for the pass.
    pub to: u8,
    /// The piece that moves: the general for the pass.
    pub piece: Piece,
}

impl Move {
    /// The square the piece leaves, as a one-square set.
    #[must_use]
    pub const fn from_bit(self) -> u128 {
        1 << self.from
    }

    /// The square the piece lands on, as a one-square set.
    #[must_use]
    pub const fn to_bit(self) -> u128 {
        1 << self.to
    }

    /// Whether this is the pass: the side to move skips its turn.
    #[must_use]
    pub const fn is_pass(self) -> bool {
        self.from == self.to
    }
}

/// UCI as Fairy-Stockfish spells it for janggi: from and to, the rank
/// counted from 1 (`a1a2`, `h3h10`; the pass `e2e2`).
impl fmt::Display for Move {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_square(f, usize::from(self.from))?;
        write_square(f, usize::from(self.to))
    }
}

fn write_square(f: &mut fmt::Formatter<'_>, square: usize) -> fmt::Result {
    let width = WIDTH as usize;
    let file = char::from(b"abcdefghi"[square % width]);
    write!(f, "{file}{}", square / width + 1)
}

/// The name of `square` (an index below 90): `a1` to `i10`.
///
/// # Panics
///
/// If `square` is not on the board.
#[must_use]
pub fn square_name(square: usize) -> String {
    assert!(square < SQUARES, "square {square} is off the 9 x 10 board");
    struct Name(usize);
    impl fmt::Display for Name {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            write_square(f, self.0)
        }
    }
    Name(square).to_string()
}

/// The square a name such as `e1` or `b10` denotes, if it is one.
#[must_use]
pub fn parse_square(name: &str) -> Option<usize> {
    let mut characters = name.chars();
    let file = characters.next()?;
    let rank = characters.as_str();
    if !('a'..='i').contains(&file) || rank.starts_with(['0', '+']) {
        return None;
    }
    let rank: u32 = rank.parse().ok()?;
    let file = u32::from(file) - u32::from('a');
    (1..=HEIGHT)
        .contains(&rank)
        .then(|| ((rank - 1) * WIDTH + file) as usize)
}
