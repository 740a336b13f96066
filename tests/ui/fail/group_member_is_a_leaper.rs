// Groups hold directions and groups, not leapers.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south, king] },
        leapers: { king: [(1, 0), (0, 1)] },
    }
}

fn main() {}
