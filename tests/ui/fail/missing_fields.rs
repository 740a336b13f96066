// `bits` and `directions` are required (as are `board` and `strategies`).
bitfill::fills! {
    pub mod chess {
        board: 8 x 8,
        strategies: [kogge_stone],
    }
}

fn main() {}
