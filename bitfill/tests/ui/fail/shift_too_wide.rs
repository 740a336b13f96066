// A shift must be below the integer's width.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: << 64 & 0,
        },
    }
}

fn main() {}
