// Each table at most once.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        pair_tables: [line, between, line],
    }
}

fn main() {}
