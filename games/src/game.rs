//! The one game layer: what every position of the crate answers, so that
//! perft, divide, FEN and UCI are written once ([`Game`]); and how a game
//! ends ([`Outcome`]).

use std::fmt;

use crate::{FenError, MoveError, uci_shape};

/// A position of a two-player game of the chess family: read from and
/// written to FEN as Fairy-Stockfish writes it, with its legal moves,
/// spelled in UCI as Fairy-Stockfish spells them, and its end.
///
/// Every game of the crate implements it: the specialised generators
/// ([`chess::Position`](crate::chess::Position),
/// [`xiangqi::Position`](crate::xiangqi::Position),
/// [`janggi::Position`](crate::janggi::Position)) and the generic one
/// ([`family::Position`](crate::family::Position)), so that code
/// written for `G: Game` (an engine's search, a perft tool, a bridge to a
/// GUI) runs with each. `Display` writes the FEN: [`Game::fen`]'s,
/// but for the specialised chess, whose `Display` writes X-FEN as
/// shakmaty does.
pub trait Game: Clone + Eq + fmt::Debug + fmt::Display + Sized {
    /// A legal move of the game.
    type Move: Copy + Eq + fmt::Debug;
    /// The players: the board's generated `Side`.
    type Side: Copy + Eq + fmt::Debug;

    /// The game's name in Fairy-Stockfish (its `UCI_Variant`): `chess`,
    /// `xiangqi`, `capablanca`.
    const VARIANT: &'static str;

    /// The board's files (`a` to the last file's letter) and ranks (1 to
    /// the last), as UCI and FEN name its squares.
    const FILES: u32;
    /// See [`Game::FILES`].
    const RANKS: u32;

    /// The start position.
    #[must_use]
    fn start() -> Self;

    /// The position `fen` describes, in Fairy-Stockfish's FEN for the
    /// game (ranks of 10 squares and more written `10`, its piece letters,
    /// its castling rights); the move counters may be left out.
    ///
    /// # Errors
    ///
    /// The first thing wrong with `fen`, as a [`FenError`].
    ///
    /// ```
    /// use bitfill_games::{FenError, Game};
    /// use bitfill_games::variants::grand::Position;
    ///
    /// let fen = "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1";
    /// assert_eq!(Position::from_fen(fen)?.fen(), fen);
    /// // No `x` among grand's pieces: the error lists its letters.
    /// let error = Position::from_fen("x9/10/10/10/10/10/10/10/10/10 w - - 0 1").unwrap_err();
    /// assert!(matches!(error, FenError::BadPiece { character: 'x', rank: 10, .. }));
    /// # Ok::<(), FenError>(())
    /// ```
    fn from_fen(fen: &str) -> Result<Self, FenError>;

    /// The FEN of the position, as Fairy-Stockfish writes it: the same
    /// text for the same position whichever generator holds it.
    #[must_use]
    fn fen(&self) -> String {
        self.to_string()
    }

    /// The side to move.
    #[must_use]
    fn side_to_move(&self) -> Self::Side;

    /// Every legal move, in the generator's order. None when the game has
    /// ended (see [`Game::outcome`]).
    #[must_use]
    fn legal_moves(&self) -> Vec<Self::Move>;

    /// The number of legal moves, counted without listing them where the
    /// generator can.
    #[must_use]
    fn count_legal_moves(&self) -> u64 {
        self.legal_moves().len() as u64
    }

    /// The position after `legal_move`, one of [`Game::legal_moves`]
    /// (or the move [`Game::parse_uci`] gives), untested: the fast way.
    ///
    /// # Panics
    ///
    /// A move that is not one of this position's legal moves (made by
    /// hand, or taken from another position) may panic or give a position
    /// no game reaches. [`Game::try_play`] tests it first.
    #[must_use]
    fn play(&self, legal_move: Self::Move) -> Self;

    /// The position after `candidate`, where it is one of
    /// [`Game::legal_moves`].
    ///
    /// # Errors
    ///
    /// [`MoveError::NotLegal`] where it is not.
    ///
    /// ```
    /// use bitfill_games::Game;
    /// use bitfill_games::chess::Position;
    ///
    /// let start = Position::start();
    /// let knight = start.parse_uci("g1f3")?;
    /// let after = start.try_play(knight)?;
    /// // The same move is not legal once played: black is to move.
    /// assert!(after.try_play(knight).is_err());
    /// # Ok::<(), bitfill_games::MoveError>(())
    /// ```
    fn try_play(&self, candidate: Self::Move) -> Result<Self, MoveError> {
        if self.legal_moves().contains(&candidate) {
            Ok(self.play(candidate))
        } else {
            Err(MoveError::NotLegal {
                candidate: format!("{candidate:?}"),
                fen: self.fen(),
            })
        }
    }

