//! The boards of `benches/sizes.rs` and `examples/wide_probe.rs`: the same
//! rook and queen on boards of growing size, from one integer to sixteen
//! words, to measure how the cost grows with the words.

use crate::harness::Rng;
use crate::reference::Geometry;
use crate::set::{BoardBits, Set};
use crate::words_board_bits;

/// Items per dataset of `benches/sizes.rs` and `examples/sizes_probe.rs`.
pub const ITEMS: usize = 1024;

/// `ITEMS` pairs of (sliders, empty) on a `width x height` board, about a
/// quarter full: one slider per item when `one`, else about one square in
/// eight. The same on every run.
pub fn dataset<B: BoardBits>(width: u32, height: u32, one: bool) -> Vec<(B, B)> {
    let board = Geometry::new(width, height).board();
    let mut rng = Rng::new(0x512e + u64::from(width));
    (0..ITEMS)
        .map(|_| {
            let occupied = rng.next_set() & rng.next_set() & board;
            let sliders = if one {
                Set::bit((rng.next_u64() % u64::from(width * height)) as u32)
            } else {
                rng.next_set() & rng.next_set() & rng.next_set() & board
            };
            let empty = !(occupied | sliders) & board;
            (B::from_set(sliders), B::from_set(empty))
        })
        .collect()
}

/// A board with the eight compass directions, rook and queen.
macro_rules! sized_board {
    ($doc:literal, $module:ident, $bits:ty, $width:literal x $height:literal) => {
        crate::compass_fills! {
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x $height,
                strategies: [kogge_stone, dumb7],
                groups: {
                    rook: [north, south, east, west],
                    queen: [rook, north_east, north_west, south_east, south_west],
                },
            }
        }
    };
}

sized_board!("10 x 8 (Capablanca chess) in `u128`.", board_10x8, u128, 10 x 8);
sized_board!("12 x 10 in `u128`.", board_12x10, u128, 12 x 10);
sized_board!("11 x 11 in 2 words.", board_11x11, [u64; 2], 11 x 11);
sized_board!("16 x 16 in 4 words.", board_16x16, [u64; 4], 16 x 16);
sized_board!("22 x 22 in 8 words.", board_22x22, [u64; 8], 22 x 22);
sized_board!("32 x 32 in 16 words.", board_32x32, [u64; 16], 32 x 32);

words_board_bits!(board_11x11, 2);
words_board_bits!(board_16x16, 4);
words_board_bits!(board_22x22, 8);
words_board_bits!(board_32x32, 16);
