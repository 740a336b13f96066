//! The side to move as a type: [`Blue`] or [`Red`], each implementing
//! [`SideToMove`], so that code generic over it has every side-dependent
//! choice (which way soldiers go, which palace is ours, which pieces are
//! ours) made by the compiler, and [`SideToMove::Them`] names the side
//! that moves next.

use super::leapers::SOLDIER_STEPS;
use bitfill::janggi::{
    BLUE_PALACE, RED_PALACE, north_one, palace_north_east_one, palace_north_west_one,
    palace_south_east_one, palace_south_west_one, south_one,
};

/// The side to move, known at compile time.
pub(super) trait SideToMove: 'static {
    /// Its index in per-side arrays: 0 for blue.
    const US: usize;
    /// The opponent's index.
    const THEM: usize;
    /// Its palace, where its general and advisors stay.
    const PALACE: u128;
    /// The side that moves next.
    type Them: SideToMove;

    /// `squares` one rank forward, towards the opponent.
    fn forward(squares: u128) -> u128;
    /// `squares` one step diagonally forward along a palace's diagonal
    /// lines, towards the east, and towards the west.
    fn forward_east(squares: u128) -> u128;
    fn forward_west(squares: u128) -> u128;
    /// Where a step of each of the three comes from: their inverses.
    fn forward_origin(squares: u128) -> u128;
    fn forward_east_origin(squares: u128) -> u128;
    fn forward_west_origin(squares: u128) -> u128;

    /// Where a soldier of its on `square` steps (`soldier_moves` of
    /// `bitfill::janggi`, by table): forward or sideways, and diagonally
    /// forward along a palace's diagonal lines. Turned around, the same
    /// steps from our general are where an enemy soldier attacks it from.
    #[inline(always)]
    fn soldier_steps(square: usize) -> u128 {
        SOLDIER_STEPS[Self::US][square]
    }
}

/// Blue to move.
pub(super) struct Blue;

/// Red to move.
pub(super) struct Red;

impl SideToMove for Blue {
    const US: usize = 0;
    const THEM: usize = 1;
    const PALACE: u128 = BLUE_PALACE;
    type Them = Red;

    #[inline(always)]
    fn forward(squares: u128) -> u128 {
        north_one(squares)
    }
    #[inline(always)]
    fn forward_east(squares: u128) -> u128 {
        palace_north_east_one(squares)
    }
    #[inline(always)]
    fn forward_west(squares: u128) -> u128 {
        palace_north_west_one(squares)
    }
    #[inline(always)]
    fn forward_origin(squares: u128) -> u128 {
        south_one(squares)
    }
    #[inline(always)]
    fn forward_east_origin(squares: u128) -> u128 {
        palace_south_west_one(squares)
    }
    #[inline(always)]
    fn forward_west_origin(squares: u128) -> u128 {
        palace_south_east_one(squares)
    }
}

impl SideToMove for Red {
    const US: usize = 1;
    const THEM: usize = 0;
    const PALACE: u128 = RED_PALACE;
    type Them = Blue;

    #[inline(always)]
    fn forward(squares: u128) -> u128 {
        south_one(squares)
    }
    #[inline(always)]
    fn forward_east(squares: u128) -> u128 {
        palace_south_east_one(squares)
    }
    #[inline(always)]
    fn forward_west(squares: u128) -> u128 {
        palace_south_west_one(squares)
    }
    #[inline(always)]
    fn forward_origin(squares: u128) -> u128 {
        north_one(squares)
    }
    #[inline(always)]
    fn forward_east_origin(squares: u128) -> u128 {
        palace_north_west_one(squares)
    }
    #[inline(always)]
    fn forward_west_origin(squares: u128) -> u128 {
        palace_north_east_one(squares)
    }
}
