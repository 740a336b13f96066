// On 6 x 6 in u64 the mask must also drop the 28 bits beyond the board.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 6 x 6,
        strategies: [kogge_stone],
        directions: {
            north: << 6 & 0xffff_ffff_ffff_ffc0,
        },
    }
}

fn main() {}
