//! Perft's walk of the legal-move tree, specialised at compile time on the
//! side to move (a [`SideToMove`] type), as the chess generator's is: each
//! move calls the next ply with the other side, so no code asks whose move
//! it is. Moves are visited, not listed: each is played on a copy of the
//! node's pieces ([`Node`]: no move counters) and the child walked; at the
//! last ply the moves are only counted ([`count`]).

use bitfill::xiangqi::{Lookup, Side};

use super::count::count;
use super::movegen::generate;
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Black, Red, SideToMove};

/// The number of leaf nodes `depth` plies below `position`.
pub(super) fn perft<L: Lookup>(position: &Position, depth: u32) -> u64 {
    if depth == 0 {
        return 1;
    }
    match position.side_to_move {
        Side::Red => walk::<L, Red>(&position.placement, depth),
        Side::Black => walk::<L, Black>(&position.placement, depth),
    }
}

/// The leaves `depth` plies (1 or more) below `node`, `Us` to move.
fn walk<L: Lookup, Us: SideToMove>(node: &Node, depth: u32) -> u64 {
    if depth == 1 {
        return count::<L, Us>(node);
    }
    let mut nodes = 0;
    generate::<L, Us>(node, |from, to, piece| {
        let child = play::<Us>(node, from, to, piece);
        nodes += walk::<L, Us::Them>(&child, depth - 1);
    });
    nodes
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
