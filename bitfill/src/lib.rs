//! Direction-specialised bitboard fills and sliding attacks, generated at
//! compile time from one declarative spec, for any board geometry.
//!
//! [`fills!`] reads a spec (board size, integer type, directions, groups,
//! leapers) and emits, as `const fn`s with every shift and mask folded to a
//! literal:
//!
//! - one-step shifts with their wrap masks, for every direction;
//! - fills on an empty board, occluded fills and sliding attacks, for every
//!   direction, unrolled as **Kogge-Stone** (parallel prefix: shifts s, 2s,
//!   4s, ...) and/or **Dumb7** (one step per cycle), in sibling modules with
//!   the same names;
//! - attacks and x-rays for groups of directions (rook, bishop, queen,
//!   nightrider...);
//! - a `Board` type implementing [`Geometry`], for code generic over boards
//!   (its sets of squares are [`BitSet`]s, its squares have names);
//! - a `Sliders` trait with one type per strategy (`KoggeStone`, `Dumb7`),
//!   so that engine code is written once, generic over the strategy;
//! - what engines build around the fills: `between`, `line` and `aligned`
//!   for any two squares, each direction's rays and opposite, the groups as
//!   values, iteration over the squares of a set;
//! - set-wise leaper attacks (king, knight, pawns...) and per-square tables
//!   computed in const context;
//! - with `lookups`, per-square slider lookups built at compile time:
//!   magic bitboards (the macro finds the numbers), PEXT and a table-light line
//!   method (`hyperbola`), behind a `Lookup` trait like `Sliders`;
//! - fairy pieces: lame leapers, hoppers (cannons, grasshoppers), directions
//!   confined to a region, and pieces given by their Betza strings as
//!   Fairy-Stockfish reads them (`archbishop: "BN"`, `cannon: "mRcpR"`),
//!   each expanded into the primitives above.
//!
//! No `unsafe` but one call: the BMI2 instruction behind `pext` lookups
//! ([`pext_u64`]), which generated code calls through this crate, so that
//! a crate using the macro may `forbid(unsafe_code)`.
//!
//! [`chess`] is the standard board, ready to use:
//!
//! ```
//! use bitfill::chess::{self, kogge_stone};
//!
//! let queens = 1 << 27; // d4
//! let occupied = queens | 1 << 51 | 1 << 29; // d7, f4
//! let attacks = kogge_stone::queen_attacks(queens, !occupied);
//! assert_eq!(attacks.count_ones(), 24);
//! assert_eq!(attacks, chess::dumb7::queen_attacks(queens, !occupied));
//! ```
//!
//! Any other board is one invocation away. A 10 x 8 board needs 80 bits:
//!
//! ```
//! bitfill::fills! {
//!     /// Capablanca chess: 10 files, 8 ranks, a1 = bit 0.
//!     pub mod capablanca {
//!         bits: u128,
//!         board: 10 x 8,
//!         strategies: [kogge_stone],
//!         directions: {
//!             north: (0, 1),
//!             south: (0, -1),
//!             east: (1, 0),
//!             west: (-1, 0),
//!         },
//!         groups: { rook: [north, south, east, west] },
//!         leapers: {
//!             knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
//!         },
//!     }
//! }
//!
//! // A rook on a1 of an empty board sees the a-file and the first rank.
//! let rook = capablanca::kogge_stone::rook_attacks(1, !1);
//! assert_eq!(rook.count_ones(), 9 + 7);
//! assert_eq!(capablanca::KNIGHT_ATTACKS[0].count_ones(), 2);
//! ```
//!
//! The DSL is defined in [`spec`]. Bad specs are compile errors pointing at
//! the faulty token; a wrong wrap mask, for example, is reported with the
//! squares it would let wrap and the correct mask.
//!
//! # Conventions
//!
//! - Squares are numbered little-endian rank-file: square (file, rank) is bit
//!   `rank * width + file`, so a1 is bit 0.
//! - `sliders` may hold any number of pieces: everything is set-wise.
//! - `empty` is the set of empty squares; `!occupied` is fine, bits beyond the
//!   board are ignored. Results never hold bits beyond the board.
//! - Attacks include the first blocker in each ray, whatever its colour.
//!
//! # Kogge-Stone or Dumb7?
//!
//! Both modules have identical names, and each strategy is also a type
//! implementing the spec's `Sliders` trait, so code generic over
//! `S: Sliders` runs with either, monomorphised:
//!
//! ```
//! use bitfill::chess::{Dumb7, KoggeStone, Sliders};
//!
//! fn mobility<S: Sliders>(rooks: u64, occupied: u64) -> u32 {
//!     S::rook_attacks(rooks, !occupied).count_ones()
//! }
//! assert_eq!(mobility::<KoggeStone>(1, 1), 14);
//! assert_eq!(mobility::<Dumb7>(1, 1), 14);
//! ```
//!
//! The trait's methods forward to the `const fn`s and compile to the same
//! instructions (`BENCHMARKS.md` shows the assembly); they are not `const`
//! themselves, since stable Rust has no const trait methods.
//! Kogge-Stone needs about log2(ray length) rounds, Dumb7 one cycle per step;
//! Dumb7 has fewer instructions per round and a shorter dependency chain per
//! step. `cargo run --release --example compare` and `cargo bench` in the
//! repository measure both on your machine; `BENCHMARKS.md` has the figures,
//! against magic bitboards too.
//!
//! # Speed
//!
//! Every generated direction function compiles to the same instructions as
//! the textbook's hand-written one (LLVM merges the two as identical code).
//! Group functions (`rook_attacks`, `queen_attacks`) are where the target
//! matters: their directions are independent, and LLVM's SLP vectorizer
//! packs them into vector registers, or not, depending on the target and on
//! how the caller combines them. With the default `group_shape: auto` each
//! group function takes the shape chosen for the target being compiled
//! (every shape is in the one function, under `if cfg!(...)`; each spec
//! module's `GROUP_SHAPE` says which the build got, as a [`GroupShape`]):
//!
//! - x86-64 without AVX2 (the default target): SSE2 cannot shift two lanes
//!   by different amounts, so each direction gets its own block, entered
//!   when its first step moves a slider, which keeps the code scalar, also
//!   where an engine ORs `rook_attacks(..) | bishop_attacks(..)`;
//! - x86-64 with AVX2 but not AVX-512 (`-C target-cpu=x86-64-v3`): one
//!   union in which opposite directions share their propagators (fewer
//!   instructions), which LLVM packs into AVX2 registers;
//! - AVX-512 and other architectures: the textbook's union, eight
//!   directions in one AVX-512 register.
//!
//! Each is the fastest shape for throughput in its build, and within 5 % of
//! the fastest in every benchmark scenario there except latency chains
//! (`BENCHMARKS.md` in the repository): with AVX-512, code that waits for
//! each call's result is 1.1x to 1.5x faster with `group_shape: split`
//! (scalar, its branches predicted), which is 1.9x slower in throughput.
//! `split`, `paired` and `fused` in the spec force a shape.

