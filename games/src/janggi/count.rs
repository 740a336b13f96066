//! Counting the legal moves without listing them: perft's bulk counting
//! at the leaves, with the same [`Constraints`] as the listing.

use bitfill::janggi::{Sliders, squares};

use super::constraints::Constraints;
use super::movegen::{OTHERS, targets};
use super::piece::Piece;
use super::position::Position;

/// The number of legal moves of `position` (the pass included), without
/// listing them: the moves that touch no watched square (see
/// `constraints`) by a popcount, the others tried one by one.
#[must_use]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    if position.is_over() {
        return 0;
    }
    let c = Constraints::new::<S>(position);
    let general = c.general;
    let mut count = u64::from(c.may_pass);
    for to in squares(targets::<S>(&c, Piece::General, general)) {
        count += u64::from(c.safe::<S>(Piece::General, general, 1 << to, 1 << to));
    }
    for piece in OTHERS {
        for from in squares(position.pieces(c.us, piece)) {
            let from_bit = 1 << from;
            let targets = targets::<S>(&c, piece, from_bit);
            let tried = if from_bit & c.watched != 0 {
                targets
            } else {
                count += u64::from((targets & !c.watched).count_ones());
                targets & c.watched
            };
            for to in squares(tried) {
                count += u64::from(c.safe::<S>(piece, from_bit, 1 << to, general));
            }
        }
    }
    count
}
