// An offset longer than the board never lands on it.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
        leapers: { giraffe: [(1, 4), (4, 8), (-9, 0)] },
    }
}

fn main() {}
