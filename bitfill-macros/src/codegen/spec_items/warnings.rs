//! The spec's warnings in the user's code. Stable proc macros cannot emit
//! warnings, so each one is the use of a deprecated constant whose note is
//! the message, spanned on the user's token: rustc then warns there (and
//! `#![deny(deprecated)]` or `-D warnings` make it an error).

use proc_macro2::{Ident, TokenStream};
use quote::{quote, quote_spanned};

use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let warnings = spec.warnings.iter().map(|warning| {
        let message = &warning.message;
        let constant = Ident::new("bitfill_warning", warning.span);
        let used = quote_spanned!(warning.span=> #constant);
        quote! {
            const _: () = {
                #[deprecated(note = #message)]
                #[allow(non_upper_case_globals)]
                const #constant: () = ();
                #used
            };
        }
    });
    quote!(#(#warnings)*)
}
