//! The lame leapers square by square, from the leaper tables of
//! `bitfill::xiangqi`: a horse's or an elephant's targets on an empty
//! board, less those behind each occupied square it passes.
//!
//! The horse's leg towards a target is orthogonally next to it, and the
//! two targets it blocks are the leg's diagonal neighbours among the
//! horse's targets (`ADVISOR_ATTACKS[leg]`: the other two diagonal
//! neighbours of the leg are no horse's leap away). The elephant's eye,
//! its midpoint, is diagonally next to it, and the one target it blocks
//! is the eye's diagonal neighbour among the elephant's targets. So a
//! lookup and a loop over the occupied legs or eyes, usually none or one,
//! where the set-wise lame leapers shift the square eight or four times.

use bitfill::xiangqi::{
    ADVISOR_ATTACKS, ELEPHANT_ATTACKS, GENERAL_ATTACKS, HORSE_ATTACKS, squares,
};

/// Where a horse on `from` leaps, with `occupied` the occupied squares.
#[inline(always)]
pub(super) fn horse_attacks_from(from: usize, occupied: u128) -> u128 {
    let mut attacks = HORSE_ATTACKS[from];
    for leg in squares(GENERAL_ATTACKS[from] & occupied) {
        attacks &= !ADVISOR_ATTACKS[leg];
    }
    attacks
}

/// Where an elephant on `from` goes, with `occupied` the occupied
/// squares, the river not minded (mask with its side's half).
#[inline(always)]
pub(super) fn elephant_attacks_from(from: usize, occupied: u128) -> u128 {
    let mut attacks = ELEPHANT_ATTACKS[from];
    for eye in squares(ADVISOR_ATTACKS[from] & occupied) {
        attacks &= !ADVISOR_ATTACKS[eye];
    }
    attacks
}

/// Whether one of `horses` leaps to `square` with `occupied`: a horse a
/// leap away whose leg towards the square, a diagonal neighbour of the
/// square orthogonally next to the horse, is empty.
#[inline(always)]
pub(super) fn horses_attack(square: usize, horses: u128, occupied: u128) -> bool {
    let legs = ADVISOR_ATTACKS[square] & occupied;
    squares(horses & HORSE_ATTACKS[square]).any(|horse| GENERAL_ATTACKS[horse] & legs == 0)
}

/// The diagonal neighbours of `square` that are the leg of one of
/// `horses` towards it.
#[inline(always)]
pub(super) fn legs_towards(square: usize, horses: u128) -> u128 {
    let mut near = 0;
    for horse in squares(horses & HORSE_ATTACKS[square]) {
        near |= GENERAL_ATTACKS[horse];
    }
    ADVISOR_ATTACKS[square] & near
}
