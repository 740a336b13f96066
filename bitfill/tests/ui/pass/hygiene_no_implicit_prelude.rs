// Generated code spells out every path: it compiles without any prelude.
#![no_implicit_prelude]

::bitfill::fills! {
    /// Chess without a prelude.
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west], chancellor: [rook, knight] },
        leapers: { knight: [(1, 2), (2, 1)] },
        pieces: {
            cannon: "mRcpR",
            pawn: "mfWcfF",
            grasshopper: "gQ",
            horse: "nN",
            short_cannon: "pR3",
            lance: "fR2",
            quiet: "mK",
        },
    }
}

::bitfill::fills! {
    /// A board of four words without a prelude.
    pub mod wide {
        bits: [u64; 4],
        board: 16 x 16,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west] },
        leapers: { knight: [(1, 2), (2, 1)] },
        pair_tables: [between],
        pieces: { archbishop: "BN", berolina: "mfFcfW", short_cannon: "pB3" },
    }
}

::bitfill::fills! {
    /// Janggi's palace diagonals and cannon without a prelude.
    pub mod palace {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, hyperbola],
        directions: {
            north: (0, 1),
            north_east: (1, 1) in points,
            south_west: (-1, -1) in points,
        },
        groups: { lines: [north, north_east, south_west] },
        hoppers: { cannon: { over: [north, north_east], moves: hop, captures: hop, except: argument } },
        regions: { points: [(3, 0), (4, 1), (5, 2)] },
    }
}

fn main() {
    let d1 = 1u128 << 3;
    ::std::assert_eq!(palace::kogge_stone::lines_attacks(d1, palace::empty(d1)).count_ones(), 9 + 2);
    ::std::assert_eq!(palace::magic::lines_attacks_from(3, d1), palace::hyperbola::lines_attacks_from(3, d1));
    let screen = 1u128 << 13;
    let empty = palace::empty(d1 | screen);
    let along = palace::dumb7::cannon_moves_along(palace::Direction::NorthEast, d1, empty, 0);
    ::std::assert_eq!(along, 1 << 23);
    ::std::assert_eq!(palace::dumb7::cannon_moves_along(palace::Direction::SouthWest, d1, empty, 0), 0);
    let a1 = wide::Bits::square(0);
    ::std::assert_eq!(wide::kogge_stone::rook_attacks(a1, !a1).count_ones(), 30);
    ::std::assert_eq!(wide::dumb7::rook_attacks(a1, !a1), wide::kogge_stone::rook_attacks(a1, !a1));
    ::std::assert_eq!(wide::between(0, 255).count_ones(), 0);
    ::std::assert_eq!(wide::between(0, 240).count_ones(), 14);
    let rook = chess::kogge_stone::rook_attacks(1, !1);
    ::std::assert_eq!(rook, chess::dumb7::rook_attacks(1, !1));
    ::std::assert_eq!(rook, 0x0101_0101_0101_01fe);
    ::std::assert_eq!(chess::Direction::ALL.len(), 4);
    ::std::assert_eq!(chess::KNIGHT_ATTACKS[0], 1 << 17 | 1 << 10);
    let e2 = 1u64 << 12;
    ::std::assert_eq!(chess::kogge_stone::pawn_moves(chess::Side::White, e2, !e2), 1 << 20);
    ::std::assert_eq!(
        chess::dumb7::moves(chess::Piece::Pawn, chess::Side::Black, e2, !e2),
        1 << 4
    );
    ::std::assert_eq!(chess::Piece::Pawn.betza(), "mfWcfF");
    ::std::assert!(!chess::Piece::Horse.is_sided());
    ::std::assert_eq!(chess::dumb7::quiet_captures(e2, 0), 0);
    let h16 = wide::Bits::square(255);
    ::std::assert_eq!(wide::dumb7::archbishop_moves(h16, !h16).count_ones(), 15 + 2);
    ::std::assert_eq!(
        wide::kogge_stone::berolina_captures(wide::Side::Black, h16, !h16),
        wide::Bits::EMPTY
    );
}
