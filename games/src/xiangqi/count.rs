//! Counting the legal moves without listing them: perft's bulk counting
//! at the leaves, with the same [`Constraints`] as the listing.

use bitfill::xiangqi::{
    Side, Sliders, black_soldier_attacks, east_one, red_soldier_attacks, squares, west_one,
};

use super::constraints::Constraints;
use super::movegen::{OTHERS, targets};
use super::piece::Piece;
use super::position::Position;
use crate::popcount::popcount_sum;

/// The number of legal moves of `position`, without listing them.
///
/// Out of check, the chariots, cannons and soldiers that are neither pinned
/// nor on a horse's leg are counted set-wise, one direction at a time
/// (along one direction each target has one origin, so a popcount is the
/// move count); the other pieces one by one.
#[must_use]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    let c = Constraints::new::<S>(position);
    let (us, general, empty) = (c.us, c.general, c.empty);
    let mut count = 0;
    for to in squares(targets::<S>(&c, Piece::General, general)) {
        count += u64::from(c.safe::<S>(general, 1 << to, 1 << to));
    }
    // Pieces whose moves need more than the forbidden squares.
    let special = if c.in_check { !0 } else { c.pins.all | c.legs };
    let landing = !c.own & !c.pins.forbidden;
    let mut sets = [0; 12];

    let chariots = position.pieces(us, Piece::Chariot) & !special;
    if chariots != 0 {
        sets[0] = S::north_attacks(chariots, empty) & landing;
        sets[1] = S::south_attacks(chariots, empty) & landing;
        sets[2] = S::east_attacks(chariots, empty) & landing;
        sets[3] = S::west_attacks(chariots, empty) & landing;
    }
    let cannons = position.pieces(us, Piece::Cannon) & !special;
    if cannons != 0 {
        // Slides to the empty squares, hops to the enemy pieces: disjoint.
        let (occupied, enemy) = (!empty, c.enemy);
        let along = |attacks: fn(u128, u128) -> u128| {
            let reach = attacks(cannons, empty);
            (reach & empty | attacks(reach & occupied, empty) & enemy) & landing
        };
        sets[4] = along(S::north_attacks);
        sets[5] = along(S::south_attacks);
        sets[6] = along(S::east_attacks);
        sets[7] = along(S::west_attacks);
    }
    let soldiers = position.pieces(us, Piece::Soldier) & !special;
    if soldiers != 0 {
        let crossed = soldiers & !us.half();
        sets[8] = match us {
            Side::Red => red_soldier_attacks(soldiers),
            Side::Black => black_soldier_attacks(soldiers),
        } & landing;
        sets[9] = east_one(crossed) & landing;
        sets[10] = west_one(crossed) & landing;
    }
    count += u64::from(popcount_sum(sets));

    for piece in OTHERS {
        let pieces = position.pieces(us, piece);
        let one_by_one = match piece {
            Piece::Chariot | Piece::Cannon | Piece::Soldier => pieces & special,
            _ => pieces,
        };
        for from in squares(one_by_one) {
            let from_bit = 1 << from;
            let targets = targets::<S>(&c, piece, from_bit);
            match c.allowed(from_bit) {
                Some(allowed) => count += u64::from((targets & allowed).count_ones()),
                None => {
                    for to in squares(targets) {
                        count += u64::from(c.safe::<S>(from_bit, 1 << to, general));
                    }
                }
            }
        }
    }
    count
}
