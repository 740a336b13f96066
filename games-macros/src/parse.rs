//! The description's syntax: `(PATH) #[doc...] pub mod NAME { key: value,
//! ... }`, or the entries alone (`key: value, ...`) for items in the
//! current module; each value kept as its tokens (what a key takes is the
//! checker's to say, on the value's span).

use proc_macro2::{Delimiter, Span, TokenStream, TokenTree};
use syn::parse::{ParseStream, Parser};
use syn::{Attribute, Ident, Token, Visibility};

/// A variant's description, parsed but not checked.
pub struct Description {
    /// The docs and other attributes, for the generated module.
    pub attributes: Vec<Attribute>,
    pub visibility: Visibility,
    /// The module's name; none when the items go in the current module.
    pub name: Option<Ident>,
    pub entries: Vec<Entry>,
    /// The braces, where a missing key is reported.
    pub body_span: Span,
}

/// One `key: value` of the description.
pub struct Entry {
    pub key: Ident,
    /// The value's tokens, up to the next comma.
    pub value: TokenStream,
}

impl Entry {
    /// Where the value is, for its errors: its first token, or the key.
    pub fn value_span(&self) -> Span {
        self.value
            .clone()
            .into_iter()
            .next()
            .map_or_else(|| self.key.span(), |token| token.span())
    }
}

/// Splits `(PATH) DESCRIPTION` into the crate's path and the description.
pub fn split_invocation(invocation: TokenStream) -> syn::Result<(TokenStream, TokenStream)> {
    let mut tokens = invocation.into_iter();
    match tokens.next() {
        Some(TokenTree::Group(group)) if group.delimiter() == Delimiter::Parenthesis => {
            Ok((group.stream(), tokens.collect()))
        }
        _ => Err(syn::Error::new(
            Span::call_site(),
            "bitfill_games::variant! is called as `variant! { pub mod name { ... } }`",
        )),
    }
}

/// Parses `#[doc...] pub mod NAME { entries }`, or the entries alone.
pub fn parse_description(input: TokenStream) -> syn::Result<Description> {
    let parser = |input: ParseStream| {
        // The entries alone: `key: value, ...`.
        if input.peek(Ident) && input.peek2(Token![:]) && !input.peek(Token![mod]) {
            let span = input.span();
            let entries = parse_entries(input)?;
            return Ok(Description {
                attributes: Vec::new(),
                visibility: Visibility::Inherited,
                name: None,
                entries,
                body_span: span,
            });
        }
        let attributes = input.call(Attribute::parse_outer)?;
        let visibility: Visibility = input.parse()?;
        input.parse::<Token![mod]>().map_err(|error| {
            syn::Error::new(
                error.span(),
                "expected `mod`: a variant is described as `pub mod name { key: value, ... }`, or as its entries alone",
            )
        })?;
        let name: Ident = input.parse()?;
        let body;
        let brace = syn::braced!(body in input);
        let entries = parse_entries(&body)?;
        if !input.is_empty() {
            return Err(input.error("one variant per `variant!`"));
        }
        Ok(Description {
            attributes,
            visibility,
            name: Some(name),
            entries,
            body_span: brace.span.join(),
        })
    };
    parser.parse2(input)
}

/// `key: value, ...` to the end of `input`, each value up to its comma.
fn parse_entries(input: ParseStream) -> syn::Result<Vec<Entry>> {
    let mut entries = Vec::new();
    while !input.is_empty() {
        let key: Ident = input
            .parse()
            .map_err(|error| syn::Error::new(error.span(), "expected a key such as `start_fen`"))?;
        input.parse::<Token![:]>()?;
        let mut value = TokenStream::new();
        while !input.is_empty() && !input.peek(Token![,]) {
            let token: TokenTree = input.parse()?;
            value.extend([token]);
        }
        if value.is_empty() {
            return Err(syn::Error::new(key.span(), format!("`{key}` has no value")));
        }
        entries.push(Entry { key, value });
        if !input.is_empty() {
            input.parse::<Token![,]>()?;
        }
    }
    Ok(entries)
}

/// The entries of a `{ key: value, ... }` value, each value kept as its
/// tokens.
pub fn parse_map(tokens: TokenStream) -> syn::Result<Vec<Entry>> {
    let parser = |input: ParseStream| {
        let body;
        syn::braced!(body in input);
        parse_entries(&body)
    };
    parser.parse2(tokens)
}

/// The names of a `[a, b, ...]` value.
pub fn parse_list(tokens: TokenStream) -> syn::Result<Vec<Ident>> {
    let parser = |input: ParseStream| {
        let body;
        syn::bracketed!(body in input);
        let names = body.parse_terminated(<Ident as syn::parse::Parse>::parse, Token![,])?;
        Ok(names.into_iter().collect())
    };
    parser.parse2(tokens)
}