#![no_std]
// One `unsafe` block in the crate: the BMI2 instruction behind `pext`
// lookups (`pext.rs`), which generated code calls through this crate so
// that users' crates may forbid `unsafe_code`.
#![deny(unsafe_code)]
#![deny(missing_docs, unused_qualifications, clippy::all, clippy::pedantic)]

// Generated code in this crate is written as users write it: `bitfill::fills!`.
extern crate self as bitfill;

mod bit_set;
mod display;
mod geometry;
mod pext;

pub use bit_set::{BitSet, Squares};
pub use bitfill_types::{GroupShape, MagicEntry, PextEntry, SquareName};
pub use display::{Diagram, Names};
pub use geometry::Geometry;
pub use pext::{pext_u64, pext_u128};

#[doc = include_str!("fills.md")]
#[macro_export]
macro_rules! fills {
    ($($spec:tt)*) => {
        // `$crate` names this crate wherever the user's crate reaches it,
        // renamed or not: the generated code names its items through it.
        $crate::__private::fills! { ($crate) $($spec)* }
    };
}

/// Not public API: what the code [`fills!`] generates names, and the
/// proc-macro behind it.
#[doc(hidden)]
pub mod __private {
    pub use crate::{
        BitSet, Geometry, GroupShape, MagicEntry, Names, PextEntry, Squares, pext_u64, pext_u128,
    };
    pub use bitfill_macros::fills;
    pub use bitfill_types::window;
}

pub mod chess;
pub mod janggi;
pub mod xiangqi;

#[cfg(any(doc, test))]
pub mod example_generated;

#[doc = include_str!("../spec.md")]
pub mod spec {}

/// The crate's README, as crates.io shows it, run as a doctest.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctest;
