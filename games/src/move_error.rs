//! Why a move was rejected.

use std::fmt;

/// Why a move in UCI was rejected by [`Game::parse_uci`](crate::Game::parse_uci).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// No legal move of the position is spelled `uci` (as
    /// Fairy-Stockfish spells the game's moves).
    Illegal {
        /// The move as given.
        uci: String,
        /// The position's FEN.
        fen: String,
    },
    /// A move given to [`Game::try_play`](crate::Game::try_play) is not
    /// one of the position's legal moves.
    NotLegal {
        /// The move, as `Debug` writes it.
        candidate: String,
        /// The position's FEN.
        fen: String,
    },
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::Illegal { uci, fen } => {
                write!(f, "{uci:?} is not a legal move in {fen}")
            }
            MoveError::NotLegal { candidate, fen } => {
                write!(f, "{candidate} is not one of the legal moves of {fen}")
            }
        }
    }
}

impl std::error::Error for MoveError {}
