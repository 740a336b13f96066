// As many words as the board needs, not fewer.
bitfill::fills! {
    pub mod board {
        bits: [u64; 4],
        board: 19 x 19,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
