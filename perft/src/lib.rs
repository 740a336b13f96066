//! A legal move generator for chess, built only on bitfill's public API,
//! and perft, the community's standard correctness test: the number of leaf
//! nodes of the legal-move tree to a given depth, compared with published
//! counts.
//!
//! - The sliding functions of `bitfill::chess`, through its generated
//!   [`Sliders`] trait ([`KoggeStone`] or [`Dumb7`], a type parameter chosen
//!   at compile time), find checks, find pins by x-ray, map the squares the
//!   opponent attacks, and give the slider moves; `chess::line` keeps a
//!   pinned piece on its pin; `Group::rays` skips the king's rays no enemy
//!   slider stands on.
//! - The const leaper tables, the colour-generic pawn functions and the
//!   square iterator of `bitfill::chess` do the rest.
//!
//! Moves are legal by construction (a check mask, pins by line, the attack
//! map for the king); only en passant is tried on the board. [`perft`]
//! plays copy-make ([`Position::play`]) and counts the moves of its last ply
//! without listing them ([`count_legal_moves`]).
//!
//! One concept per file: `piece`, `moves` (and their UCI spelling),
//! `position` (and playing a move), `fen`, `movegen`.
//!
//! ```
//! use bitfill_perft::{KoggeStone, Position, perft};
//!
//! let position = Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")?;
//! assert_eq!(perft::<KoggeStone>(&position, 3), 8_902);
//! # Ok::<(), bitfill_perft::FenError>(())
//! ```

mod fen;
mod movegen;
mod moves;
mod piece;
mod position;

pub use bitfill::chess::{Colour, Dumb7, KoggeStone, Sliders};
pub use fen::FenError;
pub use movegen::{count_legal_moves, generate_legal_moves, legal_moves};
pub use moves::{Move, MoveKind};
pub use piece::Piece;
pub use position::Position;

/// The number of leaf nodes of the legal-move tree of `position`, `depth`
/// plies deep (1 at depth 0).
///
/// Bulk counting: at depth 1 the moves are counted, not played.
#[must_use]
pub fn perft<S: Sliders>(position: &Position, depth: u32) -> u64 {
    match depth {
        0 => 1,
        1 => count_legal_moves::<S>(position),
        _ => {
            let mut nodes = 0;
            generate_legal_moves::<S>(position, |legal_move| {
                nodes += perft::<S>(&position.play(legal_move), depth - 1);
            });
            nodes
        }
    }
}

/// [`perft`] split by first move: each legal move with the leaf count below
/// it (`depth - 1` plies after it), sorted by UCI spelling, so the list can
/// be compared line by line with another engine's. Empty at depth 0.
#[must_use]
pub fn divide<S: Sliders>(position: &Position, depth: u32) -> Vec<(Move, u64)> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    let mut split: Vec<(Move, u64)> = legal_moves::<S>(position)
        .into_iter()
        .map(|legal_move| (legal_move, perft::<S>(&position.play(legal_move), below)))
        .collect();
    split.sort_by_cached_key(|(legal_move, _)| legal_move.to_string());
    split
}
