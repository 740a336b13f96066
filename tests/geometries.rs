//! Every geometry of the catalogue against the naive reference: every
//! direction and strategy, every square x every occupancy of its ray, the
//! groups and the leapers, in vector and explicit forms.

use bitfill_suite::geometries::*;
use bitfill_suite::harness::{UnderTest, check_all};

/// Runs every check and makes sure the sweep covered every square.
fn verify<B: UnderTest>() {
    let cases = check_all::<B>();
    let squares = u64::from(B::GEOMETRY.squares());
    assert!(
        cases >= squares * B::EXPECTED_DIRECTIONS.len() as u64,
        "{}: only {cases} cases",
        B::NAME
    );
}

macro_rules! geometry_tests {
    ($($test:ident: $board:ty,)*) => {
        $(
            #[test]
            fn $test() {
                verify::<$board>();
            }
        )*
    };
}

geometry_tests! {
    standard_8x8_u64: Standard,
    capablanca_10x8_u128: Capablanca,
    textbook_8x8_explicit_masks: Textbook,
    fairy_xiangqi_9x10_u128: FairyXiangqi,
    shipped_xiangqi_9x10_u128: ShippedXiangqi,
    fairy_chess_8x8_u64_full: FairyChess,
    fairy_small_5x6_u32: FairySmall,
    fairy_wide_32x4_u128_full: FairyWide,
    shogi_9x9_u128: Shogi,
    xiangqi_9x10_u128: Xiangqi,
    wide_16x8_u128_full: Wide,
    large_12x10_u128: Large,
    five_5x5_u32: Five,
    tiny_4x4_u16_full: Tiny,
    six_6x6_u64_not_full: Six,
    column_1x16_u16: Column16,
    column_1x20_u32: Column20,
    column_1x64_u64: Column64,
    column_1x128_u128: Column128,
    row_16x1_u16: Row16,
    row_30x1_u32: Row30,
    row_64x1_u64: Row64,
    nightrider_8x8_u64: Nightrider,
    nightrider_12x10_u128: NightriderLarge,
}
