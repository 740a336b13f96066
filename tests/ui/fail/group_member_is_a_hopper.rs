// Groups hold directions and groups: a hopper or a lame leaper named there
// is told what it is, not "unknown".
bitfill::fills! {
    pub mod board {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south, cannon], lines: [north, horse] },
        lame_leapers: { horse: [(1, 2)] },
        hoppers: { cannon: { over: [north, south], moves: slide, captures: hop } },
    }
}

fn main() {}
