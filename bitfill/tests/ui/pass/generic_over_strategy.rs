// One function generic over the strategy runs with each strategy type of
// `bitfill::chess`, and with a user spec that lists one strategy.
use bitfill::chess;

bitfill::fills! {
    /// Shogi with one strategy.
    pub mod shogi {
        bits: u128,
        board: 9 x 9,
        strategies: [dumb7],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west] },
    }
}

/// Squares attacked by the rooks of a chess position, and how many.
fn chess_rook_squares<S: chess::Sliders>(rooks: u64, occupied: u64) -> (&'static str, u32) {
    (S::NAME, S::rook_attacks(rooks, !occupied).count_ones())
}

fn shogi_rook_squares<S: shogi::Sliders>(rooks: u128, occupied: u128) -> u32 {
    S::rook_attacks(rooks, !occupied).count_ones()
}

fn main() {
    let (rooks, occupied) = (1 | 1 << 63, 1 | 1 << 63 | 1 << 24);
    assert_eq!(chess_rook_squares::<chess::KoggeStone>(rooks, occupied), ("Kogge-Stone", 23));
    assert_eq!(chess_rook_squares::<chess::Dumb7>(rooks, occupied), ("Dumb7", 23));
    assert_eq!(shogi_rook_squares::<shogi::Dumb7>(1, 1), 16);
    // The trait's run-time dispatch and the modules agree.
    let north = chess::Direction::North;
    assert_eq!(
        <chess::KoggeStone as chess::Sliders>::attacks(north, 1, !0),
        chess::dumb7::north_attacks(1, !0)
    );
}
