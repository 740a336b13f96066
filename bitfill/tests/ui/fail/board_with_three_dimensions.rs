// A board is W x H.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 4 x 4 x 4,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
