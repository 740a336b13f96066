//! Janggi behind the one game layer: [`Position`] is a [`Game`], with
//! the Kogge-Stone strategy.

use bitfill::janggi::{Fastest, Side};

use super::attackers::general_attacked;
use super::{Move, Piece, Position, count_legal_moves, legal_moves};
use crate::{EndReason, FenError, Game, Outcome};

impl Position {
    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        general_attacked(self, self.side_to_move())
    }
}

impl Game for Position {
    type Move = Move;
    type Side = Side;

    const VARIANT: &'static str = "janggi";
    const FILES: u32 = 9;
    const RANKS: u32 = 10;

    fn start() -> Self {
        Position::initial()
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Position::from_fen(fen)
    }

    fn side_to_move(&self) -> Side {
        Position::side_to_move(self)
    }

    fn legal_moves(&self) -> Vec<Move> {
        legal_moves::<Fastest>(self)
    }

    fn count_legal_moves(&self) -> u64 {
        count_legal_moves::<Fastest>(self)
    }

    fn play(&self, legal_move: Move) -> Self {
        Position::play(self, legal_move)
    }

    fn uci(&self, legal_move: Move) -> String {
        legal_move.to_string()
    }

    fn outcome(&self) -> Option<Outcome<Side>> {
        if self.is_over() {
            // Fairy-Stockfish's material count: the first player, blue,
            // wins with more points than red plus one.
            let points = |side| {
                [
                    (Piece::Chariot, 13),
                    (Piece::Cannon, 7),
                    (Piece::Horse, 5),
                    (Piece::Elephant, 3),
                    (Piece::Advisor, 3),
                    (Piece::Soldier, 2),
                ]
                .into_iter()
                .map(|(piece, value)| value * i64::from(self.pieces(side, piece).count_ones()))
                .sum::<i64>()
            };
            let winner = if points(Side::Blue) - points(Side::Red) - 1 > 0 {
                Side::Blue
            } else {
                Side::Red
            };
            return Some(Outcome::Decisive {
                winner,
                reason: EndReason::MaterialCount,
            });
        }
        if count_legal_moves::<Fastest>(self) > 0 {
            return None;
        }
        // No move, not even the pass: in check, checkmate.
        Some(Outcome::Decisive {
            winner: self.side_to_move().opponent(),
            reason: EndReason::Checkmate,
        })
    }

    fn perft(&self, depth: u32) -> u64 {
        super::perft::<Fastest>(self, depth)
    }
}
