    /// Standard chess, little-endian rank-file mapping (a1 = bit 0, h8 = bit 63).
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
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
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            white_pawn: [(-1, 1), (1, 1)],
            black_pawn: [(-1, -1), (1, -1)],
        },
    }
