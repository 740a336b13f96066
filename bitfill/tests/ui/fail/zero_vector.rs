// A direction must move.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            still: (0, 0),
        },
    }
}

fn main() {}