    /// `legal_move` in UCI, as Fairy-Stockfish spells it in this position
    /// (`e2e4`, `e7e8q`, `h3e3`, `a1a10`; castling as the game's mode
    /// writes it).
    #[must_use]
    fn uci(&self, legal_move: Self::Move) -> String;

    /// The legal move `uci` spells in this position.
    ///
    /// # Errors
    ///
    /// [`MoveError::Malformed`] if the text spells no move of the board
    /// at all (two of its squares, then a promotion letter or nothing);
    /// [`MoveError::Illegal`] if it does, but no legal move of the
    /// position is spelled so.
    ///
    /// ```
    /// use bitfill_games::{Game, MoveError};
    /// use bitfill_games::xiangqi::Position;
    ///
    /// let start = Position::start();
    /// let cannon = start.parse_uci("h3e3")?;
    /// assert_eq!(start.uci(cannon), "h3e3");
    /// assert!(matches!(start.parse_uci("h3e4"), Err(MoveError::Illegal { .. })));
    /// // No file j on xiangqi's nine files.
    /// assert!(matches!(start.parse_uci("j1j2"), Err(MoveError::Malformed { .. })));
    /// # Ok::<(), MoveError>(())
    /// ```
    fn parse_uci(&self, uci: &str) -> Result<Self::Move, MoveError> {
        if !uci_shape::is_move(uci, Self::FILES, Self::RANKS) {
            return Err(MoveError::Malformed {
                uci: uci.to_owned(),
                last_square: uci_shape::last_square(Self::FILES, Self::RANKS),
            });
        }
        self.legal_moves()
            .into_iter()
            .find(|&legal_move| self.uci(legal_move) == uci)
            .ok_or_else(|| MoveError::Illegal {
                uci: uci.to_owned(),
                fen: self.fen(),
            })
    }

    /// How the game has ended in this position, if it has: checkmate,
    /// stalemate as the game scores it, or an end of the game's own.
    #[must_use]
    fn outcome(&self) -> Option<Outcome<Self::Side>>;

    /// The number of leaf nodes of the legal-move tree, `depth` plies deep
    /// (1 at depth 0). The specialised generators walk the tree in their
    /// own way; the default walks [`Game::legal_moves`] and counts the
    /// last ply with [`Game::count_legal_moves`].
    #[must_use]
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ => self
                .legal_moves()
                .into_iter()
                .map(|legal_move| self.play(legal_move).perft(depth - 1))
                .sum(),
        }
    }
}

/// How a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome<S> {
    /// `winner` won.
    Decisive {
        /// The side that won.
        winner: S,
        /// Why.
        reason: EndReason,
    },
    /// Neither side won.
    Draw {
        /// Why.
        reason: EndReason,
    },
}

impl<S: Copy> Outcome<S> {
    /// The side that won, if one did.
    #[must_use]
    pub fn winner(self) -> Option<S> {
        match self {
            Outcome::Decisive { winner, .. } => Some(winner),
            Outcome::Draw { .. } => None,
        }
    }

    /// Why the game ended.
    #[must_use]
    pub fn reason(self) -> EndReason {
        match self {
            Outcome::Decisive { reason, .. } | Outcome::Draw { reason } => reason,
        }
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum EndReason {
    /// The side to move is in check and has no legal move.
    Checkmate,
    /// The side to move is not in check and has no legal move: a draw in
    /// chess, a loss in shatranj and xiangqi.
    Stalemate,
    /// One side has its king alone (shatranj's and courier's bare king,
    /// Fairy-Stockfish's `extinctionValue`).
    BareKing,
    /// Janggi: two passes in a row, or a pass in bikjang; Fairy-Stockfish
    /// counts the material (chariot 13, cannon 7, horse 5, elephant and
    /// advisor 3, soldier 2), the second player, red, winning ties.
    MaterialCount,
}

impl fmt::Display for EndReason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            EndReason::Checkmate => "checkmate",
            EndReason::Stalemate => "stalemate",
            EndReason::BareKing => "bare king",
            EndReason::MaterialCount => "material count",
        })
    }
}
