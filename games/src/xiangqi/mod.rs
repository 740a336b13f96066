//! Xiangqi (Chinese chess): a legal move generator built only on
//! `bitfill::xiangqi`, and perft, checked against the published counts of
//! the initial position and against Fairy-Stockfish's legal moves.
//!
//! - The chariot's attacks and the cannon's moves and captures (a hopper)
//!   come from the per-square lookups of `bitfill::xiangqi`, one piece at a
//!   time ([`Lookup`]: [`Fastest`], PEXT where the build has BMI2 and magic
//!   bitboards elsewhere, or [`Magic`], [`Pext`], [`Hyperbola`], a type
//!   parameter chosen at compile time); the horse and the elephant are lame
//!   leapers, their targets on an empty board (`HORSE_ATTACKS`,
//!   `ELEPHANT_ATTACKS`) less those behind an occupied leg or midpoint; the
//!   general, advisors and soldiers use the leaper tables and the palace and
//!   the river of their side.
//! - Legality: a move may not leave one's own general attacked, nor facing
//!   the other general on an open file (the flying general). Cannon screens
//!   make pins subtle (a move can add a screen as well as remove one): the
//!   first three pieces along each of the general's rays (three lookups from
//!   the general, each with the pieces found before taken away) tell which
//!   squares no piece may land on (they would screen a cannon) and which
//!   pieces are pinned, and to which squares. The general's own moves, every
//!   move in check and the moves of a piece on the leg of an enemy horse are
//!   tried on the occupancy (make-and-test, lookups from the general); the
//!   others are legal as generated.
//!
//! Moves are spelled in UCI as Fairy-Stockfish spells them for xiangqi
//! (`h3e3`, `b3b10`); positions are read and written in its FEN
//! ([`Position::from_fen`]). [`perft`] walks the tree specialised at
//! compile time on the side to move (`side_to_move`: which way soldiers go,
//! which palace and half are ours), visiting the moves without listing
//! them, each played on a copy of the pieces (`tree`), and counts the moves
//! of its last ply without listing them ([`count_legal_moves`]: a popcount
//! per piece, set-wise for the soldiers).
//!
//! One concept per file, as for chess: `piece`, `moves` (and square
//! names), `position` (and playing a move), `fen`, `side_to_move` (the side
//! to move as a type), `leapers` (the horse and the elephant square by
//! square), `attackers` (the enemy pieces that can reach a general, and
//! whether they do), `constraints` (checks, pins and the pieces whose moves
//! are tried), `movegen` (visiting the legal moves, and listing them),
//! `count` (counting them), `tree` (perft's walk).
//!
//! ```
//! use bitfill_games::xiangqi::{Fastest, Position, perft};
//!
//! let position = Position::from_fen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1")?;
//! assert_eq!(position, Position::initial());
//! assert_eq!(perft::<Fastest>(&position, 3), 79_666);
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

pub use bitfill::xiangqi::{Fastest, Hyperbola, Lookup, Magic, Pext, Side};
pub use count::count_legal_moves;
pub use movegen::{generate_legal_moves, legal_moves};
pub use moves::{Move, parse_square, square_name};
pub use piece::Piece;
pub use position::Position;

/// The number of leaf nodes of the legal-move tree of `position`, `depth`
/// plies deep (1 at depth 0).
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
