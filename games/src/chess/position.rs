//! The position: pieces as bitboards, side to move, castling rights, the en
//! passant square and the move counters, and copy-make [`Position::play`].

use bitfill::chess::{RANKS, Side, squares};

use super::castling::{CastlingMode, destinations};
use super::moves::{Move, MoveKind};
use super::piece::Piece;
use crate::placement::Placement;

/// The squares of the rooks that castle in standard chess: a1, h1, a8, h8.
pub(super) const CORNERS: u64 = 1 | 1 << 7 | 1 << 56 | 1 << 63;

/// A chess position, standard or Chess960 (double Chess960 included). Build
/// one with [`Position::from_fen`] or [`Position::initial`], move with
/// [`Position::play`].
///
/// Every position reachable from the public API has one king per side, and
/// castling rights only for rooks on their side's back rank with their king
/// on it, at most one rook on each side of the king; the generator relies on
/// both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces by side, white (index 0) and black (1), and by kind, pawn
    /// (index 0) to king (5).
    pub(super) placement: Placement<u64, [u64; 6]>,
    pub(super) side_to_move: Side,
    /// The squares of the rooks that may still castle (a1, h1, a8 and h8
    /// in standard chess; any square of the back ranks in Chess960): moving
    /// or capturing the rook clears its bit, moving the king clears its
    /// side's, so one mask handles all cases.
    pub(super) castling_rooks: u64,
    /// How castling moves are spelled.
    pub(super) castling_mode: CastlingMode,
    /// The square a pawn just skipped with a double push, or 0.
    pub(super) en_passant: u64,
    pub(super) halfmove_clock: u32,
    pub(super) fullmove_number: u32,
}

