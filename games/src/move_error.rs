//! Why a move was rejected.

use std::fmt;

/// Why a move in UCI was rejected by [`Game::parse_uci`](crate::Game::parse_uci).
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum MoveError {
    /// `uci` spells no move of the game's board: a move in UCI is two of
    /// its squares (a file letter, a rank number: `e2`, `a10`), then a
    /// promotion letter (lowercase) or nothing.
    Malformed {
        /// The text as given.
        uci: String,
        /// The board's last square, its first being `a1`.
        last_square: String,
    },
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
            MoveError::Malformed { uci, last_square } => write!(
                f,
                "{uci:?} is not a move in UCI: expected two squares from a1 to \
                 {last_square}, then a promotion letter or nothing"
            ),
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
