//! Legal moves, visited: [`generate`] hands each to a visitor, for the
//! side to move `Us` known at compile time; [`generate_legal_moves`] and
//! [`legal_moves`] are the public API. Each piece's moves are masked by the
//! [`Constraints`] of the position, or tried one by one where they cannot
//! decide (see `constraints`). [`targets`] is shared with the counting.

use bitfill::xiangqi::{ADVISOR_ATTACKS, GENERAL_ATTACKS, Lookup, Side, squares};

use super::constraints::Constraints;
use super::leapers::{elephant_attacks_from, horse_attacks_from};
use super::moves::Move;
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Black, Red, SideToMove};

/// The squares a piece of kind `piece` of `Us` on `from` moves to,
/// captures included, legal or not: per-square lookups for the chariot,
/// the cannon, the horse and the elephant, tables and shifts for the
/// others.
#[inline(always)]
pub(super) fn targets<L: Lookup, Us: SideToMove>(
    c: &Constraints,
    piece: Piece,
    from: usize,
) -> u128 {
    let (own, occupied) = (c.own, c.occupied);
    match piece {
        Piece::General => GENERAL_ATTACKS[from] & Us::PALACE & !own,
        Piece::Advisor => ADVISOR_ATTACKS[from] & Us::PALACE & !own,
        Piece::Elephant => elephant_attacks_from(from, occupied) & Us::HALF & !own,
        Piece::Horse => horse_attacks_from(from, occupied) & !own,
        Piece::Chariot => L::chariot_attacks_from(from, occupied) & !own,
        Piece::Cannon => {
            L::cannon_moves_from(from, occupied) | L::cannon_captures_from(from, occupied) & c.enemy
        }
        Piece::Soldier => Us::soldier_moves(1 << from) & !own,
    }
}

/// The kinds other than the general, whose moves [`Constraints::allowed`]
/// decides.
pub(super) const OTHERS: [Piece; 6] = [
    Piece::Advisor,
    Piece::Elephant,
    Piece::Horse,
    Piece::Chariot,
    Piece::Cannon,
    Piece::Soldier,
];

/// Calls `each` with each kind other than the general (whose moves
/// [`Constraints::allowed`] decides), in index order, inlined once per
/// kind so that everything that depends on the kind is decided by the
/// compiler.
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

/// Hands each legal move of `node`, `Us` to move, to `visit` (from, to,
/// the piece that moves): the general's first, then the other pieces' by
/// kind.
#[inline(always)]
pub(super) fn generate<L: Lookup, Us: SideToMove>(
    node: &Node,
    mut visit: impl FnMut(usize, usize, Piece),
) {
    let c = Constraints::new::<L, Us>(node);
    let general = c.square;
    for to in squares(targets::<L, Us>(&c, Piece::General, general)) {
        if c.general_safe::<L, Us>(to) {
            visit(general, to, Piece::General);
        }
    }
    for_each_other(|piece| {
        for from in squares(node.side(Us::US) & node.kind(piece.index())) {
            let from_bit = 1 << from;
            let targets = targets::<L, Us>(&c, piece, from);
            match c.allowed(from_bit) {
                Some(allowed) => {
                    for to in squares(targets & allowed) {
                        visit(from, to, piece);
                    }
                }
                None => {
                    for to in squares(targets) {
                        if c.safe::<L, Us>(from_bit, 1 << to) {
                            visit(from, to, piece);
                        }
                    }
                }
            }
        }
    });
}

/// Hands each legal move of `position` to `visit`, found with the
/// per-square lookup `L` (`Fastest`, or `Magic`, `Pext`, `Hyperbola`).
pub fn generate_legal_moves<L: Lookup>(position: &Position, mut visit: impl FnMut(Move)) {
    let mut visit = |from: usize, to: usize, piece: Piece| visit(new_move(from, to, piece));
    match position.side_to_move {
        Side::Red => generate::<L, Red>(&position.placement, &mut visit),
        Side::Black => generate::<L, Black>(&position.placement, &mut visit),
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
