//! Moves, their UCI spelling as Fairy-Stockfish writes it for janggi
//! (`h3e3`, `b3b10`: files a to i, ranks 1 to 10; the pass as the general
//! moving to its own square, `e2e2`), and square names.

use std::fmt;

use bitfill::Geometry as _;
use bitfill::janggi::{Board, SQUARES};

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
        let name = |square: u8| Board::square_name(usize::from(square));
        write!(f, "{}{}", name(self.from), name(self.to))
    }
}

/// The name of `square` (an index below 90): `a1` to `i10`, as
/// [`bitfill::Geometry::square_name`] writes it.
///
/// # Panics
///
/// If `square` is not on the board.
#[must_use]
pub fn square_name(square: usize) -> String {
    assert!(square < SQUARES, "square {square} is off the 9 x 10 board");
    Board::square_name(square).to_string()
}

/// The square a name such as `e1` or `b10` denotes, if it is one
/// ([`bitfill::Geometry::parse_square`]).
#[must_use]
pub fn parse_square(name: &str) -> Option<usize> {
    Board::parse_square(name)
}
