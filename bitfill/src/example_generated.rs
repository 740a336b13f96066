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
//! Every item below carries its shift and mask in its docs. Some of the
//! expansion, as `cargo expand` would show it (the full expansion is
//! snapshot-tested in the macro crate):
//!
//! ```text
#![doc = include_str!("example_generated.expanded.rs")]
//! ```

include!("chess_spec.rs");
