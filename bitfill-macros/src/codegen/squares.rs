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
    let (next, next_back, count_ones) = match spec.board.bits.words() {
        None => (
            quote! {
                if self.0 == 0 {
                    return ::core::option::Option::None;
                }
                let #square = self.0.trailing_zeros() as #usize_type;
                self.0 &= self.0 - 1;
                ::core::option::Option::Some(#square)
            },
            quote! {
                if self.0 == 0 {
                    return ::core::option::Option::None;
                }
                let #square = #highest - self.0.leading_zeros() as #usize_type;
                self.0 ^= 1 << #square;
                ::core::option::Option::Some(#square)
            },
            quote!(self.0.count_ones() as #usize_type),
        ),
        // Word by word, lowest first (highest first from the back).
        Some(words) => {
            let lowest = (0..words).map(|word| {
                let index = proc_macro2::Literal::u32_unsuffixed(word);
                let base = proc_macro2::Literal::usize_unsuffixed(64 * word as usize);
                quote! {
                    if self.0.0[#index] != 0 {
                        let #square = #base + self.0.0[#index].trailing_zeros() as #usize_type;
                        self.0.0[#index] &= self.0.0[#index] - 1;
                        return ::core::option::Option::Some(#square);
                    }
                }
            });
            let highest = (0..words).rev().map(|word| {
                let index = proc_macro2::Literal::u32_unsuffixed(word);
                let top = proc_macro2::Literal::usize_unsuffixed(64 * word as usize + 63);
                quote! {
                    if self.0.0[#index] != 0 {
                        let #square = #top - self.0.0[#index].leading_zeros() as #usize_type;
                        self.0.0[#index] ^= 1 << (#square % 64);
                        return ::core::option::Option::Some(#square);
                    }
                }
            });
            (
                quote!(#(#lowest)* ::core::option::Option::None),
                quote!(#(#highest)* ::core::option::Option::None),
                quote!(self.0.count_ones() as #usize_type),
            )
        }
    };
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
                #next
            }

            #[inline]
            fn size_hint(&self) -> (#usize_type, ::core::option::Option<#usize_type>) {
                let #count = #count_ones;
                (#count, ::core::option::Option::Some(#count))
            }

            #[inline]
            fn count(self) -> #usize_type {
                #count_ones
            }
        }

        impl ::core::iter::DoubleEndedIterator for Squares {
            #[inline]
            fn next_back(&mut self) -> ::core::option::Option<#usize_type> {
                #next_back
            }
        }

        impl ::core::iter::ExactSizeIterator for Squares {}

        impl ::core::iter::FusedIterator for Squares {}

    }
}
