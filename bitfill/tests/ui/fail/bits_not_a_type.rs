// `bits` names an integer type.
bitfill::fills! {
    pub mod chess {
        bits: 64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
