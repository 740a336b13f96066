//! Syntax of a spec: syn `Parse` impls that keep every span.
//!
//! Parsing recovers at commas (see [`list`]): a malformed field or entry is
//! reported and skipped, so one compile shows every syntax error of a spec, and
//! the model still checks everything that did parse.

mod fairy;
mod fields;
mod list;
mod values;

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Ident, Token, Visibility, braced};

use crate::diagnostics::Diagnostics;
pub use fairy::{HopperInput, LameOffsetInput, RegionPart};
pub use fields::{FIELDS, Fields, Presence};
pub use list::Named;
#[cfg(test)]
pub use values::Int;
pub use values::{BitsInput, BoardInput, DirectionInput, ShiftInput, StepInput, VectorInput};

/// `#[attrs] vis mod name { field: value, ... }`, as written.
pub struct SpecInput {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub fields: Fields,
    /// Syntax errors recovered from while parsing `fields`.
    pub syntax_errors: Diagnostics,
}

/// Splits what `bitfill::fills!` hands the proc-macro, `(PATH) SPEC`, into
/// the path generated code names the `bitfill` crate by (`$crate` from the
/// facade, so a renamed dependency works) and the user's spec.
pub fn split_invocation(tokens: TokenStream) -> syn::Result<(TokenStream, TokenStream)> {
    let mut tokens = tokens.into_iter();
    match tokens.next() {
        Some(TokenTree::Group(path)) if path.delimiter() == Delimiter::Parenthesis => {
            Ok((path.stream(), tokens.collect()))
        }
        _ => Err(syn::Error::new(
            Span::call_site(),
            "`bitfill_macros` is the implementation of `bitfill::fills!`: invoke that macro instead",
        )),
    }
}

/// Parses a whole spec.
pub fn parse_spec(tokens: TokenStream) -> syn::Result<SpecInput> {
    let last = tokens.clone().into_iter().last().map(|token| token.span());
    (|input: ParseStream| SpecInput::parse(input, last)).parse2(tokens)
}

/// syn spans an error at the end of the top-level input on the whole
/// invocation: point it at the `last` token instead.
fn at_end<T>(result: syn::Result<T>, input: ParseStream, last: Option<Span>) -> syn::Result<T> {
    result.map_err(|error| match last {
        Some(last) if input.is_empty() => syn::Error::new(last, error),
        _ => error,
    })
}

/// `#[attrs] vis mod name`; `last` is the span of the input's last token.
fn module_head(
    input: ParseStream,
    last: Option<Span>,
) -> syn::Result<(Vec<Attribute>, Visibility, Ident)> {
    let attrs = at_end(Attribute::parse_outer(input), input, last)?;
    let vis: Visibility = at_end(input.parse(), input, last)?;
    if !input.peek(Token![mod]) {
        let message = "expected `mod NAME { ... }`: a spec declares one module, as in `pub mod chess { bits: u64, board: 8 x 8, ... }`";
        // At the end of the input, point at what came last rather than at
        // the whole invocation.
        return Err(match (input.is_empty(), attrs.last()) {
            (true, _) if !matches!(vis, Visibility::Inherited) => {
                syn::Error::new_spanned(&vis, message)
            }
            (true, Some(attr)) => syn::Error::new_spanned(attr, message),
            _ => input.error(message),
        });
    }
    let mod_token: Token![mod] = input.parse()?;
    if !input.peek(Ident) {
        let message = "expected the module's name after `mod`";
        return Err(if input.is_empty() {
            syn::Error::new(mod_token.span, message)
        } else {
            input.error(message)
        });
    }
    let name = input.parse()?;
    Ok((attrs, vis, name))
}

impl SpecInput {
    fn parse(input: ParseStream, last: Option<Span>) -> syn::Result<Self> {
        let (attrs, vis, name) = module_head(input, last)?;
        if !input.peek(syn::token::Brace) {
            let message =
                format!("expected `{{` after `mod {name}`: the spec's fields go in braces");
            return Err(if input.is_empty() {
                syn::Error::new(name.span(), message)
            } else {
                input.error(message)
            });
        }
        let body;
        braced!(body in input);
        let mut syntax_errors = Diagnostics::default();
        let fields = Fields::parse(&body, &mut syntax_errors);
        if !input.is_empty() {
            syntax_errors.push(input.error(
                "unexpected tokens after the module: one `fills!` invocation declares one module",
            ));
            list::skip_rest(input);
        }
        Ok(SpecInput {
            attrs,
            vis,
            name,
            fields,
            syntax_errors,
        })
    }
}
