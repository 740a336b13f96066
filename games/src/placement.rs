//! Where the pieces stand, in every game: one set per side and one per
//! kind, with the queries and the updates of a move that the positions
//! share. Each position wraps it with its own side and piece types.

use std::fmt::Debug;
use std::hash::Hash;

use bitfill::BitSet;

/// A set per kind of piece: `[B; KINDS]`, the number of kinds a game's or
/// a variant's (a type, not a const generic, so that a variant can name
/// it from its description).
pub trait KindSets<B>: Copy + Eq + Hash + Debug + AsRef<[B]> + AsMut<[B]> {
    /// Every set empty.
    const EMPTY: Self;
}

impl<B: BitSet, const KINDS: usize> KindSets<B> for [B; KINDS] {
    const EMPTY: Self = [B::EMPTY; KINDS];
}

/// The pieces on the board: a set per side (the first player's, index 0,
/// and the second's) and a set per kind, both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub(crate) struct Placement<B, S> {
    pub(crate) by_side: [B; 2],
    pub(crate) by_kind: S,
}

impl<B: BitSet, S: KindSets<B>> Placement<B, S> {
    /// No piece anywhere.
    pub(crate) const EMPTY: Self = Placement {
        by_side: [B::EMPTY; 2],
        by_kind: S::EMPTY,
    };

    /// The pieces of side `side` (0 or 1), all kinds.
    #[inline(always)]
    pub(crate) const fn side(&self, side: usize) -> B {
        self.by_side[side]
    }

    /// The pieces of kind `kind`, both sides.
    #[inline(always)]
    pub(crate) fn kind(&self, kind: usize) -> B {
        self.by_kind.as_ref()[kind]
    }

    /// The side and the kind of what stands on `square`, if anything.
    pub(crate) fn at(&self, square: usize) -> Option<(usize, usize)> {
        let side = (0..2).find(|&side| self.by_side[side].contains(square))?;
        let kind = self
            .by_kind
            .as_ref()
            .iter()
            .position(|pieces| pieces.contains(square))?;
        Some((side, kind))
    }

    /// Puts a piece of `side` and `kind` on `square`.
    pub(crate) fn put(&mut self, side: usize, kind: usize, square: usize) {
        self.by_side[side] |= B::square(square);
        self.by_kind.as_mut()[kind] |= B::square(square);
    }

    /// Takes the piece of side `them` off `to` (one square), if there is
    /// one; whether there was.
    #[inline(always)]
    pub(crate) fn capture(&mut self, them: usize, to: B) -> bool {
        let captures = !(self.by_side[them] & to).is_empty();
        if captures {
            self.by_side[them] &= !to;
            for pieces in self.by_kind.as_mut() {
                *pieces &= !to;
            }
        }
        captures
    }

    /// Moves the piece of `side` and `kind` between the two squares of
    /// `from_to` (either way).
    #[inline(always)]
    pub(crate) fn shift(&mut self, side: usize, kind: usize, from_to: B) {
        self.by_kind.as_mut()[kind] ^= from_to;
        self.by_side[side] ^= from_to;
    }
}
