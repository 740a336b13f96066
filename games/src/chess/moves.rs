//! Moves, and their UCI spelling (`e2e4`, `e7e8q`; castling `e1g1` in
//! standard chess, king takes rook `e1h1` in Chess960: see
//! [`CastlingMode`]). A move does not know the mode: the caller passes the
//! position's to [`Move::uci`], so equal moves compare equal whatever their
//! position's spelling.

use std::fmt;

use bitfill::chess::square_name;

use super::castling::{CastlingMode, destinations};
use super::piece::Piece;

/// What a move does besides taking the piece from `from` to `to` (and
/// removing whatever stood on `to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    /// Nothing more.
    Normal,
    /// A pawn's two-square advance: opens en passant for one move.
    DoublePush,
    /// A pawn captures the pawn beside it that just advanced two squares.
    EnPassant,
    /// Castling, encoded king takes rook: `from` is the king's square,
    /// `to` the castling rook's. The king lands on the g-file and the rook
    /// on the f-file if the rook stood on the h-side of the king, else on
    /// the c- and d-files. How UCI spells it is the position's
    /// [`CastlingMode`] (see [`Move::uci`]).
    Castle,
    /// A pawn reaches the last rank and becomes this piece.
    Promotion(Piece),
}

/// A legal move of the position it was generated for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    /// Where the piece starts: a square index of `bitfill::chess`, a1 = 0.
    pub from: u8,
    /// Where the piece lands; for castling, the castling rook's square
    /// (king takes rook, whatever the spelling).
    pub to: u8,
    /// The piece that moves (a pawn for a promotion).
    pub piece: Piece,
    /// Anything special about it.
    pub kind: MoveKind,
}

impl Move {
    /// The square the piece leaves, as a one-square set.
    #[must_use]
    pub const fn from_bit(self) -> u64 {
        1 << self.from
    }

    /// The square in `to`, as a one-square set: where the piece lands, or
    /// the castling rook's square.
    #[must_use]
    pub const fn to_bit(self) -> u64 {
        1 << self.to
    }

    /// The piece a promotion creates, or `None`.
    #[must_use]
    pub const fn promotion(self) -> Option<Piece> {
        match self.kind {
            MoveKind::Promotion(piece) => Some(piece),
            _ => None,
        }
    }
}

/// A move spelled in UCI for one [`CastlingMode`]: made by [`Move::uci`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Uci {
    legal_move: Move,
    mode: CastlingMode,
}

impl Move {
    /// The move in UCI, as engines print it in `divide`: from, to and the
    /// promotion letter. Castling is the king's square, then its
    /// destination (`e1g1`) in [`CastlingMode::Standard`], the rook's square
    /// (`e1h1`) in [`CastlingMode::Chess960`]; pass the mode of the
    /// position the move belongs to (`Position::castling_mode`).
    #[must_use]
    pub const fn uci(self, mode: CastlingMode) -> Uci {
        Uci {
            legal_move: self,
            mode,
        }
    }
}

impl fmt::Display for Uci {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let Uci { legal_move, mode } = *self;
        let (from, mut to) = (usize::from(legal_move.from), usize::from(legal_move.to));
        if legal_move.kind == MoveKind::Castle && mode == CastlingMode::Standard {
            to = destinations(from, to).0;
        }
        write!(f, "{}{}", square_name(from), square_name(to))?;
        if let Some(piece) = legal_move.promotion() {
            write!(f, "{}", piece.letter())?;
        }
        Ok(())
    }
}
