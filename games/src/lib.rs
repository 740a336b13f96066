//! Legal move generators for chess and its family, built only on
//! [`bitfill`]'s public API, behind one game layer: the [`Game`] trait,
//! which every position of the crate implements, with one [`perft`](fn@perft) and
//! one [`divide`] for all of them, one [`FenError`], and moves spelled in
//! UCI as Fairy-Stockfish spells them.
//!
//! - [`chess`]: standard chess and Chess960, specialised at compile time on
//!   each node's status, as the perft record-holder Gigantua is.
//! - [`xiangqi`] and [`janggi`]: Chinese and Korean chess, as
//!   Fairy-Stockfish plays them (the flying general, the cannons, the
//!   palaces, janggi's pass and bikjang).
//! - [`family`]: the generic generator of the chess family, specialised
//!   at compile time for a variant described in a few lines by the
//!   [`variant!`] macro (the board, the pieces by Betza string and FEN
//!   letter, the royal piece, pawns, promotion, castling, the start
//!   position, under the names of Fairy-Stockfish's `variants.ini`); and
//!   [`variants`], the variants it ships: chess and Chess960 again,
//!   Capablanca, Grand, Shatranj and more, each checked against
//!   Fairy-Stockfish.
//!
//! ```
//! use bitfill_games::{Game, perft};
//! use bitfill_games::variants::capablanca::Position;
//!
//! let position = Position::start();
//! assert_eq!(perft(&position, 2), 784);
//! let after = position.play(position.parse_uci("b1c3")?);
//! assert_eq!(after.fen(), "rnabqkbcnr/pppppppppp/10/10/10/2N7/PPPPPPPPPP/R1ABQKBCNR b KQkq - 1 1");
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! One concept per file: `game` (the trait and a game's end), `perft`
//! (perft and divide, for every game), `fen_error` (why a FEN is
//! rejected, for every game), `move_error` (why a move is); the games share
//! `placement` (the pieces' sets and their updates), `fen_fields`
//! (splitting a FEN, its counters and its placement) and `popcount` (the
//! sums of the counts at the leaves); `cli` is the examples' command line.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

pub mod chess;
// The examples' command line: public for them, not part of the API.
#[doc(hidden)]
pub mod cli;
pub mod family;
mod fen_error;
mod fen_fields;
mod game;
pub mod janggi;
mod move_error;
mod perft;
mod placement;
mod popcount;
mod uci_shape;
pub mod variants;
pub mod xiangqi;

pub use fen_error::FenError;
pub use game::{EndReason, Game, Outcome};
pub use move_error::MoveError;
pub use perft::{divide, perft};

/// Describes a variant of the chess family and generates it: a module
/// with its board (`board`: a bitfill spec whose pieces are the variant's
/// Betza pieces), its rules (`Rules`, a [`family::Variant`]) and
/// `Position`, the generic generator's [`Game`] for it, specialised at
/// compile time.
///
/// The keys are Fairy-Stockfish's options (its `variants.ini`), in snake
/// case; what is not given is as in Fairy-Stockfish's chess:
///
/// | key | what | default |
/// | --- | --- | --- |
/// | `variant` | Fairy-Stockfish's name of the variant, `"capablanca"` | required |
/// | `max_file`, `max_rank` | the board: `max_file: j, max_rank: 8` is 10 x 8 (at most 128 squares) | `h`, `8` |
/// | `pieces` | `{ name: letter "Betza", ... }`: `archbishop: a "BN"` | required |
/// | `king` | the royal piece | the piece named `king` |
/// | `pawn` | the piece that steps twice, is taken en passant and promotes | the piece named `pawn` |
/// | `double_step` | whether pawns step twice | `true` |
/// | `double_step_region_white`, `_black` | where they may: ranks `*2`, files `a*`, squares `e4` | `*2`, the rank before the last |
/// | `promotion_region_white`, `_black` | where pawns promote, `*8 *9 *10` | the last rank, `*1` |
/// | `promotion_piece_types` (or `_white`, `_black`) | what they promote to, `[queen, rook, bishop, knight]` | required with a pawn |
/// | `promotion_limit` | how many of a kind a side may have to promote to it, `{ queen: 1 }` | none |
/// | `mandatory_pawn_promotion` | if not, a pawn may stay one where it can still move | `true` |
/// | `castling` | whether the king castles | `true` |
/// | `castling_kingside_file`, `castling_queenside_file` | the king's file after castling | `g`, `c` |
/// | `castling_rook_pieces` | the kinds the king castles with, `[rook]` | the piece named `rook` |
/// | `chess960` | castling rights as files and castling as king takes rook | `false` |
/// | `extinction_value` and `extinction_claim`, `extinction_piece_types: all`, `extinction_piece_count`, `extinction_opponent_piece_count` | the bare-king rule of shatranj | none |
/// | `stalemate_value` | `draw` or `loss` | `draw` |
/// | `start_fen` | the start position, one royal piece a side | required |
///
/// Every mistake is a compile error on its token, all at once: an
/// unknown key (with the closest known one), a piece unknown to
/// `pieces`, a letter used twice, a bad Betza string, a region off the
/// board, a start position whose ranks do not fit it or without one
/// royal piece a side.
///
/// ```
/// bitfill_games::variant! {
///     /// Capablanca chess: 10 x 8, with the archbishop and the chancellor.
///     pub mod capablanca {
///         variant: "capablanca",
///         max_file: j,
///         pieces: {
///             pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
///             archbishop: a "BN", chancellor: c "RN", king: k "K",
///         },
///         promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
///         castling_kingside_file: i,
///         castling_queenside_file: c,
///         start_fen: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
///     }
/// }
///
/// use bitfill_games::{Game, perft};
/// let start = capablanca::Position::start();
/// assert_eq!(perft(&start, 2), 784);
/// ```
#[macro_export]
macro_rules! variant {
    ($($description:tt)*) => {
        // `$crate` names this crate wherever the user's crate reaches it.
        $crate::__private::variant! { ($crate) $($description)* }
    };
}

/// Not public API: what the [`variant!`] macro's expansion names.
#[doc(hidden)]
pub mod __private {
    pub use bitfill;
    pub use bitfill_games_macros::variant;

    /// Implemented by the [`variant!`] macro's expansion alone: it keeps
    /// [`Variant`](crate::family::Variant) the macro's to implement, so
    /// that the trait may gain items without breaking a user's code.
    pub trait Sealed {}
}

/// The crate's README, as crates.io shows it, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctest;
