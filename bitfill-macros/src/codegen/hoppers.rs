//! Hoppers, in each strategy module: `NAME_moves` and `NAME_captures`, each
//! the union over the hopper's directions of the squares its mode reaches,
//! built on the module's own attacks: a direction's screens are its first
//! blockers, `attacks(pieces, empty) & !empty`; hopping reaches the
//! screens' attacks, jumping the square after each screen.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::expr::{Expr, Repr};
use super::tokens::{documented, local, suffixed};
use crate::model::{HopMode, Hopper, Spec};

/// What a mode reaches along one direction, for the docs.
pub fn mode_doc(mode: HopMode) -> &'static str {
    match mode {
        HopMode::Slide => "sliding: along the ray through empty squares, up to the first piece",
        HopMode::Hop => {
            "hopping: over exactly one piece (the screen), then along the ray through empty squares, up to the next piece"
        }
        HopMode::Jump => "jumping: to the square right behind the first piece (the hurdle)",
    }
}

/// The two functions of a hopper: what they compute, for their docs and
/// the trait's.
pub fn function_docs(hopper: &Hopper) -> [(Ident, String); 2] {
    let name = &hopper.name;
    [
        (
            suffixed(name, "moves"),
            format!(
                "`{name}` moves: the empty squares a `{name}` on any square of `pieces` moves to, {}.",
                mode_doc(hopper.moves)
            ),
        ),
        (
            suffixed(name, "captures"),
            format!(
                "`{name}` captures: the occupied squares (whatever their colour: mask with the enemy's pieces) a `{name}` on any square of `pieces` captures on, {}.",
                mode_doc(hopper.captures)
            ),
        ),
    ]
}

/// `NAME_moves` and `NAME_captures` in a strategy module.
pub fn functions(spec: &Spec, repr: &Repr, hopper: &Hopper) -> TokenStream {
    let (pieces, empty) = (local("pieces"), local("empty"));
    let range = |mode: HopMode| -> Expr {
        let terms = hopper.directions.iter().map(|&id| {
            let direction = &spec.direction(id).name;
            let attacks = suffixed(direction, "attacks");
            // A direction's screens: its first blockers.
            let screens = repr.render(
                &Expr::atom(quote!(#attacks(#pieces, #empty))).and(Expr::atom(&empty).not()),
            );
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
    let directions: Vec<String> = hopper
        .directions
        .iter()
        .map(|&id| format!("`{}`", spec.direction(id).name))
        .collect();
    let [(moves, moves_doc), (captures, captures_doc)] = function_docs(hopper);
    let common = format!(
        "Along {}; set-wise, any number of pieces at once. `empty` may be `!occupied`.",
        directions.join(", ")
    );
    let moves_doc = documented(&hopper.docs, &format!("{moves_doc}\n\n{common}"));
    let captures_doc = documented(&hopper.docs, &format!("{captures_doc}\n\n{common}"));
    let moves_range = repr.render(&range(hopper.moves).and(Expr::atom(&empty)));
    let captures_range = repr.render(&range(hopper.captures).and(Expr::atom(&empty).not()));
    let ty = quote!(super::Bits);
    quote! {
        #moves_doc
        #[inline]
        #[must_use]
        pub const fn #moves(#pieces: #ty, #empty: #ty) -> #ty {
            #moves_range
        }

        #captures_doc
        #[inline]
        #[must_use]
        pub const fn #captures(#pieces: #ty, #empty: #ty) -> #ty {
            #captures_range
        }
    }
}
