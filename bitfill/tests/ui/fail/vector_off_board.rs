// A step longer than the board leaves it from every square.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            far_east: (8, 0),
            hop: (1, -8),
        },
    }
}

fn main() {}
