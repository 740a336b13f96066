//! Compound pieces: a group that names leapers or lame leapers
//! (`archbishop: [bishop, knight]`) attacks what its directions attack and
//! what its leapers attack. The group's attacks add the leapers' terms to
//! the sliding part, set-wise and per square alike.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer};
use crate::codegen::emit::tokens::local;
use crate::codegen::names;
use crate::codegen::spec_items::piece_tables;
use crate::codegen::strategies::strategy::FunctionBody;
use crate::model::{Group, Spec, plain_name};

/// Whether `group` names a leaper of either kind.
pub fn is_compound(group: &Group) -> bool {
    !(group.leapers.is_empty() && group.lame_leapers.is_empty())
}

/// The leapers' names as the docs list them: "`knight`, `horse`".
pub fn listed(group: &Group) -> String {
    let names: Vec<String> = group
        .leapers
        .iter()
        .chain(&group.lame_leapers)
        .map(|name| format!("`{name}`"))
        .collect();
    names.join(", ")
}

/// The set-wise attacks body of a compound group: the leapers' attacks
/// from the original `sliders` and `empty` (the sliding body may change
/// them), then the sliding part, then their union.
pub fn set_wise(
    spec: &Spec,
    renderer: &Renderer,
    group: &Group,
    sliding: FunctionBody,
) -> FunctionBody {
    let (sliders, empty) = (local("sliders"), local("empty"));
    let (leaps, slides) = (local("leaps"), local("slides"));
    let leapers = leapers_of(spec, group).map(|table| {
        let function = names::suffixed(table, "attacks");
        Expr::atom(quote!(super::#function(#sliders)))
    });
    let lame_leapers = lame_leapers_of(spec, group).map(|name| {
        let function = names::suffixed(name, "attacks");
        Expr::atom(quote!(super::#function(#sliders, #empty)))
    });
    let leaps_value = renderer.render(&Expr::or(leapers.chain(lame_leapers).collect()));
    let union = renderer.render(&Expr::or(vec![Expr::atom(&slides), Expr::atom(&leaps)]));
    let tokens = sliding.tokens;
    FunctionBody {
        tokens: quote! {
            let #leaps = #leaps_value;
            let #slides = { #tokens };
            #union
        },
        mut_sliders: sliding.mut_sliders,
        mut_empty: sliding.mut_empty,
    }
}

/// A compound group's per-square lookup: the sliding part's lookup
/// (`sliding`, an expression) and the leapers' attacks from `square`: a
/// leaper's table, a lame leaper's set-wise function on the one square.
pub fn per_square(
    spec: &Spec,
    renderer: &Renderer,
    group: &Group,
    sliding: TokenStream,
) -> TokenStream {
    let (square, occupied) = (local("square"), local("occupied"));
    let one = renderer.render(&Expr::Square(quote!(#square)));
    let empty = renderer.render(&Expr::atom(&occupied).not());
    let leapers = leapers_of(spec, group).map(|name| {
        let table = names::leaper_table(name);
        Expr::atom(quote!(super::#table[#square]))
    });
    let lame_leapers = lame_leapers_of(spec, group).map(|name| {
        let function = names::suffixed(name, "attacks");
        Expr::atom(quote!(super::#function(#one, #empty)))
    });
    let terms = std::iter::once(Expr::atom(quote!(({ #sliding }))))
        .chain(leapers)
        .chain(lame_leapers)
        .collect();
    renderer.render(&Expr::or(terms))
}

/// A compound group's leapers turned around, for the attackers of
/// `square`: `LEAPER_ATTACKERS[square]` and the like, beside the sliding
/// part (none for a group without leapers).
pub fn attackers_per_square(spec: &Spec, renderer: &Renderer, group: &Group) -> Vec<Expr> {
    let (square, occupied) = (local("square"), local("occupied"));
    let one = renderer.render(&Expr::Square(quote!(#square)));
    let leapers = spec
        .leapers
        .iter()
        .filter(|leaper| group.leapers.contains(&plain_name(&leaper.name)))
        .map(|leaper| {
            let table = piece_tables::leaper_attackers(leaper);
            Expr::atom(quote!(super::#table[#square]))
        });
    let lame_leapers = spec
        .lame_leapers
        .iter()
        .filter(|leaper| group.lame_leapers.contains(&plain_name(&leaper.name)))
        .map(|leaper| {
            let reach = super::lookup::lame_attackers(spec, renderer, leaper, &one, &occupied);
            Expr::atom(quote!((#reach)))
        });
    leapers.chain(lame_leapers).collect()
}

/// The spec's leapers that `group` names (all of them, unless a leaper had
/// a mistake of its own, already reported).
fn leapers_of<'a>(spec: &'a Spec, group: &'a Group) -> impl Iterator<Item = &'a syn::Ident> {
    spec.leapers
        .iter()
        .map(|leaper| &leaper.name)
        .filter(|name| group.leapers.contains(&plain_name(name)))
}

/// The spec's lame leapers that `group` names.
fn lame_leapers_of<'a>(spec: &'a Spec, group: &'a Group) -> impl Iterator<Item = &'a syn::Ident> {
    spec.lame_leapers
        .iter()
        .map(|leaper| &leaper.name)
        .filter(|name| group.lame_leapers.contains(&plain_name(name)))
}
