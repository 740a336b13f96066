//! The sum of the popcounts of several sets, as both games' bulk counting
//! at perft's leaves needs it.

use bitfill::BitSet;

/// The sum of the popcounts of `sets` (fewer than 16).
///
/// Baseline x86 has no `popcnt` instruction: each popcount is a dozen
/// instructions there, and adding the sets bit-sliced first
/// ([`carry_save_sum`]) leaves four popcounts. Elsewhere one popcount per
/// set is cheaper.
#[inline(always)]
pub(crate) fn popcount_sum<B: BitSet, const N: usize>(sets: [B; N]) -> u32 {
    if cfg!(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(target_feature = "popcnt")
    )) {
        carry_save_sum(sets)
    } else {
        sets.iter().map(|set| set.count_ones()).sum()
    }
}

/// The sum of the popcounts of `sets` with four popcounts (Harley-Seal):
/// carry-save adders add the sets bit-sliced, one weight at a time, into
/// one set of ones, twos, fours and eights.
#[inline(always)]
fn carry_save_sum<B: BitSet, const N: usize>(sets: [B; N]) -> u32 {
    const { assert!(N < 16, "four weights hold sums below 16") };
    let (ones, twos, count) = add_column(sets, N);
    let (twos, fours, count) = add_column(twos, count);
    let (fours, eights, count) = add_column(fours, count);
    let (eights, _, _) = add_column(eights, count);
    ones.count_ones() + 2 * twos.count_ones() + 4 * fours.count_ones() + 8 * eights.count_ones()
}

/// Adds the first `count` of `sets`, all of one weight, two at a time into
/// one set of that weight: that set, the carries (of the next weight) and
/// how many there are. `count` is a constant once inlined, so the loop
/// unrolls into straight code.
#[inline(always)]
fn add_column<B: BitSet, const N: usize>(sets: [B; N], count: usize) -> (B, [B; N], usize) {
    /// Full adder on every lane: (sum, carry) of three bits per lane.
    #[inline(always)]
    fn add<B: BitSet>(a: B, b: B, c: B) -> (B, B) {
        let partial = a ^ b;
        (partial ^ c, (a & b) | (partial & c))
    }
    let mut sum = B::EMPTY;
    let mut carries = [B::EMPTY; N];
    let pairs = count / 2;
    for pair in 0..pairs {
        (sum, carries[pair]) = add(sum, sets[2 * pair], sets[2 * pair + 1]);
    }
    if count % 2 == 1 {
        (sum, carries[pairs]) = add(sum, sets[count - 1], B::EMPTY);
    }
    (sum, carries, count.div_ceil(2))
}

#[cfg(test)]
mod tests {
    use super::{carry_save_sum, popcount_sum};

    #[test]
    fn sums_match_the_popcounts() {
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        let mut next = || {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            state
        };
        for _ in 0..1_000 {
            let chess: [u64; 8] = std::array::from_fn(|_| next());
            let expected: u32 = chess.iter().map(|set| set.count_ones()).sum();
            assert_eq!(carry_save_sum(chess), expected);
            assert_eq!(popcount_sum(chess), expected);
            let xiangqi: [u128; 12] =
                std::array::from_fn(|_| u128::from(next()) << 64 | u128::from(next()));
            let expected: u32 = xiangqi.iter().map(|set| set.count_ones()).sum();
            assert_eq!(carry_save_sum(xiangqi), expected);
            assert_eq!(popcount_sum(xiangqi), expected);
        }
    }
}
