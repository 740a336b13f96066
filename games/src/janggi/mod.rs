//! Janggi (Korean chess): a legal move generator built only on
//! `bitfill::janggi`, and perft, checked against Fairy-Stockfish's janggi
//! (through pyffish): its legal moves and its perft counts.
//!
//! - The chariot's attacks (the board's lines and the palaces' diagonal
//!   lines) and the cannon's moves and captures (a hopper along the same
//!   lines that may neither hop over nor capture a cannon: every cannon on
//!   the board is its `except`) come from the per-square lookups of
//!   `bitfill::janggi`, one piece at a time ([`Lookup`]: [`Fastest`], PEXT
//!   where the build has BMI2 and magic bitboards elsewhere, or [`Magic`],
//!   [`Pext`], [`Hyperbola`], a type parameter chosen at compile time); the
//!   horse and the elephant are lame leapers, their targets on an empty
//!   board (`HORSE_ATTACKS`, `ELEPHANT_ATTACKS`) less those behind an
//!   occupied square they pass; the general, the advisors and the soldiers
//!   step along the palace lines and forward, by tables made from
//!   `palace_moves` and `soldier_moves` of `bitfill::janggi`.
//! - Legality, Fairy-Stockfish's (`Position::legal`): a move may not leave
//!   one's own general attacked. The generals may face each other
//!   (bikjang); the side to move must then pass or break it. The pass,
//!   spelled as the general moving to its own square (`e2e2`), is legal out
//!   of check, and in bikjang even in check. Every move that could change
//!   whether the general is attacked (it leaves or lands on one of the
//!   general's lines up to the farthest enemy chariot or cannon on it, or a
//!   square within two of it), every move in check or in
//!   bikjang, is tried on the occupancy (make-and-test); the others are
//!   legal as generated.
//! - The end of the game, Fairy-Stockfish's `is_immediate_game_end`: a
//!   second pass in a row, or a pass in bikjang, ends it; the position
//!   reached has no legal move ([`Position::is_over`]). A position
//!   remembers whether its last move was a pass, so perft counts as
//!   Fairy-Stockfish does (`32`, `1_024`, `33_000` from the initial
//!   position: the 32 games passed twice end there). A FEN does not hold
//!   the last move: a position read from one starts a game.
//!
//! Moves are spelled in UCI as Fairy-Stockfish spells them for janggi
//! (`h3e3`, `b3b10`, the pass `e2e2`); positions are read and written in
//! its FEN ([`Position::from_fen`]). [`perft`] walks the tree specialised at
//! compile time on the side to move (`side_to_move`), visiting the moves
//! without listing them, each played on a copy of the pieces, whether the
//! last move was a pass an argument (`tree`), and counts the moves of its
//! last ply without listing them ([`count_legal_moves`]).
//!
//! One concept per file, as for xiangqi: `piece`, `moves` (and square
//! names), `position` (and playing a move), `fen`, `side_to_move` (the side
//! to move as a type), `leapers` (the lame leapers and the palace and
//! soldier steps square by square), `attackers` (the enemy pieces that can
//! reach a general, and whether they do), `constraints` (check, bikjang,
//! the pass, and the moves that are tried), `movegen` (visiting the legal
//! moves, and listing them), `count` (counting them), `tree` (perft's
//! walk).
//!
//! ```
//! use bitfill_games::janggi::{Fastest, Position, perft};
//!
//! let position = Position::from_fen("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1")?;
//! assert_eq!(position, Position::initial());
//! assert_eq!(perft::<Fastest>(&position, 3), 33_000);
//! # Ok::<(), bitfill_games::FenError>(())
//! ```

mod attackers;
mod constraints;
mod count;
mod fen;
mod game;
mod leapers;
mod movegen;
mod moves;
mod piece;
mod position;
mod side_to_move;
mod tree;

pub use bitfill::janggi::{Fastest, Hyperbola, Lookup, Magic, Pext, Side};
pub use count::count_legal_moves;
pub use movegen::{generate_legal_moves, legal_moves};
pub use moves::{Move, parse_square, square_name};
pub use piece::Piece;
pub use position::Position;

/// The number of leaf nodes of the legal-move tree of `position`, `depth`
/// plies deep (1 at depth 0), the pass included, games that end (two
/// passes in a row, a pass in bikjang) ending their branch.
///
/// The walk is specialised at compile time on the side to move, and
/// visits the moves without listing them; at depth 1 the moves are
/// counted, not played (bulk counting).
#[must_use]
pub fn perft<L: Lookup>(position: &Position, depth: u32) -> u64 {
    tree::perft::<L>(position, depth)
}

/// [`perft`] split by first move: each legal move with the leaf count below
/// it (`depth - 1` plies after it), sorted by UCI spelling, so the list can
/// be compared line by line with another engine's. Empty at depth 0.
#[must_use]
pub fn divide<L: Lookup>(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    crate::perft::split_by_move(
        legal_moves::<L>(position),
        ToString::to_string,
        |&legal_move| perft::<L>(&position.play(legal_move), below),
    )
}
