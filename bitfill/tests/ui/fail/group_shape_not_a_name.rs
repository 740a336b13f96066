// The group shape is a name.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south] },
        group_shape: 1,
    }
}

fn main() {}
