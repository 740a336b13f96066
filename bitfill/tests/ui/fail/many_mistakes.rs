// Independent mistakes are all reported in one compile, and code using the
// module reports nothing more.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb8],
        directions: {
            north: (0, 1),
            east: << 1 & 0x7f7f_7f7f_7f7f_7f7f,
            west: (-1, 0),
            still: (0, 0),
        },
        groups: { rook: [north, east, west, south] },
        leapers: { knight: [(1, 2), (1, 2)] },
    }
}

use chess::kogge_stone::rook_attacks;

mod elsewhere {
    pub fn queen(queens: u64, empty: u64) -> u64 {
        super::chess::kogge_stone::north_attacks(queens, empty) | super::chess::KNIGHT_ATTACKS[0]
    }
}

fn main() {
    let _ = rook_attacks(1, !1) | elsewhere::queen(1, !1) | chess::east_one(1);
}
