//! The catalogue of boards beyond 128 squares, held in `[u64; N]`: the eight
//! compass directions and the eight nightrider steps, rook, bishop, queen
//! and nightrider groups, king and knight leapers, the horse, the cannon and
//! a region, each board checked against the naive reference by
//! `tests/wide.rs`.

#![deny(missing_docs, unused_qualifications, clippy::all, clippy::pedantic)]

use crate::{under_test, words_board_bits};

/// A board in `$words` words with every kind of piece; and its adapter for
/// the tests.
macro_rules! wide_board {
    ($doc:literal, $module:ident, $test:ident, $words:literal, $width:literal x $height:literal, $shape:ident) => {
        crate::suite_fills! {
            #[doc = $doc]
            pub mod $module {
                bits: [u64; $words],
                board: $width x $height,
                group_shape: $shape,
                directions: {
                    north: (0, 1),
                    south: (0, -1),
                    east: (1, 0),
                    west: (-1, 0),
                    north_east: (1, 1),
                    north_west: (-1, 1),
                    south_east: (1, -1),
                    south_west: (-1, -1),
                    north_north_east: (1, 2),
                    east_north_east: (2, 1),
                    east_south_east: (2, -1),
                    south_south_east: (1, -2),
                    south_south_west: (-1, -2),
                    west_south_west: (-2, -1),
                    west_north_west: (-2, 1),
                    north_north_west: (-1, 2),
                },
                groups: {
                    rook: [north, south, east, west],
                    bishop: [north_east, north_west, south_east, south_west],
                    queen: [rook, bishop],
                    nightrider: [
                        north_north_east, east_north_east, east_south_east, south_south_east,
                        south_south_west, west_south_west, west_north_west, north_north_west,
                    ],
                },
                leapers: {
                    king: [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
                    knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                },
                lame_leapers: {
                    horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                },
                hoppers: {
                    cannon: { over: rook, moves: slide, captures: hop },
                },
                regions: {
                    corners: [(0, 0)..=(1, 1), (7, 7)..=(8, 8)],
                },
            }
        }

        words_board_bits!($module, $words);

        under_test! {
            pub struct $test for $module: $module::Bits {
                directions {
                    north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
                    north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
                    north_north_east: (1, 2), east_north_east: (2, 1), east_south_east: (2, -1),
                    south_south_east: (1, -2), south_south_west: (-1, -2), west_south_west: (-2, -1),
                    west_north_west: (-2, 1), north_north_west: (-1, 2),
                }
                groups {
                    rook: rook_attacks, rook_xray [north, south, east, west],
                    bishop: bishop_attacks, bishop_xray [north_east, north_west, south_east, south_west],
                    queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
                    nightrider: nightrider_attacks, nightrider_xray [
                        north_north_east, east_north_east, east_south_east, south_south_east,
                        south_south_west, west_south_west, west_north_west, north_north_west,
                    ],
                }
                leapers {
                    king: king_attacks, KING_ATTACKS [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
                    knight: knight_attacks, KNIGHT_ATTACKS [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                }
                hoppers {
                    cannon: cannon_moves, cannon_captures [north, south, east, west] (Slide, Hop),
                }
                lame_leapers {
                    horse: horse_attacks, HORSE_ATTACKS [
                        (1, 2) via [(0, 1)], (2, 1) via [(1, 0)], (2, -1) via [(1, 0)], (1, -2) via [(0, -1)],
                        (-1, -2) via [(0, -1)], (-2, -1) via [(-1, 0)], (-2, 1) via [(-1, 0)], (-1, 2) via [(0, 1)],
                    ],
                }
                regions {
                    corners: CORNERS [(0, 0)..=(1, 1), (7, 7)..=(8, 8)],
                }
            }
        }
    };
}

wide_board!("12 x 12 (chu shogi) in 3 words: 48 bits beyond the board.", wide_12x12, Wide12x12, 3, 12 x 12, auto);
wide_board!("14 x 14 (four-player chess) in 4 words, split groups.", wide_14x14, Wide14x14, 4, 14 x 14, split);
wide_board!("16 x 16 in 4 words: the words exactly full.", wide_16x16, Wide16x16, 4, 16 x 16, auto);
wide_board!("19 x 19 (go) in 6 words, paired groups.", wide_19x19, Wide19x19, 6, 19 x 19, paired);
wide_board!("25 x 25 in 10 words.", wide_25x25, Wide25x25, 10, 25 x 25, auto);
wide_board!("32 x 32 in 16 words: the widest board, exactly full.", wide_32x32, Wide32x32, 16, 32 x 32, split);
wide_board!("13 x 17 in 4 words: 35 bits beyond the board.", wide_13x17, Wide13x17, 4, 13 x 17, auto);
wide_board!("15 x 9 in 3 words: 57 bits beyond the board.", wide_15x9, Wide15x9, 3, 15 x 9, fused);
