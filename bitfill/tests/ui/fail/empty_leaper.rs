// A leaper has at least one offset.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
        },
        leapers: { king: [] },
    }
}

fn main() {}
