// The explicit form needs its wrap mask.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            east: << 1,
        },
    }
}

fn main() {}
