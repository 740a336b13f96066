// `bits` is required (as are `board` and `strategies`), and a spec needs something that moves.
bitfill::fills! {
    pub mod chess {
        board: 8 x 8,
        strategies: [kogge_stone],
    }
}

fn main() {}
