// A shift of zero does not move.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            nowhere: << 0 & 0xffff_ffff_ffff_ffff,
        },
    }
}

fn main() {}
