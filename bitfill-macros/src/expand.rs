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

/// Parses, checks and generates one spec.
pub fn run(input: TokenStream) -> Expansion {
    let input = match parse::parse_spec(input) {
        Ok(input) => input,
        Err(errors) => return Expansion::Failed(errors),
    };
    match Spec::check(&input) {
        Checked::Valid(spec) => Expansion::Code(codegen::spec(&spec)),
        Checked::Recovered { spec, errors } => Expansion::Recovered {
            code: codegen::spec(&spec),
            errors,
        },
        Checked::Failed(errors) => Expansion::Failed(errors),
    }
}

/// The code, or every error.
#[cfg(test)]
pub fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    match run(input) {
        Expansion::Code(code) => Ok(code),
        Expansion::Recovered { errors, .. } | Expansion::Failed(errors) => Err(errors),
    }
}

/// The code, with the errors as `compile_error!`s in front of it.
pub fn expand_or_error(input: TokenStream) -> TokenStream {
    match run(input) {
        Expansion::Code(code) => code,
        Expansion::Recovered { code, errors } => {
            let mut output = errors.into_compile_error();
            output.extend(code);
            output
        }
        Expansion::Failed(errors) => errors.into_compile_error(),
    }
}
