//! Entry point shared by the proc-macro and the unit tests.

use proc_macro2::TokenStream;

use crate::{codegen, model, parse};

/// Parses, checks and generates one spec.
#[cfg(test)]
pub fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    match run(input) {
        (Some(tokens), None) => Ok(tokens),
        (_, Some(error)) => Err(error),
        (None, None) => Err(syn::Error::new(
            proc_macro2::Span::call_site(),
            "bitfill internal error: no output and no error",
        )),
    }
}

/// Like [`expand`], but with the errors as `compile_error!`s, next to what
/// the spec still generates (see [`model::Spec::check`]).
pub fn expand_or_error(input: TokenStream) -> TokenStream {
    let (tokens, error) = run(input);
    let mut output = error
        .map(|error| error.into_compile_error())
        .unwrap_or_default();
    output.extend(tokens);
    output
}

/// The generated code (possibly a recovery for a spec with mistakes) and
/// the errors.
pub(crate) fn run(input: TokenStream) -> (Option<TokenStream>, Option<syn::Error>) {
    let last_token = input.clone().into_iter().last().map(|token| token.span());
    let input: parse::SpecInput = match syn::parse2(input) {
        Ok(input) => input,
        Err(error) => return (None, Some(at_the_end(error, last_token))),
    };
    let (spec, errors) = model::Spec::check(&input);
    let tokens = spec.as_ref().map(codegen::spec);
    let error = (!errors.is_empty()).then(|| errors.into_error(input.name.span()));
    (tokens, error)
}

/// syn reports running out of tokens at the top level at the call site, the
/// whole invocation; point those errors at the last token instead.
fn at_the_end(error: syn::Error, last_token: Option<proc_macro2::Span>) -> syn::Error {
    let Some(last_token) = last_token else {
        return error;
    };
    let mut errors = error.into_iter().map(|error| {
        let message = error.to_string();
        if message.starts_with("unexpected end of input") {
            syn::Error::new(last_token, message)
        } else {
            error
        }
    });
    let mut combined = errors
        .next()
        .unwrap_or_else(|| syn::Error::new(last_token, "invalid spec"));
    for error in errors {
        combined.combine(error);
    }
    combined
}