impl Position {
    /// The initial position of standard chess.
    #[must_use]
    pub const fn initial() -> Position {
        Position {
            placement: Placement {
                by_side: [RANKS[0] | RANKS[1], RANKS[6] | RANKS[7]],
                by_kind: [
                    RANKS[1] | RANKS[6],
                    0x4200_0000_0000_0042,
                    0x2400_0000_0000_0024,
                    0x8100_0000_0000_0081,
                    0x0800_0000_0000_0008,
                    0x1000_0000_0000_0010,
                ],
            },
            side_to_move: Side::White,
            castling_rooks: CORNERS,
            castling_mode: CastlingMode::Standard,
            en_passant: 0,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The pieces of `side`, all kinds.
    #[must_use]
    pub const fn side(&self, side: Side) -> u64 {
        self.placement.side(side.index())
    }

    /// The pieces of kind `piece`, both sides.
    #[must_use]
    pub const fn kind(&self, piece: Piece) -> u64 {
        self.placement.by_kind[piece.index()]
    }

    /// The pieces of kind `piece` and side `side`.
    #[must_use]
    pub const fn pieces(&self, side: Side, piece: Piece) -> u64 {
        self.side(side) & self.kind(piece)
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u64 {
        self.side(Side::White) | self.side(Side::Black)
    }

    /// What stands on `square` (an index below 64), if anything.
    #[must_use]
    pub fn piece_at(&self, square: usize) -> Option<(Side, Piece)> {
        let (side, piece) = self.placement.at(square)?;
        Some((Side::ALL[side], Piece::ALL[piece]))
    }

    /// The squares of the rooks that may still castle (with their king, on
    /// their side of it): among a1, h1, a8 and h8 in standard chess.
    #[must_use]
    pub const fn castling_rooks(&self) -> u64 {
        self.castling_rooks
    }

    /// How the moves of this position and its successors spell castling:
    /// detected by [`Position::from_fen`], chosen with
    /// [`Position::with_castling_mode`].
    #[must_use]
    pub const fn castling_mode(&self) -> CastlingMode {
        self.castling_mode
    }

    /// This position with castling spelled in `mode`; `None` for
    /// [`CastlingMode::Standard`] if a castling right does not exist in
    /// standard chess (the king not on e1 or e8, or the rook not in a
    /// corner), where the king's destination would not name the move.
    #[must_use]
    pub fn with_castling_mode(self, mode: CastlingMode) -> Option<Position> {
        let allowed = match mode {
            CastlingMode::Standard => self.has_standard_castling(),
            CastlingMode::Chess960 => true,
        };
        allowed.then_some(Position {
            castling_mode: mode,
            ..self
        })
    }

    /// Whether every castling right is one of standard chess: the rook in a
    /// corner and its king on the e-file.
    pub(super) fn has_standard_castling(&self) -> bool {
        let e1_e8 = 1 << 4 | 1 << 60;
        self.castling_rooks & !CORNERS == 0
            && Side::ALL.into_iter().all(|side| {
                let rank = RANKS[if side == Side::White { 0 } else { 7 }];
                self.castling_rooks & rank == 0
                    || self.pieces(side, Piece::King) & rank & e1_e8 != 0
            })
    }

    /// The square a pawn skipped with a double push on the last move (the
    /// square an en passant capture lands on), whether or not a capture is
    /// possible.
    #[must_use]
    pub fn en_passant(&self) -> Option<usize> {
        squares(self.en_passant).next()
    }

    /// Half-moves since the last capture or pawn move.
    #[must_use]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, 1 at the start, incremented after black moves.
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The position after `legal_move`, which must be a legal move of this
    /// position (from [`super::generate_legal_moves`] or [`super::legal_moves`]).
    ///
    /// Copy-make: `self` is left as it is.
    #[must_use]
    #[inline(always)]
    pub fn play(&self, legal_move: Move) -> Position {
        let mut next = *self;
        next.make(legal_move);
        next
    }

    /// Plays `legal_move`, a legal move of this position, in place.
    #[inline(always)]
    pub(super) fn make(&mut self, legal_move: Move) {
        let us = self.side_to_move.index();
        let them = us ^ 1;
        let from = legal_move.from_bit();
        let to = legal_move.to_bit();

        let captures = self.placement.capture(them, to);
        let moved = from | to;
        self.placement.shift(us, legal_move.piece.index(), moved);
        self.en_passant = 0;

        match legal_move.kind {
            MoveKind::Normal => {}
            MoveKind::DoublePush => self.en_passant = self.side_to_move.forward(from),
            MoveKind::EnPassant => {
                let captured = backward(self.side_to_move, to);
                self.placement.shift(them, Piece::Pawn.index(), captured);
            }
            MoveKind::Castle => {
                // King takes rook: the lines above took both off the board
                // (and put the king on the rook's square); put them on their
                // destinations, which may be either square.
                let (king_to, rook_to) =
                    destinations(usize::from(legal_move.from), usize::from(legal_move.to));
                let placement = &mut self.placement;
                placement.by_side[us] |= 1 << king_to | 1 << rook_to;
                let [king, rook] = [Piece::King.index(), Piece::Rook.index()];
                placement.by_kind[king] = placement.by_kind[king] & !to | 1 << king_to;
                placement.by_kind[rook] = placement.by_kind[rook] & !to | 1 << rook_to;
            }
            MoveKind::Promotion(piece) => {
                self.placement.by_kind[Piece::Pawn.index()] ^= to;
                self.placement.by_kind[piece.index()] |= to;
            }
        }

        self.castling_rooks &= !moved;
        if legal_move.piece == Piece::King {
            self.castling_rooks &= !RANKS[if us == 0 { 0 } else { 7 }];
        }
        self.halfmove_clock = if captures || legal_move.piece == Piece::Pawn {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if self.side_to_move == Side::Black {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side_to_move = self.side_to_move.opponent();
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

/// `squares` one step back towards the home rank of `side`.
#[inline]
pub(super) const fn backward(side: Side, squares: u64) -> u64 {
    side.opponent().forward(squares)
}
