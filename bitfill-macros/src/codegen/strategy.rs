//! One module per strategy, with identical item names: fills, occluded fills
//! and attacks per direction, attacks per group, and run-time dispatch.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::docs::direction_summary;
use super::dumb7::DUMB7;
use super::expr::{Expr, Repr};
use super::group_shapes::{self, GroupFunction};
use super::kogge_stone::KOGGE_STONE;
use super::tokens::{doc, documented, local, suffixed};
use super::unrolling::{Body, Function, Unrolling};
use crate::model::{Direction, Spec, Strategy};

/// The one place a strategy is matched: its code and wording.
pub fn unrolling(strategy: Strategy) -> &'static Unrolling {
    match strategy {
        Strategy::KoggeStone => &KOGGE_STONE,
        Strategy::Dumb7 => &DUMB7,
    }
}

pub fn module(spec: &Spec, repr: &Repr, strategy: Strategy, name: &Ident) -> TokenStream {
    let repr = &repr.nested();
    let board = &spec.board;
    let unrolling = unrolling(strategy);
    let module_doc = doc(&format!(
        "{} fills and attacks on the {} x {} board: {}.\n\nEvery function is set-wise (any number of sliders at once) and usable in const context. The sibling strategy module has the same names; [`{}`](super::{}) implements [`Sliders`](super::Sliders) with them.",
        unrolling.title,
        board.width,
        board.height,
        unrolling.summary,
        unrolling.type_name,
        unrolling.type_name
    ));
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_functions(spec, repr, unrolling, direction));
    let groups = spec.groups.iter().map(|group| {
        let attacks = group_shapes::function(spec, repr, unrolling, group, GroupFunction::Attacks);
        let xray = group_shapes::function(spec, repr, unrolling, group, GroupFunction::Xray);
        quote!(#attacks #xray)
    });
    let hoppers = spec
        .hoppers
        .iter()
        .map(|hopper| super::hoppers::functions(spec, repr, hopper));
    let dispatch = dispatch(spec);
    quote! {
        #module_doc
        pub mod #name {
            #(#directions)*
            #(#groups)*
            #(#hoppers)*
            #dispatch
        }
    }
}

/// `super::Bits`: the spec module's integer, seen from a strategy module.
fn bits_path() -> TokenStream {
    quote!(super::Bits)
}

