// Fields take no attributes, not even doc comments.
bitfill::fills! {
    pub mod board {
        /// The integer.
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
