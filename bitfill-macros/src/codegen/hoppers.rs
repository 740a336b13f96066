//! Hoppers, in each strategy module: `NAME_moves` and `NAME_captures`, each
//! the union over the hopper's directions of the squares its mode reaches,
//! built on the module's own attacks: a direction's screens are its first
//! blockers, `attacks(pieces, empty) & !empty`; hopping reaches the
//! screens' attacks, jumping the square after each screen.

use quote::quote;

use super::api::HopperFunction;
use super::expr::{Expr, Repr};
use super::seam::Body;
use super::tokens::{local, suffixed};
use crate::model::{HopMode, Hopper, Spec};

/// Where a hopper's functions look, for their docs.
pub fn along(spec: &Spec, hopper: &Hopper) -> String {
    let directions: Vec<String> = hopper
        .directions
        .iter()
        .map(|&id| format!("`{}`", spec.direction(id).name))
        .collect();
    format!(
        "Along {}; set-wise, any number of pieces at once. `empty` may be `!occupied`.",
        directions.join(", ")
    )
}

/// The body of a hopper's `moves` or `captures` in a strategy module.
pub fn body(spec: &Spec, repr: &Repr, hopper: &Hopper, function: HopperFunction) -> Body {
    let (pieces, empty, except) = (local("pieces"), local("empty"), local("except"));
    // What a capture or a screen may be: any piece, or any but `except`.
    let allowed = |pieces_there: Expr| -> Expr {
        if hopper.except {
            pieces_there.and(Expr::atom(&except).not())
        } else {
            pieces_there
        }
    };
    let range = |mode: HopMode| -> Expr {
        let terms = hopper.directions.iter().map(|&id| {
            let direction = &spec.direction(id).name;
            let attacks = suffixed(direction, "attacks");
            // A direction's screens: its first blockers.
            let screens = repr.render(&allowed(
                Expr::atom(quote!(#attacks(#pieces, #empty))).and(Expr::atom(&empty).not()),
            ));
            match mode {
                HopMode::Slide => Expr::atom(quote!(#attacks(#pieces, #empty))),
                // The screens' own attacks: exactly the squares beyond one
                // screen, set-wise even when a piece is another's screen.
                HopMode::Hop => Expr::atom(quote!(#attacks(#screens, #empty))),
                HopMode::Jump => {
                    let one = suffixed(direction, "one");
                    Expr::atom(quote!(super::#one(#screens)))
                }
            }
        });
        Expr::or(terms.collect())
    };
    let tokens = match function {
        HopperFunction::Moves => repr.render(&range(hopper.moves).and(Expr::atom(&empty))),
        HopperFunction::Captures => repr.render(&allowed(
            range(hopper.captures).and(Expr::atom(&empty).not()),
        )),
    };
    Body {
        tokens,
        mut_sliders: false,
        mut_empty: false,
    }
}
