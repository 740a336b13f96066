//! A legal move generator for chess, standard and Chess960 (double Chess960
//! included), built only on bitfill's public API, and perft, the community's
//! standard correctness test: the number of leaf nodes of the legal-move
//! tree to a given depth, compared with published counts.
//!
//! - The per-square lookups of `bitfill::chess` (`Fastest`: PEXT
//!   where the build has BMI2, magics elsewhere) give each slider's moves,
//!   and test the squares the king may step to.
//! - `Group::rays` finds the enemy sliders on the king's lines, and a table
//!   of `chess::between` (with the far square) what stands between each and
//!   the king: nothing is a check, one own piece a pin; the ray of the pin
//!   keeps the pinned piece on it.
//! - `chess::between` also gives the squares castling needs empty and safe,
//!   for any files of king and rook (a table the compiler computes).
//! - The const leaper tables and the one-step shifts of `bitfill::chess`
//!   do the rest.
//!
//! Moves are legal by construction (a check mask, pin rays, an attack test
//! of each square the king may step to); only en passant is tried on the
//! board. [`perft`] walks the tree specialised at compile time on each
//! node's status, as Gigantua does (the side to move, whether en passant
//! is possible, whether castling rights remain): moves are visited, each
//! played on a copy of the node, and at the last ply counted without being
//! listed ([`count_legal_moves`]). One ply above, the children of a node
//! are counted by difference: the answering side's moves are counted once
//! per node, piece by piece, and each child recounts only the pieces its
//! move touched (a slider that saw the square left or reached, the pawns
//! in front of it, the king if the squares it may go to are watched
//! differently), and in full where a check may arise or a pin change in a
//! way the difference does not follow. [`perft_without_frontier`] counts
//! every one of them in full, as Gigantua does.
//!
//! Castling is encoded king takes rook ([`MoveKind::Castle`]: the move's
//! `to` is the rook's square). A [`Move`] does not carry its spelling:
//! [`Move::uci`] spells it in the [`CastlingMode`] given, the position's:
//! `e1g1` in standard chess, `e1h1` (king takes rook) in Chess960, as
//! shakmaty and cozy-chess spell it. [`Position::from_fen`] reads castling
//! rights in standard, X-FEN and Shredder-FEN notation and detects the
//! mode; [`Position::with_castling_mode`] overrides it.
//!
//! One concept per file: `piece`, `moves` (and their UCI spelling),
//! `castling` (its paths, which rooks the king may castle with, and
//! [`CastlingMode`]; a leaf, on sets alone), `position` (and playing a
//! move), `fen`, `side_to_move` (the side to move as a type), `node` (what the
//! generator reads of a position), `tables` (tables bitfill does not have
//! yet), `constraints` (checks, pins and the king's safe squares), `movegen`
//! (visiting the legal moves, and listing them), `count` (counting them),
//! `tree` (perft's walk), `frontier` (its last ply but one, counted by
//! difference).
//!
//! ```
//! use bitfill_games::chess::{CastlingMode, Position, perft};
//!
//! let position = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! assert_eq!(perft(&position, 3), 8_902);
//!
//! // The first position of the Chess960 perft results of chessprogramming.org,
//! // castling rights in Shredder-FEN.
//! let chess960 = Position::from_fen("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9")?;
//! assert_eq!(chess960.castling_mode(), CastlingMode::Chess960);
//! assert_eq!(perft(&chess960, 3), 12_189);
//! # Ok::<(), bitfill_games::FenError>(())
//! ```

mod castling;
mod constraints;
mod count;
mod fen;
mod frontier;
mod game;
mod movegen;
mod moves;
mod node;
mod piece;
mod position;
mod side_to_move;
mod tables;
mod tree;

pub use bitfill::chess::Side;

pub use castling::CastlingMode;
pub use count::count_legal_moves;
pub use movegen::{generate_legal_moves, legal_moves};
pub use moves::{Move, MoveKind, Uci};
pub use piece::Piece;
pub use position::Position;

/// The number of leaf nodes of the legal-move tree of `position`, `depth`
/// plies deep (1 at depth 0).
///
/// The walk is specialised at compile time on each node's status (side to
/// move, en passant, castling rights), as Gigantua's is. At the last ply
/// the moves are counted, not played (bulk counting); at the ply above,
/// each child's moves are counted by difference with its siblings' where
/// the move played cannot have changed more than a few pieces' moves
/// (the last ply but one, `frontier`; exact, see
/// [`perft_without_frontier`] for the walk without it).
#[must_use]
pub fn perft(position: &Position, depth: u32) -> u64 {
    tree::perft_from(position, depth, true)
}

/// [`perft`] with bulk counting at the last ply only, as Gigantua and most
/// perft programs count: every position one ply above the leaves has its
/// legal moves counted in full. The same numbers, more slowly; for
/// comparing like with like.
#[must_use]
pub fn perft_without_frontier(position: &Position, depth: u32) -> u64 {
    tree::perft_from(position, depth, false)
}

/// [`perft`] split by first move: each legal move with the leaf count below
/// it (`depth - 1` plies after it), sorted by UCI spelling in the
/// position's [`CastlingMode`] (print them with [`Move::uci`] in that mode),
/// so the list can be compared line by line with another engine's. Empty at
/// depth 0.
#[must_use]
pub fn divide(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    let mode = position.castling_mode();
    crate::perft::split_by_move(
        legal_moves(position),
        |legal_move| legal_move.uci(mode).to_string(),
        |&legal_move| perft(&position.play(legal_move), below),
    )
}
