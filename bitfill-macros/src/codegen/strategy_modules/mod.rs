//! One module per strategy the spec lists, with identical item names,
//! rendered from the one table of the functions every strategy module has
//! ([`functions`]): the set-wise modules ([`set_wise`]: fills, attacks and
//! x-rays per direction, the group functions in their shapes
//! ([`group_shapes`]), compound pieces ([`compound`]), hoppers
//! ([`hoppers`]) and Betza pieces ([`pieces`])) and the lookup modules
//! ([`lookup`]: one per-square function per group, over tables of their
//! own). Each function's docs say what it computes, then how this strategy
//! computes it.

pub mod compound;
pub mod functions;
pub mod group_shapes;
pub mod hoppers;
pub mod lookup;
pub mod pieces;
pub mod set_wise;

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::{doc, documented};
use crate::codegen::names;
use crate::codegen::strategies::strategy::{FunctionBody, Strategy, StrategyCode};
use crate::model::Spec;
use functions::{GeneratedFunction, MadeFrom, Parameter};

/// The module of `strategy`, called `name` as the spec lists it.
pub fn module(spec: &Spec, renderer: &Renderer, strategy: &Strategy, name: &Ident) -> TokenStream {
    let renderer = &renderer.nested();
    let board = &spec.board;
    let constant = if strategy.constant {
        ", usable in const context"
    } else {
        ""
    };
    let (trait_name, what, items) = match &strategy.code {
        StrategyCode::Unrolled(unrolling) => (
            names::SLIDERS.name,
            format!(
                "{} fills and attacks on the {} x {} board: {}.\n\nEvery function is set-wise (any number of sliders at once){constant}.",
                strategy.title, board.width, board.height, strategy.summary
            ),
            set_wise::items(spec, renderer, strategy, unrolling),
        ),
        StrategyCode::Lookup(code) => (
            names::LOOKUP.name,
            format!(
                "{} lookups on the {} x {} board: {}.\n\nEvery function answers for one slider on one square{constant}.",
                strategy.title, board.width, board.height, strategy.summary
            ),
            lookup::items(spec, renderer, strategy, code),
        ),
    };
    let module_doc = doc(&format!(
        "{what} The sibling modules of its kind have the same names; [`{}`] implements [`{trait_name}`] with them.",
        strategy.type_name
    ));
    quote! {
        #module_doc
        pub mod #name {
            #items
        }
    }
}

/// `pub const fn name(parameters) -> Bits { body }` (or what else it
/// returns) with its docs: what it computes, then `how`, when this
/// strategy says.
fn render<K: MadeFrom>(
    function: &GeneratedFunction<K>,
    constant: bool,
    how: Option<String>,
    body: FunctionBody,
) -> TokenStream {
    let text = match how {
        Some(how) => format!("{}\n\n{how}", function.doc),
        None => function.doc.clone(),
    };
    let doc = documented(function.user_docs, &text);
    let prefix = quote!(super::);
    let parameters = function.parameters.iter().map(|&parameter| {
        let mutable = match parameter {
            Parameter::Sliders if body.mut_sliders => Some(quote!(mut)),
            Parameter::Empty if body.mut_empty => Some(quote!(mut)),
            _ => None,
        };
        let (name, ty) = (parameter.ident(), parameter.ty(&prefix));
        quote!(#mutable #name: #ty)
    });
    let name = &function.name;
    let constness = constant.then(|| quote!(const));
    let tokens = body.tokens;
    let returns = function.kind.returns().ty(&prefix);
    quote! {
        #doc
        #[inline]
        #[must_use]
        pub #constness fn #name(#(#parameters),*) -> #returns {
            #tokens
        }
    }
}
