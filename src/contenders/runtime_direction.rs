//! The wiki's "generalized rays": one Kogge-Stone with the direction as a
//! run-time parameter, a rotate for the shift and two small lookups
//! (`shift[dir]`, `avoidWrap[dir]`), looped over the directions of a piece.
//!
//! The direction lists pass through `black_box`, so the compiler cannot turn
//! this back into the specialised code: it measures what a run-time
//! direction costs.

use std::hint::black_box;

/// Positive: rotate left; by the wiki's enumeration: north-east, east,
/// south-east, south, south-west, west, north-west, north.
const SHIFT: [i32; 8] = [9, 1, -7, -8, -9, -1, 7, 8];

const AVOID_WRAP: [u64; 8] = [
    0xfefe_fefe_fefe_fe00,
    0xfefe_fefe_fefe_fefe,
    0x00fe_fefe_fefe_fefe,
    0x00ff_ffff_ffff_ffff,
    0x007f_7f7f_7f7f_7f7f,
    0x7f7f_7f7f_7f7f_7f7f,
    0x7f7f_7f7f_7f7f_7f00,
    0xffff_ffff_ffff_ff00,
];

const ROOK: [usize; 4] = [1, 3, 5, 7];
const BISHOP: [usize; 4] = [0, 2, 4, 6];
const QUEEN: [usize; 8] = [0, 1, 2, 3, 4, 5, 6, 7];

/// The wiki's `slidingAttacks(sliders, empty, dir8)`.
#[inline]
pub fn sliding_attacks(mut sliders: u64, mut empty: u64, direction: usize) -> u64 {
    let rotation = SHIFT[direction].rem_euclid(64) as u32;
    let wrap = AVOID_WRAP[direction];
    empty &= wrap;
    sliders |= empty & sliders.rotate_left(rotation);
    empty &= empty.rotate_left(rotation);
    sliders |= empty & sliders.rotate_left(2 * rotation % 64);
    empty &= empty.rotate_left(2 * rotation % 64);
    sliders |= empty & sliders.rotate_left(4 * rotation % 64);
    sliders.rotate_left(rotation) & wrap
}

fn union(sliders: u64, empty: u64, directions: &[usize]) -> u64 {
    black_box(directions).iter().fold(0, |attacks, &direction| {
        attacks | sliding_attacks(sliders, empty, direction)
    })
}

pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
    union(sliders, empty, &ROOK)
}

pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
    union(sliders, empty, &BISHOP)
}

pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
    union(sliders, empty, &QUEEN)
}
