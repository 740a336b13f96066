//! The boards of `benches/sizes.rs` and `examples/wide_probe.rs`: the same
//! rook and queen on boards of growing size, from one integer to sixteen
//! words, to measure how the cost grows with the words.

use crate::words_board_bits;

/// A board with the eight compass directions, rook and queen.
macro_rules! sized_board {
    ($doc:literal, $module:ident, $bits:ty, $width:literal x $height:literal) => {
        bitfill::fills! {
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x $height,
                strategies: [kogge_stone, dumb7],
                directions: {
                    north: (0, 1),
                    south: (0, -1),
                    east: (1, 0),
                    west: (-1, 0),
                    north_east: (1, 1),
                    north_west: (-1, 1),
                    south_east: (1, -1),
                    south_west: (-1, -1),
                },
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
