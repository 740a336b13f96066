// Direction names are unique.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
            north: (0, -1),
        },
    }
}

fn main() {}
