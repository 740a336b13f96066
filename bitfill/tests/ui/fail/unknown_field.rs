// Only the documented fields exist.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        cells: 64,
        directions: {
            north: (0, 1),
        },
    }
}

fn main() {}
