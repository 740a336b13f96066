// Fields are named.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        8: 8,
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
