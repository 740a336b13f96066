//! The side to move as a type: [`White`] or [`Black`], each implementing
//! [`SideToMove`], so that code generic over it has every side-dependent
//! choice (which way pawns go, which rank they promote on, which pieces are
//! ours) made by the compiler, and [`SideToMove::Them`] names the side that
//! moves next.

use bitfill::chess::{
    RANKS, Side, north_east_one, north_one, north_west_one, south_east_one, south_one,
    south_west_one,
};

/// The side to move, known at compile time.
pub(super) trait SideToMove: 'static {
    /// The side as a value.
    const SIDE: Side;
    /// Its index in per-side arrays: 0 for white.
    const US: usize;
    /// The opponent's index.
    const THEM: usize;
    /// Its back rank.
    const BACK_RANK: u64;
    /// The rank its pawns land on with a single push from their start.
    const THIRD_RANK: u64;
    /// The rank its pawns promote on.
    const PROMOTION_RANK: u64;
    /// Landing minus origin of a push, a double push, a capture towards
    /// the h-file, one towards the a-file.
    const PUSH: i8;
    const DOUBLE_PUSH: i8;
    const EAST_CAPTURE: i8;
    const WEST_CAPTURE: i8;
    /// The side that moves next.
    type Them: SideToMove;

    /// `squares` one rank forward, towards the opponent.
    fn forward(squares: u64) -> u64;
    /// `squares` one rank backward, towards its home.
    fn backward(squares: u64) -> u64;
    /// `squares` one step diagonally forward towards the h-file.
    fn east_capture(squares: u64) -> u64;
    /// `squares` one step diagonally forward towards the a-file.
    fn west_capture(squares: u64) -> u64;
    /// `squares` one step diagonally backward from the h-file side (the
    /// inverse of [`SideToMove::east_capture`]).
    fn east_capture_origin(squares: u64) -> u64;
    /// The inverse of [`SideToMove::west_capture`].
    fn west_capture_origin(squares: u64) -> u64;
}

/// White to move.
pub(super) struct White;

/// Black to move.
pub(super) struct Black;

impl SideToMove for White {
    const SIDE: Side = Side::White;
    const US: usize = 0;
    const THEM: usize = 1;
    const BACK_RANK: u64 = RANKS[0];
    const THIRD_RANK: u64 = RANKS[2];
    const PROMOTION_RANK: u64 = RANKS[7];
    const PUSH: i8 = 8;
    const DOUBLE_PUSH: i8 = 16;
    const EAST_CAPTURE: i8 = 9;
    const WEST_CAPTURE: i8 = 7;
    type Them = Black;

    #[inline(always)]
    fn forward(squares: u64) -> u64 {
        north_one(squares)
    }
    #[inline(always)]
    fn backward(squares: u64) -> u64 {
        south_one(squares)
    }
    #[inline(always)]
    fn east_capture(squares: u64) -> u64 {
        north_east_one(squares)
    }
    #[inline(always)]
    fn west_capture(squares: u64) -> u64 {
        north_west_one(squares)
    }
    #[inline(always)]
    fn east_capture_origin(squares: u64) -> u64 {
        south_west_one(squares)
    }
    #[inline(always)]
    fn west_capture_origin(squares: u64) -> u64 {
        south_east_one(squares)
    }
}

impl SideToMove for Black {
    const SIDE: Side = Side::Black;
    const US: usize = 1;
    const THEM: usize = 0;
    const BACK_RANK: u64 = RANKS[7];
    const THIRD_RANK: u64 = RANKS[5];
    const PROMOTION_RANK: u64 = RANKS[0];
    const PUSH: i8 = -8;
    const DOUBLE_PUSH: i8 = -16;
    const EAST_CAPTURE: i8 = -7;
    const WEST_CAPTURE: i8 = -9;
    type Them = White;

    #[inline(always)]
    fn forward(squares: u64) -> u64 {
        south_one(squares)
    }
    #[inline(always)]
    fn backward(squares: u64) -> u64 {
        north_one(squares)
    }
    #[inline(always)]
    fn east_capture(squares: u64) -> u64 {
        south_east_one(squares)
    }
    #[inline(always)]
    fn west_capture(squares: u64) -> u64 {
        south_west_one(squares)
    }
    #[inline(always)]
    fn east_capture_origin(squares: u64) -> u64 {
        north_west_one(squares)
    }
    #[inline(always)]
    fn west_capture_origin(squares: u64) -> u64 {
        north_east_one(squares)
    }
}
