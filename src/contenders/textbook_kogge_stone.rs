//! Kogge-Stone as printed on the chessprogramming wiki ("Kogge-Stone
//! Algorithm": occluded fills, one-step shifts, `xAttacks = xOne(xOccl(...))`),
//! transcribed by hand: the control that the generated code must match.

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

#[inline]
fn south_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    sliders |= empty & (sliders >> 8);
    empty &= empty >> 8;
    sliders |= empty & (sliders >> 16);
    empty &= empty >> 16;
    sliders |= empty & (sliders >> 32);
    sliders
}

#[inline]
fn north_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    sliders |= empty & (sliders << 8);
    empty &= empty << 8;
    sliders |= empty & (sliders << 16);
    empty &= empty << 16;
    sliders |= empty & (sliders << 32);
    sliders
}

#[inline]
fn east_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_A_FILE;
    sliders |= empty & (sliders << 1);
    empty &= empty << 1;
    sliders |= empty & (sliders << 2);
    empty &= empty << 2;
    sliders |= empty & (sliders << 4);
    sliders
}

#[inline]
fn north_east_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_A_FILE;
    sliders |= empty & (sliders << 9);
    empty &= empty << 9;
    sliders |= empty & (sliders << 18);
    empty &= empty << 18;
    sliders |= empty & (sliders << 36);
    sliders
}

#[inline]
fn south_east_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_A_FILE;
    sliders |= empty & (sliders >> 7);
    empty &= empty >> 7;
    sliders |= empty & (sliders >> 14);
    empty &= empty >> 14;
    sliders |= empty & (sliders >> 28);
    sliders
}

#[inline]
fn west_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_H_FILE;
    sliders |= empty & (sliders >> 1);
    empty &= empty >> 1;
    sliders |= empty & (sliders >> 2);
    empty &= empty >> 2;
    sliders |= empty & (sliders >> 4);
    sliders
}

#[inline]
fn south_west_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_H_FILE;
    sliders |= empty & (sliders >> 9);
    empty &= empty >> 9;
    sliders |= empty & (sliders >> 18);
    empty &= empty >> 18;
    sliders |= empty & (sliders >> 36);
    sliders
}

#[inline]
fn north_west_occluded(mut sliders: u64, mut empty: u64) -> u64 {
    empty &= NOT_H_FILE;
    sliders |= empty & (sliders << 7);
    empty &= empty << 7;
    sliders |= empty & (sliders << 14);
    empty &= empty << 14;
    sliders |= empty & (sliders << 28);
    sliders
}

#[inline]
pub fn south_attacks(sliders: u64, empty: u64) -> u64 {
    south_occluded(sliders, empty) >> 8
}

#[inline]
pub fn north_attacks(sliders: u64, empty: u64) -> u64 {
    north_occluded(sliders, empty) << 8
}

#[inline]
pub fn east_attacks(sliders: u64, empty: u64) -> u64 {
    (east_occluded(sliders, empty) << 1) & NOT_A_FILE
}

#[inline]
pub fn north_east_attacks(sliders: u64, empty: u64) -> u64 {
    (north_east_occluded(sliders, empty) << 9) & NOT_A_FILE
}

#[inline]
pub fn south_east_attacks(sliders: u64, empty: u64) -> u64 {
    (south_east_occluded(sliders, empty) >> 7) & NOT_A_FILE
}

#[inline]
pub fn west_attacks(sliders: u64, empty: u64) -> u64 {
    (west_occluded(sliders, empty) >> 1) & NOT_H_FILE
}

#[inline]
pub fn south_west_attacks(sliders: u64, empty: u64) -> u64 {
    (south_west_occluded(sliders, empty) >> 9) & NOT_H_FILE
}

#[inline]
pub fn north_west_attacks(sliders: u64, empty: u64) -> u64 {
    (north_west_occluded(sliders, empty) << 7) & NOT_H_FILE
}

super::textbook_unions!();
