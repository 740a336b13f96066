//! What an unrolling strategy contributes to the generated code: the bodies
//! of the three functions it generates per direction, and the words of
//! their docs. Each strategy's file exports one [`Unrolling`].

use proc_macro2::TokenStream;

use super::expr::Repr;
use crate::model::Direction;

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
}
