// The words are u64.
bitfill::fills! {
    pub mod board {
        bits: [u32; 8],
        board: 16 x 16,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
