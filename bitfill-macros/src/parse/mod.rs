//! Syntax of a spec: syn `Parse` impls that keep every span.
//!
//! Parsing recovers at commas (see [`list`]): a malformed field or entry is
//! reported and skipped, so one compile shows every syntax error of a spec, and
//! the model still checks everything that did parse.

mod fairy;
mod list;
mod values;

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Ident, Token, Visibility, braced};

use crate::diagnostics::Diagnostics;
pub use fairy::{HopperInput, LameOffsetInput, RegionPart};
use list::Docs;
pub use list::Named;
#[cfg(test)]
pub use values::Int;
pub use values::{BitsInput, BoardInput, ShiftInput, StepInput, VectorInput};

/// The field names a spec body accepts, in documentation order.
pub const FIELD_NAMES: [&str; 11] = [
    "bits",
    "board",
    "strategies",
    "directions",
    "groups",
    "group_shape",
    "leapers",
    "lame_leapers",
    "hoppers",
    "regions",
    "pair_tables",
];

/// `#[attrs] vis mod name { field: value, ... }`, as written.
pub struct SpecInput {
    pub attrs: Vec<Attribute>,
    pub vis: Visibility,
    pub name: Ident,
    pub fields: Vec<Named<FieldValue>>,
    /// Syntax errors recovered from while parsing `fields`.
    pub syntax_errors: Diagnostics,
}

/// The value of one field, by field name.
pub enum FieldValue {
    Bits(BitsInput),
    Board(BoardInput),
    Strategies(Vec<Ident>),
    Directions(Vec<Named<StepInput>>),
    Groups(Vec<Named<Vec<Ident>>>),
    GroupShape(Ident),
    Leapers(Vec<Named<Vec<VectorInput>>>),
    PairTables(Vec<Ident>),
    LameLeapers(Vec<Named<Vec<LameOffsetInput>>>),
    Hoppers(Vec<Named<HopperInput>>),
    Regions(Vec<Named<Vec<RegionPart>>>),
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
        let fields = list::recover(&body, &mut syntax_errors, |input, errors| {
            list::named(input, errors, "a field name", Docs::Refused, field_value)
        });
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

fn field_value(
    key: &Ident,
    input: ParseStream,
    errors: &mut Diagnostics,
) -> syn::Result<FieldValue> {
    Ok(match key.to_string().as_str() {
        "bits" => FieldValue::Bits(values::bits(input)?),
        "board" => FieldValue::Board(BoardInput::parse(input)?),
        "strategies" => FieldValue::Strategies(values::name_list(input)?),
        "directions" => {
            FieldValue::Directions(map(input, errors, "a direction name", StepInput::parse)?)
        }
        "groups" => FieldValue::Groups(map(input, errors, "a group name", values::name_list)?),
        "group_shape" => FieldValue::GroupShape(if input.peek(Ident) {
            input.parse()?
        } else {
            return Err(input.error("expected a group shape: auto, split or fused"));
        }),
        "leapers" => FieldValue::Leapers(map(input, errors, "a leaper name", values::vector_list)?),
        "pair_tables" => FieldValue::PairTables(values::name_list(input)?),
        "lame_leapers" => FieldValue::LameLeapers(map(
            input,
            errors,
            "a lame leaper name",
            fairy::lame_offsets,
        )?),
        "hoppers" => FieldValue::Hoppers(map(input, errors, "a hopper name", HopperInput::parse)?),
        "regions" => FieldValue::Regions(map(input, errors, "a region name", fairy::region_parts)?),
        _ => {
            return Err(syn::Error::new(
                key.span(),
                format!(
                    "unknown field `{key}`: expected one of {}",
                    FIELD_NAMES.map(|name| format!("`{name}`")).join(", ")
                ),
            ));
        }
    })
}

/// `{ name: value, ... }`, recovering from errors in each entry.
fn map<T>(
    input: ParseStream,
    errors: &mut Diagnostics,
    what: &str,
    value: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<Named<T>>> {
    if !input.peek(syn::token::Brace) {
        return Err(input.error("expected `{ ... }` holding entries of the form `name: value`"));
    }
    let content;
    let braces = braced!(content in input);
    if content.is_empty() {
        return Err(syn::Error::new(
            braces.span.join(),
            format!("expected at least one entry: {what} and its value"),
        ));
    }
    Ok(list::recover(&content, errors, |input, errors| {
        list::named(input, errors, what, Docs::Allowed, |_, input, _| {
            value(input)
        })
    }))
}
