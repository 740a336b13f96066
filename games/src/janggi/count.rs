//! Counting the legal moves without listing them: perft's bulk counting
//! at the leaves, with the same [`Constraints`] as the listing.

use bitfill::janggi::{Lookup, Side, east_one, squares, west_one};

use super::constraints::Constraints;
use super::movegen::{for_each_other, targets};
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Blue, Red, SideToMove};
use crate::popcount::popcount_sum;

/// The number of legal moves of `position` (the pass included), without
/// listing them: the moves that touch no watched square (see
/// `constraints`) by popcounts (the soldiers' set-wise, one direction at a
/// time: along one direction each target has one origin), the others tried
/// one by one.
#[must_use]
pub fn count_legal_moves<L: Lookup>(position: &Position) -> u64 {
    if position.is_over() {
        return 0;
    }
    match position.side_to_move {
        Side::Blue => count::<L, Blue>(&position.placement),
        Side::Red => count::<L, Red>(&position.placement),
    }
}

/// A one-step move of a set of squares.
type Step = fn(u128) -> u128;

/// The sets whose popcounts are summed at once ([`popcount_sum`]): as
/// many as a side's pieces other than the general and soldiers, with the
/// soldiers' five directions, in the initial position.
const SETS: usize = 15;

/// [`count_legal_moves`] of `node` (a game not over), `Us` to move.
#[inline(always)]
pub(super) fn count<L: Lookup, Us: SideToMove>(node: &Node) -> u64 {
    let c = Constraints::new::<L, Us>(node);
    let (own, watched) = (c.own, c.watched);
    let mut count = u64::from(c.may_pass);
    for to in squares(targets::<L, Us>(&c, Piece::General, c.square)) {
        count += u64::from(c.general_safe::<L, Us>(to));
    }
    let ours = |piece: Piece| own & node.kind(piece.index());
    let mut sets = Sets {
        sets: [0; SETS],
        len: 0,
    };
    // The soldiers off the watched squares, one direction at a time, each
    // step onto a watched square tried from its origin.
    let soldiers = ours(Piece::Soldier) & !watched;
    let directions: [(Step, Step); 5] = [
        (Us::forward, Us::forward_origin),
        (Us::forward_east, Us::forward_east_origin),
        (Us::forward_west, Us::forward_west_origin),
        (east_one, west_one),
        (west_one, east_one),
    ];
    for (step, origin) in directions {
        let targets = step(soldiers) & !own;
        count += sets.push(targets & !watched);
        for to in squares(targets & watched) {
            let to = 1 << to;
            count += u64::from(c.safe::<L, Us>(Piece::Soldier, origin(to), to));
        }
    }
    for_each_other(|piece| {
        let pieces = match piece {
            Piece::Soldier => ours(piece) & watched,
            _ => ours(piece),
        };
        for from in squares(pieces) {
            let from_bit = 1 << from;
            let targets = targets::<L, Us>(&c, piece, from);
            let tried = if from_bit & watched != 0 {
                targets
            } else {
                count += sets.push(targets & !watched);
                targets & watched
            };
            for to in squares(tried) {
                count += u64::from(c.safe::<L, Us>(piece, from_bit, 1 << to));
            }
        }
    });
    count + u64::from(popcount_sum(sets.sets))
}

/// Sets whose popcounts are summed at the end, up to [`SETS`].
struct Sets {
    sets: [u128; SETS],
    len: usize,
}

impl Sets {
    /// Keeps `set` for the sum, or, once full, its popcount (returned).
    #[inline(always)]
    fn push(&mut self, set: u128) -> u64 {
        if self.len < SETS {
            self.sets[self.len] = set;
            self.len += 1;
            0
        } else {
            u64::from(set.count_ones())
        }
    }
}
