//! `Set`: a set of bits as wide as the widest board (1,024 squares), for
//! every mask the macro computes; square (or bit) `i` is bit `i % 64` of
//! word `i / 64`, as in the generated multi-word `Bits`.

use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// Words in a [`Set`].
pub const WORDS: usize = 16;

/// Bits in a [`Set`]: the most squares a board may have.
pub const CAPACITY: u32 = 64 * WORDS as u32;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Set([u64; WORDS]);

impl Set {
    pub const EMPTY: Set = Set([0; WORDS]);

    /// The set of bit `index`, empty when it is beyond the capacity.
    pub fn bit(index: u32) -> Set {
        let mut set = Set::EMPTY;
        if index < CAPACITY {
            set.0[index as usize / 64] = 1 << (index % 64);
        }
        set
    }

    /// Bits `0..count`.
    pub fn below(count: u32) -> Set {
        let mut set = Set::EMPTY;
        for (word, value) in set.0.iter_mut().enumerate() {
            let start = word as u32 * 64;
            *value = match count.saturating_sub(start) {
                0 => 0,
                n if n >= 64 => u64::MAX,
                n => (1 << n) - 1,
            };
        }
        set
    }

    pub fn contains(self, index: u32) -> bool {
        index < CAPACITY && self.0[index as usize / 64] >> (index % 64) & 1 == 1
    }

    pub fn is_empty(self) -> bool {
        self == Set::EMPTY
    }

    pub fn count(self) -> u32 {
        self.0.iter().map(|word| word.count_ones()).sum()
    }

    /// The bits, lowest first.
    pub fn iter(self) -> impl Iterator<Item = u32> {
        (0..CAPACITY).filter(move |&bit| self.contains(bit))
    }

    /// Word `index` (64 bits).
    pub fn word(self, index: usize) -> u64 {
        self.0.get(index).copied().unwrap_or(0)
    }

    /// The low 128 bits, for integers up to `u128`.
    pub fn low(self) -> u128 {
        u128::from(self.0[0]) | u128::from(self.0[1]) << 64
    }

    /// `value << shift` (left for positive `shift`, right for negative)
    /// within the low `width` bits.
    pub fn shifted(self, shift: i32, width: u32) -> Set {
        let amount = shift.unsigned_abs();
        if amount >= width {
            return Set::EMPTY;
        }
        let moved = Set::from_iter(self.iter().filter_map(|bit| {
            let target = if shift >= 0 {
                bit.checked_add(amount)
            } else {
                bit.checked_sub(amount)
            }?;
            (target < width).then_some(target)
        }));
        moved & Set::below(width)
    }
}

impl From<u128> for Set {
    fn from(value: u128) -> Set {
        let mut set = Set::EMPTY;
        // Truncation is the point: the two halves.
        set.0[0] = value as u64;
        set.0[1] = (value >> 64) as u64;
        set
    }
}

impl FromIterator<u32> for Set {
    fn from_iter<I: IntoIterator<Item = u32>>(bits: I) -> Set {
        bits.into_iter()
            .fold(Set::EMPTY, |set, bit| set | Set::bit(bit))
    }
}

impl BitAnd for Set {
    type Output = Set;
    fn bitand(self, other: Set) -> Set {
        Set(std::array::from_fn(|word| self.0[word] & other.0[word]))
    }
}

impl BitOr for Set {
    type Output = Set;
    fn bitor(self, other: Set) -> Set {
        Set(std::array::from_fn(|word| self.0[word] | other.0[word]))
    }
}

impl BitXor for Set {
    type Output = Set;
    fn bitxor(self, other: Set) -> Set {
        Set(std::array::from_fn(|word| self.0[word] ^ other.0[word]))
    }
}

impl Not for Set {
    type Output = Set;
    fn not(self) -> Set {
        Set(self.0.map(|word| !word))
    }
}

impl BitAndAssign for Set {
    fn bitand_assign(&mut self, other: Set) {
        *self = *self & other;
    }
}

impl BitOrAssign for Set {
    fn bitor_assign(&mut self, other: Set) {
        *self = *self | other;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shifts_cross_words_and_stop_at_the_width() {
        let set = Set::bit(63) | Set::bit(64) | Set::bit(200);
        assert_eq!(
            set.shifted(1, 256),
            Set::bit(64) | Set::bit(65) | Set::bit(201)
        );
        assert_eq!(set.shifted(-64, 256), Set::bit(0) | Set::bit(136));
        assert_eq!(set.shifted(60, 256), Set::bit(123) | Set::bit(124));
        assert_eq!(Set::below(70).count(), 70);
        assert_eq!(Set::from(u128::MAX), Set::below(128));
        assert_eq!(Set::bit(1023).shifted(1, 1024), Set::EMPTY);
    }
}
