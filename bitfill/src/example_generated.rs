//! What [`fills!`](crate::fills) generates, on docs.rs: the standard chess
//! spec, expanded here as it is in [`crate::chess`]. Only built for the
//! documentation; use [`crate::chess`] in code.
//!
//! The spec:
//!
//! ```rust
#![doc = include_str!("chess_spec.rs")]
//! ```
//!
//! Each direction's step, shift, masks and ray length are on its
//! [`Direction`](chess::Direction) variant; each function's docs say what it computes and how
//! it unrolls. Some of the expansion, as `cargo expand` would show it (the full expansion is
//! snapshot-tested in the macro crate):
//!
//! ```text
#![doc = include_str!("example_generated.expanded.rs")]
//! ```

include!("chess_spec.rs");
