//! Procedural macro behind [`bitfill`](https://docs.rs/bitfill).
//!
//! Use it through the `bitfill` facade: `bitfill::fills! { ... }`, which
//! documents it and hands it `$crate` before the spec, the path generated
//! code names the `bitfill` crate by. The DSL is defined in `spec.md` at the
//! root of the repository.
//!
//! The pipeline is `parse` (syn `Parse` impls, spans kept; the one table of
//! fields) → `model` (the checked spec: every check over one checking
//! context, every error at once) → `codegen` (only ever sees a checked or
//! recovered `model::Spec`: the spec module's items, the strategy modules
//! rendered from the one table of their functions, one file per strategy,
//! the lookups' tables, and `codegen::names`, the one list of the names it
//! declares, which the model's collision check reads).

#![forbid(unsafe_code)]

mod codegen;
mod diagnostics;
mod expand;
mod model;
mod parse;
#[cfg(test)]
mod tests;

/// The implementation of `bitfill::fills!`, which documents it: invoked as
/// `(PATH) SPEC`, where `PATH` names the `bitfill` crate.
#[doc(hidden)]
#[proc_macro]
pub fn fills(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand::expand_or_error(input.into()).into()
}
