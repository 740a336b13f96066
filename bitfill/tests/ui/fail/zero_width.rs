// A board has at least one file.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 0 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
