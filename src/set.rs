//! `Set`: the reference's set of squares, as wide as the widest board
//! (1,024 squares), whatever holds the board under test; and `BoardBits`,
//! which carries a set to and from what a generated module holds its board
//! in (an integer, or its multi-word `Bits`).

use std::fmt;
use std::ops::{BitAnd, BitAndAssign, BitOr, BitOrAssign, BitXor, Not};

/// Words in a [`Set`].
pub const WORDS: usize = 16;

/// Square `i` is bit `i % 64` of word `i / 64`. `used` bounds the words
/// that may be non-zero, so that sets of small boards cost two words, not
/// sixteen, in the tests' debug builds.
#[derive(Clone, Copy, Default)]
pub struct Set {
    words: [u64; WORDS],
    used: usize,
}

impl Set {
    pub const EMPTY: Set = Set {
        words: [0; WORDS],
        used: 0,
    };

    /// The set with these words, lowest first.
    pub fn from_words(words: [u64; WORDS]) -> Set {
        Set { words, used: WORDS }
    }

    /// The words, lowest first.
    pub fn words(self) -> [u64; WORDS] {
        self.words
    }

    /// The set of square `square`.
    pub fn bit(square: u32) -> Set {
        let mut set = Set::EMPTY;
        let word = square as usize / 64;
        set.words[word] = 1 << (square % 64);
        set.used = word + 1;
        set
    }

    /// Squares `0..count`.
    pub fn below(count: u32) -> Set {
        let mut set = Set::EMPTY;
        for word in 0..WORDS {
            set.words[word] = match count.saturating_sub(64 * word as u32) {
                0 => break,
                n if n >= 64 => u64::MAX,
                n => (1 << n) - 1,
            };
            set.used = word + 1;
        }
        set
    }

    /// `operation` on the words of both sets, up to `used`.
    fn combine(self, other: Set, used: usize, operation: impl Fn(u64, u64) -> u64) -> Set {
        let mut set = Set::EMPTY;
        for word in 0..used {
            set.words[word] = operation(self.words[word], other.words[word]);
        }
        set.used = used;
        set
    }

    pub fn contains(self, square: u32) -> bool {
        let word = square as usize / 64;
        word < self.used && self.words[word] >> (square % 64) & 1 == 1
    }

    pub fn is_empty(self) -> bool {
        self.words[..self.used].iter().all(|&word| word == 0)
    }

    pub fn count_ones(self) -> u32 {
        self.words[..self.used]
            .iter()
            .map(|word| word.count_ones())
            .sum()
    }

    /// The squares of the set, lowest first.
    pub fn squares(self) -> impl Iterator<Item = u32> {
        let mut words = self.words;
        let used = self.used;
        let mut word = 0;
        std::iter::from_fn(move || {
            while word < used {
                if words[word] != 0 {
                    let bit = words[word].trailing_zeros();
                    words[word] &= words[word] - 1;
                    return Some(64 * word as u32 + bit);
                }
                word += 1;
            }
            None
        })
    }

    /// The low 128 bits.
    pub fn low(self) -> u128 {
        u128::from(self.words[0]) | u128::from(self.words[1]) << 64
    }
}

impl PartialEq for Set {
    fn eq(&self, other: &Set) -> bool {
        let used = self.used.max(other.used);
        self.words[..used] == other.words[..used]
    }
}

impl Eq for Set {}

impl std::hash::Hash for Set {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        let top = self
            .words
            .iter()
            .rposition(|&word| word != 0)
            .map_or(0, |top| top + 1);
        self.words[..top].hash(state);
    }
}

impl From<u128> for Set {
    fn from(value: u128) -> Set {
        let mut set = Set::EMPTY;
        // The two halves, truncated on purpose.
        set.words[0] = value as u64;
        set.words[1] = (value >> 64) as u64;
        set.used = 2;
        set
    }
}

impl FromIterator<u32> for Set {
    fn from_iter<I: IntoIterator<Item = u32>>(squares: I) -> Set {
        squares
            .into_iter()
            .fold(Set::EMPTY, |set, square| set | Set::bit(square))
    }
}

impl BitAnd for Set {
    type Output = Set;
    fn bitand(self, other: Set) -> Set {
        self.combine(other, self.used.min(other.used), |a, b| a & b)
    }
}

impl BitOr for Set {
    type Output = Set;
    fn bitor(self, other: Set) -> Set {
        self.combine(other, self.used.max(other.used), |a, b| a | b)
    }
}

impl BitXor for Set {
    type Output = Set;
    fn bitxor(self, other: Set) -> Set {
        self.combine(other, self.used.max(other.used), |a, b| a ^ b)
    }
}

impl Not for Set {
    type Output = Set;
    fn not(self) -> Set {
        Set::from_words(self.words.map(|word| !word))
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

/// The words from the highest non-zero one down, in hex: `0x1_0000000000000002`
/// for squares 1 and 64.
impl fmt::LowerHex for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let top = self.words.iter().rposition(|&word| word != 0).unwrap_or(0);
        if f.alternate() {
            f.write_str("0x")?;
        }
        write!(f, "{:x}", self.words[top])?;
        for word in self.words[..top].iter().rev() {
            write!(f, "_{word:016x}")?;
        }
        Ok(())
    }
}

impl fmt::Debug for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{self:#x}")
    }
}

/// What a generated module holds its board in, seen as a [`Set`].
pub trait BoardBits: Copy {
    /// Bits it holds.
    const WIDTH: u32;
    fn to_set(self) -> Set;
    /// Panics if `set` has bits beyond [`BoardBits::WIDTH`].
    fn from_set(set: Set) -> Self;
}

macro_rules! integer_board_bits {
    ($($integer:ty),*) => {
        $(
            impl BoardBits for $integer {
                const WIDTH: u32 = <$integer>::BITS;
                fn to_set(self) -> Set {
                    Set::from(u128::from(self))
                }
                fn from_set(set: Set) -> Self {
                    assert!((set & !Set::below(Self::WIDTH)).is_empty(), "{set:#x} does not fit");
                    <$integer>::try_from(set.low()).expect("the set fits the integer")
                }
            }
        )*
    };
}

integer_board_bits!(u16, u32, u64, u128);

/// Implements [`BoardBits`] for the `Bits` of a generated module whose
/// board is held in `$words` words (`bits: [u64; $words]`).
#[macro_export]
macro_rules! words_board_bits {
    ($module:ident, $words:literal) => {
        impl $crate::set::BoardBits for $module::Bits {
            const WIDTH: u32 = 64 * $words;
            fn to_set(self) -> $crate::set::Set {
                let mut words = [0; $crate::set::WORDS];
                words[..$words].copy_from_slice(&self.words());
                $crate::set::Set::from_words(words)
            }
            fn from_set(set: $crate::set::Set) -> Self {
                let words = set.words();
                assert!(
                    words[$words..].iter().all(|&word| word == 0),
                    "{set:#x} does not fit {} words",
                    $words
                );
                let mut own = [0; $words];
                own.copy_from_slice(&words[..$words]);
                $module::Bits::from_words(own)
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_across_words() {
        let set = Set::bit(1) | Set::bit(64) | Set::bit(1023);
        assert_eq!(set.squares().collect::<Vec<_>>(), [1, 64, 1023]);
        assert_eq!(set.count_ones(), 3);
        assert_eq!(
            format!("{:#x}", Set::bit(1) | Set::bit(64)),
            "0x1_0000000000000002"
        );
        assert_eq!(Set::below(130).count_ones(), 130);
        assert_eq!(u64::from_set(Set::from(0xff)), 0xff);
    }
}
