// Shapes are lowercase: `fused`.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        group_shape: Fused,
        directions: { north: (0, 1) },
    }
}

fn main() {}
