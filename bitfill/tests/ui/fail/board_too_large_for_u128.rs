// Beyond 128 squares, words.
bitfill::fills! {
    pub mod board {
        bits: u128,
        board: 12 x 12,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
