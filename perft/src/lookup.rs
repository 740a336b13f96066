//! Which per-square lookup of `bitfill::chess` the move generator uses for
//! one slider at a time.

/// The per-square lookup the move generator calls for one slider at a time
/// (each slider's moves, the king's lines in the en passant test): PEXT
/// where the build has BMI2, magics elsewhere, the faster of the two in
/// each build on the machines measured (BENCHMARKS.md, "Per-square
/// lookups"). On AMD CPUs before Zen 3, whose PEXT is microcoded, a BMI2
/// build is better served by [`bitfill::chess::Magic`]. The sets of
/// sliders (the enemy's attacks, the counts at the leaves) stay set-wise,
/// with the strategy `S` of [`perft`](crate::perft).
pub type PieceLookup = lookup_choice::Chosen;

/// One `cfg` per target, so that [`PieceLookup`] has one doc.
mod lookup_choice {
    #[cfg(target_feature = "bmi2")]
    pub type Chosen = bitfill::chess::Pext;
    #[cfg(not(target_feature = "bmi2"))]
    pub type Chosen = bitfill::chess::Magic;
}
