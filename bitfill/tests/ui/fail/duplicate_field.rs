// Each field at most once.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        bits: u32,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
