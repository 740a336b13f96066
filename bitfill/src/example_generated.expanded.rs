// In `chess`: one step east, with its wrap mask folded in.
/// `squares` moved one step `east`; squares that would leave the board are dropped.
///
/// `east` is the step (1, 0): shift `<< 1`, wrap mask `0xfefe_fefe_fefe_fefe`, rays of up to 7 steps.
#[inline]
#[must_use]
pub const fn east_one(squares: ::core::primitive::u64) -> ::core::primitive::u64 {
    (squares << 1) & 0xfefe_fefe_fefe_fefe
}

// In `chess::kogge_stone`: three doubling rounds, then one masked step.
/// Attacks `north`: every square `sliders` attack `north` through `empty` squares, up to and including the first blocker.
///
/// Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`), then one step `<< 8`.
///
/// `north` is the step (0, 1): shift `<< 8`, wrap mask `0xffff_ffff_ffff_ff00`, rays of up to 7 steps.
#[inline]
#[must_use]
pub const fn north_attacks(
    mut sliders: ::core::primitive::u64,
    mut empty: ::core::primitive::u64,
) -> ::core::primitive::u64 {
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
///
/// `east` is the step (1, 0): shift `<< 1`, wrap mask `0xfefe_fefe_fefe_fefe`, rays of up to 7 steps.
#[inline]
#[must_use]
pub const fn east_attacks(
    mut sliders: ::core::primitive::u64,
    mut empty: ::core::primitive::u64,
) -> ::core::primitive::u64 {
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
///
/// `north_east` is the step (1, 1): shift `<< 9`, wrap mask `0xfefe_fefe_fefe_fe00`, rays of up to 7 steps.
#[inline]
#[must_use]
pub const fn north_east_fill(
    mut sliders: ::core::primitive::u64,
) -> ::core::primitive::u64 {
    sliders |= 0xfefe_fefe_fefe_fe00 & (sliders << 9);
    sliders |= 0xfcfc_fcfc_fcfc_0000 & (sliders << 18);
    sliders |= 0xf0f0_f0f0_0000_0000 & (sliders << 36);
    sliders
}

// In `chess::dumb7`: six one-step cycles, then the final step.
/// Attacks `south`: every square `sliders` attack `south` through `empty` squares, up to and including the first blocker.
///
/// Dumb7: 6 cycles of one step `>> 8`, then one more step.
///
/// `south` is the step (0, -1): shift `>> 8`, wrap mask `0x00ff_ffff_ffff_ffff`, rays of up to 7 steps.
#[inline]
#[must_use]
pub const fn south_attacks(
    mut sliders: ::core::primitive::u64,
    empty: ::core::primitive::u64,
) -> ::core::primitive::u64 {
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

// Groups are unions of their directions.
/// `queen` attacks: the union of the `north`, `south`, `east`, `west`, `north_east`, `north_west`, `south_east`, `south_west` attacks of `sliders` through `empty` squares.
///
/// Set-wise: any number of sliders at once.
#[inline]
#[must_use]
pub const fn queen_attacks(
    sliders: ::core::primitive::u64,
    empty: ::core::primitive::u64,
) -> ::core::primitive::u64 {
    north_attacks(sliders, empty) | south_attacks(sliders, empty)
        | east_attacks(sliders, empty) | west_attacks(sliders, empty)
        | north_east_attacks(sliders, empty) | north_west_attacks(sliders, empty)
        | south_east_attacks(sliders, empty) | south_west_attacks(sliders, empty)
}
