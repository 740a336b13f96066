// A `;` for a `,` is one mistake, not a missing field.
bitfill::fills! {
    pub mod board {
        bits: u64;
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
    }
}

fn main() {
    let _ = board::kogge_stone::north_attacks(1, !1);
}
