//! Cost per call by board size, from one `u64` to sixteen words: rook attacks
//! of one slider, and queen attacks of a full set (a slider on about one
//! square in eight), each on a random quarter-full board, Kogge-Stone and
//! Dumb7.
//!
//! ```text
//! cargo bench --bench sizes
//! ```
//!
//! 1,024 items per board; criterion reports the whole dataset, divide by
//! 1,024 for a call. Each item's result goes through `black_box`.

mod common;

use std::hint::black_box;

use bitfill_suite::sizes::{
    ITEMS, board_10x8, board_11x11, board_12x10, board_16x16, board_22x22, board_32x32, dataset,
};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

macro_rules! size_benches {
    ($($name:literal, $module:path, $bits:ty, $width:literal x $height:literal;)*) => {
        fn size_benches(c: &mut Criterion) {
            $({
                use $module as board;
                for (form, one) in [("one_rook", true), ("queen_sets", false)] {
                    let data = dataset::<$bits>($width, $height, one);
                    let mut group = c.benchmark_group(format!("sizes_{form}/{}", $name));
                    group.throughput(Throughput::Elements(ITEMS as u64));
                    macro_rules! strategy {
                        ($strategy:ident) => {
                            group.bench_function(stringify!($strategy), |bencher| {
                                bencher.iter(|| {
                                    for &(sliders, empty) in &data {
                                        let attacks = if one {
                                            board::$strategy::rook_attacks(black_box(sliders), empty)
                                        } else {
                                            board::$strategy::queen_attacks(black_box(sliders), empty)
                                        };
                                        black_box(attacks);
                                    }
                                })
                            });
                        };
                    }
                    strategy!(kogge_stone);
                    strategy!(dumb7);
                    group.finish();
                }
            })*
        }
    };
}

size_benches! {
    "8x8_u64", bitfill::chess, u64, 8 x 8;
    "10x8_u128", board_10x8, u128, 10 x 8;
    "12x10_u128", board_12x10, u128, 12 x 10;
    "11x11_2_words", board_11x11, board_11x11::Bits, 11 x 11;
    "16x16_4_words", board_16x16, board_16x16::Bits, 16 x 16;
    "22x22_8_words", board_22x22, board_22x22::Bits, 22 x 22;
    "32x32_16_words", board_32x32, board_32x32::Bits, 32 x 32;
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = size_benches
}
criterion_main!(benches);
