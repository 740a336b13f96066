// Generated code is clean under strict rustc lints.
#![forbid(unsafe_code)]
#![deny(
    warnings,
    unused_qualifications,
    unused_results,
    trivial_casts,
    trivial_numeric_casts,
    unused_import_braces,
    unused_lifetimes,
    single_use_lifetimes,
    elided_lifetimes_in_paths,
    missing_debug_implementations,
    missing_copy_implementations,
    variant_size_differences,
    let_underscore_drop,
    non_ascii_idents,
    keyword_idents
)]

bitfill::fills! {
    /// Chess under strict lints.
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: << 1 & 0xfefe_fefe_fefe_fefe,
            west: >> 1 & 0x7f7f_7f7f_7f7f_7f7f,
            north_east: (1, 1),
            north_west: (-1, 1),
            south_east: (1, -1),
            south_west: (-1, -1),
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            queen: [rook, bishop],
        },
        leapers: {
            king: [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)],
        },
        pieces: { gold: "WfF", clobber: "cW", banner: "RcpRnN", short_cannon: "pQ3" },
    }
}

bitfill::fills! {
    /// Shogi variants' largest board under strict lints.
    pub mod taikyoku {
        bits: [u64; 10],
        board: 25 x 25,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), south_east: (1, -1), hop: (1, 2) },
        groups: { all: [north, south_east, hop] },
        leapers: { king: [(1, 0), (0, 1)] },
        lame_leapers: { horse: [(2, 1)] },
        hoppers: {
            locust: { over: all, moves: jump, captures: jump },
            janggi_cannon: { over: all, moves: hop, captures: hop, except: argument },
        },
        regions: { camp: [(0, 0)..=(24, 7)] },
    }
}

fn main() {
    let centre = taikyoku::Bits::square(312);
    assert_eq!(taikyoku::kogge_stone::all_attacks(centre, !centre).count_ones(), 12 + 12 + 6);
    let queen = chess::kogge_stone::queen_attacks(1 << 27, !(1 << 27));
    assert_eq!(queen.count_ones(), 27);
    assert_eq!(queen, chess::dumb7::queen_attacks(1 << 27, !(1 << 27)));
}
