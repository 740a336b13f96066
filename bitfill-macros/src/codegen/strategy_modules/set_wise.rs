//! The functions of a set-wise strategy module, from the set-wise table:
//! each direction's as its strategy unrolls them (the x-ray made from the
//! attacks), the group functions in their shapes, compound pieces,
//! hoppers, Betza pieces, and the run-time dispatches.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::functions::{
    self, DirectionFunction, GeneratedFunction, GroupFunction, Parameter, SetWiseKind,
};
use super::{compound, group_shapes, hoppers, pieces, render};
use crate::codegen::emit::expr::{Expr, Renderer};
use crate::codegen::emit::tokens::local;
use crate::codegen::names;
use crate::codegen::strategies::strategy::{FunctionBody, Strategy, Unrolling};
use crate::model::{Direction, Spec};

/// Every function of the module.
pub fn items(
    spec: &Spec,
    renderer: &Renderer,
    strategy: &Strategy,
    unrolling: &Unrolling,
) -> TokenStream {
    let no_docs = TokenStream::new();
    let functions = functions::set_wise_functions(spec, &no_docs)
        .into_iter()
        .map(|function| {
            let (body, how) = body(spec, renderer, unrolling, &function);
            render(&function, strategy.constant, how, body)
        });
    quote!(#(#functions)*)
}

/// How `function` is computed, and a sentence on how when it depends on
/// the strategy or the shape.
fn body(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    function: &GeneratedFunction<SetWiseKind>,
) -> (FunctionBody, Option<String>) {
    match function.kind {
        SetWiseKind::Direction(kind, direction) => match kind.unrolled() {
            Some(unrolled) => (
                (unrolling.body)(unrolled, direction, renderer),
                Some((unrolling.describe)(unrolled, direction)),
            ),
            None => (xray(direction, renderer), None),
        },
        SetWiseKind::Group(kind, group) => {
            let (body, shape) = group_shapes::body(spec, renderer, unrolling, group, kind);
            if kind == GroupFunction::Attacks && compound::is_compound(group) {
                (compound::set_wise(spec, renderer, group, body), Some(shape))
            } else {
                (body, Some(shape))
            }
        }
        SetWiseKind::Hopper(kind, hopper) => (
            hoppers::body(spec, renderer, hopper, kind),
            Some(hoppers::along(spec, hopper)),
        ),
        SetWiseKind::HopperAlong(kind, hopper) => {
            (hoppers::body_along(spec, renderer, hopper, kind), None)
        }
        SetWiseKind::Piece(kind, piece) => (
            pieces::body(spec, renderer, unrolling, piece, kind),
            Some(pieces::describe(spec, piece, kind)),
        ),
        SetWiseKind::PieceDispatch(kind) => (pieces::dispatch(spec, kind), None),
        SetWiseKind::Dispatch(kind) => (dispatch(spec, kind), None),
    }
}

/// A direction's x-ray, from its attacks: the attacks again with the first
/// blockers that are in `blockers` made empty, less the first attacks.
fn xray(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let (sliders, empty, blockers, attacks) = (
        local("sliders"),
        local("empty"),
        local("blockers"),
        local("attacks"),
    );
    let attacks_function = names::suffixed(&direction.name, "attacks");
    let more_empty = renderer.render(&Expr::or(vec![
        Expr::atom(&empty),
        Expr::atom(&attacks).and(Expr::atom(&blockers)),
    ]));
    let beyond = renderer.render(
        &Expr::atom(quote!(#attacks_function(#sliders, #more_empty)))
            .and(Expr::atom(&attacks).not()),
    );
    FunctionBody {
        tokens: quote! {
            let #attacks = #attacks_function(#sliders, #empty);
            #beyond
        },
        mut_sliders: false,
        mut_empty: false,
    }
}

/// `match direction { super::Direction::North => north_attacks(..), .. }`:
/// with a constant direction it inlines to the specialised function.
fn dispatch(spec: &Spec, kind: DirectionFunction) -> FunctionBody {
    let direction = Parameter::Direction.ident();
    let arguments: Vec<Ident> = kind
        .parameters()
        .iter()
        .map(|parameter| parameter.ident())
        .collect();
    let arms = spec.directions.iter().map(|each| {
        let variant = &each.variant;
        let function = names::suffixed(&each.name, kind.suffix());
        quote!(super::Direction::#variant => #function(#(#arguments),*),)
    });
    FunctionBody {
        tokens: quote!(match #direction { #(#arms)* }),
        mut_sliders: false,
        mut_empty: false,
    }
}
