// A direction is a vector or a shift and mask.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: 8,
        },
    }
}

fn main() {}
