//! What an unrolling strategy contributes to the generated code: the bodies
//! of the three functions it generates per direction, and the words of
//! their docs. Each strategy's file exports one [`Unrolling`].

use proc_macro2::TokenStream;

use super::expr::{Expr, Repr};
use crate::model::{Bits, Direction, Set};

/// A generated function body, and which parameters it assigns to.
pub struct Body {
    pub tokens: TokenStream,
    pub mut_sliders: bool,
    pub mut_empty: bool,
}

/// The functions a strategy generates for each direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Function {
    /// `NAME_fill(sliders)`: on an empty board.
    Fill,
    /// `NAME_occluded(sliders, empty)`.
    Occluded,
    /// `NAME_attacks(sliders, empty)`.
    Attacks,
}

impl Function {
    pub const ALL: [Function; 3] = [Function::Fill, Function::Occluded, Function::Attacks];

    /// The suffix of the function's name.
    pub fn suffix(self) -> &'static str {
        match self {
            Function::Fill => "fill",
            Function::Occluded => "occluded",
            Function::Attacks => "attacks",
        }
    }

    /// Whether it takes `empty`.
    pub fn takes_empty(self) -> bool {
        self != Function::Fill
    }
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

/// One unrolling strategy.
pub struct Unrolling {
    /// As written in prose: `Kogge-Stone`.
    pub title: &'static str,
    /// The generated unit struct that implements the strategy trait.
    pub type_name: &'static str,
    /// How it unrolls, for the module's docs.
    pub summary: &'static str,
    /// The body of `function` for `direction`, in a strategy module.
    pub body: fn(Function, &Direction, &Repr) -> Body,
    /// One sentence on how `function` unrolls for `direction`: its rounds
    /// or cycles and their shifts.
    pub describe: fn(Function, &Direction) -> String,
    /// The attacks of `forward` and of its opposite `backward` on shared
    /// propagators, as locals named after `forward`.
    pub paired: fn(&Direction, &Direction, &Repr) -> PairedAttacks,
}
