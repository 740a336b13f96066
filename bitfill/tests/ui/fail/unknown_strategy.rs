// Only kogge_stone and dumb7, with a suggestion for typos.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_ston, magic],
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
