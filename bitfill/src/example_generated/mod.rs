//! What [`fills!`](crate::fills) generates, on docs.rs: the expansion of a
//! small spec, as `cargo expand` prints it, compiled as this module. Only
//! built for the documentation (and the crate's own tests); in code, use
//! [`crate::chess`] or a spec of your own.
//!
//! The spec:
//!
//! ```rust
#![doc = include_str!("spec.rs")]
//! ```
//!
//! Its expansion is [`example`], below: every item with its docs (what it
//! computes, then how the strategy computes it), the geometry constants,
//! the [`Direction`](example::Direction) and [`Group`](example::Group)
//! enums, the knight's set-wise attacks and table, the cannon's Betza
//! piece with the [`Side`](example::Side) and [`Piece`](example::Piece)
//! enums, the region, one set-wise strategy module
//! ([`kogge_stone`](example::kogge_stone)) and one lookup module
//! ([`hyperbola`](example::hyperbola), which has no table of its own:
//! `magic` and `pext` would add theirs), and the [`Sliders`](example::Sliders)
//! and [`Lookup`](example::Lookup) traits. The source is
//! `example_generated/expansion.rs`, which the repository's `tests/docs.rs`
//! keeps equal to the macro's reviewed snapshot of this expansion.

include!("expansion.rs");
