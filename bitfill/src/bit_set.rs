//! Sets of squares as the generated code holds them, behind one trait.

use core::fmt::Debug;
use core::hash::Hash;
use core::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, BitXorAssign, Not};

/// A set of squares: bit `i` is square `i`. The unsigned integers implement
/// it, and so does the `Bits` type a spec of words (`bits: [u64; N]`)
/// generates, so that code generic over a [`Geometry`](crate::Geometry) can take,
/// combine, count and walk its sets.
///
/// `!` flips every bit, the bits beyond the board included: take a
/// complement with [`Geometry::complement`](crate::Geometry::complement) (or the
/// spec module's `empty`) before counting or walking it.
pub trait BitSet:
    Copy
    + Eq
    + Hash
    + Debug
    + Default
    + BitAnd<Output = Self>
    + BitOr<Output = Self>
    + BitXor<Output = Self>
    + Not<Output = Self>
    + BitAndAssign
    + BitOrAssign
    + BitXorAssign
{
    /// No square.
    const EMPTY: Self;
    /// How many squares the type can hold.
    const BITS: u32;

    /// The set of one square.
    ///
    /// # Panics
    ///
    /// If `square` is not below [`BITS`](Self::BITS).
    #[must_use]
    fn square(square: usize) -> Self;

    /// Whether `square` is in the set (`false` beyond [`BITS`](Self::BITS)).
    #[must_use]
    fn contains(self, square: usize) -> bool;

    /// Whether the set has no square.
    #[must_use]
    fn is_empty(self) -> bool;

    /// How many squares the set has.
    #[must_use]
    fn count_ones(self) -> u32;

    /// The lowest square of the set, taken out of it; `None` when empty.
    fn pop_first(&mut self) -> Option<usize>;

    /// The highest square of the set, taken out of it; `None` when empty.
    fn pop_last(&mut self) -> Option<usize>;

    /// The set without its lowest square; empty where it is empty. The
    /// integers do it without a branch, where [`pop_first`](Self::pop_first)
    /// tests for the empty set.
    #[must_use]
    fn without_first(self) -> Self {
        let mut set = self;
        set.pop_first();
        set
    }

    /// The squares of the set, lowest first.
    #[must_use]
    fn squares(self) -> Squares<Self> {
        Squares(self)
    }
}

/// The squares of a [`BitSet`], lowest first (highest first from the
/// back); [`BitSet::squares`] makes one, and so does each spec module's
/// `squares`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Squares<B>(pub B);

impl<B: BitSet> Iterator for Squares<B> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        self.0.pop_first()
    }

    #[inline]
    fn size_hint(&self) -> (usize, Option<usize>) {
        let count = self.0.count_ones() as usize;
        (count, Some(count))
    }

    #[inline]
    fn count(self) -> usize {
        self.0.count_ones() as usize
    }
}

impl<B: BitSet> DoubleEndedIterator for Squares<B> {
    #[inline]
    fn next_back(&mut self) -> Option<usize> {
        self.0.pop_last()
    }
}

impl<B: BitSet> ExactSizeIterator for Squares<B> {}

impl<B: BitSet> core::iter::FusedIterator for Squares<B> {}

macro_rules! integer_bit_set {
    ($($integer:ident)*) => {$(
        impl BitSet for $integer {
            const EMPTY: Self = 0;
            const BITS: u32 = $integer::BITS;

            #[inline]
            fn square(square: usize) -> Self {
                1 << square
            }

            #[inline]
            fn contains(self, square: usize) -> bool {
                square < Self::BITS as usize && self >> square & 1 == 1
            }

            #[inline]
            fn is_empty(self) -> bool {
                self == 0
            }

            #[inline]
            fn count_ones(self) -> u32 {
                $integer::count_ones(self)
            }

            #[inline]
            fn pop_first(&mut self) -> Option<usize> {
                if *self == 0 {
                    return None;
                }
                let square = self.trailing_zeros() as usize;
                *self &= *self - 1;
                Some(square)
            }

            #[inline]
            fn without_first(self) -> Self {
                self & self.wrapping_sub(1)
            }

            #[inline]
            fn pop_last(&mut self) -> Option<usize> {
                if *self == 0 {
                    return None;
                }
                let square = (Self::BITS - 1 - self.leading_zeros()) as usize;
                *self ^= 1 << square;
                Some(square)
            }
        }
    )*};
}

integer_bit_set!(u16 u32 u64 u128);

#[cfg(test)]
mod tests {
    extern crate std;

    use super::BitSet;
    use std::vec::Vec;

    #[test]
    fn integers_are_sets_of_squares() {
        let set = u64::square(3) | u64::square(63);
        assert_eq!(set.squares().collect::<Vec<_>>(), [3, 63]);
        assert_eq!(set.squares().rev().collect::<Vec<_>>(), [63, 3]);
        assert_eq!(set.squares().count(), 2);
        assert_eq!(set.squares().len(), 2);
        assert!(set.contains(63) && !set.contains(64) && !set.contains(4));
        assert_eq!(BitSet::count_ones(set), 2);
        assert!(u16::EMPTY.is_empty() && !set.is_empty());
        assert_eq!(u128::square(127).squares().collect::<Vec<_>>(), [127]);
        assert_eq!(<u32 as BitSet>::BITS, 32);
        assert_eq!(set.without_first(), u64::square(63));
        assert_eq!(u64::square(63).without_first(), 0);
        assert_eq!(u16::EMPTY.without_first(), 0);
    }
}
