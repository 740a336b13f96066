//! What the move generator reads of a position, and perft copies from ply
//! to ply: the pieces, the castling rights and the en passant square. The
//! rest of the position's state, the side to move above all, is in the
//! generator's type parameters: the status (see `tree`).

use super::piece::Piece;
use super::position::Position;
use super::side_to_move::SideToMove;
use crate::placement::Placement;

/// The pieces, the castling rights and the en passant square of a position
/// whose side to move is known from elsewhere (a [`SideToMove`] parameter).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Node {
    pub(super) placement: Placement<u64, [u64; 6]>,
    /// The squares of the rooks that may still castle (see
    /// [`Position::castling_rooks`]).
    pub(super) castling: u64,
    /// The square a pawn just skipped with a double push, as a set, when a
    /// pawn of the side to move stands beside the pushed one; otherwise 0
    /// (no capture en passant is possible then).
    pub(super) en_passant: u64,
}

impl Node {
    /// The node of `position` (whose side to move is `Us`).
    #[inline]
    pub(super) fn of<Us: SideToMove>(position: &Position) -> Node {
        let placement = position.placement;
        let pushed = Us::Them::forward(position.en_passant);
        let beside = bitfill::chess::east_one(pushed) | bitfill::chess::west_one(pushed);
        let capturers = placement.side(Us::US) & placement.kind(Piece::Pawn.index());
        Node {
            placement,
            castling: position.castling_rooks,
            en_passant: if beside & capturers != 0 {
                position.en_passant
            } else {
                0
            },
        }
    }

    /// The pieces of kind `piece` and of the side with index `side`.
    #[inline(always)]
    pub(super) const fn pieces(&self, side: usize, piece: Piece) -> u64 {
        self.placement.by_side[side] & self.placement.by_kind[piece as usize]
    }
}
