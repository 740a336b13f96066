//! The generic legal move generator of the chess family: [`Position`],
//! specialised at compile time for a [`Variant`], which the
//! [`variant!`](crate::variant!) macro describes in a few lines.
//!
//! A variant's board is a bitfill spec whose pieces are Betza pieces (with
//! the magic and PEXT lookups, [`Fastest`](bitfill::chess::Fastest) for
//! the build): every piece's moves come from its per-square functions, the
//! checks from `attackers` at the king's square, the pins from the
//! attackers once our pieces are lifted. The variant's rules are
//! constants of [`Variant`]: the royal piece, the pawn (double step, en
//! passant, promotion region, choices and limits, whether promotion is
//! mandatory), castling (the king's files, the rook's kinds, Chess960),
//! the bare king, the value of a stalemate, the start position. Their
//! branches fold away where the variant lacks the rule.
//!
//! One concept per file: `rules` (the [`Variant`] trait), `moves`
//! ([`Move`] and its UCI), `position` (and playing a move), `fen`,
//! `movegen` (the legal moves, listed or counted), `frontier` (perft's
//! last ply but one, counted by difference), `game` (the
//! [`Game`](crate::Game) implementation).

mod fen;
mod frontier;
mod game;
mod movegen;
mod moves;
mod position;
mod rules;

pub use crate::placement::KindSets;
pub use moves::{Move, MoveKind};
pub use position::Position;
pub use rules::{BareKing, Castling, PawnStepVisitor, PieceType, PieceVisitor, Stalemate, Variant};
