// Generated code spells out every path: it compiles without any prelude.
#![no_implicit_prelude]

::bitfill::fills! {
    /// Chess without a prelude.
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west], chancellor: [rook, knight] },
        leapers: { knight: [(1, 2), (2, 1)] },
    }
}

::bitfill::fills! {
    /// A board of four words without a prelude.
    pub mod wide {
        bits: [u64; 4],
        board: 16 x 16,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west] },
        leapers: { knight: [(1, 2), (2, 1)] },
        pair_tables: [between],
    }
}

fn main() {
    let a1 = wide::Bits::square(0);
    ::std::assert_eq!(wide::kogge_stone::rook_attacks(a1, !a1).count_ones(), 30);
    ::std::assert_eq!(wide::dumb7::rook_attacks(a1, !a1), wide::kogge_stone::rook_attacks(a1, !a1));
    ::std::assert_eq!(wide::between(0, 255).count_ones(), 0);
    ::std::assert_eq!(wide::between(0, 240).count_ones(), 14);
    let rook = chess::kogge_stone::rook_attacks(1, !1);
    ::std::assert_eq!(rook, chess::dumb7::rook_attacks(1, !1));
    ::std::assert_eq!(rook, 0x0101_0101_0101_01fe);
    ::std::assert_eq!(chess::Direction::ALL.len(), 4);
    ::std::assert_eq!(chess::KNIGHT_ATTACKS[0], 1 << 17 | 1 << 10);
}
