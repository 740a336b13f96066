// Directions, groups, leapers, lame leapers, hoppers and regions share one namespace.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
            south: (0, -1),
        },
        groups: { north: [north, south] },
    }
}

fn main() {}
