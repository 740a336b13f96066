// At least one strategy.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
