//! The side to move as a type: [`Red`] or [`Black`], each implementing
//! [`SideToMove`], so that code generic over it has every side-dependent
//! choice (which way soldiers go, which palace and which half of the board
//! are ours, which pieces are ours) made by the compiler, and
//! [`SideToMove::Them`] names the side that moves next.

use bitfill::xiangqi::{
    BLACK_HALF, BLACK_PALACE, BLACK_SOLDIER_ATTACKS, RED_HALF, RED_PALACE, RED_SOLDIER_ATTACKS,
    SOLDIER_SIDEWAYS_ATTACKS, east_one, north_one, south_one, west_one,
};

/// The side to move, known at compile time.
pub(super) trait SideToMove: 'static {
    /// Its index in per-side arrays: 0 for red.
    const US: usize;
    /// The opponent's index.
    const THEM: usize;
    /// Its palace, where its general and advisors stay.
    const PALACE: u128;
    /// Its half of the board, its bank of the river: where its elephants
    /// stay, and where its soldiers step forward only.
    const HALF: u128;
    /// The side that moves next.
    type Them: SideToMove;

    /// `squares` one rank forward, towards the opponent.
    fn forward(squares: u128) -> u128;

    /// Where its soldiers on `soldiers` step: forward, and sideways once
    /// across the river (`soldier_moves` of `bitfill::xiangqi`, its side
    /// known).
    #[inline(always)]
    fn soldier_moves(soldiers: u128) -> u128 {
        let crossed = soldiers & !Self::HALF;
        Self::forward(soldiers) | east_one(crossed) | west_one(crossed)
    }

    /// The squares from which an enemy soldier attacks our general on
    /// `square` (in our palace, so on our half: enemy soldiers beside it
    /// have crossed the river and step sideways), by table.
    fn soldier_attackers(square: usize) -> u128;
}

/// Red to move.
pub(super) struct Red;

/// Black to move.
pub(super) struct Black;

impl SideToMove for Red {
    const US: usize = 0;
    const THEM: usize = 1;
    const PALACE: u128 = RED_PALACE;
    const HALF: u128 = RED_HALF;
    type Them = Black;

    #[inline(always)]
    fn forward(squares: u128) -> u128 {
        north_one(squares)
    }
    #[inline(always)]
    fn soldier_attackers(square: usize) -> u128 {
        RED_SOLDIER_ATTACKS[square] | SOLDIER_SIDEWAYS_ATTACKS[square]
    }
}

impl SideToMove for Black {
    const US: usize = 1;
    const THEM: usize = 0;
    const PALACE: u128 = BLACK_PALACE;
    const HALF: u128 = BLACK_HALF;
    type Them = Red;

    #[inline(always)]
    fn forward(squares: u128) -> u128 {
        south_one(squares)
    }
    #[inline(always)]
    fn soldier_attackers(square: usize) -> u128 {
        BLACK_SOLDIER_ATTACKS[square] | SOLDIER_SIDEWAYS_ATTACKS[square]
    }
}
