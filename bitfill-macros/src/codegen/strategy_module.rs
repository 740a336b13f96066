//! One module per listed strategy, with identical item names, rendered from
//! the table of functions ([`api`](super::api)): each function's docs (what
//! it computes, then how this strategy computes it) and its body.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::api::{self, Function, Kind};
use super::expr::{Expr, Repr};
use super::seam::{Body, Code, Strategy, Unrolling};
use super::tokens::{doc, documented, local, suffixed};
use super::{group_shapes, hoppers};
use crate::model::{Direction, Spec};

pub fn module(spec: &Spec, repr: &Repr, strategy: &Strategy, name: &Ident) -> TokenStream {
    let repr = &repr.nested();
    let board = &spec.board;
    let Code::Unrolled(unrolling) = &strategy.code;
    let module_doc = doc(&format!(
        "{} fills and attacks on the {} x {} board: {}.\n\nEvery function is set-wise (any number of sliders at once){}. The sibling strategy modules have the same names; [`{}`](super::{}) implements [`Sliders`](super::Sliders) with them.",
        strategy.title,
        board.width,
        board.height,
        strategy.summary,
        if strategy.constant {
            " and usable in const context"
        } else {
            ""
        },
        strategy.type_name,
        strategy.type_name
    ));
    let no_docs = TokenStream::new();
    let functions = api::functions(spec, &no_docs).into_iter().map(|function| {
        let (body, how) = body(spec, repr, unrolling, &function);
        render(&function, strategy.constant, how, body)
    });
    quote! {
        #module_doc
        pub mod #name {
            #(#functions)*
        }
    }
}

/// How `function` is computed, and a sentence on how when it depends on
/// the strategy or the shape.
fn body(
    spec: &Spec,
    repr: &Repr,
    unrolling: &Unrolling,
    function: &Function,
) -> (Body, Option<String>) {
    match function.kind {
        Kind::Direction(kind, direction) => match kind.unrolled() {
            Some(unrolled) => (
                (unrolling.body)(unrolled, direction, repr),
                Some((unrolling.describe)(unrolled, direction)),
            ),
            None => (xray(direction, repr), None),
        },
        Kind::Group(kind, group) => {
            let (body, shape) = group_shapes::body(spec, repr, unrolling, group, kind);
            (body, Some(shape))
        }
        Kind::Hopper(kind, hopper) => (
            hoppers::body(spec, repr, hopper, kind),
            Some(hoppers::along(spec, hopper)),
        ),
        Kind::Dispatch(kind) => (dispatch(spec, kind), None),
    }
}

/// `pub const fn name(parameters) -> Bits { body }` with its docs.
fn render(function: &Function, constant: bool, how: Option<String>, body: Body) -> TokenStream {
    let text = match how {
        Some(how) => format!("{}\n\n{how}", function.doc),
        None => function.doc.clone(),
    };
    let doc = documented(function.user_docs, &text);
    let prefix = quote!(super::);
    let parameters = function.parameters.iter().map(|&parameter| {
        let mutable = match parameter {
            api::Parameter::Sliders if body.mut_sliders => Some(quote!(mut)),
            api::Parameter::Empty if body.mut_empty => Some(quote!(mut)),
            _ => None,
        };
        let (name, ty) = (parameter.ident(), parameter.ty(&prefix));
        quote!(#mutable #name: #ty)
    });
    let name = &function.name;
    let constness = constant.then(|| quote!(const));
    let tokens = body.tokens;
    quote! {
        #doc
        #[inline]
        #[must_use]
        pub #constness fn #name(#(#parameters),*) -> super::Bits {
            #tokens
        }
    }
}

/// A direction's x-ray, from its attacks: the attacks again with the first
/// blockers that are in `blockers` made empty, less the first attacks.
fn xray(direction: &Direction, repr: &Repr) -> Body {
    let (sliders, empty, blockers, attacks) = (
        local("sliders"),
        local("empty"),
        local("blockers"),
        local("attacks"),
    );
    let attacks_function = suffixed(&direction.name, "attacks");
    let more_empty = repr.render(&Expr::or(vec![
        Expr::atom(&empty),
        Expr::atom(&attacks).and(Expr::atom(&blockers)),
    ]));
    let beyond = repr.render(
        &Expr::atom(quote!(#attacks_function(#sliders, #more_empty)))
            .and(Expr::atom(&attacks).not()),
    );
    Body {
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
fn dispatch(spec: &Spec, kind: api::DirectionFunction) -> Body {
    let direction = api::Parameter::Direction.ident();
    let arguments: Vec<Ident> = kind
        .parameters()
        .iter()
        .map(|parameter| parameter.ident())
        .collect();
    let arms = spec.directions.iter().map(|each| {
        let variant = &each.variant;
        let function = suffixed(&each.name, kind.suffix());
        quote!(super::Direction::#variant => #function(#(#arguments),*),)
    });
    Body {
        tokens: quote!(match #direction { #(#arms)* }),
        mut_sliders: false,
        mut_empty: false,
    }
}
