//! Property tests: random sets of several sliders on random occupancy, every
//! direction, group and leaper of each geometry, both strategies, against the
//! naive reference.

use bitfill_suite::geometries::*;
use bitfill_suite::harness::{UnderTest, check_position};
use bitfill_suite::set::Set;
use proptest::prelude::*;

/// A few sliders (1 to 8) anywhere on the board, and a random occupancy with
/// about a quarter to a half of the squares taken.
fn position<B: UnderTest>() -> impl Strategy<Value = (Set, Set)> {
    let squares = B::GEOMETRY.squares();
    (
        prop::collection::vec(0..squares, 1..=8),
        any::<[u64; 16]>(),
        any::<[u64; 16]>(),
        any::<[u64; 16]>(),
        any::<bool>(),
    )
        .prop_map(|(sliders, a, b, c, dense)| {
            let sliders: Set = sliders.into_iter().collect();
            let (a, b, c) = (Set::from_words(a), Set::from_words(b), Set::from_words(c));
            let occupied = if dense { a & (b | c) } else { a & b };
            (sliders, occupied)
        })
}

macro_rules! property_tests {
    ($($test:ident: $board:ty,)*) => {
        proptest! {
            #![proptest_config(ProptestConfig::with_cases(512))]
            $(
                #[test]
                fn $test((sliders, occupied) in position::<$board>()) {
                    check_position::<$board>(sliders, occupied);
                }
            )*
        }
    };
}

property_tests! {
    chess_8x8: Chess,
    standard_8x8: Standard,
    capablanca_10x8: Capablanca,
    textbook_8x8: Textbook,
    fairy_xiangqi_9x10: FairyXiangqi,
    fairy_chess_8x8: FairyChess,
    fairy_small_5x6: FairySmall,
    fairy_wide_32x4: FairyWide,
    shogi_9x9: Shogi,
    xiangqi_9x10: Xiangqi,
    wide_16x8: Wide,
    large_12x10: Large,
    five_5x5: Five,
    tiny_4x4: Tiny,
    six_6x6: Six,
    column_1x64: Column64,
    column_1x128: Column128,
    row_64x1: Row64,
    row_30x1: Row30,
    nightrider_8x8: Nightrider,
    nightrider_12x10: NightriderLarge,
}
