// `bits` names the type, not a path to it: one error.
bitfill::fills! {
    pub mod board {
        bits: core::primitive::u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
