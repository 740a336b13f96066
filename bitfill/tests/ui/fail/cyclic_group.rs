// Groups may nest but not form a cycle.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
            south: (0, -1),
        },
        groups: { a: [north, b], b: [south, c], c: [a] },
    }
}

fn main() {}
