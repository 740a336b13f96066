//! The variants the crate ships, each described with
//! [`variant!`](crate::variant!) in a file of its own, as Fairy-Stockfish defines it
//! (its `variant.cpp`), and checked against it (`scripts/variants-check.sh`;
//! a fixed set of its counts in `tests/variants.rs`). Each module has the
//! variant's `board`, its `Rules` and its `Position`.
//!
//! - [`chess`] and [`chess960`]: chess through the generic generator, next
//!   to the specialised [`crate::chess`];
//! - 10 x 8, with the archbishop (`BN`) and the chancellor (`RN`):
//!   [`capablanca`], its shuffled [`caparandom`], [`gothic`] and
//!   [`embassy`] (other set-ups and castling), [`janus`] (two archbishops);
//! - [`grand`]: 10 x 10, promotion on three ranks, to captured pieces only;
//! - 8 x 8, other pieces: [`almost`] (a chancellor for the queen) and
//!   [`chigorin`] (knights and a chancellor against bishops and a queen);
//! - the old game and its descendant: [`shatranj`] (the alfil and the
//!   fers, the bare king) and [`courier`] (12 x 8).

pub mod almost;
pub mod capablanca;
pub mod caparandom;
pub mod chess;
pub mod chess960;
pub mod chigorin;
pub mod courier;
pub mod embassy;
pub mod gothic;
pub mod grand;
pub mod janus;
pub mod shatranj;

use crate::Game;

/// What to do with a variant chosen at run time: [`visit`] calls
/// [`GameVisitor::visit`] with the variant's position type.
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Visits the variant whose positions are `G`.
    fn visit<G: Game>(self) -> Self::Output;
}

/// The Fairy-Stockfish names of the shipped variants, as [`visit`] takes
/// them: `chess` and `chess960` are the generic generator's.
pub const NAMES: [&str; 12] = [
    "chess",
    "chess960",
    "capablanca",
    "caparandom",
    "gothic",
    "embassy",
    "janus",
    "grand",
    "almost",
    "chigorin",
    "shatranj",
    "courier",
];

/// Calls `visitor` with the shipped variant Fairy-Stockfish names `name`
/// (one of [`NAMES`]); `None` for another name.
///
/// ```
/// use bitfill_games::variants::{GameVisitor, visit};
/// use bitfill_games::{Game, perft};
///
/// struct StartPerft(u32);
///
/// impl GameVisitor for StartPerft {
///     type Output = u64;
///     fn visit<G: Game>(self) -> u64 {
///         perft(&G::start(), self.0)
///     }
/// }
///
/// assert_eq!(visit("shatranj", StartPerft(2)), Some(256));
/// assert_eq!(visit("no such variant", StartPerft(2)), None);
/// ```
pub fn visit<V: GameVisitor>(name: &str, visitor: V) -> Option<V::Output> {
    Some(match name {
        "chess" => visitor.visit::<chess::Position>(),
        "chess960" => visitor.visit::<chess960::Position>(),
        "capablanca" => visitor.visit::<capablanca::Position>(),
        "caparandom" => visitor.visit::<caparandom::Position>(),
        "gothic" => visitor.visit::<gothic::Position>(),
        "embassy" => visitor.visit::<embassy::Position>(),
        "janus" => visitor.visit::<janus::Position>(),
        "grand" => visitor.visit::<grand::Position>(),
        "almost" => visitor.visit::<almost::Position>(),
        "chigorin" => visitor.visit::<chigorin::Position>(),
        "shatranj" => visitor.visit::<shatranj::Position>(),
        "courier" => visitor.visit::<courier::Position>(),
        _ => return None,
    })
}
