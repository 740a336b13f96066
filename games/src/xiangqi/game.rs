//! Xiangqi behind the one game layer: [`Position`] is a [`Game`], with
//! the Kogge-Stone strategy.

use bitfill::xiangqi::{Fastest, Side};

use super::attackers::general_attacked;
use super::{Move, Position, count_legal_moves, legal_moves};
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

    const VARIANT: &'static str = "xiangqi";
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
        if count_legal_moves::<Fastest>(self) > 0 {
            return None;
        }
        // Xiangqi scores a stalemate as checkmate: the side to move loses.
        let reason = if self.is_check() {
            EndReason::Checkmate
        } else {
            EndReason::Stalemate
        };
        Some(Outcome::Decisive {
            winner: self.side_to_move().opponent(),
            reason,
        })
    }

    fn perft(&self, depth: u32) -> u64 {
        super::perft::<Fastest>(self, depth)
    }
}
