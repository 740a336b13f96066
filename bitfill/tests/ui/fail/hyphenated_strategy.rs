// The docs write "Kogge-Stone"; the spec names the module.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge-stone, dumb7],
        directions: { north: (0, 1) },
    }
}

fn main() {}
