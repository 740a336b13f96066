// The board is `W x H`.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 * 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
