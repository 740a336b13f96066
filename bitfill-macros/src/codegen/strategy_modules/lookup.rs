//! The items of a lookup module, from the lookup table: its own tables
//! (the strategy's), `TABLE_BYTES`, and one per-square function per group:
//! the strategy's lookup for a group made of table units, the union of the
//! member groups' lookups for a group made of groups, and a compound
//! piece's leaps on top.

use proc_macro2::TokenStream;
use quote::quote;

use super::compound;
use super::functions::{self, GeneratedFunction, LookupKind, Parameter};
use super::render;
use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::doc;
use crate::codegen::lookup_tables::plan::{GroupPlan, Plan};
use crate::codegen::lookup_tables::tables;
use crate::codegen::names;
use crate::codegen::strategies::strategy::{
    FunctionBody, LookupCode, LookupMethod, LookupTables, Strategy,
};
use crate::model::Spec;

/// The module's tables, `TABLE_BYTES` and its functions.
pub fn items(
    spec: &Spec,
    renderer: &Renderer,
    strategy: &Strategy,
    code: &LookupCode,
) -> TokenStream {
    let plan = Plan::new(spec);
    let tables = match &code.method {
        LookupMethod::Tables(method) => tables::items(spec, &plan, method),
        LookupMethod::Lines { .. } => LookupTables::default(),
    };
    let functions = functions::lookup_functions(spec)
        .into_iter()
        .map(|function| {
            let (body, how) = body(spec, renderer, code, &plan, &tables.entries, &function);
            render(&function, strategy.constant, Some(how), body)
        });
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
    let (own_tables, bytes_name) = (tables.items, names::TABLE_BYTES.ident());
    quote! {
        #own_tables
        #bytes_doc
        pub const #bytes_name: ::core::primitive::usize = #bytes;
        #(#functions)*
    }
}

/// The body of one lookup function, and how it computes, for its docs.
fn body(
    spec: &Spec,
    renderer: &Renderer,
    code: &LookupCode,
    plan: &Plan,
    entries: &[u64],
    function: &GeneratedFunction<LookupKind>,
) -> (FunctionBody, String) {
    let LookupKind::Group(group) = function.kind;
    let (tokens, how) = match plan.group(spec, group) {
        GroupPlan::Members(members) => {
            let (square, occupied) = (Parameter::Square.ident(), Parameter::Occupied.ident());
            let calls = members.iter().map(|&id| {
                let member = names::suffixed(&spec.group(id).name, "attacks_from");
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
        GroupPlan::Units(units) => match &code.method {
            LookupMethod::Tables(method) => (
                tables::body(spec, plan, units, method),
                tables::describe(spec, plan, units, entries, method),
            ),
            LookupMethod::Lines { body, describe } => (body(spec, group), describe(spec, group)),
        },
    };
    let (tokens, how) = if compound::is_compound(group) {
        (
            compound::per_square(spec, renderer, group, tokens),
            format!(
                "{how} With the attacks of {} from `square`.",
                compound::listed(group)
            ),
        )
    } else {
        (tokens, how)
    };
    let body = FunctionBody {
        tokens,
        mut_sliders: false,
        mut_empty: false,
    };
    (body, how)
}
