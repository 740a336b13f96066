// Offsets as for leapers; a given path lists distinct squares before the target.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        lame_leapers: {
            none: [],
            twice: [(1, 2), (1, 2)],
            to_itself: [(2, 2) via [(1, 1), (2, 2)]],
            repeated: [(0, 3) via [(0, 1), (0, 1)]],
            far: [(1, 2) via [(0, 9)]],
            dangling: [(1, 2) via (0, 1)],
            single: (1, 2),
        },
    }
}

fn main() {}
