// At least one direction.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {},
    }
}

fn main() {}
