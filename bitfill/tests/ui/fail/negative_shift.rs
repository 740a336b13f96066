// `<< -1` is `>> 1`.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { west: << -1 & 0x7f7f_7f7f_7f7f_7f7f },
    }
}

fn main() {}
