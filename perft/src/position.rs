//! The position: pieces as bitboards, side to move, castling rights, the en
//! passant square and the move counters, and copy-make [`Position::play`].

use bitfill::chess::{Colour, RANKS, squares};

use super::moves::{Move, MoveKind};
use super::piece::Piece;

/// The squares of the rooks that castling needs: a1, h1, a8, h8.
pub(super) const CASTLING_ROOKS: u64 = 1 | 1 << 7 | 1 << 56 | 1 << 63;

/// A chess position. Build one with [`Position::from_fen`] or
/// [`Position::initial`], move with [`Position::play`].
///
/// Every position reachable from the public API has one king per side and
/// castling rights only where the king and rook stand on their home squares;
/// the generator relies on both.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces of white (index 0) and black (1).
    pub(super) by_colour: [u64; 2],
    /// Pieces of each kind, both colours, pawn (index 0) to king (5).
    pub(super) by_piece: [u64; 6],
    pub(super) side_to_move: Colour,
    /// The home squares (among [`CASTLING_ROOKS`]) of the rooks that may
    /// still castle: moving or capturing either the rook or the king clears
    /// the right, so one mask handles all cases.
    pub(super) castling_rooks: u64,
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
            by_colour: [RANKS[0] | RANKS[1], RANKS[6] | RANKS[7]],
            by_piece: [
                RANKS[1] | RANKS[6],
                0x4200_0000_0000_0042,
                0x2400_0000_0000_0024,
                0x8100_0000_0000_0081,
                0x0800_0000_0000_0008,
                0x1000_0000_0000_0010,
            ],
            side_to_move: Colour::White,
            castling_rooks: CASTLING_ROOKS,
            en_passant: 0,
            halfmove_clock: 0,
            fullmove_number: 1,
        }
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Colour {
        self.side_to_move
    }

    /// The pieces of `colour`, all kinds.
    #[must_use]
    pub const fn colour(&self, colour: Colour) -> u64 {
        self.by_colour[colour.index()]
    }

    /// The pieces of kind `piece`, both colours.
    #[must_use]
    pub const fn kind(&self, piece: Piece) -> u64 {
        self.by_piece[piece.index()]
    }

    /// The pieces of kind `piece` and colour `colour`.
    #[must_use]
    pub const fn pieces(&self, colour: Colour, piece: Piece) -> u64 {
        self.colour(colour) & self.kind(piece)
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u64 {
        self.by_colour[0] | self.by_colour[1]
    }

    /// What stands on `square` (an index below 64), if anything.
    #[must_use]
    pub fn piece_at(&self, square: usize) -> Option<(Colour, Piece)> {
        let bit = 1 << square;
        let colour = Colour::ALL
            .into_iter()
            .find(|&colour| self.colour(colour) & bit != 0)?;
        let piece = Piece::ALL
            .into_iter()
            .find(|&piece| self.kind(piece) & bit != 0)?;
        Some((colour, piece))
    }

    /// The squares among a1, h1, a8 and h8 whose rook may still castle
    /// (with its king, on its side of the board).
    #[must_use]
    pub const fn castling_rooks(&self) -> u64 {
        self.castling_rooks
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
        let us = self.side_to_move.index();
        let them = us ^ 1;
        let from = legal_move.from_bit();
        let to = legal_move.to_bit();
        let mut next = *self;

        let captures = self.by_colour[them] & to != 0;
        if captures {
            next.by_colour[them] &= !to;
            for pieces in &mut next.by_piece {
                *pieces &= !to;
            }
        }
        next.by_piece[legal_move.piece.index()] ^= from | to;
        next.by_colour[us] ^= from | to;
        next.en_passant = 0;

        match legal_move.kind {
            MoveKind::Normal => {}
            MoveKind::DoublePush => next.en_passant = self.side_to_move.forward(from),
            MoveKind::EnPassant => {
                let captured = backward(self.side_to_move, to);
                next.by_colour[them] ^= captured;
                next.by_piece[Piece::Pawn.index()] ^= captured;
            }
            MoveKind::Castle => {
                // The rook's two squares from the king's landing square:
                // g1 -> h1 and f1, c1 -> a1 and d1 (same on rank 8).
                let rook = if to > from {
                    to << 1 | to >> 1
                } else {
                    to >> 2 | to << 1
                };
                next.by_colour[us] ^= rook;
                next.by_piece[Piece::Rook.index()] ^= rook;
            }
            MoveKind::Promotion(piece) => {
                next.by_piece[Piece::Pawn.index()] ^= to;
                next.by_piece[piece.index()] |= to;
            }
        }

        next.castling_rooks &= !(from | to);
        if legal_move.piece == Piece::King {
            next.castling_rooks &= !RANKS[if us == 0 { 0 } else { 7 }];
        }
        next.halfmove_clock = if captures || legal_move.piece == Piece::Pawn {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if self.side_to_move == Colour::Black {
            next.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        next.side_to_move = self.side_to_move.opponent();
        next
    }
}

impl Default for Position {
    fn default() -> Position {
        Position::initial()
    }
}

/// `squares` one step back towards the home rank of `colour`.
#[inline]
pub(super) const fn backward(colour: Colour, squares: u64) -> u64 {
    colour.opponent().forward(squares)
}
