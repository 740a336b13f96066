//! Shared by the workspace's tests, benches and examples: the naive
//! [`reference`](mod@reference), the [`harness`] that drives generated modules through it,
//! the [`geometries`] catalogue of specs under test and the [`wide`] one
//! beyond 128 squares, chess [`positions`],
//! and the benchmarks' [`contenders`], [`scenarios`], square-[`pairs`]
//! representations and board [`sizes`]. The perft move
//! generators are the workspace member `bitfill-games`, in `games/`.

pub mod betza;
pub mod betza_pieces;
pub mod compass;
pub mod contenders;
pub mod geometries;
pub mod harness;
pub mod pairs;
pub mod positions;
pub mod reference;
pub mod scenarios;
pub mod set;
pub mod sizes;
pub mod strategies;
pub mod wide;

/// The README's code blocks, compiled and run by `cargo test`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
