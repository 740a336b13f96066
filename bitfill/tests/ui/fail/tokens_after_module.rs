// One invocation, one module.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [dumb7],
        directions: { north: (0, 1) },
    }
    pub mod other {}
}

fn main() {}
