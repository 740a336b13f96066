// Sizes and shifts are numbers without a sign.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: -8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
