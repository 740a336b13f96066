//! Perft's walk of the legal-move tree, specialised at compile time on the
//! side to move (a [`SideToMove`] type), as the chess generator's is: each
//! move calls the next ply with the other side, so no code asks whose move
//! it is. Moves are visited, not listed: each is played on a copy of the
//! node's pieces ([`Node`]: no move counters; whether the last move was a
//! pass is an argument) and the child walked; at the last ply the moves
//! are only counted ([`count`]).

use bitfill::janggi::{Lookup, Side};

use super::count::count;
use super::movegen::{Visited, generate};
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Blue, Red, SideToMove};

/// The number of leaf nodes `depth` plies below `position`.
pub(super) fn perft<L: Lookup>(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    if position.is_over() {
        return 0;
    }
    let (node, passed) = (&position.placement, position.passed);
    match position.side_to_move {
        Side::Blue => walk::<L, Blue>(node, passed, depth),
        Side::Red => walk::<L, Red>(node, passed, depth),
    }
}

/// The leaves `depth` plies (1 or more) below `node` (a game not over),
/// `Us` to move, `passed` whether the move that led here was a pass.
fn walk<L: Lookup, Us: SideToMove>(node: &Node, passed: bool, depth: u32) -> u64 {
    if depth == 1 {
        return count::<L, Us>(node);
    }
    let mut nodes = 0;
    generate::<L, Us>(node, |visited| match visited {
        Visited::Move { from, to, piece } => {
            let child = play::<Us>(node, from, to, piece);
            nodes += walk::<L, Us::Them>(&child, false, depth - 1);
        }
        Visited::Pass { general } => {
            // A second pass in a row, or a pass in bikjang, ends the game:
            // the child has no move (Position::is_over).
            if !(passed || bikjang::<Us>(node, general)) {
                nodes += walk::<L, Us::Them>(node, true, depth - 1);
            }
        }
    });
    nodes
}

/// Whether the generals face each other in `node`, ours on `general`.
#[inline(always)]
fn bikjang<Us: SideToMove>(node: &Node, general: usize) -> bool {
    let generals = node.kind(Piece::General.index());
    let theirs = (node.side(Us::THEM) & generals).trailing_zeros() as usize;
    let occupied = node.side(0) | node.side(1);
    general % 9 == theirs % 9 && bitfill::janggi::between(general, theirs) & occupied == 0
}

/// `node` after the move of `piece` from `from` to `to`, `Us` to move.
#[inline(always)]
fn play<Us: SideToMove>(node: &Node, from: usize, to: usize, piece: Piece) -> Node {
    let (from, to) = (1u128 << from, 1u128 << to);
    let mut child = *node;
    // Whatever stands on `to` is taken, without asking whether something
    // does: generals are never taken.
    child.by_side[Us::THEM] &= !to;
    for pieces in &mut child.by_kind[1..] {
        *pieces &= !to;
    }
    child.shift(Us::US, piece.index(), from | to);
    child
}
