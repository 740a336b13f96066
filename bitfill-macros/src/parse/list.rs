//! Comma-separated lists that recover from errors.
//!
//! A malformed entry is reported and skipped up to the next top-level comma,
//! so one compile reports every independent syntax error. Groups are always
//! consumed to the end: syn reports tokens left in a dropped group as an
//! "unexpected token" error that would hide the ones collected here.

use proc_macro2::TokenTree;
use syn::Ident;
use syn::parse::{ParseBuffer, ParseStream};
use syn::token::Colon;

use crate::diagnostics::Diagnostics;

/// One `name: value` entry; `value` is `None` when it did not parse (the error
/// is recorded), so later checks still know the name exists.
pub struct Named<T> {
    pub name: Ident,
    pub value: Option<T>,
}

/// Parses `item, item, ...` (trailing comma allowed) to the end of `input`.
pub fn recover<T>(
    input: ParseStream,
    errors: &mut Diagnostics,
    mut item: impl FnMut(ParseStream, &mut Diagnostics) -> syn::Result<T>,
) -> Vec<T> {
    let mut items = Vec::new();
    while !input.is_empty() {
        match item(input, errors) {
            Ok(value) => items.push(value),
            Err(error) => {
                errors.push(error);
                skip_entry(input);
            }
        }
        if input.is_empty() {
            break;
        }
        if !input.peek(syn::Token![,]) {
            errors.push(input.error("expected `,` between entries"));
            // A forgotten comma before the next `name:` costs only that
            // error: parsing goes on from the next entry.
            if input.peek(Ident) && input.peek2(Colon) {
                continue;
            }
            skip_entry(input);
        }
        // Either a comma or the end of input is next.
        let _ = input.parse::<Option<syn::Token![,]>>();
    }
    items
}

/// Parses `name: value`, where `what` names the kind of entry for errors.
pub fn named<T>(
    input: ParseStream,
    errors: &mut Diagnostics,
    what: &str,
    value: impl FnOnce(&Ident, ParseStream, &mut Diagnostics) -> syn::Result<T>,
) -> syn::Result<Named<T>> {
    if !input.peek(Ident) {
        return Err(input.error(format!("expected {what}")));
    }
    let name: Ident = input.parse()?;
    if !input.peek(Colon) {
        // The name is known even without its value: checks that need it
        // (missing fields, group members) do not report it again.
        errors.push(input.error(format!("expected `:` after `{name}`")));
        skip_entry(input);
        return Ok(Named { name, value: None });
    }
    input.parse::<Colon>()?;
    let value = match value(&name, input, errors) {
        Ok(value) => Some(value),
        Err(error) => {
            errors.push(error);
            skip_entry(input);
            None
        }
    };
    Ok(Named { name, value })
}

/// Parses the whole content of a delimited group, so that the group is never
/// dropped with tokens left in it; `expected` describes the content for an
/// error on tokens left over.
pub fn whole_group<T>(
    content: &ParseBuffer,
    expected: &str,
    parse: impl FnOnce(ParseStream) -> syn::Result<T>,
) -> syn::Result<T> {
    let result = parse(content).and_then(|value| {
        if content.is_empty() {
            Ok(value)
        } else {
            Err(content.error(format!("unexpected token: expected {expected}")))
        }
    });
    if result.is_err() {
        skip_rest(content);
    }
    result
}

/// Skips tokens up to (not including) the next top-level comma.
pub fn skip_entry(input: ParseStream) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((tree, next)) = rest.token_tree() {
            if matches!(&tree, TokenTree::Punct(punct) if punct.as_char() == ',') {
                break;
            }
            rest = next;
        }
        Ok(((), rest))
    });
}

/// Skips every remaining token.
pub fn skip_rest(input: ParseStream) {
    let _ = input.step(|cursor| {
        let mut rest = *cursor;
        while let Some((_, next)) = rest.token_tree() {
            rest = next;
        }
        Ok(((), rest))
    });
}
