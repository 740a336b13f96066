//! What [`bitfill`](https://docs.rs/bitfill) and its procedural macro share,
//! so that the code the macro generates and the crate it runs on agree by
//! construction, as `cozy-chess-types` serves `cozy-chess` and its build
//! step:
//!
//! - [`GroupShape`]: how a generated group function is written; the macro
//!   reads a spec's `group_shape` with it, and each generated module says
//!   which shape it got;
//! - [`MagicEntry`] and [`PextEntry`]: one square's entry of a per-square
//!   lookup, each with its square's [`window`] of the table; the macro
//!   writes the entries at expansion time and the generated code indexes
//!   the window;
//! - [`SquareName`]: square names on any board, in the macro's docs and
//!   errors and in `bitfill::Geometry::square_name`;
//! - with the `betza` feature (which needs `alloc`), [`betza`]: Betza's
//!   notation as Fairy-Stockfish reads it, for the macro's `pieces` and the
//!   test suite's naive reference;
//! - with the `spelling` feature (`alloc` too), [`spelling`]: the "did you
//!   mean" of both procedural macros' errors.
//!
//! Depend on `bitfill`, which re-exports what its users need.

#![no_std]
#![forbid(unsafe_code)]
#![deny(missing_docs, unused_qualifications, clippy::all, clippy::pedantic)]

#[cfg(any(feature = "betza", feature = "spelling"))]
extern crate alloc;

#[cfg(feature = "betza")]
pub mod betza;
mod group_shape;
mod lookup_entry;
#[cfg(feature = "spelling")]
pub mod spelling;
mod square_name;

pub use group_shape::GroupShape;
pub use lookup_entry::{MagicEntry, PextEntry, window};
pub use square_name::SquareName;
