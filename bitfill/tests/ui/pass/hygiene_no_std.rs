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

bitfill::fills! {
    /// Go in a `no_std` crate, in six words.
    pub mod go {
        bits: [u64; 6],
        board: 19 x 19,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), east: (1, 0), south_west: (-1, -1) },
        groups: { some: [north, east, south_west], compound: [some, king, horse] },
        leapers: { king: [(1, 0), (0, 1)] },
        lame_leapers: { horse: [(1, 2)] },
        hoppers: {
            cannon: { over: [north, east], moves: slide, captures: hop },
            janggi_cannon: { over: [north, east], moves: hop, captures: hop, except: argument },
        },
        regions: { corner: [(0, 0)] },
    }
}

fn main() {
    let a1 = go::Bits::square(0);
    assert_eq!(go::kogge_stone::north_attacks(a1, !a1).count_ones(), 18);
    assert_eq!(go::dumb7::some_attacks(a1, !a1).count_ones(), 36);
    assert_eq!(go::KING_ATTACKS[0], go::Bits::square(1) | go::Bits::square(19));
    assert_eq!(go::squares(go::CORNER).next(), Some(0));
    assert_eq!(chess::kogge_stone::north_attacks(1, !1), 0x0101_0101_0101_0100);
    assert_eq!(chess::dumb7::some_attacks(1 << 9, !(1 << 9)), 0x0202_0202_0202_fc01);
    assert_eq!(chess::KING_ATTACKS[0], 0x102);
}
