//! A position of a variant, and playing a move on it (copy-make).

use std::fmt;
use std::hash::{Hash, Hasher};
use std::marker::PhantomData;
use std::str::FromStr;

use bitfill::{BitSet, Geometry};

use super::moves::{Move, MoveKind};
use super::rules::Variant;
use crate::FenError;
use crate::placement::{KindSets, Placement};

/// A position of the variant `V`: where the pieces stand, the side to
/// move, the castling rights, the en passant square and the move
/// counters. A [`Game`](crate::Game): read it from FEN, list and play its
/// moves, count perft.
pub struct Position<V: Variant> {
    pub(super) placement: Placement<V::Bits, V::Kinds>,
    /// 0 or 1.
    pub(super) side_to_move: usize,
    /// The rooks (of the castling kinds) that may still castle.
    pub(super) castling_rooks: V::Bits,
    /// The square a pawn just passed with a double step, where an enemy
    /// pawn attacks it (as Fairy-Stockfish sets it); empty otherwise.
    pub(super) en_passant: V::Bits,
    pub(super) halfmove_clock: u32,
    pub(super) fullmove_number: u32,
    pub(super) variant: PhantomData<V>,
}

// By hand: deriving would bound `V`, not its associated types.
impl<V: Variant> Clone for Position<V> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<V: Variant> Copy for Position<V> {}

impl<V: Variant> PartialEq for Position<V> {
    fn eq(&self, other: &Self) -> bool {
        self.placement == other.placement
            && self.side_to_move == other.side_to_move
            && self.castling_rooks == other.castling_rooks
            && self.en_passant == other.en_passant
            && self.halfmove_clock == other.halfmove_clock
            && self.fullmove_number == other.fullmove_number
    }
}

impl<V: Variant> Eq for Position<V> {}

impl<V: Variant> Hash for Position<V> {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.placement.hash(state);
        self.side_to_move.hash(state);
        self.castling_rooks.hash(state);
        self.en_passant.hash(state);
        self.halfmove_clock.hash(state);
        self.fullmove_number.hash(state);
    }
}

/// The start position.
impl<V: Variant> Default for Position<V> {
    fn default() -> Self {
        <Self as crate::Game>::start()
    }
}

/// [`Game::from_fen`](crate::Game::from_fen).
impl<V: Variant> FromStr for Position<V> {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Self, FenError> {
        <Self as crate::Game>::from_fen(fen)
    }
}

impl<V: Variant> fmt::Debug for Position<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}({self})", V::NAME)
    }
}

impl<V: Variant> Position<V> {
    /// The side to move, 0 (the first player) or 1.
    #[must_use]
    pub fn side_index(&self) -> usize {
        self.side_to_move
    }

    /// The pieces of side `side` (0 or 1), all kinds.
    #[must_use]
    pub fn side(&self, side: usize) -> V::Bits {
        self.placement.side(side)
    }

    /// The pieces of kind `kind`, both sides.
    #[must_use]
    pub fn kind(&self, kind: usize) -> V::Bits {
        self.placement.kind(kind)
    }

    /// The pieces of `side` and `kind`.
    #[must_use]
    pub fn pieces(&self, side: usize, kind: usize) -> V::Bits {
        self.placement.side(side) & self.placement.kind(kind)
    }

    /// Every piece.
    #[must_use]
    pub fn occupied(&self) -> V::Bits {
        self.placement.side(0) | self.placement.side(1)
    }

    /// The side and kind of what stands on `square`, if anything.
    #[must_use]
    pub fn piece_at(&self, square: usize) -> Option<(usize, usize)> {
        self.placement.at(square)
    }

    /// The rooks that may still castle.
    #[must_use]
    pub fn castling_rooks(&self) -> V::Bits {
        self.castling_rooks
    }

    /// The square a pawn just passed, if an enemy pawn may take it en
    /// passant.
    #[must_use]
    pub fn en_passant(&self) -> Option<usize> {
        let mut square = self.en_passant;
        square.pop_first()
    }

    /// The halfmove clock.
    #[must_use]
    pub fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The fullmove number.
    #[must_use]
    pub fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// The square of `side`'s royal piece.
    pub(super) fn royal_square(&self, side: usize) -> usize {
        let mut royal = self.pieces(side, V::ROYAL);
        royal
            .pop_first()
            .expect("every position has both royal pieces")
    }

