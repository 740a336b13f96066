// A `groups` field lists at least one group.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        groups: {},
    }
}

fn main() {}
