//! Counting the legal moves without listing them: perft's bulk counting
//! at the leaves, with the same [`Constraints`] as the listing.

use bitfill::xiangqi::{Lookup, Side, east_one, squares, west_one};

use super::constraints::Constraints;
use super::movegen::{OTHERS, targets};
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Black, Red, SideToMove};
use crate::popcount::popcount_sum;

/// The number of legal moves of `position`, without listing them.
///
/// Out of check, the targets of each piece that is neither pinned nor on
/// a horse's leg are counted with one popcount, the soldiers' set-wise,
/// one direction at a time (along one direction each target has one
/// origin); the other pieces' one by one.
#[must_use]
pub fn count_legal_moves<L: Lookup>(position: &Position) -> u64 {
    match position.side_to_move {
        Side::Red => count::<L, Red>(&position.placement),
        Side::Black => count::<L, Black>(&position.placement),
    }
}

/// The sets whose popcounts are summed at once ([`popcount_sum`]): as
/// many as a side's pieces other than the general and soldiers, with the
/// soldiers' three directions, in the initial position.
const SETS: usize = 13;

/// [`count_legal_moves`] of `node`, `Us` to move.
#[inline(always)]
pub(super) fn count<L: Lookup, Us: SideToMove>(node: &Node) -> u64 {
    let c = Constraints::new::<L, Us>(node);
    let own = c.own;
    let mut count = 0;
    for to in squares(targets::<L, Us>(&c, Piece::General, c.square)) {
        count += u64::from(c.general_safe::<L, Us>(to));
    }
    let ours = |piece: Piece| own & node.kind(piece.index());
    if c.in_check {
        for piece in OTHERS {
            for from in squares(ours(piece)) {
                let from_bit = 1 << from;
                for to in squares(targets::<L, Us>(&c, piece, from)) {
                    count += u64::from(c.safe::<L, Us>(from_bit, 1 << to));
                }
            }
        }
        return count;
    }
    // Pieces whose moves need more than the forbidden squares.
    let special = c.pins.all | c.legs;
    let landing = !c.pins.forbidden;
    let mut sets = [0; SETS];
    let mut len = 0;
    let soldiers = ours(Piece::Soldier) & !special;
    let crossed = soldiers & !Us::HALF;
    for set in [Us::forward(soldiers), east_one(crossed), west_one(crossed)] {
        sets[len] = set & !own & landing;
        len += 1;
    }
    for piece in OTHERS {
        let pieces = match piece {
            Piece::Soldier => ours(piece) & special,
            _ => ours(piece),
        };
        for from in squares(pieces) {
            let from_bit = 1 << from;
            let targets = targets::<L, Us>(&c, piece, from);
            if from_bit & special == 0 {
                if len < SETS {
                    sets[len] = targets & landing;
                    len += 1;
                } else {
                    count += u64::from((targets & landing).count_ones());
                }
                continue;
            }
            match c.allowed(from_bit) {
                Some(allowed) => count += u64::from((targets & allowed).count_ones()),
                None => {
                    for to in squares(targets) {
                        count += u64::from(c.safe::<L, Us>(from_bit, 1 << to));
                    }
                }
            }
        }
    }
    count + u64::from(popcount_sum(sets))
}
