// Two group names that make the same `Group` variant.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file_1: [north, south], file1: [north] },
    }
}

fn main() {}
