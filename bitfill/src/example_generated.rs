//! What [`fills!`](crate::fills) generates, on docs.rs: the standard chess
//! spec, expanded here as it is in [`crate::chess`]. Only built for the
//! documentation; use [`crate::chess`] in code. [`fairy`] shows what a
//! spec's Betza `pieces` generate.
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

bitfill::fills! {
    /// What a spec's `pieces` generate, on docs.rs: each piece's `moves`
    /// and `captures` in both strategy modules (their docs list the
    /// components each is built from), the [`Piece`](fairy::Piece) and
    /// [`Side`](fairy::Side) enums, and the piece methods of
    /// [`Sliders`](fairy::Sliders).
    pub mod fairy {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1) },
        pieces: {
            /// The Capablanca archbishop: bishop and knight.
            archbishop: "BN",
            /// The berolina pawn, without its double step.
            berolina: "mfFcfW",
            /// The grasshopper: lands right behind the first piece.
            grasshopper: "gQ",
            /// The xiangqi cannon.
            cannon: "mRcpR",
            /// The xiangqi horse.
            horse: "nN",
            /// The shogi lance.
            lance: "fR",
            /// A rook of range 4.
            short_rook: "R4",
        },
    }
}
