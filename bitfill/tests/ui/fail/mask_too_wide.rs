// The mask must fit in `bits`.
bitfill::fills! {
    pub mod chess {
        bits: u32,
        board: 4 x 8,
        strategies: [kogge_stone],
        directions: {
            east: << 1 & 0x1_eeee_eeee,
        },
    }
}

fn main() {}
