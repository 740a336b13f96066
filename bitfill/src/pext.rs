//! The one `unsafe` call of the crate: the BMI2 instruction behind `pext`
//! lookups, and its loop for targets without it.

/// The bits of `value` at the set bits of `mask`, packed into the low bits
/// (parallel bit extract). One BMI2 instruction where the target has it;
/// elsewhere a loop over the bits of `mask`, correct but slow: build with
/// `-C target-feature=+bmi2` (or `-C target-cpu=x86-64-v3`) to get the
/// instruction, and prefer `magic` lookups on CPUs where PEXT is microcoded
/// (AMD before Zen 3).
#[inline]
#[must_use]
pub fn pext_u64(value: u64, mask: u64) -> u64 {
    #[cfg(all(target_arch = "x86_64", target_feature = "bmi2"))]
    {
        // SAFETY: `_pext_u64` needs the BMI2 instruction set, which the
        // `cfg` above proves the target being compiled for has: every CPU
        // this code runs on executes it. It reads and writes no memory.
        #[allow(unsafe_code)]
        unsafe {
            core::arch::x86_64::_pext_u64(value, mask)
        }
    }
    #[cfg(not(all(target_arch = "x86_64", target_feature = "bmi2")))]
    {
        software_pext(value, mask)
    }
}

/// [`pext_u64`] on both halves, the high half's bits after the low
/// half's: two instructions and a popcount, as Fairy-Stockfish does for
/// its boards of more than 64 squares.
#[inline]
#[must_use]
#[allow(clippy::cast_possible_truncation)] // the halves of a `u128`
pub fn pext_u128(value: u128, mask: u128) -> u128 {
    let (low_mask, high_mask) = (mask as u64, (mask >> 64) as u64);
    let low = pext_u64(value as u64, low_mask);
    let high = pext_u64((value >> 64) as u64, high_mask);
    u128::from(low) | u128::from(high) << low_mask.count_ones()
}

/// PEXT one bit at a time, for targets without BMI2.
#[cfg_attr(all(target_arch = "x86_64", target_feature = "bmi2"), allow(dead_code))]
const fn software_pext(value: u64, mut mask: u64) -> u64 {
    let mut packed = 0;
    let mut bit = 1;
    while mask != 0 {
        if value & mask & mask.wrapping_neg() != 0 {
            packed |= bit;
        }
        mask &= mask - 1;
        bit <<= 1;
    }
    packed
}

#[cfg(test)]
mod tests {
    use super::{pext_u64, pext_u128, software_pext};

    #[test]
    fn pext_packs_the_masked_bits() {
        assert_eq!(pext_u64(0b1011_0110, 0b1111_0000), 0b1011);
        assert_eq!(pext_u64(0b1011_0110, 0b1010_1010), 0b1101);
        assert_eq!(pext_u64(u64::MAX, 0x8000_0000_0000_0001), 0b11);
        let mut state = 0x9e37_79b9_7f4a_7c15_u64;
        for _ in 0..10_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let (value, mask) = (state, state.rotate_left(29) & state.rotate_left(7));
            assert_eq!(pext_u64(value, mask), software_pext(value, mask));
            let (wide, wide_mask) = (u128::from(value) << 40 | 0xff, u128::from(mask) << 33 | 1);
            let mut expected = 0;
            let mut at = 0;
            for bit in 0..128 {
                if wide_mask >> bit & 1 == 1 {
                    expected |= (wide >> bit & 1) << at;
                    at += 1;
                }
            }
            assert_eq!(pext_u128(wide, wide_mask), expected);
        }
    }
}
