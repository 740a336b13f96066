// North can never land on the first rank.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: << 8 & 0xffff_ffff_ffff_ffff,
        },
    }
}

fn main() {}
