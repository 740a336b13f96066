//! One module per listed strategy, with identical item names, rendered from
//! the table of functions ([`api`](super::api)): each function's docs (what
//! it computes, then how this strategy computes it) and its body.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::api::{self, Function, Kind};
use super::expr::{Expr, Repr};
use super::lookup_plan::{GroupPlan, Plan};
use super::seam::{Body, Code, Strategy, Unrolling};
use super::tokens::{doc, documented, local, suffixed};
use super::{compound, group_shapes, hoppers, pieces};
use crate::model::{Direction, Spec};

pub fn module(spec: &Spec, repr: &Repr, strategy: &Strategy, name: &Ident) -> TokenStream {
    let repr = &repr.nested();
    let board = &spec.board;
    let trait_name = match strategy.code {
        Code::Unrolled(_) => "Sliders",
        Code::Lookup(_) => "Lookup",
    };
    let constant = if strategy.constant {
        ", usable in const context"
    } else {
        ""
    };
    let what = match strategy.code {
        Code::Unrolled(_) => format!(
            "{} fills and attacks on the {} x {} board: {}.\n\nEvery function is set-wise (any number of sliders at once){constant}.",
            strategy.title, board.width, board.height, strategy.summary
        ),
        Code::Lookup(_) => format!(
            "{} lookups on the {} x {} board: {}.\n\nEvery function answers for one slider on one square{constant}.",
            strategy.title, board.width, board.height, strategy.summary
        ),
    };
    let module_doc = doc(&format!(
        "{what} The sibling modules of its kind have the same names; [`{}`](super::{}) implements [`{trait_name}`](super::{trait_name}) with them.",
        strategy.type_name, strategy.type_name
    ));
    let (items, functions): (TokenStream, Vec<TokenStream>) = match &strategy.code {
        Code::Unrolled(unrolling) => {
            let no_docs = TokenStream::new();
            let functions = api::functions(spec, &no_docs)
                .into_iter()
                .map(|function| {
                    let (body, how) = body(spec, repr, unrolling, &function);
                    render(&function, strategy.constant, how, body)
                })
                .collect();
            (TokenStream::new(), functions)
        }
        Code::Lookup(lookup) => {
            let plan = Plan::new(spec);
            let tables = (lookup.items)(spec, repr, &plan);
            let entries = &tables.entries;
            let functions = api::lookup_functions(spec)
                .into_iter()
                .map(|function| {
                    let Kind::Lookup(group) = function.kind else {
                        unreachable!("the lookup table holds lookups")
                    };
                    let (tokens, how) = match plan.group(spec, group) {
                        GroupPlan::Members(members) => {
                            let (square, occupied) = (
                                api::Parameter::Square.ident(),
                                api::Parameter::Occupied.ident(),
                            );
                            let calls = members.iter().map(|&id| {
                                let member = suffixed(&spec.group(id).name, "attacks_from");
                                quote!(#member(#square, #occupied))
                            });
                            let listed: Vec<String> = members
                                .iter()
                                .map(|&id| format!("`{}`", spec.group(id).name))
                                .collect();
                            (
                                quote!(#(#calls)|*),
                                format!("The union of the {} lookups.", listed.join(", ")),
                            )
                        }
                        GroupPlan::Units(_) => (
                            (lookup.body)(spec, repr, &plan, group),
                            (lookup.describe)(spec, &plan, group, entries),
                        ),
                    };
                    let (tokens, how) = if compound::is_compound(group) {
                        (
                            compound::per_square(spec, repr, group, tokens),
                            format!(
                                "{how} With the attacks of {} from `square`.",
                                compound::listed(group)
                            ),
                        )
                    } else {
                        (tokens, how)
                    };
                    let body = Body {
                        tokens,
                        mut_sliders: false,
                        mut_empty: false,
                    };
                    render(&function, strategy.constant, Some(how), body)
                })
                .collect();
            let sizes: Vec<TokenStream> = tables
                .types
                .iter()
                .map(|table| quote!(::core::mem::size_of::<#table>()))
                .collect();
            let bytes = if sizes.is_empty() {
                quote!(0)
            } else {
                quote!(#(#sizes)+*)
            };
            let bytes_doc = doc(
                "The bytes of this module's own tables, every square's entries and attacks: what the lookups add to the program's read-only data (`0` when they read only the spec's shared tables).",
            );
            let items = tables.items;
            let items = quote! {
                #items
                #bytes_doc
                pub const TABLE_BYTES: ::core::primitive::usize = #bytes;
            };
            (items, functions)
        }
    };
    quote! {
        #module_doc
        pub mod #name {
            #items
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
            if kind == api::GroupFunction::Attacks && compound::is_compound(group) {
                (compound::set_wise(spec, repr, group, body), Some(shape))
            } else {
                (body, Some(shape))
            }
        }
        Kind::Hopper(kind, hopper) => (
            hoppers::body(spec, repr, hopper, kind),
            Some(hoppers::along(spec, hopper)),
        ),
        Kind::HopperAlong(kind, hopper) => (hoppers::body_along(spec, repr, hopper, kind), None),
        Kind::Piece(kind, piece) => (
            pieces::body(spec, repr, unrolling, piece, kind),
            Some(pieces::describe(piece, kind)),
        ),
        Kind::PieceDispatch(kind) => (pieces::dispatch(spec, kind), None),
        Kind::Dispatch(kind) => (dispatch(spec, kind), None),
        Kind::Lookup(_) => unreachable!("the set-wise table holds no lookup"),
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
