// Entries named after generated items. A name that would repeat an item of
// its module is the macro's error on that name; the others are fine names
// (a leaper `squares` is `squares_attacks`, a group `side` is `side_attacks`)
// and the code below uses them, so that they show no error.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { side: [north, south], between: [north] },
        leapers: { squares: [(1, 2)], knight: [(2, 1)] },
        hoppers: { empty: { over: side, moves: slide, captures: hop } },
        pieces: { piece: "W", board_piece: "N" },
        regions: {
            group_shape: [(0, 0)],
            width: [(1, 1)],
            board: [(2, 2)],
            edge: [(0, 0)..=(7, 0)],
            north_shift: [(3, 3)],
            knight_attacks: [(4, 4)],
        },
    }
}

// A lookup keeps one table per line of a group too large for one table (the
// rook of 10 x 10), named after the line's directions: a group named so
// would repeat its statics.
bitfill::fills! {
    pub mod wide {
        bits: u128,
        board: 10 x 10,
        strategies: [kogge_stone],
        lookups: [pext],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west], north_south: [north] },
    }
}

fn main() {
    // The generated items keep their names.
    let _ = board::GROUP_SHAPE;
    let _ = board::SQUARES + board::squares(board::BOARD).count() + board::WIDTH as usize;
    let _ = board::NORTH_SHIFT;
    let _ = board::KNIGHT_ATTACKS;
    let _ = board::EDGE;
    // Entries named like generated items, where nothing repeats.
    let _ = board::squares_attacks(1);
    let _ = board::kogge_stone::side_attacks(1, !1);
    let _ = board::kogge_stone::between_xray(1, !1, 0) | board::between(0, 16);
    let _ = board::kogge_stone::empty_moves(1, !1);
    let _ = board::kogge_stone::piece_moves(1, !1);
    let _ = (board::Piece::BoardPiece, board::Side::White);
}
