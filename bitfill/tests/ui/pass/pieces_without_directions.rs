// A spec of Betza pieces and leapers alone needs no `directions`: the
// pieces' rides are their own, in every strategy and lookup.
#![deny(missing_docs, clippy::pedantic)]
//! Pieces without directions.

bitfill::fills! {
    /// Fairy pieces on 8 x 8.
    pub mod fairy {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        leapers: { king: [(1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1), (0, -1), (1, -1)] },
        pieces: { archbishop: "BN", lance: "fR" },
    }
}

fn main() {
    let (d4, empty) = (1u64 << 27, !(1u64 << 27));
    assert_eq!(fairy::kogge_stone::archbishop_moves(d4, empty).count_ones(), 13 + 8);
    assert_eq!(fairy::dumb7::lance_moves(fairy::Side::White, d4, empty).count_ones(), 4);
    assert_eq!(fairy::KING_ATTACKS[27].count_ones(), 8);
    assert!(fairy::Direction::ALL.is_empty());
    assert_eq!(fairy::magic::archbishop_moves_from(27, 1 << 27).count_ones(), 13 + 8);
    assert_eq!(fairy::hyperbola::lance_moves_from(fairy::Side::White, 27, 1 << 27).count_ones(), 4);
}
