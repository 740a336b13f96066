// The explicit form is for integers; words take (file, rank) steps.
bitfill::fills! {
    pub mod board {
        bits: [u64; 3],
        board: 12 x 12,
        strategies: [kogge_stone],
        directions: { north: (0, 1), east: << 1 & 0xffe },
    }
}

fn main() {}
