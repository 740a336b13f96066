// Names are snake_case.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            NorthEast: (1, 1),
            north__west: (-1, 1),
        },
        groups: { Rook: [NorthEast] },
    }
}

fn main() {}
