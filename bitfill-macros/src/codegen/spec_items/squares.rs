//! `squares`: iteration over the squares of a set, by `bitfill::Squares`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::tokens::local;
use crate::codegen::names;
use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let krate = spec.krate;
    let (set, name) = (local("set"), names::SQUARES_FUNCTION.ident());
    quote! {
        /// The squares of `set` as indices (`usize`, like the tables),
        /// lowest first; from the back, highest first.
        #[inline]
        #[must_use]
        pub const fn #name(#set: Bits) -> #krate::__private::Squares<Bits> {
            #krate::__private::Squares(#set)
        }
    }
}
