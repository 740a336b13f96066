bitfill::fills! {
    /// A small board, expanded here on docs.rs: what `fills!` generates for
    /// it, item by item.
    pub mod example {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        lookups: [hyperbola],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: (1, 0),
            west: (-1, 0),
        },
        groups: { rook: [north, south, east, west] },
        leapers: { knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)] },
        pieces: { cannon: "mRcpR" },
        regions: { back_rank: [(0, 0)..=(7, 0)] },
    }
}
