// A misspelled field is one mistake: "did you mean", and no second error
// saying the field it stands for is missing.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategy: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
