//! A move of the generic generator, and its spelling in UCI.

use std::fmt::Write;

use bitfill::Geometry;

use super::rules::Variant;

/// What a move does besides taking its piece from `from` to `to`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// A move or capture of any piece but a pawn promoting.
    Normal,
    /// A pawn's double step, which may open en passant.
    DoubleStep,
    /// A pawn's capture en passant: `to` is the square passed, the pawn
    /// taken stands in front of it.
    EnPassant,
    /// Castling, king takes rook: `from` is the king's square, `to` the
    /// rook's.
    Castle,
    /// A pawn's move or capture promoting to the kind given (an index into
    /// the variant's pieces).
    Promotion(u8),
}

/// A legal move of a [`Position`](super::Position).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// The square the moving piece (the king, for castling) leaves.
    pub from: u16,
    /// Where it goes; for castling, the rook's square.
    pub to: u16,
    /// What else it does.
    pub kind: MoveKind,
}

impl Move {
    pub(super) fn new(from: usize, to: usize, kind: MoveKind) -> Move {
        // Boards have at most 1024 squares.
        #[allow(clippy::cast_possible_truncation)]
        Move {
            from: from as u16,
            to: to as u16,
            kind,
        }
    }

    /// The move in UCI in variant `V`: the squares (`a10` on a board of
    /// ten ranks), a promotion's letter, and castling as the king's move
    /// to `king_to`, or, without it or in Chess960 variants, as the king
    /// taking its rook. [`Game::uci`](crate::Game::uci) spells it as
    /// Fairy-Stockfish does, with the king's square where that is not
    /// also a plain move of the king.
    #[must_use]
    pub fn uci<V: Variant>(self, king_to: Option<usize>) -> String {
        let (from, mut to) = (usize::from(self.from), usize::from(self.to));
        if let (MoveKind::Castle, Some(king_to), false) = (self.kind, king_to, V::CHESS960) {
            to = king_to;
        }
        let mut text = format!(
            "{}{}",
            V::Board::square_name(from),
            V::Board::square_name(to)
        );
        if let MoveKind::Promotion(kind) = self.kind {
            let _ = text.write_char(V::PIECES[usize::from(kind)].letter);
        }
        text
    }
}
