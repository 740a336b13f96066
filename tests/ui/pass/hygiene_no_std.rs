// Generated code needs nothing from `std`: only `::core` paths.
#![no_std]

extern crate std;

bitfill::fills! {
    /// Chess in a `no_std` crate.
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), east: (1, 0), south_west: (-1, -1) },
        groups: { some: [north, east, south_west] },
        leapers: { king: [(1, 0), (0, 1)] },
    }
}

fn main() {
    assert_eq!(chess::kogge_stone::north_attacks(1, !1), 0x0101_0101_0101_0100);
    assert_eq!(chess::dumb7::some_attacks(1 << 9, !(1 << 9)), 0x0202_0202_0202_fc01);
    assert_eq!(chess::KING_ATTACKS[0], 0x102);
}
