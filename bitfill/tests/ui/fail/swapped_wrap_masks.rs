// The folklore bug: east and west masks swapped.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            east: << 1 & 0x7f7f_7f7f_7f7f_7f7f,
            west: >> 1 & 0xfefe_fefe_fefe_fefe,
        },
    }
}

fn main() {}
