// 1 to 16 words.
bitfill::fills! {
    pub mod board {
        bits: [u64; 17],
        board: 32 x 32,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
