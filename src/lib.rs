//! Shared by the workspace's tests, benches and examples: the naive
//! [`reference`], the [`harness`] that drives generated modules through it,
//! the [`geometries`] catalogue of specs under test, and chess
//! [`positions`].

pub mod geometries;
pub mod harness;
pub mod positions;
pub mod reference;

/// The README's code blocks, compiled and run by `cargo test`.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
