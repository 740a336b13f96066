//! The procedural macro behind `bitfill-games`: [`variant!`] reads a
//! variant of the chess family described with Fairy-Stockfish's options
//! and generates its board (a `bitfill::fills!` spec whose pieces are the
//! variant's Betza pieces) and its rules (an implementation of
//! `bitfill_games::family::Variant`). `bitfill_games::variant!`
//! documents the language; this crate is not meant to be used directly.
//!
//! The pipeline: `parse` (the description's syntax: keys and values, with
//! their spans), `check` (one checking context: every independent mistake
//! reported at once, each on its token), `codegen` (the board and the
//! rules). A description with mistakes expands to the errors alone.

#![forbid(unsafe_code)]
#![deny(missing_docs)]

mod check;
mod codegen;
mod diagnostics;
mod parse;

/// The implementation of `bitfill_games::variant!`, which documents it:
/// invoked as `(PATH) DESCRIPTION`, where `PATH` names the
/// `bitfill_games` crate.
#[doc(hidden)]
#[proc_macro]
pub fn variant(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand(input.into()).into()
}

/// The code of an invocation, or its errors as `compile_error!`s.
fn expand(invocation: proc_macro2::TokenStream) -> proc_macro2::TokenStream {
    let (krate, input) = match parse::split_invocation(invocation) {
        Ok(split) => split,
        Err(error) => return error.into_compile_error(),
    };
    let description = match parse::parse_description(input) {
        Ok(description) => description,
        Err(error) => return error.into_compile_error(),
    };
    match check::check(description) {
        Ok(variant) => codegen::variant(&krate, &variant),
        Err(error) => error.into_compile_error(),
    }
}
