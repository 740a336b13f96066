//! Chess behind the one game layer: [`Position`] is a [`Game`], with the
//! specialised walk as its perft.

use bitfill::chess::Side;

use super::fen::{FairyStockfishFen, attacks_of};
use super::movegen::legal_moves;
use super::{Move, Piece, Position, count_legal_moves};
use crate::{EndReason, FenError, Game, Outcome};

impl Position {
    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        let us = self.side_to_move();
        attacks_of(self, us.opponent()) & self.pieces(us, Piece::King) != 0
    }
}

impl Game for Position {
    type Move = Move;
    type Side = Side;

    const VARIANT: &'static str = "chess";
    const FILES: u32 = 8;
    const RANKS: u32 = 8;

    fn start() -> Self {
        Position::initial()
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Position::from_fen(fen)
    }

    /// As Fairy-Stockfish writes it: unlike `Display` (X-FEN, as
    /// shakmaty), the castling rights as the rooks' files in Chess960 mode
    /// (`HAha`), and the en passant square only where a pawn may take
    /// there.
    ///
    /// ```
    /// use bitfill_games::Game;
    /// use bitfill_games::chess::Position;
    ///
    /// let start = Position::start();
    /// let after = start.play(start.parse_uci("e2e4")?);
    /// assert_eq!(after.fen(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    /// assert_eq!(after.to_string(), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    /// # Ok::<(), bitfill_games::MoveError>(())
    /// ```
    fn fen(&self) -> String {
        FairyStockfishFen(self).to_string()
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn legal_moves(&self) -> Vec<Move> {
        legal_moves(self)
    }

    fn count_legal_moves(&self) -> u64 {
        count_legal_moves(self)
    }

    fn play(&self, legal_move: Move) -> Self {
        Position::play(self, legal_move)
    }

    /// In the position's [`CastlingMode`](super::CastlingMode): `e1g1` in
    /// standard chess, king takes rook (`e1h1`) in Chess960, as
    /// Fairy-Stockfish spells castling in `chess` and `chess960`.
    fn uci(&self, legal_move: Move) -> String {
        legal_move.uci(self.castling_mode()).to_string()
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        if count_legal_moves(self) > 0 {
            return None;
        }
        Some(if self.is_check() {
            Outcome::Decisive {
                winner: self.side_to_move().opponent(),
                reason: EndReason::Checkmate,
            }
        } else {
            Outcome::Draw {
                reason: EndReason::Stalemate,
            }
        })
    }

    /// The walk specialised at compile time, with the frontier
    /// ([`perft`](super::perft)).
    fn perft(&self, depth: u32) -> u64 {
        super::perft(self, depth)
    }
}
