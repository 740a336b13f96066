// 80 squares do not fit in 64 bits.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 10 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
