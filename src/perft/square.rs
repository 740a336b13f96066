//! Squares: bit indices of the little-endian rank-file board (a1 = 0,
//! h1 = 7, h8 = 63), and iteration over the squares of a set.

use std::fmt;

/// One of the 64 squares; always below 64, so tables indexed by it cannot
/// go out of bounds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Square(u8);

impl Square {
    /// The square of bit `index`, if `index < 64`.
    #[must_use]
    pub const fn new(index: u8) -> Option<Square> {
        if index < 64 {
            Some(Square(index))
        } else {
            None
        }
    }

    /// The square on `file` (0 = a) and `rank` (0 = first), both below 8.
    #[must_use]
    pub const fn at(file: u8, rank: u8) -> Option<Square> {
        if file < 8 && rank < 8 {
            Some(Square(rank * 8 + file))
        } else {
            None
        }
    }

    /// The lowest square of a non-empty `set`.
    #[must_use]
    pub const fn lowest(set: u64) -> Option<Square> {
        if set == 0 {
            None
        } else {
            // trailing_zeros of a non-zero u64 is below 64.
            Some(Square(set.trailing_zeros() as u8))
        }
    }

    /// The square `delta` bits away, for steps the caller knows stay on the
    /// board (the origin of a pawn move found from its target); wraps
    /// modulo 64 rather than panic.
    #[must_use]
    pub(super) const fn offset(self, delta: i8) -> Square {
        Square(self.0.wrapping_add_signed(delta) % 64)
    }

    /// The bit index, 0 to 63.
    #[must_use]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// The square as a one-bit set.
    #[must_use]
    pub const fn bit(self) -> u64 {
        1 << self.0
    }

    /// 0 for the a-file to 7 for the h-file.
    #[must_use]
    pub const fn file(self) -> u8 {
        self.0 % 8
    }

    /// 0 for the first rank to 7 for the eighth.
    #[must_use]
    pub const fn rank(self) -> u8 {
        self.0 / 8
    }

    /// Reads a name such as `e4`; anything else is `None`.
    #[must_use]
    pub fn parse(name: &str) -> Option<Square> {
        match name.as_bytes() {
            &[file @ b'a'..=b'h', rank @ b'1'..=b'8'] => Square::at(file - b'a', rank - b'1'),
            _ => None,
        }
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let file = char::from(b'a' + self.file());
        let rank = char::from(b'1' + self.rank());
        write!(f, "{file}{rank}")
    }
}

/// The squares of a set, lowest first.
#[derive(Clone, Copy, Debug)]
pub struct Squares(pub u64);

impl Iterator for Squares {
    type Item = Square;

    #[inline]
    fn next(&mut self) -> Option<Square> {
        let square = Square::lowest(self.0)?;
        self.0 &= self.0 - 1;
        Some(square)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }
}

impl ExactSizeIterator for Squares {}
