//! Out-of-line copies of one direction's attacks on a board of four words
//! (16 x 16), for `scripts/wide-asm.sh`: the generated Kogge-Stone and Dumb7
//! north, east and north-east attacks, and, for comparison, the same
//! Kogge-Stone north attacks written with a shift that loops over the
//! words.
//!
//! ```text
//! scripts/wide-asm.sh      # the assembly in benchmarks/asm/wide/, and the counts
//! ```

use std::hint::black_box;

use bitfill_suite::sizes::board_16x16::{self as board, Bits, dumb7, kogge_stone};

/// Out-of-line copies of generated functions.
macro_rules! probes {
    ($($name:ident => $path:path,)*) => {
        $(
            #[inline(never)]
            pub fn $name(sliders: Bits, empty: Bits) -> Bits {
                $path(sliders, empty)
            }
        )*
        /// Every probe, in the order they are declared.
        const PROBES: &[fn(Bits, Bits) -> Bits] = &[$($name),*];
    };
}

probes! {
    asm_kogge_stone_north_attacks => kogge_stone::north_attacks,
    asm_kogge_stone_east_attacks => kogge_stone::east_attacks,
    asm_kogge_stone_north_east_attacks => kogge_stone::north_east_attacks,
    asm_dumb7_north_attacks => dumb7::north_attacks,
}

/// The other shape: `words << s` as a loop over the words (LLVM unrolls it,
/// the amount being constant after inlining).
fn shift_left_by_loop(words: [u64; 4], shift: u32) -> [u64; 4] {
    let (skipped, bits) = ((shift / 64) as usize, shift % 64);
    let mut shifted = [0; 4];
    for word in skipped..4 {
        shifted[word] = words[word - skipped] << bits;
        if bits != 0 && word > skipped {
            shifted[word] |= words[word - skipped - 1] >> (64 - bits);
        }
    }
    shifted
}

fn and(a: [u64; 4], b: [u64; 4]) -> [u64; 4] {
    std::array::from_fn(|word| a[word] & b[word])
}

fn or(a: [u64; 4], b: [u64; 4]) -> [u64; 4] {
    std::array::from_fn(|word| a[word] | b[word])
}

/// Kogge-Stone north attacks on 16 x 16 (four rounds: 16, 32, 64, 128),
/// with the looping shift.
#[inline(never)]
pub fn asm_loop_kogge_stone_north_attacks(sliders: Bits, empty: Bits) -> Bits {
    let (mut sliders, mut empty) = (sliders.words(), empty.words());
    for round in 0..4 {
        let shift = 16 << round;
        sliders = or(sliders, and(empty, shift_left_by_loop(sliders, shift)));
        if round < 3 {
            empty = and(empty, shift_left_by_loop(empty, shift));
        }
    }
    Bits::from_words(shift_left_by_loop(sliders, 16))
}

fn main() {
    let (sliders, empty) = (black_box(Bits::square(3)), black_box(!Bits::square(200)));
    let generated = PROBES
        .iter()
        .fold(Bits::EMPTY, |sum, probe| sum ^ probe(sliders, empty));
    let looping = asm_loop_kogge_stone_north_attacks(sliders, empty);
    assert_eq!(looping, asm_kogge_stone_north_attacks(sliders, empty));
    assert_eq!(looping, board::kogge_stone::north_attacks(sliders, empty));
    println!("{:?} {:?}", generated.count_ones(), looping.count_ones());
}
