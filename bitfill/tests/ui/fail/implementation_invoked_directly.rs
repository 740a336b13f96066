// The proc-macro behind `bitfill::fills!` is not called directly: the facade
// hands it the path of the `bitfill` crate first.
bitfill::__private::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {}
