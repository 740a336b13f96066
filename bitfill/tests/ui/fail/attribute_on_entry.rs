// Doc comments are the only attributes an entry takes.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            /// Towards rank 8.
            north: (0, 1),
            #[cfg(feature = "south")]
            south: (0, -1),
        },
        leapers: {
            #[allow(dead_code)]
            king: [(1, 0), (0, 1)],
        },
    }
}

fn main() {}
