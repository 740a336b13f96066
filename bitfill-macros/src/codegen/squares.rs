//! `Squares`: iteration over the squares of a set.

use proc_macro2::TokenStream;
use quote::quote;

use super::tokens::{derive, local, primitive};
use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let usize_type = primitive("usize");
    let (set, square, count) = (local("set"), local("square"), local("count"));
    let bits = spec.board.bits.width() as usize;
    let highest = proc_macro2::Literal::usize_unsuffixed(bits - 1);
    // Not `Copy`, as iterators should not be: the set inside is a `Copy` value.
    let derives = derive(&[
        "clone::Clone",
        "fmt::Debug",
        "default::Default",
        "cmp::PartialEq",
        "cmp::Eq",
        "hash::Hash",
    ]);
    quote! {
        /// The squares of a set as indices (`usize`, like the tables),
        /// lowest first; [`squares`] makes one. Iterating from the back
        /// gives the highest first.
        #derives
        pub struct Squares(pub Bits);

        /// The squares of `set`, lowest first.
        #[inline]
        #[must_use]
        pub const fn squares(#set: Bits) -> Squares {
            Squares(#set)
        }

        impl ::core::iter::Iterator for Squares {
            type Item = #usize_type;

            #[inline]
            fn next(&mut self) -> ::core::option::Option<#usize_type> {
                if self.0 == 0 {
                    return ::core::option::Option::None;
                }
                let #square = self.0.trailing_zeros() as #usize_type;
                self.0 &= self.0 - 1;
                ::core::option::Option::Some(#square)
            }

            #[inline]
            fn size_hint(&self) -> (#usize_type, ::core::option::Option<#usize_type>) {
                let #count = self.0.count_ones() as #usize_type;
                (#count, ::core::option::Option::Some(#count))
            }

            #[inline]
            fn count(self) -> #usize_type {
                self.0.count_ones() as #usize_type
            }
        }

        impl ::core::iter::DoubleEndedIterator for Squares {
            #[inline]
            fn next_back(&mut self) -> ::core::option::Option<#usize_type> {
                if self.0 == 0 {
                    return ::core::option::Option::None;
                }
                let #square = #highest - self.0.leading_zeros() as #usize_type;
                self.0 ^= 1 << #square;
                ::core::option::Option::Some(#square)
            }
        }

        impl ::core::iter::ExactSizeIterator for Squares {}

        impl ::core::iter::FusedIterator for Squares {}

    }
}
