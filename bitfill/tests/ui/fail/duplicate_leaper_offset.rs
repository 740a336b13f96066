// An offset is listed once.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
        leapers: { knight: [(1, 2), (2, 1), (1, 2)] },
    }
}

fn main() {}
