// A compass name whose step goes the other way is a warning (here denied):
// `north: (0, -1)` walks south, so `north_attacks` from a1 is empty.
#![deny(deprecated)]

bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, -1), south_east: (1, -1), north_west: (1, 1) },
    }
}

fn main() {}
