// Each strategy at most once.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [dumb7, kogge_stone, dumb7],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
