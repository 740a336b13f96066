// A board holds at most 1,024 squares.
bitfill::fills! {
    pub mod board {
        bits: [u64; 16],
        board: 33 x 32,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
