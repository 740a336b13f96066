//! The position: pieces as bitboards of `bitfill::janggi` (a `u128`, a1 =
//! bit 0), the side to move, the move counters and what the last moves
//! leave of the game (a pass, its end), and copy-make [`Position::play`].

use bitfill::janggi::{Side, empty, generals_face};

use super::moves::Move;
use super::piece::Piece;
use crate::placement::Placement;

/// The pieces of a position, by side and by kind: what the generator reads
/// of a position, and perft copies from ply to ply (the side to move is a
/// type parameter there).
pub(super) type Node = Placement<u128, [u128; 7]>;

/// A janggi position. Build one with [`Position::from_fen`] or
/// [`Position::initial`], move with [`Position::play`].
///
/// Besides the board, a position remembers what Fairy-Stockfish reads off
/// its last two plies: whether the last move was a pass, and whether the
/// game has ended, by a second pass in a row or by a pass that leaves the
/// generals facing each other a second ply (bikjang, see
/// [`Position::is_over`]). A FEN holds neither: a position read from one
/// starts a game, as `legal_moves(variant, fen, [])` of pyffish does.
///
/// Every position reachable from the public API has one general per side,
/// generals and advisors in their palace, no soldier behind its starting
/// rank, and the side not to move not in check; the generator relies on
/// it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    /// Pieces by side, blue (index 0) and red (1), and by kind, general
    /// (index 0) to soldier (6).
    pub(super) placement: Node,
    pub(super) side_to_move: Side,
    pub(super) halfmove_clock: u32,
    pub(super) fullmove_number: u32,
    /// Whether the move that led here was a pass.
    pub(super) passed: bool,
    /// Whether the game has ended: no move is legal.
    pub(super) over: bool,
}

/// One square of each (file, rank) given, counted from 0.
const fn at(squares: &[(u32, u32)]) -> u128 {
    let mut set = 0;
    let mut index = 0;
    while index < squares.len() {
        let (file, rank) = squares[index];
        set |= 1 << (rank * 9 + file);
        index += 1;
    }
    set
}

/// `blue`'s squares and their mirror images on red's side.
const fn both_sides(blue: &[(u32, u32)]) -> u128 {
    let blue = at(blue);
    let mut set = blue;
    let mut square = 0;
    while square < 90 {
        if blue & 1 << square != 0 {
            set |= 1 << ((9 - square / 9) * 9 + square % 9);
        }
        square += 1;
    }
    set
}

impl Position {
    /// The initial position, Fairy-Stockfish's:
    /// `rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1`.
    #[must_use]
    pub const fn initial() -> Position {
        // Ranks 1 to 5.
        let blue = (1 << 45) - 1;
        let by_piece = [
            both_sides(&[(4, 1)]),
            both_sides(&[(3, 0), (5, 0)]),
            both_sides(&[(2, 0), (6, 0)]),
            both_sides(&[(1, 0), (7, 0)]),
            both_sides(&[(0, 0), (8, 0)]),
            both_sides(&[(1, 2), (7, 2)]),
            both_sides(&[(0, 3), (2, 3), (4, 3), (6, 3), (8, 3)]),
        ];
        let mut all = 0;
        let mut index = 0;
        while index < by_piece.len() {
            all |= by_piece[index];
            index += 1;
        }
        Position {
            placement: Placement {
                by_side: [all & blue, all & !blue],
                by_kind: by_piece,
            },
            side_to_move: Side::Blue,
            halfmove_clock: 0,
            fullmove_number: 1,
            passed: false,
            over: false,
        }
    }

    /// The side to move.
    #[must_use]
    pub const fn side_to_move(&self) -> Side {
        self.side_to_move
    }

    /// The pieces of `side`, all kinds.
    #[must_use]
    pub const fn side(&self, side: Side) -> u128 {
        self.placement.side(side.index())
    }

    /// The pieces of kind `piece`, both sides.
    #[must_use]
    pub const fn kind(&self, piece: Piece) -> u128 {
        self.placement.by_kind[piece.index()]
    }

    /// The pieces of kind `piece` and side `side`.
    #[must_use]
    pub const fn pieces(&self, side: Side, piece: Piece) -> u128 {
        self.side(side) & self.kind(piece)
    }

    /// Every occupied square.
    #[must_use]
    pub const fn occupied(&self) -> u128 {
        self.side(Side::Blue) | self.side(Side::Red)
    }

    /// What stands on `square` (an index below 90), if anything.
    #[must_use]
    pub fn piece_at(&self, square: usize) -> Option<(Side, Piece)> {
        let (side, piece) = self.placement.at(square)?;
        Some((Side::ALL[side], Piece::ALL[piece]))
    }

    /// Half-moves since the last capture (Fairy-Stockfish counts so in
    /// janggi: soldier moves do not reset it, passes count).
    #[must_use]
    pub const fn halfmove_clock(&self) -> u32 {
        self.halfmove_clock
    }

    /// The move number, 1 at the start, incremented after red moves.
    #[must_use]
    pub const fn fullmove_number(&self) -> u32 {
        self.fullmove_number
    }

    /// Bikjang: the two generals face each other on a file with nothing
    /// between them. Janggi allows it; the side to move must then pass or
    /// break it, and a pass ends the game (see [`Position::is_over`]).
    #[must_use]
    pub const fn bikjang(&self) -> bool {
        generals_face(
            self.pieces(Side::Blue, Piece::General),
            self.pieces(Side::Red, Piece::General),
            empty(self.occupied()),
        )
    }

    /// Whether the last move was a pass (never for a position read from a
    /// FEN).
    #[must_use]
    pub const fn passed(&self) -> bool {
        self.passed
    }

    /// Whether the game has ended by Fairy-Stockfish's rule, its
    /// `is_immediate_game_end`: the last two moves were passes, or the
    /// generals faced each other before the last move and still do after
    /// it (bikjang twice; since every other legal move breaks a bikjang,
    /// that last move was a pass). Such a position has no legal move. Its
    /// score (a draw, or the material count) is not perft's concern.
    #[must_use]
    pub const fn is_over(&self) -> bool {
        self.over
    }

    /// The position after `legal_move`, which must be a legal move of this
    /// position (from [`super::generate_legal_moves`] or
    /// [`super::legal_moves`]).
    ///
    /// Copy-make: `self` is left as it is.
    #[must_use]
    #[inline(always)]
    pub fn play(&self, legal_move: Move) -> Position {
        let us = self.side_to_move.index();
        let them = us ^ 1;
        let mut next = *self;
        let captures = if legal_move.is_pass() {
            next.over = self.passed || self.bikjang();
            next.passed = true;
            false
        } else {
            let from = legal_move.from_bit();
            let to = legal_move.to_bit();
            let captures = next.placement.capture(them, to);
            next.placement
                .shift(us, legal_move.piece.index(), from | to);
            next.passed = false;
            captures
        };
        next.halfmove_clock = if captures {
            0
        } else {
            self.halfmove_clock.saturating_add(1)
        };
        if self.side_to_move == Side::Red {
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
