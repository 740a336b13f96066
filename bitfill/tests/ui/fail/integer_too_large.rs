// Integers must fit.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (99999999999999999999, 1),
        },
    }
}

fn main() {}