fn function(doc: TokenStream, name: &Ident, with_empty: bool, body: Body) -> TokenStream {
    let ty = bits_path();
    let (sliders, empty) = (local("sliders"), local("empty"));
    let mut_sliders = body.mut_sliders.then(|| quote!(mut));
    let mut_empty = body.mut_empty.then(|| quote!(mut));
    let empty_param = with_empty.then(|| quote!(, #mut_empty #empty: #ty));
    let body = body.tokens;
    quote! {
        #doc
        #[inline]
        #[must_use]
        pub const fn #name(#mut_sliders #sliders: #ty #empty_param) -> #ty {
            #body
        }
    }
}

/// What each function computes, for its docs.
pub fn function_doc(function: Function, name: &Ident) -> String {
    match function {
        Function::Fill => {
            format!("Fill `{name}` on an empty board: `sliders` and every square `{name}` of them.")
        }
        Function::Occluded => format!(
            "Occluded fill `{name}`: `sliders` and every square they reach `{name}` through `empty` squares; the blockers are not included."
        ),
        Function::Attacks => format!(
            "Attacks `{name}`: every square `sliders` attack `{name}` through `empty` squares, up to and including the first blocker."
        ),
    }
}

/// The definition of an x-ray, for the docs of every x-ray function.
pub fn xray_doc(name: &Ident) -> String {
    format!(
        "X-ray `{name}`: the squares `sliders` would attack `{name}` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`.\n\nExactly: with `attacks = {name}_attacks(sliders, empty)`, it is `{name}_attacks(sliders, empty | (attacks & blockers)) & !attacks`. For one slider this is the textbook's x-ray (`xrayRookAttacks` for one ray); for a set of sliders that stand on occupied squares not in `blockers`, it is the union of their x-rays. Typical use: with `sliders` the king and `blockers` its own pieces, the enemy sliders in the x-ray pin a piece."
    )
}

fn direction_functions(
    spec: &Spec,
    repr: &Repr,
    unrolling: &Unrolling,
    direction: &Direction,
) -> TokenStream {
    let summary = direction_summary(&spec.board, direction);
    let functions = Function::ALL.map(|kind| {
        let text = format!(
            "{}\n\n{}\n\n{summary}",
            function_doc(kind, &direction.name),
            (unrolling.describe)(kind, direction)
        );
        let body = (unrolling.body)(kind, direction, repr);
        let name = suffixed(&direction.name, kind.suffix());
        function(
            documented(&direction.docs, &text),
            &name,
            kind.takes_empty(),
            body,
        )
    });
    let ty = bits_path();
    let (sliders, empty, blockers, attacks) = (
        local("sliders"),
        local("empty"),
        local("blockers"),
        local("attacks"),
    );
    let attacks_function = suffixed(&direction.name, "attacks");
    let xray = suffixed(&direction.name, "xray");
    let xray_doc = documented(
        &direction.docs,
        &format!("{}\n\n{summary}", xray_doc(&direction.name)),
    );
    let more_empty = repr.render(&Expr::or(vec![
        Expr::atom(&empty),
        Expr::atom(&attacks).and(Expr::atom(&blockers)),
    ]));
    let beyond = repr.render(
        &Expr::atom(quote!(#attacks_function(#sliders, #more_empty)))
            .and(Expr::atom(&attacks).not()),
    );
    quote! {
        #(#functions)*
        #xray_doc
        #[inline]
        #[must_use]
        pub const fn #xray(#sliders: #ty, #empty: #ty, #blockers: #ty) -> #ty {
            let #attacks = #attacks_function(#sliders, #empty);
            #beyond
        }
    }
}

/// The run-time dispatch: `fill`, `occluded`, `attacks` and `xray` taking a
/// `Direction`; with a constant direction they inline to the specialised
/// function.
fn dispatch(spec: &Spec) -> TokenStream {
    let ty = bits_path();
    let (direction, sliders, empty, blockers) = (
        local("direction"),
        local("sliders"),
        local("empty"),
        local("blockers"),
    );
    let arms = |suffix: &str, arguments: TokenStream| {
        let arms = spec.directions.iter().map(|each| {
            let variant = &each.variant;
            let function = suffixed(&each.name, suffix);
            quote!(super::Direction::#variant => #function(#arguments),)
        });
        quote!(match #direction { #(#arms)* })
    };
    let fill = arms("fill", quote!(#sliders));
    let occluded = arms("occluded", quote!(#sliders, #empty));
    let attacks = arms("attacks", quote!(#sliders, #empty));
    let xray = arms("xray", quote!(#sliders, #empty, #blockers));
    let dispatch_doc = |what: &str, suffix: &str| {
        doc(&format!(
            "{what}, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_{suffix}` function."
        ))
    };
    let fill_doc = dispatch_doc("Fill in `direction` on an empty board", "fill");
    let occluded_doc = dispatch_doc(
        "Occluded fill in `direction` through `empty` squares",
        "occluded",
    );
    let attacks_doc = dispatch_doc("Attacks in `direction` through `empty` squares", "attacks");
    let xray_doc = dispatch_doc(
        "X-ray in `direction` through `empty` squares and `blockers`",
        "xray",
    );
    quote! {
        #fill_doc
        #[inline]
        #[must_use]
        pub const fn fill(#direction: super::Direction, #sliders: #ty) -> #ty {
            #fill
        }
        #occluded_doc
        #[inline]
        #[must_use]
        pub const fn occluded(#direction: super::Direction, #sliders: #ty, #empty: #ty) -> #ty {
            #occluded
        }
        #attacks_doc
        #[inline]
        #[must_use]
        pub const fn attacks(#direction: super::Direction, #sliders: #ty, #empty: #ty) -> #ty {
            #attacks
        }
        #xray_doc
        #[inline]
        #[must_use]
        pub const fn xray(#direction: super::Direction, #sliders: #ty, #empty: #ty, #blockers: #ty) -> #ty {
            #xray
        }
    }
}
