//! The shapes a group function is written in.

/// How a generated group function (`rook_attacks`, `queen_attacks`, ...)
/// combines its directions: what `group_shape` in the spec names, or what
/// `group_shape: auto` chose for the target being compiled.
///
/// Every shape computes the same set; they differ in how LLVM can pack the
/// directions into vector registers. Each spec module says which shape it
/// got in its `GROUP_SHAPE` constant, and each group in `Group::shape`, so
/// code that makes the same choice (one direction at a time, or all at
/// once) reads it there instead of repeating `auto`'s `cfg` predicates.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum GroupShape {
    /// One union of the directions' attacks, as the textbook writes it.
    /// LLVM packs it into vector registers where lanes shift by different
    /// amounts: `auto`'s choice with AVX-512 and off x86.
    Fused,
    /// One union in which each pair of opposite directions shares one
    /// propagator: fewer instructions than [`Fused`](Self::Fused). `auto`'s
    /// choice on x86 with AVX2 but not AVX-512.
    Paired,
    /// Each direction in its own block, entered only when its first step
    /// moves a slider: keeps the code scalar where vector lanes cannot shift
    /// by different amounts. `auto`'s choice on x86 without AVX2 (the
    /// default x86-64 target).
    Split,
}

impl GroupShape {
    /// Every shape, in the order of the docs.
    pub const ALL: [GroupShape; 3] = [GroupShape::Fused, GroupShape::Paired, GroupShape::Split];

    /// The name a spec forces it by: `group_shape: split`.
    #[must_use]
    pub const fn keyword(self) -> &'static str {
        match self {
            GroupShape::Fused => "fused",
            GroupShape::Paired => "paired",
            GroupShape::Split => "split",
        }
    }

    /// Its variant's name, as generated code spells it: `Split`.
    #[must_use]
    pub const fn variant_name(self) -> &'static str {
        match self {
            GroupShape::Fused => "Fused",
            GroupShape::Paired => "Paired",
            GroupShape::Split => "Split",
        }
    }
}
