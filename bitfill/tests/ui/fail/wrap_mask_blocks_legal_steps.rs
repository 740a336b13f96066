// A mask too narrow blocks legal steps (and lets others wrap).
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north_east: << 9 & 0x7e7e_7e7e_7e7e_7e00,
        },
    }
}

fn main() {}
