// In `chess`: one step east, with its wrap mask folded in.
/// `squares` moved one step `east`; squares that would leave the board are dropped.
#[inline]
#[must_use]
pub const fn east_one(squares: Bits) -> Bits {
    (squares << 1) & 0xfefe_fefe_fefe_fefe
}

// In `chess::kogge_stone`: three doubling rounds, then one step.
/// Attacks `north`: every square `sliders` attack `north` through `empty` squares, up to and including the first blocker.
///
/// Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`), then one step `<< 8`.
#[inline]
#[must_use]
pub const fn north_attacks(
    mut sliders: super::Bits,
    mut empty: super::Bits,
) -> super::Bits {
    sliders |= empty & (sliders << 8);
    empty &= empty << 8;
    sliders |= empty & (sliders << 16);
    empty &= empty << 16;
    sliders |= empty & (sliders << 32);
    sliders << 8
}

/// Attacks `east`: every square `sliders` attack `east` through `empty` squares, up to and including the first blocker.
///
/// Kogge-Stone: 3 rounds (`<< 1`, `<< 2`, `<< 4`), then one step `<< 1`.
#[inline]
#[must_use]
pub const fn east_attacks(
    mut sliders: super::Bits,
    mut empty: super::Bits,
) -> super::Bits {
    empty &= 0xfefe_fefe_fefe_fefe;
    sliders |= empty & (sliders << 1);
    empty &= empty << 1;
    sliders |= empty & (sliders << 2);
    empty &= empty << 2;
    sliders |= empty & (sliders << 4);
    (sliders << 1) & 0xfefe_fefe_fefe_fefe
}

// Constant propagators of a fill on an empty board, folded by the macro.
/// Fill `north_east` on an empty board: `sliders` and every square `north_east` of them.
///
/// Kogge-Stone: 3 rounds (`<< 9`, `<< 18`, `<< 36`).
#[inline]
#[must_use]
pub const fn north_east_fill(mut sliders: super::Bits) -> super::Bits {
    sliders |= 0xfefe_fefe_fefe_fefe & (sliders << 9);
    sliders |= 0xfcfc_fcfc_fcfc_fc00 & (sliders << 18);
    sliders |= 0xf0f0_f0f0_f000_0000 & (sliders << 36);
    sliders
}

// In `chess::dumb7`: six one-step cycles, then the final step.
/// Attacks `south`: every square `sliders` attack `south` through `empty` squares, up to and including the first blocker.
///
/// Dumb7: 6 cycles of one step `>> 8`, then one more step.
#[inline]
#[must_use]
pub const fn south_attacks(
    mut sliders: super::Bits,
    empty: super::Bits,
) -> super::Bits {
    let mut flood = sliders;
    sliders = (sliders >> 8) & empty;
    flood |= sliders;
    sliders = (sliders >> 8) & empty;
    flood |= sliders;
    sliders = (sliders >> 8) & empty;
    flood |= sliders;
    sliders = (sliders >> 8) & empty;
    flood |= sliders;
    sliders = (sliders >> 8) & empty;
    flood |= sliders;
    flood |= (sliders >> 8) & empty;
    flood >> 8
}

