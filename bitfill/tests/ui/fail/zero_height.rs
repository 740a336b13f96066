// A board has at least one rank.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 0,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
