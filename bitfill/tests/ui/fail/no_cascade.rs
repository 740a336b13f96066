// One mistake in the spec is one error: code using the module does not add
// "cannot find" errors for the items the spec declares.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: << 1 & 0x7f7f_7f7f_7f7f_7f7f,
            west: >> 1 & 0x7f7f_7f7f_7f7f_7f7f,
        },
        groups: { rook: [north, south, east, west] },
        leapers: { king: [(1, 0), (0, 1), (-1, 0), (0, -1)] },
    }
}

use chess::dumb7::rook_attacks;
use chess::{Direction, EAST_WRAP, KING_ATTACKS, king_attacks};

fn main() {
    let rooks = rook_attacks(1, !1) | chess::kogge_stone::east_attacks(1, !1);
    let kings = king_attacks(1) | KING_ATTACKS[9];
    let _ = (rooks, kings, EAST_WRAP, Direction::East.one(1), Direction::ALL);
}
