//! Hoppers, in each strategy module: `NAME_moves` and `NAME_captures`, each
//! the union over the hopper's directions of the squares its mode reaches
//! (and `NAME_moves_along` and `NAME_captures_along`, one direction chosen
//! at run time),
//! built on the module's own attacks: a direction's screens are its first
//! blockers, `attacks(pieces, empty) & !empty`; hopping reaches the
//! screens' attacks, jumping the square after each screen.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::{Expr, Renderer};
use crate::codegen::emit::tokens::local;
use crate::codegen::names;
use crate::codegen::strategies::strategy::FunctionBody;
use crate::codegen::strategy_modules::functions::HopperFunction;
use crate::model::{DirectionId, HopMode, Hopper, Spec};

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
pub fn body(
    spec: &Spec,
    renderer: &Renderer,
    hopper: &Hopper,
    function: HopperFunction,
) -> FunctionBody {
    FunctionBody {
        tokens: reach(spec, renderer, hopper, &hopper.directions, function),
        mut_sliders: false,
        mut_empty: false,
    }
}

/// The body of `moves_along` or `captures_along`: a match on the direction,
/// each of the hopper's directions an arm.
pub fn body_along(
    spec: &Spec,
    renderer: &Renderer,
    hopper: &Hopper,
    function: HopperFunction,
) -> FunctionBody {
    let direction = local("direction");
    let arms = hopper.directions.iter().map(|&id| {
        let variant = &spec.direction(id).variant;
        let tokens = reach(spec, renderer, hopper, &[id], function);
        quote!(super::Direction::#variant => #tokens,)
    });
    // The other directions by name, not `_`, which pedantic lints flag.
    let others: Vec<&Ident> = spec
        .directions
        .iter()
        .enumerate()
        .filter(|&(index, _)| !hopper.directions.contains(&DirectionId(index)))
        .map(|(_, direction)| &direction.variant)
        .collect();
    let others = (!others.is_empty()).then(|| {
        let empty = renderer.empty();
        quote!(#(super::Direction::#others)|* => #empty,)
    });
    FunctionBody {
        tokens: quote!(match #direction { #(#arms)* #others }),
        mut_sliders: false,
        mut_empty: false,
    }
}

/// What `function` reaches along `directions`, as an expression.
fn reach(
    spec: &Spec,
    renderer: &Renderer,
    hopper: &Hopper,
    directions: &[DirectionId],
    function: HopperFunction,
) -> TokenStream {
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
        let terms = directions.iter().map(|&id| {
            let direction = &spec.direction(id).name;
            let attacks = names::suffixed(direction, "attacks");
            // A direction's screens: its first blockers.
            let screens = renderer.render(&allowed(
                Expr::atom(quote!(#attacks(#pieces, #empty))).and(Expr::atom(&empty).not()),
            ));
            match mode {
                HopMode::Slide => Expr::atom(quote!(#attacks(#pieces, #empty))),
                // The screens' own attacks: exactly the squares beyond one
                // screen, set-wise even when a piece is another's screen.
                HopMode::Hop => Expr::atom(quote!(#attacks(#screens, #empty))),
                HopMode::Jump => {
                    let one = names::suffixed(direction, "one");
                    Expr::atom(quote!(super::#one(#screens)))
                }
            }
        });
        Expr::or(terms.collect())
    };
    match function {
        HopperFunction::Moves => renderer.render(&range(hopper.moves).and(Expr::atom(&empty))),
        HopperFunction::Captures => renderer.render(&allowed(
            range(hopper.captures).and(Expr::atom(&empty).not()),
        )),
    }
}
