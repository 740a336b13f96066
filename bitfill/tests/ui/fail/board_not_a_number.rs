// Board dimensions are integers.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: eight x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
