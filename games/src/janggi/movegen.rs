//! Legal moves, visited: [`generate`] hands each to a visitor, for the
//! side to move `Us` known at compile time; [`generate_legal_moves`] and
//! [`legal_moves`] are the public API. A move that touches a watched
//! square (see `constraints`) is tried on the occupancy; the others are
//! legal as generated. [`targets`] is shared with the counting.

use bitfill::janggi::{Lookup, Side, squares};

use super::constraints::Constraints;
use super::leapers::{PALACE_STEPS, elephant_attacks_from, horse_attacks_from};
use super::moves::Move;
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Blue, Red, SideToMove};

/// The squares a piece of kind `piece` of `Us` on `from` moves to,
/// captures included, legal or not: per-square lookups for the chariot
/// and the cannon, tables for the others.
#[inline(always)]
pub(super) fn targets<L: Lookup, Us: SideToMove>(
    c: &Constraints,
    piece: Piece,
    from: usize,
) -> u128 {
    let (own, occupied) = (c.own, c.occupied);
    match piece {
        Piece::General | Piece::Advisor => PALACE_STEPS[from] & Us::PALACE & !own,
        Piece::Elephant => elephant_attacks_from(from, occupied) & !own,
        Piece::Horse => horse_attacks_from(from, occupied) & !own,
        Piece::Chariot => L::chariot_attacks_from(from, occupied) & !own,
        // Beyond a screen that is no cannon: the empty squares, and the
        // next piece unless it is ours or a cannon (the cannon's moves and
        // captures, one x-ray instead of two hops).
        Piece::Cannon => {
            let screens = occupied & !c.cannons;
            L::chariot_xray_from(from, occupied, screens) & !(own | c.cannons)
        }
        Piece::Soldier => Us::soldier_steps(from) & !own,
    }
}

/// Calls `each` with each kind other than the general, in index order,
/// inlined once per kind so that everything that depends on the kind is
/// decided by the compiler.
#[inline(always)]
pub(super) fn for_each_other(mut each: impl FnMut(Piece)) {
    #[inline(always)]
    fn call(each: &mut impl FnMut(Piece), piece: Piece) {
        each(piece);
    }
    call(&mut each, Piece::Advisor);
    call(&mut each, Piece::Elephant);
    call(&mut each, Piece::Horse);
    call(&mut each, Piece::Chariot);
    call(&mut each, Piece::Cannon);
    call(&mut each, Piece::Soldier);
}

/// What [`generate`] hands its visitor: a move from a square to a square
/// of a piece, or the pass.
#[derive(Clone, Copy)]
pub(super) enum Visited {
    /// `piece` goes from `from` to `to`.
    Move {
        from: usize,
        to: usize,
        piece: Piece,
    },
    /// The side to move passes (its general on `general`).
    Pass { general: usize },
}

/// Hands each legal move of `node` (a game not over), `Us` to move, to
/// `visit`: the general's, the pass (when legal), then the other pieces'
/// by kind.
#[inline(always)]
pub(super) fn generate<L: Lookup, Us: SideToMove>(node: &Node, mut visit: impl FnMut(Visited)) {
    let c = Constraints::new::<L, Us>(node);
    let general = c.square;
    for to in squares(targets::<L, Us>(&c, Piece::General, general)) {
        if c.general_safe::<L, Us>(to) {
            visit(Visited::Move {
                from: general,
                to,
                piece: Piece::General,
            });
        }
    }
    if c.may_pass {
        visit(Visited::Pass { general });
    }
    for_each_other(|piece| {
        for from in squares(node.side(Us::US) & node.kind(piece.index())) {
            let from_bit = 1 << from;
            let targets = targets::<L, Us>(&c, piece, from);
            // Untouched by the move, the watched squares keep the general
            // safe: only moves on them are tried.
            let tried = if from_bit & c.watched != 0 {
                targets
            } else {
                targets & c.watched
            };
            for to in squares(targets & !tried) {
                visit(Visited::Move { from, to, piece });
            }
            for to in squares(tried) {
                if c.safe::<L, Us>(piece, from_bit, 1 << to) {
                    visit(Visited::Move { from, to, piece });
                }
            }
        }
    });
}

/// Hands each legal move of `position` to `visit`: the general's, the
/// pass (when legal), then the other pieces' by kind. None once the game
/// is over ([`Position::is_over`]). Found with the per-square lookup `L`
/// (`Fastest`, or `Magic`, `Pext`, `Hyperbola`).
pub fn generate_legal_moves<L: Lookup>(position: &Position, mut visit: impl FnMut(Move)) {
    if position.is_over() {
        return;
    }
    let mut visit = |visited: Visited| {
        visit(match visited {
            Visited::Move { from, to, piece } => new_move(from, to, piece),
            Visited::Pass { general } => new_move(general, general, Piece::General),
        });
    };
    match position.side_to_move {
        Side::Blue => generate::<L, Blue>(&position.placement, &mut visit),
        Side::Red => generate::<L, Red>(&position.placement, &mut visit),
    }
}

/// The legal moves of `position`, in generation order.
#[must_use]
pub fn legal_moves<L: Lookup>(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate_legal_moves::<L>(position, |legal_move| moves.push(legal_move));
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
