// Names are ASCII.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { nørth: (0, 1) },
    }
}

fn main() {}
