// As many words as the board needs, not more.
bitfill::fills! {
    pub mod board {
        bits: [u64; 2],
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
