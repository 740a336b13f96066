//! Comma-separated lists that recover from errors.
//!
//! A malformed entry is reported and skipped up to the next top-level comma,
//! so one compile reports every independent syntax error. Groups are always
//! consumed to the end: syn reports tokens left in a dropped group as an
//! "unexpected token" error that would hide the ones collected here.

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;
use syn::parse::{ParseBuffer, ParseStream};
use syn::token::Colon;
use syn::{Attribute, Ident};

use crate::diagnostics::Diagnostics;

/// One `name: value` entry; `value` is `None` when it did not parse (the error
/// is recorded), so later checks still know the name exists.
pub struct Named<T> {
    /// The entry's doc comments (`#[doc = ...]` attributes), for the items
    /// generated from it.
    pub docs: TokenStream,
    pub name: Ident,
    pub value: Option<T>,
}

/// What a list's entries may carry before their name.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Docs {
    /// Doc comments (directions, groups, leapers); other attributes are
    /// reported.
    Allowed,
    /// Nothing: every attribute is reported (fields).
    Refused,
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
        if input.peek(syn::Token![;]) {
            // A `;` for a `,` is one mistake: the entries after it are fine.
            errors.push(input.error("expected `,` between entries, found `;`: write `,`"));
            let _ = input.parse::<syn::Token![;]>();
            continue;
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

/// Parses `#[doc] name: value`, where `what` names the kind of entry for
/// errors (`a direction name`).
pub fn named<T>(
    input: ParseStream,
    errors: &mut Diagnostics,
    what: &str,
    docs: Docs,
    value: impl FnOnce(&Ident, ParseStream, &mut Diagnostics) -> syn::Result<T>,
) -> syn::Result<Named<T>> {
    let docs = attributes(input, errors, what, docs)?;
    if !input.peek(Ident) {
        return Err(input.error(format!("expected {what}")));
    }
    let name: Ident = input.parse()?;
    if !input.peek(Colon) {
        // The name is known even without its value: checks that need it
        // (missing fields, group members) do not report it again.
        errors.push(input.error(format!("expected `:` after `{name}`")));
        skip_entry(input);
        return Ok(Named {
            docs,
            name,
            value: None,
        });
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
    Ok(Named { docs, name, value })
}

/// The outer attributes before an entry: its doc comments where they are
/// allowed; any other attribute is reported (and dropped).
fn attributes(
    input: ParseStream,
    errors: &mut Diagnostics,
    what: &str,
    docs: Docs,
) -> syn::Result<TokenStream> {
    let mut kept = TokenStream::new();
    for attribute in Attribute::parse_outer(input)? {
        let is_doc = attribute.path().is_ident("doc");
        match docs {
            Docs::Allowed if is_doc => attribute.to_tokens(&mut kept),
            Docs::Allowed => errors.push(syn::Error::new_spanned(
                &attribute,
                format!(
                    "attributes other than doc comments are not supported before {what}: the macro reads the whole spec at once, so `#[cfg]` and friends cannot remove an entry"
                ),
            )),
            Docs::Refused => errors.push(syn::Error::new_spanned(
                &attribute,
                format!("attributes are not supported before {what}: document the spec on its module"),
            )),
        }
    }
    Ok(kept)
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

/// `[item, item, ...]` (trailing comma allowed); `expected` describes the
/// list for an error when there is no bracket.
pub fn bracketed_list<T>(
    input: ParseStream,
    expected: &str,
    item: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<T>> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error(format!("expected {expected}")));
    }
    let content;
    syn::bracketed!(content in input);
    whole_group(&content, "a comma-separated list", |content| {
        Ok(
            syn::punctuated::Punctuated::<T, syn::Token![,]>::parse_terminated_with(content, item)?
                .into_iter()
                .collect(),
        )
    })
}
