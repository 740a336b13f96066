//! Entry point shared by the proc-macro and the unit tests.

use proc_macro2::TokenStream;

use crate::model::{Checked, Spec};
use crate::{codegen, parse};

/// What the macro makes of its input.
pub enum Expansion {
    /// The code of a spec without mistakes.
    Code(TokenStream),
    /// Mistakes, and the code of the stand-in spec that keeps every name
    /// declared (see [`Spec`]).
    Recovered {
        code: TokenStream,
        errors: syn::Error,
    },
    /// Mistakes, and nothing to generate.
    Failed(syn::Error),
}

/// Parses, checks and generates one spec; generated code names the
/// `bitfill` crate by `krate`.
pub fn run(krate: &TokenStream, input: TokenStream) -> Expansion {
    let input = match parse::parse_spec(input) {
        Ok(input) => input,
        Err(errors) => return Expansion::Failed(errors),
    };
    let known = (
        codegen::strategies::keywords(),
        codegen::strategies::known_lookups(),
    );
    match Spec::check(&input, krate, &known.0, &known.1) {
        Checked::Valid(spec) => Expansion::Code(codegen::spec(&spec)),
        Checked::Recovered { spec, errors } => Expansion::Recovered {
            code: codegen::spec(&spec),
            errors,
        },
        Checked::Failed(errors) => Expansion::Failed(errors),
    }
}

/// How the unit tests' expansions name the `bitfill` crate.
#[cfg(test)]
pub fn test_crate() -> TokenStream {
    quote::quote!(::bitfill)
}

/// The code, or every error, of a spec whose crate path is
/// [`test_crate`].
#[cfg(test)]
pub fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    match run(&test_crate(), input) {
        Expansion::Code(code) => Ok(code),
        Expansion::Recovered { errors, .. } | Expansion::Failed(errors) => Err(errors),
    }
}

/// The code of an invocation, `(PATH) SPEC`, with the errors as
/// `compile_error!`s in front of it.
pub fn expand_or_error(invocation: TokenStream) -> TokenStream {
    let (krate, input) = match parse::split_invocation(invocation) {
        Ok(split) => split,
        Err(error) => return error.into_compile_error(),
    };
    match run(&krate, input) {
        Expansion::Code(code) => code,
        Expansion::Recovered { code, errors } => {
            let mut output = errors.into_compile_error();
            output.extend(code);
            output
        }
        Expansion::Failed(errors) => errors.into_compile_error(),
    }
}
