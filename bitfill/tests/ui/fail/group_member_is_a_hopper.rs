// Groups hold directions, groups and leapers: a hopper or a region named
// there is told what it is, not "unknown".
bitfill::fills! {
    pub mod board {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south, cannon], lines: [north, palace] },
        regions: { palace: [(3, 0)..=(5, 2)] },
        hoppers: { cannon: { over: [north, south], moves: slide, captures: hop } },
    }
}

fn main() {}
