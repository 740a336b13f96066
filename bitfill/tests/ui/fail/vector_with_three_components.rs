// Vectors have exactly two components.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { up: (0, 1, 2) },
    }
}

fn main() {}
