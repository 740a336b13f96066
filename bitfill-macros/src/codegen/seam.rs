//! The seam between the generated API and the strategies: what a strategy
//! is ([`Strategy`]) and what it contributes to the generated code
//! ([`Code`]). Each strategy's file (in `strategies/`) makes one.
//!
//! A strategy says how its functions are computed and whether they are
//! `const fn`. There are two kinds ([`Code`]): set-wise fills unrolled per
//! direction ([`Unrolling`]), listed in `strategies` and implementing the
//! spec's `Sliders` trait, from which the group functions are built in
//! each shape; and per-square lookups ([`Lookup`]), listed in `lookups`
//! and implementing its `Lookup` trait, one function per group, backed by
//! tables of their own.

use proc_macro2::TokenStream;

use super::expr::{Expr, Repr};
use super::lookup_plan::Plan;
use crate::model::{Bits, Direction, Group, Set, Spec};

/// One strategy: its names, and its code.
pub struct Strategy {
    /// The name a spec lists it by, and its module's name: `kogge_stone`.
    pub keyword: &'static str,
    /// As written in prose: `Kogge-Stone`.
    pub title: &'static str,
    /// The generated unit struct that implements the strategy trait.
    pub type_name: &'static str,
    /// How it computes, for the docs of its module and type.
    pub summary: &'static str,
    /// Whether its functions are `const fn`, callable in const context.
    pub constant: bool,
    pub code: Code,
}

/// How a strategy computes its functions.
pub enum Code {
    /// Set-wise fills, fully unrolled per direction; the group functions
    /// are unions of them in each shape.
    Unrolled(Unrolling),
    /// One lookup per group, for one slider on a given square.
    Lookup(Lookup),
}

/// A strategy of per-square lookups: `GROUP_attacks_from(square,
/// occupied)` for every group.
pub struct Lookup {
    /// Whether it works on boards of words (`bits: [u64; N]`); the others
    /// need an integer.
    pub on_words: bool,
    /// Its module's own tables, for the plan's units.
    pub items: fn(&Spec, &Repr, &Plan) -> Tables,
    /// The body of the lookup of a group made of units (a group made of
    /// groups is the union of theirs, whatever the strategy).
    pub body: fn(&Spec, &Repr, &Plan, &Group) -> TokenStream,
    /// One sentence on how it computes a group's lookup, and from what,
    /// given each unit's table entries.
    pub describe: fn(&Spec, &Plan, &Group, &[u64]) -> String,
}

/// A lookup module's own tables.
#[derive(Default)]
pub struct Tables {
    /// The statics, built at compile time.
    pub items: TokenStream,
    /// Each unit's attack table entries, for the docs.
    pub entries: Vec<u64>,
    /// The type of each static, whose sizes make `TABLE_BYTES`.
    pub types: Vec<TokenStream>,
}

/// A generated function body, and which parameters it assigns to.
pub struct Body {
    pub tokens: TokenStream,
    pub mut_sliders: bool,
    pub mut_empty: bool,
}

/// The functions an unrolling computes for each direction (the x-ray is
/// made from the attacks, whatever the strategy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    /// `NAME_fill(sliders)`: on an empty board.
    Fill,
    /// `NAME_occluded(sliders, empty)`.
    Occluded,
    /// `NAME_attacks(sliders, empty)`.
    Attacks,
}

/// The attacks of two opposite directions on one propagator, for the
/// group shapes that pair them: the statements computing what the two
/// share, to run once, then each direction's own.
pub struct PairedAttacks {
    /// Whether they read `empty`: not when each is a single step.
    pub reads_empty: bool,
    pub shared: Vec<TokenStream>,
    pub forward: Computed,
    pub backward: Computed,
}

/// A value computed by `statements` (which declare their own locals), then
/// `value`.
pub struct Computed {
    pub statements: Vec<TokenStream>,
    pub value: Expr,
}

/// The squares both of two opposite directions may propagate through: a
/// step `forward` can land on them and a step `forward` can leave them.
/// The attacks are unchanged with it: a square no step leaves adds nothing
/// beyond itself, and it is the last square of a ray, which the final step
/// reaches anyway. `None` when the shifts alone drop every other bit.
pub fn shared_mask(forward: &Direction, backward: &Direction, bits: Bits) -> Option<Set> {
    match (forward.shift.applied_mask, backward.shift.applied_mask) {
        (None, None) => None,
        (one, other) => Some(one.unwrap_or(bits.all()) & other.unwrap_or(bits.all())),
    }
}

/// A strategy of set-wise fills, unrolled per direction.
pub struct Unrolling {
    /// The body of `function` for `direction`, in a strategy module.
    pub body: fn(Function, &Direction, &Repr) -> Body,
    /// One sentence on how `function` unrolls for `direction`: its rounds
    /// or cycles and their shifts.
    pub describe: fn(Function, &Direction) -> String,
    /// The attacks of `forward` and of its opposite `backward` on shared
    /// propagators, as locals named after `forward`.
    pub paired: fn(&Direction, &Direction, &Repr) -> PairedAttacks,
}
