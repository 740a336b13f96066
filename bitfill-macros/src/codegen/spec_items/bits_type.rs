//! The `Bits` type of a board held in several words (`bits: [u64; N]`):
//! square `i` is bit `i % 64` of word `i / 64`. Every operation is a
//! `const fn` with its words spelled out, no loop over them; the operator
//! traits call those for code outside const context. (A board in an
//! integer gets `pub type Bits = u64;` and the like from `board`.)

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use crate::codegen::emit::tokens::{doc, local, primitive};
use crate::codegen::names;
use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let Some(count) = spec.board.bits.words() else {
        return TokenStream::new();
    };
    let board = &spec.board;
    let (u32_type, u64_type, usize_type, bool_type) = (
        primitive("u32"),
        primitive("u64"),
        primitive("usize"),
        primitive("bool"),
    );
    let (value, other, square, words) = (
        local("value"),
        local("other"),
        local("square"),
        local("words"),
    );
    let n = Literal::u32_unsuffixed(count);
    let indices: Vec<Literal> = (0..count).map(Literal::u32_unsuffixed).collect();
    let binary = |operator: TokenStream| {
        let words = indices
            .iter()
            .map(|i| quote!(self.0[#i] #operator #other.0[#i]));
        quote!(Bits([#(#words),*]))
    };
    let and = binary(quote!(&));
    let or = binary(quote!(|));
    let xor = binary(quote!(^));
    let not_words = indices.iter().map(|i| quote!(!self.0[#i]));
    let any = indices.iter().map(|i| quote!(self.0[#i]));
    let counts = indices.iter().map(|i| quote!(self.0[#i].count_ones()));
    // Word by word, lowest first (highest first for the last square).
    let lowest = (0..count).map(|word| {
        let index = Literal::u32_unsuffixed(word);
        let base = Literal::usize_unsuffixed(64 * word as usize);
        quote! {
            if self.0[#index] != 0 {
                let #square = #base + self.0[#index].trailing_zeros() as #usize_type;
                self.0[#index] &= self.0[#index] - 1;
                return ::core::option::Option::Some(#square);
            }
        }
    });
    let highest = (0..count).rev().map(|word| {
        let index = Literal::u32_unsuffixed(word);
        let top = Literal::usize_unsuffixed(64 * word as usize + 63);
        quote! {
            if self.0[#index] != 0 {
                let #square = #top - self.0[#index].leading_zeros() as #usize_type;
                self.0[#index] ^= 1 << (#square % 64);
                return ::core::option::Option::Some(#square);
            }
        }
    });
    let last = board.squares() - 1;
    let type_doc = doc(&format!(
        "A set of squares of the {} x {} board, in {count} words of 64 bits: square `rank * {} + file` is bit `square % 64` of word `square / 64` (little-endian rank-file: {} is square 0, {} square {last}).\n\nEvery method is a `const fn` with its words spelled out; the bitwise operators (`&`, `|`, `^`, `!` and their assignments) call them outside const context. Iterate over its squares with [`Bits::squares`] or `for square in bits`.",
        board.width,
        board.height,
        board.width,
        board.square_name(0),
        board.square_name(last),
    ));
    // Each operator and its assignment, from the `const fn` of the same
    // operation: `BitAnd`/`bitand` and `BitAndAssign`/`bitand_assign` from
    // `and`.
    let operators = [("BitAnd", "and"), ("BitOr", "or"), ("BitXor", "xor")].map(|(name, call)| {
        let method = name.to_ascii_lowercase();
        let (operator, assign) = (format_ident!("{name}"), format_ident!("{name}Assign"));
        let (operator_method, assign_method, call) = (
            format_ident!("{method}"),
            format_ident!("{method}_assign"),
            format_ident!("{call}"),
        );
        quote! {
            impl ::core::ops::#operator for Bits {
                type Output = Bits;
                #[inline]
                fn #operator_method(self, #other: Bits) -> Bits {
                    Bits::#call(self, #other)
                }
            }

            impl ::core::ops::#assign for Bits {
                #[inline]
                fn #assign_method(&mut self, #other: Bits) {
                    *self = Bits::#call(*self, #other);
                }
            }
        }
    });
    let krate = spec.krate;
    let bit_count = Literal::u32_unsuffixed(64 * count);
    let bits_name = names::BITS.ident();
    quote! {
        #type_doc
        #[derive(
            ::core::clone::Clone,
            ::core::marker::Copy,
            ::core::default::Default,
            ::core::cmp::PartialEq,
            ::core::cmp::Eq,
            ::core::hash::Hash,
        )]
        pub struct #bits_name([#u64_type; #n]);

        /// The squares by name, lowest first: `Bits {a1, e4}`.
        impl ::core::fmt::Debug for Bits {
            fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                f.write_str("Bits ")?;
                ::core::fmt::Debug::fmt(&#krate::__private::Names::<Board>::new(*self), f)
            }
        }

        impl Bits {
            /// No square.
            pub const EMPTY: Bits = Bits([0; #n]);

            /// The set with these words, lowest first.
            #[inline]
            #[must_use]
            pub const fn from_words(#words: [#u64_type; #n]) -> Bits {
                Bits(#words)
            }

            /// The words, lowest first.
            #[inline]
            #[must_use]
            pub const fn words(self) -> [#u64_type; #n] {
                self.0
            }

            /// The set of one square.
            ///
            /// # Panics
            ///
            /// If `square` is not below the bits of the words.
            #[inline]
            #[must_use]
            pub const fn square(#square: #usize_type) -> Bits {
                let mut #words = [0; #n];
                #words[#square / 64] = 1 << (#square % 64);
                Bits(#words)
            }

            /// Whether `square` is in the set (`false` beyond the words).
            #[inline]
            #[must_use]
            pub const fn contains(self, #square: #usize_type) -> #bool_type {
                #square / 64 < #n && self.0[#square / 64] >> (#square % 64) & 1 == 1
            }

            /// Whether the set has no square.
            #[inline]
            #[must_use]
            pub const fn is_empty(self) -> #bool_type {
                (#(#any)|*) == 0
            }

            /// How many squares the set has.
            #[inline]
            #[must_use]
            pub const fn count_ones(self) -> #u32_type {
                #(#counts)+*
            }

            /// The squares in both sets.
            #[inline]
            #[must_use]
            pub const fn and(self, #other: Bits) -> Bits {
                #and
            }

            /// The squares in either set.
            #[inline]
            #[must_use]
            pub const fn or(self, #other: Bits) -> Bits {
                #or
            }

            /// The squares in exactly one of the sets.
            #[inline]
            #[must_use]
            pub const fn xor(self, #other: Bits) -> Bits {
                #xor
            }

            /// Every bit not in the set, the bits beyond the board included
            /// (as `!` on an integer).
            #[inline]
            #[must_use]
            pub const fn not(self) -> Bits {
                Bits([#(#not_words),*])
            }

            /// The lowest square of the set, taken out of it; `None` when
            /// empty.
            #[inline]
            pub const fn pop_first(&mut self) -> ::core::option::Option<#usize_type> {
                #(#lowest)*
                ::core::option::Option::None
            }

            /// The highest square of the set, taken out of it; `None` when
            /// empty.
            #[inline]
            pub const fn pop_last(&mut self) -> ::core::option::Option<#usize_type> {
                #(#highest)*
                ::core::option::Option::None
            }

            /// The squares of the set, lowest first.
            #[inline]
            #[must_use]
            pub const fn squares(self) -> #krate::__private::Squares<Bits> {
                #krate::__private::Squares(self)
            }
        }

        #(#operators)*

        impl ::core::ops::Not for Bits {
            type Output = Bits;
            #[inline]
            fn not(self) -> Bits {
                Bits::not(self)
            }
        }

        impl ::core::convert::From<[#u64_type; #n]> for Bits {
            #[inline]
            fn from(#words: [#u64_type; #n]) -> Bits {
                Bits(#words)
            }
        }

        impl ::core::convert::From<Bits> for [#u64_type; #n] {
            #[inline]
            fn from(#value: Bits) -> [#u64_type; #n] {
                #value.0
            }
        }

        impl #krate::__private::BitSet for Bits {
            const EMPTY: Bits = Bits::EMPTY;
            const BITS: #u32_type = #bit_count;

            #[inline]
            fn square(#square: #usize_type) -> Bits {
                Bits::square(#square)
            }

            #[inline]
            fn contains(self, #square: #usize_type) -> #bool_type {
                Bits::contains(self, #square)
            }

            #[inline]
            fn is_empty(self) -> #bool_type {
                Bits::is_empty(self)
            }

            #[inline]
            fn count_ones(self) -> #u32_type {
                Bits::count_ones(self)
            }

            #[inline]
            fn pop_first(&mut self) -> ::core::option::Option<#usize_type> {
                Bits::pop_first(self)
            }

            #[inline]
            fn pop_last(&mut self) -> ::core::option::Option<#usize_type> {
                Bits::pop_last(self)
            }
        }

        impl ::core::iter::IntoIterator for Bits {
            type Item = #usize_type;
            type IntoIter = #krate::__private::Squares<Bits>;
            #[inline]
            fn into_iter(self) -> #krate::__private::Squares<Bits> {
                #krate::__private::Squares(self)
            }
        }
    }
}
