//! Legal moves, listed: [`generate_legal_moves`] hands each to a visitor,
//! [`legal_moves`] collects them. A move that touches a watched square
//! (see `constraints`) is tried on the occupancy; the others are legal as
//! generated. [`targets`] is shared with the counting.

use bitfill::janggi::{
    Sliders, elephant_attacks, horse_attacks, palace_moves, soldier_moves, squares,
};

use super::constraints::Constraints;
use super::moves::Move;
use super::piece::Piece;
use super::position::Position;

/// The squares a piece of kind `piece` on `from` (a one-square set) moves
/// to, captures included, legal or not.
#[inline(always)]
pub(super) fn targets<S: Sliders>(constraints: &Constraints, piece: Piece, from: u128) -> u128 {
    let c = constraints;
    let (us, empty, own) = (c.us, c.empty, c.own);
    match piece {
        Piece::General | Piece::Advisor => palace_moves(us, from) & !own,
        Piece::Elephant => elephant_attacks(from, empty) & !own,
        Piece::Horse => horse_attacks(from, empty) & !own,
        Piece::Chariot => S::chariot_attacks(from, empty) & !own,
        Piece::Cannon => {
            S::cannon_moves(from, empty, c.cannons)
                | S::cannon_captures(from, empty, c.cannons) & c.enemy
        }
        Piece::Soldier => soldier_moves(us, from) & !own,
    }
}

/// The kinds other than the general.
pub(super) const OTHERS: [Piece; 6] = [
    Piece::Advisor,
    Piece::Elephant,
    Piece::Horse,
    Piece::Chariot,
    Piece::Cannon,
    Piece::Soldier,
];

/// Hands each legal move of `position` to `visit`, generated with the
/// sliding strategy `S` (`KoggeStone` or `Dumb7`): the general's, the
/// pass (when legal), then the other pieces' by kind. None once the game
/// is over ([`Position::is_over`]).
pub fn generate_legal_moves<S: Sliders>(position: &Position, mut visit: impl FnMut(Move)) {
    if position.is_over() {
        return;
    }
    let c = Constraints::new::<S>(position);
    let general = c.general;
    let from = general.trailing_zeros() as usize;
    for to in squares(targets::<S>(&c, Piece::General, general)) {
        if c.safe::<S>(Piece::General, general, 1 << to, 1 << to) {
            visit(new_move(from, to, Piece::General));
        }
    }
    if c.may_pass {
        visit(new_move(from, from, Piece::General));
    }
    for piece in OTHERS {
        for from in squares(position.pieces(c.us, piece)) {
            let from_bit = 1 << from;
            let targets = targets::<S>(&c, piece, from_bit);
            // Untouched by the move, the watched squares keep the general
            // safe: only moves on them are tried.
            let tried = if from_bit & c.watched != 0 {
                targets
            } else {
                targets & c.watched
            };
            for to in squares(targets & !tried) {
                visit(new_move(from, to, piece));
            }
            for to in squares(tried) {
                if c.safe::<S>(piece, from_bit, 1 << to, general) {
                    visit(new_move(from, to, piece));
                }
            }
        }
    }
}

/// The legal moves of `position`, in generation order.
#[must_use]
pub fn legal_moves<S: Sliders>(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate_legal_moves::<S>(position, |legal_move| moves.push(legal_move));
    moves
}

/// The move of `piece` from `from` to `to`.
#[inline(always)]
fn new_move(from: usize, to: usize, piece: Piece) -> Move {
    // Squares are below 90.
    let byte = |square: usize| u8::try_from(square).unwrap_or(u8::MAX);
    Move {
        from: byte(from),
        to: byte(to),
        piece,
    }
}
