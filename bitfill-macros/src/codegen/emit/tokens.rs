//! Small builders for the tokens every generated function is made of.

use proc_macro2::{Literal, Span, TokenStream};
use quote::{ToTokens, quote};
use syn::Ident;

use crate::model::{Bits, Set, hex, hex_digits};

/// `::core::primitive::u64` and friends: immune to user types named `u64`.
pub fn primitive(name: &str) -> TokenStream {
    let name = Ident::new(name, Span::call_site());
    quote!(::core::primitive::#name)
}

/// The integer that holds a board (not for words).
pub fn integer_type(bits: Bits) -> TokenStream {
    primitive(&bits.name())
}

/// A local variable or parameter of generated code. Mixed-site hygiene keeps
/// it apart from anything the user has in scope.
pub fn local(name: &str) -> Ident {
    Ident::new(name, Span::mixed_site())
}

/// An unsuffixed hex literal with every digit of the integer, grouped by
/// four (integers only: `Renderer::mask` handles
/// words).
pub fn hex_literal(value: Set, bits: Bits) -> TokenStream {
    let text = hex(value, bits);
    text.parse::<Literal>().map_or_else(
        |_| Literal::u128_unsuffixed(value.low()).into_token_stream(),
        ToTokens::into_token_stream,
    )
}

/// One 64-bit word as a hex literal, grouped by four.
pub fn hex_digits_literal(word: u64) -> TokenStream {
    let text = hex_digits(u128::from(word), 64);
    text.parse::<Literal>().map_or_else(
        |_| Literal::u64_unsuffixed(word).into_token_stream(),
        ToTokens::into_token_stream,
    )
}

pub fn int(value: impl Into<i128>) -> TokenStream {
    let value: i128 = value.into();
    let literal = Literal::i128_unsuffixed(value.abs());
    if value < 0 {
        quote!(-#literal)
    } else {
        literal.into_token_stream()
    }
}

/// `(1, 0)` as `<< 1`, `(0, -1)` as `>> 8`: the operator and amount of a
/// shift, for docs.
pub fn shift_text(shift: i64) -> String {
    if shift >= 0 {
        format!("<< {shift}")
    } else {
        format!(">> {}", shift.unsigned_abs())
    }
}

/// `#[derive(...)]` of standard traits, named by their path under `core`:
/// `derive(&["clone::Clone", "fmt::Debug"])`.
pub fn derive(traits: &[&str]) -> TokenStream {
    let paths = traits.iter().map(|path| {
        let segments = path
            .split("::")
            .map(|segment| Ident::new(segment, Span::call_site()));
        quote!(::core #(::#segments)*)
    });
    quote!(#[derive(#(#paths),*)])
}

/// The derives of the generated value types (`Direction`, `Group`, the
/// strategy types): plain `Copy` values, ordered and hashable.
pub const VALUE_TRAITS: [&str; 8] = [
    "clone::Clone",
    "marker::Copy",
    "fmt::Debug",
    "cmp::PartialEq",
    "cmp::Eq",
    "cmp::PartialOrd",
    "cmp::Ord",
    "hash::Hash",
];

/// The doc comments an entry of the spec was written with, then `text`:
/// the user's words come first on every item made from the entry.
pub fn documented(user: &TokenStream, text: &str) -> TokenStream {
    let generated = doc(text);
    if user.is_empty() {
        return generated;
    }
    quote!(#user #[doc = ""] #generated)
}

/// Doc attributes, one per line, so the expansion reads as `///` comments.
pub fn doc(text: &str) -> TokenStream {
    let lines = text.lines().map(|line| {
        let line = if line.is_empty() {
            String::new()
        } else {
            format!(" {line}")
        };
        quote!(#[doc = #line])
    });
    quote!(#(#lines)*)
}
