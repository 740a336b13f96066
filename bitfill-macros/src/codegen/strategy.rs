//! One module per strategy, with identical item names: fills, occluded fills
//! and attacks per direction, attacks per group, and run-time dispatch.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::docs::direction_summary;
use super::dumb7::DUMB7;
use super::kogge_stone::KOGGE_STONE;
use super::tokens::{bits_type, doc, local, step, suffixed};
use super::unrolling::{Body, Function, Unrolling};
use crate::model::{Direction, Group, GroupShape, Spec, Strategy};

/// The one place a strategy is matched: its code and wording.
pub fn unrolling(strategy: Strategy) -> &'static Unrolling {
    match strategy {
        Strategy::KoggeStone => &KOGGE_STONE,
        Strategy::Dumb7 => &DUMB7,
    }
}

pub fn module(spec: &Spec, strategy: Strategy, name: &Ident) -> TokenStream {
    let board = &spec.board;
    let unrolling = unrolling(strategy);
    let module_doc = doc(&format!(
        "{} fills and attacks on the {} x {} board: {}.\n\nEvery function is set-wise (any number of sliders at once) and usable in const context. The sibling strategy module has the same names.",
        unrolling.title, board.width, board.height, unrolling.summary
    ));
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_functions(spec, unrolling, direction));
    let groups = spec.groups.iter().map(|group| group_attacks(spec, group));
    let dispatch = dispatch(spec);
    quote! {
        #module_doc
        pub mod #name {
            #(#directions)*
            #(#groups)*
            #dispatch
        }
    }
}

fn function(
    spec: &Spec,
    doc_text: &str,
    name: &Ident,
    with_empty: bool,
    body: Body,
) -> TokenStream {
    let ty = bits_type(spec.board.bits);
    let (sliders, empty) = (local("sliders"), local("empty"));
    let mut_sliders = body.mut_sliders.then(|| quote!(mut));
    let mut_empty = body.mut_empty.then(|| quote!(mut));
    let empty_param = with_empty.then(|| quote!(, #mut_empty #empty: #ty));
    let doc = doc(doc_text);
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
fn function_doc(function: Function, name: &Ident) -> String {
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

fn direction_functions(spec: &Spec, unrolling: &Unrolling, direction: &Direction) -> TokenStream {
    let summary = direction_summary(&spec.board, direction);
    let functions = Function::ALL.map(|kind| {
        let text = format!(
            "{}\n\n{}\n\n{summary}",
            function_doc(kind, &direction.name),
            (unrolling.describe)(kind, direction)
        );
        let body = (unrolling.body)(kind, direction, spec.board.bits);
        let name = suffixed(&direction.name, kind.suffix());
        function(spec, &text, &name, kind.takes_empty(), body)
    });
    quote!(#(#functions)*)
}

fn group_attacks(spec: &Spec, group: &Group) -> TokenStream {
    let bits = spec.board.bits;
    let ty = bits_type(bits);
    let (sliders, empty, attacks) = (local("sliders"), local("empty"), local("attacks"));
    let members: Vec<&Direction> = group
        .directions
        .iter()
        .map(|&id| spec.direction(id))
        .collect();
    let calls: Vec<TokenStream> = members
        .iter()
        .map(|direction| {
            let function = suffixed(&direction.name, "attacks");
            quote!(#function(#sliders, #empty))
        })
        .collect();
    let fused = match &group.disjoint_members {
        Some(parts) => {
            let parts = parts.iter().map(|&part| {
                let function = suffixed(spec.member_name(part), "attacks");
                quote!(#function(#sliders, #empty))
            });
            quote!(#(#parts)|*)
        }
        None => quote!(#(#calls)|*),
    };
    // The gate is the direction's first step: LLVM shares its shift with
    // the first round, so it costs a test and a branch.
    let gated = members.iter().zip(&calls).map(|(direction, call)| {
        let first_step = step(&sliders, &direction.shift, bits);
        quote! {
            if #first_step != 0 {
                #attacks |= #call;
            }
        }
    });
    let split = quote! {
        let mut #attacks = 0;
        #(#gated)*
        #attacks
    };
    let listed: Vec<String> = members
        .iter()
        .map(|direction| format!("`{}`", direction.name))
        .collect();
    let summary = format!(
        "`{}` attacks: the union of the {} attacks of `sliders` through `empty` squares.\n\nSet-wise: any number of sliders at once.",
        group.name,
        listed.join(", ")
    );
    const FUSED: &str = "Fused shape: one union of the directions, which LLVM packs into vector registers where lanes shift by different amounts (AVX2, AVX-512).";
    const SPLIT: &str = "Split shape: each direction in its own block, entered only when its first step moves some slider. Separate blocks keep LLVM from packing the directions into SSE2 registers, which cannot shift two lanes by different amounts: scalar code is faster there.";
    let name = suffixed(&group.name, "attacks");
    let function = |shape_doc: &str, body: &TokenStream, cfg: Option<TokenStream>| {
        let doc = doc(&format!("{summary}\n\n{shape_doc}"));
        quote! {
            #cfg
            #doc
            #[inline]
            #[must_use]
            pub const fn #name(#sliders: #ty, #empty: #ty) -> #ty {
                #body
            }
        }
    };
    match spec.group_shape {
        GroupShape::Fused => function(FUSED, &fused, None),
        GroupShape::Split => function(SPLIT, &split, None),
        // LLVM packs a group by itself only when it has more than four
        // directions: smaller groups stay fused, and are then exactly the
        // textbook's union.
        GroupShape::Auto if members.len() <= 4 => function(
            &format!(
                "{FUSED} (`group_shape: auto` chose it: the group has at most four directions.)"
            ),
            &fused,
            None,
        ),
        GroupShape::Auto => {
            // Split only where it was measured to win: x86 without AVX2.
            let split_targets = quote!(all(
                any(target_arch = "x86", target_arch = "x86_64"),
                not(target_feature = "avx2")
            ));
            let fused = function(
                &format!("{FUSED} (`group_shape: auto` chose it for this target.)"),
                &fused,
                Some(quote!(#[cfg(not(#split_targets))])),
            );
            let split = function(
                &format!("{SPLIT} (`group_shape: auto` chose it for this target.)"),
                &split,
                Some(quote!(#[cfg(#split_targets)])),
            );
            quote!(#fused #split)
        }
    }
}

/// `fill`, `occluded` and `attacks` taking a `Direction` at run time; with a
/// constant direction they inline to the specialised function.
fn dispatch(spec: &Spec) -> TokenStream {
    let ty = bits_type(spec.board.bits);
    let (direction, sliders, empty) = (local("direction"), local("sliders"), local("empty"));
    let arms = |suffix: &str, with_empty: bool| {
        let arms = spec.directions.iter().map(|each| {
            let variant = &each.variant;
            let function = suffixed(&each.name, suffix);
            let empty = with_empty.then(|| quote!(, #empty));
            quote!(super::Direction::#variant => #function(#sliders #empty),)
        });
        quote!(match #direction { #(#arms)* })
    };
    let fill = arms("fill", false);
    let occluded = arms("occluded", true);
    let attacks = arms("attacks", true);
    let fill_doc = doc(
        "Fill in `direction` on an empty board, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_fill` function.",
    );
    let occluded_doc = doc(
        "Occluded fill in `direction` through `empty` squares, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_occluded` function.",
    );
    let attacks_doc = doc(
        "Attacks in `direction` through `empty` squares, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_attacks` function.",
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
    }
}
