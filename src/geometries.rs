//! The geometry catalogue: one spec per board shape, each checked
//! exhaustively against the naive reference by `tests/geometries.rs`.
//!
//! Every board gets the directions that fit it, groups, and leapers; some
//! directions are written in the explicit `<< shift & mask` form, which the
//! macro checks against the geometry.

#![deny(missing_docs, unused_qualifications, clippy::all, clippy::pedantic)]

use crate::under_test;

/// A board with the eight compass directions, rook, bishop and queen groups,
/// and king and knight leapers, in vector form; and its adapter for the tests.
macro_rules! compass_board {
    ($doc:literal, $module:ident, $test:ident, $bits:ident, $width:literal x $height:literal, $shape:ident $(, lookups: $lookups:tt)?) => {
        crate::compass_fills! {
            every strategy:
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x $height,
                group_shape: $shape,
                $(lookups: $lookups,)?
                groups: {
                    rook: [north, south, east, west],
                    bishop: [north_east, north_west, south_east, south_west],
                    queen: [rook, bishop],
                },
                leapers: {
                    king: [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
                    knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                },
            }
        }

        under_test! {
            pub struct $test for $module: $bits {
                directions {
                    north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
                    north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
                }
                groups {
                    rook: rook_attacks, rook_xray [north, south, east, west],
                    bishop: bishop_attacks, bishop_xray [north_east, north_west, south_east, south_west],
                    queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
                }
                leapers {
                    king: king_attacks, KING_ATTACKS [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
                    knight: knight_attacks, KNIGHT_ATTACKS [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                }
            }
        }
    };
}

compass_board!("8 x 8 in `u64`, all in vector form, split groups, every lookup.", standard, Standard, u64, 8 x 8, split, lookups: [magic, pext, hyperbola]);
compass_board!("9 x 9 (shogi) in `u128`, paired groups.", shogi, Shogi, u128, 9 x 9, paired);
compass_board!("9 x 10 (xiangqi) in `u128`, split groups, every lookup.", xiangqi, Xiangqi, u128, 9 x 10, split, lookups: [magic, pext, hyperbola]);
compass_board!("16 x 8 in `u128`: the integer exactly full.", wide, Wide, u128, 16 x 8, auto);
compass_board!("12 x 10 in `u128`, fused groups, every lookup.", large, Large, u128, 12 x 10, fused, lookups: [magic, pext, hyperbola]);
compass_board!("5 x 5 in `u32`, paired groups, every lookup.", five, Five, u32, 5 x 5, paired, lookups: [magic, pext, hyperbola]);
compass_board!("4 x 4 in `u16`: the integer exactly full, paired groups, every lookup.", tiny, Tiny, u16, 4 x 4, paired, lookups: [magic, pext, hyperbola]);
compass_board!("6 x 6 in `u64`: 28 bits beyond the board, split groups, every lookup.", six, Six, u64, 6 x 6, split, lookups: [magic, pext, hyperbola]);

crate::suite_fills! {
    /// 10 x 8 (Capablanca chess) in `u128`, with east and south-west in the
    /// explicit form, paired groups, every lookup.
    pub mod capablanca {
        bits: u128,
        board: 10 x 8,
        group_shape: paired,
        lookups: [magic, pext, hyperbola],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: << 1 & 0x0000_0000_0000_ffbf_effb_feff_bfef_fbfe,
            west: (-1, 0),
            north_east: (1, 1),
            north_west: (-1, 1),
            south_east: (1, -1),
            south_west: >> 11 & 0x0000_0000_0000_001f_f7fd_ff7f_dff7_fdff,
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            queen: [rook, bishop],
        },
        leapers: {
            king: [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
    }
}

under_test! {
    pub struct Capablanca for capablanca: u128 {
        directions {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        }
        groups {
            rook: rook_attacks, rook_xray [north, south, east, west],
            bishop: bishop_attacks, bishop_xray [north_east, north_west, south_east, south_west],
            queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
        }
        leapers {
            king: king_attacks, KING_ATTACKS [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
            knight: knight_attacks, KNIGHT_ATTACKS [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        }
    }
}

crate::suite_fills! {
    /// 8 x 8 in the explicit form only, transcribed from the textbook's
    /// one-step shifts: north and south without a mask, the diagonals with
    /// the file masks hand-written code uses.
    pub mod textbook {
        bits: u64,
        board: 8 x 8,
        directions: {
            north: << 8,
            south: >> 8,
            east: << 1 & 0xfefe_fefe_fefe_fefe,
            west: >> 1 & 0x7f7f_7f7f_7f7f_7f7f,
            north_east: << 9 & 0xfefe_fefe_fefe_fefe,
            north_west: << 7 & 0x7f7f_7f7f_7f7f_7f7f,
            south_east: >> 7 & 0xfefe_fefe_fefe_fefe,
            south_west: >> 9 & 0x7f7f_7f7f_7f7f_7f7f,
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            queen: [rook, bishop],
        },
    }
}

under_test! {
    pub struct Textbook for textbook: u64 {
        directions {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        }
        groups {
            rook: rook_attacks, rook_xray [north, south, east, west],
            bishop: bishop_attacks, bishop_xray [north_east, north_west, south_east, south_west],
            queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
        }
        leapers {}
    }
}

/// A board with fairy pieces: the cannon (slides to move, hops to capture),
/// a hop-only cannon, the grasshopper, the horse and elephant with their
/// default paths, the janggi elephant with its path given, a leaper blocked
/// off its own line, and regions; and its adapter for the tests.
macro_rules! fairy_board {
    ($doc:literal, $module:ident, $test:ident, $bits:ident, $width:literal x $height:literal, $shape:ident) => {
        crate::compass_fills! {
            every strategy:
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x $height,
                group_shape: $shape,
                groups: {
                    rook: [north, south, east, west],
                    queen: [rook, north_east, north_west, south_east, south_west],
                },
                hoppers: {
                    cannon: { over: rook, moves: slide, captures: hop },
                    hop_cannon: { over: [rook], moves: hop, captures: hop },
                    grasshopper: { captures: jump, moves: jump, over: queen },
                    diagonal_hopper: { over: [north_east, south_west], moves: jump, captures: hop },
                },
                lame_leapers: {
                    horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                    elephant: [(2, 2), (2, -2), (-2, 2), (-2, -2)],
                    janggi_elephant: [(2, 3) via [(0, 1), (1, 2)], (-3, -2) via [(-1, 0), (-2, -1)]],
                    lopsided: [(1, 0) via [(0, 1)], (0, -2), (-1, 1) via [(-1, 0), (0, 1)]],
                },
                regions: {
                    corner: [(0, 0)],
                    low_left: [(0, 0)..=(1, 1)],
                    both_ends: [low_left, (3, 3)..=(2, 2)],
                },
            }
        }

        under_test! {
            pub struct $test for $module: $bits {
                directions {
                    north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
                    north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
                }
                groups {
                    rook: rook_attacks, rook_xray [north, south, east, west],
                    queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
                }
                leapers {}
                hoppers {
                    cannon: cannon_moves, cannon_captures [north, south, east, west] (Slide, Hop),
                    hop_cannon: hop_cannon_moves, hop_cannon_captures [north, south, east, west] (Hop, Hop),
                    grasshopper: grasshopper_moves, grasshopper_captures [north, south, east, west, north_east, north_west, south_east, south_west] (Jump, Jump),
                    diagonal_hopper: diagonal_hopper_moves, diagonal_hopper_captures [north_east, south_west] (Jump, Hop),
                }
                lame_leapers {
                    horse: horse_attacks, HORSE_ATTACKS [
                        (1, 2) via [(0, 1)], (2, 1) via [(1, 0)], (2, -1) via [(1, 0)], (1, -2) via [(0, -1)],
                        (-1, -2) via [(0, -1)], (-2, -1) via [(-1, 0)], (-2, 1) via [(-1, 0)], (-1, 2) via [(0, 1)],
                    ],
                    elephant: elephant_attacks, ELEPHANT_ATTACKS [
                        (2, 2) via [(1, 1)], (2, -2) via [(1, -1)], (-2, 2) via [(-1, 1)], (-2, -2) via [(-1, -1)],
                    ],
                    janggi_elephant: janggi_elephant_attacks, JANGGI_ELEPHANT_ATTACKS [
                        (2, 3) via [(0, 1), (1, 2)], (-3, -2) via [(-1, 0), (-2, -1)],
                    ],
                    lopsided: lopsided_attacks, LOPSIDED_ATTACKS [
                        (1, 0) via [(0, 1)], (0, -2) via [(0, -1)], (-1, 1) via [(-1, 0), (0, 1)],
                    ],
                }
                regions {
                    corner: CORNER [(0, 0)..=(0, 0)],
                    low_left: LOW_LEFT [(0, 0)..=(1, 1)],
                    both_ends: BOTH_ENDS [(0, 0)..=(1, 1), (2, 2)..=(3, 3)],
                }
            }
        }
    };
}

fairy_board!("Fairy pieces on 9 x 10 (xiangqi) in `u128`, split groups.", fairy_xiangqi, FairyXiangqi, u128, 9 x 10, split);
fairy_board!("Fairy pieces on 8 x 8 in `u64`: the integer exactly full, paired groups.", fairy_chess, FairyChess, u64, 8 x 8, paired);
fairy_board!("Fairy pieces on 5 x 6 in `u32`: 2 bits beyond the board.", fairy_small, FairySmall, u32, 5 x 6, auto);
fairy_board!("Fairy pieces on 32 x 4 in `u128`: the integer exactly full.", fairy_wide, FairyWide, u128, 32 x 4, auto);

/// A one-file strip: only north and south fit.
macro_rules! column {
    ($doc:literal, $module:ident, $test:ident, $bits:ident, $height:literal) => {
        crate::suite_fills! {
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: 1 x $height,
                directions: { north: (0, 1), south: (0, -1) },
                groups: { file: [north, south] },
                leapers: { jump: [(0, 2), (0, -3)] },
            }
        }

        under_test! {
            pub struct $test for $module: $bits {
                directions { north: (0, 1), south: (0, -1) }
                groups { file: file_attacks, file_xray [north, south] }
                leapers { jump: jump_attacks, JUMP_ATTACKS [(0, 2), (0, -3)] }
            }
        }
    };
}

/// A one-rank strip: only east and west fit.
macro_rules! row {
    ($doc:literal, $module:ident, $test:ident, $bits:ident, $width:literal) => {
        crate::suite_fills! {
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x 1,
                directions: { east: (1, 0), west: (-1, 0) },
                groups: { rank: [east, west] },
                leapers: { jump: [(2, 0), (-3, 0)] },
            }
        }

        under_test! {
            pub struct $test for $module: $bits {
                directions { east: (1, 0), west: (-1, 0) }
                groups { rank: rank_attacks, rank_xray [east, west] }
                leapers { jump: jump_attacks, JUMP_ATTACKS [(2, 0), (-3, 0)] }
            }
        }
    };
}

column!("1 x 16 in `u16`.", column_16, Column16, u16, 16);
column!(
    "1 x 64 in `u64`: rays of 63 steps, six Kogge-Stone rounds.",
    column_64,
    Column64,
    u64,
    64
);
column!(
    "1 x 128 in `u128`: rays of 127 steps.",
    column_128,
    Column128,
    u128,
    128
);
column!(
    "1 x 20 in `u32`: 12 bits beyond the board.",
    column_20,
    Column20,
    u32,
    20
);
row!("16 x 1 in `u16`.", row_16, Row16, u16, 16);
row!("64 x 1 in `u64`.", row_64, Row64, u64, 64);
row!(
    "30 x 1 in `u32`: too wide for file letters.",
    row_30,
    Row30,
    u32,
    30
);

/// Nightriders: the knight's eight (1, 2) steps as sliding directions.
macro_rules! nightrider_board {
    ($doc:literal, $module:ident, $test:ident, $bits:ident, $width:literal x $height:literal, $shape:ident) => {
        crate::suite_fills! {
            #[doc = $doc]
            pub mod $module {
                bits: $bits,
                board: $width x $height,
                group_shape: $shape,
                directions: {
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
                    nightrider: [
                        north_north_east, east_north_east, east_south_east, south_south_east,
                        south_south_west, west_south_west, west_north_west, north_north_west,
                    ],
                },
                leapers: {
                    knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                },
            }
        }

        under_test! {
            pub struct $test for $module: $bits {
                directions {
                    north_north_east: (1, 2), east_north_east: (2, 1), east_south_east: (2, -1),
                    south_south_east: (1, -2), south_south_west: (-1, -2), west_south_west: (-2, -1),
                    west_north_west: (-2, 1), north_north_west: (-1, 2),
                }
                groups {
                    nightrider: nightrider_attacks, nightrider_xray [
                        north_north_east, east_north_east, east_south_east, south_south_east,
                        south_south_west, west_south_west, west_north_west, north_north_west,
                    ],
                }
                leapers {
                    knight: knight_attacks, KNIGHT_ATTACKS [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
                }
            }
        }
    };
}

nightrider_board!("Nightriders on 8 x 8 in `u64`, split groups.", nightrider, Nightrider, u64, 8 x 8, split);
nightrider_board!("Nightriders on 12 x 10 in `u128`, paired groups.", nightrider_large, NightriderLarge, u128, 12 x 10, paired);

use bitfill::chess;
use bitfill::xiangqi as shipped_xiangqi;

under_test! {
    pub struct ShippedXiangqi for shipped_xiangqi: u128 {
        directions { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) }
        groups { chariot: chariot_attacks, chariot_xray [north, south, east, west] }
        leapers {
            general: general_attacks, GENERAL_ATTACKS [(1, 0), (0, 1), (-1, 0), (0, -1)],
            advisor: advisor_attacks, ADVISOR_ATTACKS [(1, 1), (-1, 1), (-1, -1), (1, -1)],
            red_soldier: red_soldier_attacks, RED_SOLDIER_ATTACKS [(0, 1)],
            black_soldier: black_soldier_attacks, BLACK_SOLDIER_ATTACKS [(0, -1)],
            soldier_sideways: soldier_sideways_attacks, SOLDIER_SIDEWAYS_ATTACKS [(1, 0), (-1, 0)],
        }
        hoppers {
            cannon: cannon_moves, cannon_captures [north, south, east, west] (Slide, Hop),
        }
        lame_leapers {
            horse: horse_attacks, HORSE_ATTACKS [
                (1, 2) via [(0, 1)], (2, 1) via [(1, 0)], (2, -1) via [(1, 0)], (1, -2) via [(0, -1)],
                (-1, -2) via [(0, -1)], (-2, -1) via [(-1, 0)], (-2, 1) via [(-1, 0)], (-1, 2) via [(0, 1)],
            ],
            elephant: elephant_attacks, ELEPHANT_ATTACKS [
                (2, 2) via [(1, 1)], (2, -2) via [(1, -1)], (-2, 2) via [(-1, 1)], (-2, -2) via [(-1, -1)],
            ],
        }
        regions {
            red_palace: RED_PALACE [(3, 0)..=(5, 2)],
            black_palace: BLACK_PALACE [(3, 7)..=(5, 9)],
            red_half: RED_HALF [(0, 0)..=(8, 4)],
            black_half: BLACK_HALF [(0, 5)..=(8, 9)],
        }
    }
}

under_test! {
    pub struct Chess for chess: u64 {
        directions {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        }
        groups {
            rook: rook_attacks, rook_xray [north, south, east, west],
            bishop: bishop_attacks, bishop_xray [north_east, north_west, south_east, south_west],
            queen: queen_attacks, queen_xray [north, south, east, west, north_east, north_west, south_east, south_west],
        }
        leapers {
            king: king_attacks, KING_ATTACKS [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
            knight: knight_attacks, KNIGHT_ATTACKS [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        }
    }
}
