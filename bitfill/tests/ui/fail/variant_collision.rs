// Two names that make the same `Direction` variant.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            step_1: (0, 1),
            step1: (0, -1),
        },
    }
}

fn main() {}
