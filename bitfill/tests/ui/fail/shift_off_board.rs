// `<< 40` on 6 x 6 is the step (-2, 7), longer than the board.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 6 x 6,
        strategies: [kogge_stone],
        directions: {
            far: << 40 & 0,
        },
    }
}

fn main() {}
