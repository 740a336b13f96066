// u16, u32, u64 or u128.
bitfill::fills! {
    pub mod chess {
        bits: u8,
        board: 2 x 4,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