// Groups with `group_shape: auto`: one function, a shape per target. On x86
// without AVX2, each direction in a gated block, opposite directions sharing
// one propagator (the second's moved back by one shift per round); with AVX2
// but not AVX-512, the same as one union; elsewhere, the textbook's union.
/// `rook` attacks: the union of the `north`, `south`, `east`, `west` attacks of `sliders` through `empty` squares.
///
/// Set-wise: any number of sliders at once.
///
/// Shape: `split` on x86 without AVX2, `paired` on x86 with AVX2 but not AVX-512, `fused` on every other target (`group_shape: auto`; [`GROUP_SHAPE`](super::GROUP_SHAPE) says which this build has). `bitfill::GroupShape` describes each shape.
#[inline]
#[must_use]
pub const fn rook_attacks(
    sliders: super::Bits,
    empty: super::Bits,
) -> super::Bits {
    if ::core::cfg!(
        all(any(target_arch = "x86", target_arch = "x86_64"), not(target_feature
        = "avx2"))
    ) {
        let north_propagator_1 = empty & (empty << 8);
        let north_propagator_2 = north_propagator_1 & (north_propagator_1 << 16);
        let east_propagator_0 = empty & 0x7e7e_7e7e_7e7e_7e7e;
        let east_propagator_1 = east_propagator_0 & (east_propagator_0 << 1);
        let east_propagator_2 = east_propagator_1 & (east_propagator_1 << 2);
        let mut union = 0;
        if sliders << 8 != 0 {
            let mut north_front = sliders;
            north_front |= empty & (north_front << 8);
            north_front |= north_propagator_1 & (north_front << 16);
            north_front |= north_propagator_2 & (north_front << 32);
            union |= north_front << 8;
        }
        if sliders >> 8 != 0 {
            let mut south_front = sliders;
            south_front |= empty & (south_front >> 8);
            south_front |= (north_propagator_1 >> 8) & (south_front >> 16);
            south_front |= (north_propagator_2 >> 24) & (south_front >> 32);
            union |= south_front >> 8;
        }
        if (sliders << 1) & 0xfefe_fefe_fefe_fefe != 0 {
            let mut east_front = sliders;
            east_front |= east_propagator_0 & (east_front << 1);
            east_front |= east_propagator_1 & (east_front << 2);
            east_front |= east_propagator_2 & (east_front << 4);
            union |= (east_front << 1) & 0xfefe_fefe_fefe_fefe;
        }
        if (sliders >> 1) & 0x7f7f_7f7f_7f7f_7f7f != 0 {
            let mut west_front = sliders;
            west_front |= east_propagator_0 & (west_front >> 1);
            west_front |= (east_propagator_1 >> 1) & (west_front >> 2);
            west_front |= (east_propagator_2 >> 3) & (west_front >> 4);
            union |= (west_front >> 1) & 0x7f7f_7f7f_7f7f_7f7f;
        }
        union
    } else if ::core::cfg!(
        all(any(target_arch = "x86", target_arch = "x86_64"), target_feature =
        "avx2", not(target_feature = "avx512f"))
    ) {
        let north_propagator_1 = empty & (empty << 8);
        let north_propagator_2 = north_propagator_1 & (north_propagator_1 << 16);
        let east_propagator_0 = empty & 0x7e7e_7e7e_7e7e_7e7e;
        let east_propagator_1 = east_propagator_0 & (east_propagator_0 << 1);
        let east_propagator_2 = east_propagator_1 & (east_propagator_1 << 2);
        let mut north_front = sliders;
        north_front |= empty & (north_front << 8);
        north_front |= north_propagator_1 & (north_front << 16);
        north_front |= north_propagator_2 & (north_front << 32);
        let mut south_front = sliders;
        south_front |= empty & (south_front >> 8);
        south_front |= (north_propagator_1 >> 8) & (south_front >> 16);
        south_front |= (north_propagator_2 >> 24) & (south_front >> 32);
        let mut east_front = sliders;
        east_front |= east_propagator_0 & (east_front << 1);
        east_front |= east_propagator_1 & (east_front << 2);
        east_front |= east_propagator_2 & (east_front << 4);
        let mut west_front = sliders;
        west_front |= east_propagator_0 & (west_front >> 1);
        west_front |= (east_propagator_1 >> 1) & (west_front >> 2);
        west_front |= (east_propagator_2 >> 3) & (west_front >> 4);
        (north_front << 8) | (south_front >> 8)
            | ((east_front << 1) & 0xfefe_fefe_fefe_fefe)
            | ((west_front >> 1) & 0x7f7f_7f7f_7f7f_7f7f)
    } else {
        north_attacks(sliders, empty) | south_attacks(sliders, empty)
            | east_attacks(sliders, empty) | west_attacks(sliders, empty)
    }
}

// Leapers: one clipped shift per offset.
/// `knight` attacks: every square attacked by a `knight` on any square of `pieces`.
///
/// Set-wise, any number of pieces at once: one clipped shift per offset, the clip masks folded to literals:
///
/// - (1, 2): `<< 17`, then `& 0xfefe_fefe_fefe_fefe`
/// - (2, 1): `<< 10`, then `& 0xfcfc_fcfc_fcfc_fcfc`
/// - (2, -1): `>> 6`, then `& 0xfcfc_fcfc_fcfc_fcfc`
/// - (1, -2): `>> 15`, then `& 0xfefe_fefe_fefe_fefe`
/// - (-1, -2): `>> 17`, then `& 0x7f7f_7f7f_7f7f_7f7f`
/// - (-2, -1): `>> 10`, then `& 0x3f3f_3f3f_3f3f_3f3f`
/// - (-2, 1): `<< 6`, then `& 0x3f3f_3f3f_3f3f_3f3f`
/// - (-1, 2): `<< 15`, then `& 0x7f7f_7f7f_7f7f_7f7f`
#[inline]
#[must_use]
pub const fn knight_attacks(pieces: Bits) -> Bits {
    ((pieces << 17) & 0xfefe_fefe_fefe_fefe)
        | ((pieces << 10) & 0xfcfc_fcfc_fcfc_fcfc)
        | ((pieces >> 6) & 0xfcfc_fcfc_fcfc_fcfc)
        | ((pieces >> 15) & 0xfefe_fefe_fefe_fefe)
        | ((pieces >> 17) & 0x7f7f_7f7f_7f7f_7f7f)
        | ((pieces >> 10) & 0x3f3f_3f3f_3f3f_3f3f)
        | ((pieces << 6) & 0x3f3f_3f3f_3f3f_3f3f)
        | ((pieces << 15) & 0x7f7f_7f7f_7f7f_7f7f)
}