    /// `side`'s pieces, one set per kind.
    pub(super) fn kinds_of(&self, side: usize) -> V::Kinds {
        let mut kinds = V::Kinds::EMPTY;
        let own = self.placement.side(side);
        for (kind, set) in kinds.as_mut().iter_mut().enumerate() {
            *set = self.placement.kind(kind) & own;
        }
        kinds
    }

    /// Where the king castling with the rook on `rook` goes, and where the
    /// rook goes: the castling files of the king's rank.
    pub(super) fn castling_targets(&self, king: usize, rook: usize) -> (usize, usize) {
        let castling = V::CASTLING.expect("castling in a variant without");
        let width = V::Board::WIDTH as usize;
        let rank_start = king - king % width;
        if rook > king {
            let king_to = rank_start + castling.kingside_file as usize;
            (king_to, king_to - 1)
        } else {
            let king_to = rank_start + castling.queenside_file as usize;
            (king_to, king_to + 1)
        }
    }

    /// The position after `legal_move`, one of its legal moves.
    #[must_use]
    pub fn play(&self, legal_move: Move) -> Position<V> {
        let mut next = *self;
        next.make(legal_move);
        next
    }

    /// Plays `legal_move`, one of its legal moves, in place. Perft plays
    /// on a copy this way: a position returned by value is copied out in
    /// wide loads of what was just stored narrow, which stalls.
    pub(super) fn make(&mut self, legal_move: Move) {
        let (us, them) = (self.side_to_move, 1 - self.side_to_move);
        let (from, to) = (usize::from(legal_move.from), usize::from(legal_move.to));
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let kind = self.placement.at(from).map_or(V::ROYAL, |(_, kind)| kind);
        let ours_before = self.placement.side(us);
        self.en_passant = V::Bits::EMPTY;
        self.halfmove_clock = self.halfmove_clock.saturating_add(1);
        let pawn = Some(kind) == V::PAWN;
        if pawn {
            self.halfmove_clock = 0;
        }
        match legal_move.kind {
            MoveKind::Castle => {
                let (king_to, rook_to) = self.castling_targets(from, to);
                let rook_kind = self.placement.at(to).map_or(V::ROYAL, |(_, kind)| kind);
                self.placement.shift(us, V::ROYAL, from_bit);
                self.placement.shift(us, rook_kind, to_bit);
                self.placement.put(us, V::ROYAL, king_to);
                self.placement.put(us, rook_kind, rook_to);
            }
            MoveKind::EnPassant => {
                let taken = V::forward(them, to_bit);
                self.placement.capture(them, taken);
                self.placement.shift(us, kind, from_bit | to_bit);
            }
            MoveKind::Promotion(promoted) => {
                if self.placement.capture(them, to_bit) {
                    self.halfmove_clock = 0;
                }
                self.placement.shift(us, kind, from_bit);
                self.placement.put(us, usize::from(promoted), to);
            }
            MoveKind::Normal | MoveKind::DoubleStep => {
                if self.placement.capture(them, to_bit) {
                    self.halfmove_clock = 0;
                }
                self.placement.shift(us, kind, from_bit | to_bit);
            }
        }
        if legal_move.kind == MoveKind::DoubleStep {
            // Fairy-Stockfish keeps the square only where an enemy pawn
            // attacks it.
            let passed = V::forward(us, from_bit);
            let mut pawns = V::Kinds::EMPTY;
            if let Some(pawn_kind) = V::PAWN {
                pawns.as_mut()[pawn_kind] = self.pieces(them, pawn_kind);
            }
            let mut square = passed;
            if let Some(passed_square) = square.pop_first() {
                let occupied = self.occupied() | passed;
                if !V::attackers(them, passed_square, occupied, &pawns).is_empty() {
                    self.en_passant = passed;
                }
            }
        }
        // Rights end when the king moves and when a castling rook moves or
        // is taken.
        if !self.castling_rooks.is_empty() {
            if kind == V::ROYAL {
                self.castling_rooks &= !ours_before;
            }
            self.castling_rooks &= !(from_bit | to_bit);
        }
        if us == 1 {
            self.fullmove_number = self.fullmove_number.saturating_add(1);
        }
        self.side_to_move = them;
    }
}
