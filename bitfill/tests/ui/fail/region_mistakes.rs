// Regions: squares, rectangles `..=` and earlier regions, on the board.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        regions: {
            loose: (0, 0),
            odd: [north],
            half_open: [(0, 0)..(1, 1)],
            wide: [(0, 0)..=(8, 1)],
            nowhere: [(-1, 3)],
            early: [late],
            late: [(0, 0)],
            selfish: [selfish],
            vague: [lat],
            hollow: [],
            north_shift: [(1, 1)],
        },
    }
}

fn main() {}
