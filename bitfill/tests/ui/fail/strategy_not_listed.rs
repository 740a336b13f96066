// A strategy the spec does not list has no module and no type.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn count<S: board::Sliders>() -> u32 {
    S::north_attacks(1, !1).count_ones()
}

fn main() {
    let _ = count::<board::KoggeStone>();
    let _ = count::<board::Dumb7>();
}
