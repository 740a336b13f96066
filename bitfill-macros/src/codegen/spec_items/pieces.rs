//! The spec module's `Piece` enum: the spec's Betza pieces as a value chosen
//! at run time (whose piece it is, `Side`, is `sides`').

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, documented, primitive};
use crate::codegen::names;
use crate::codegen::spec_items::direction_enum::constant_match;
use crate::codegen::spec_items::sides::title as side_title;
use crate::model::{Piece, Spec, plain_name};

/// `pub enum Piece { ... }`, when the spec has pieces.
pub fn items(spec: &Spec) -> TokenStream {
    if spec.pieces.is_empty() {
        return TokenStream::new();
    }
    piece_enum(spec)
}

/// The spec's pieces as a value chosen at run time, with their notation.
fn piece_enum(spec: &Spec) -> TokenStream {
    let (str_type, bool_type) = (primitive("str"), primitive("bool"));
    let count = spec.pieces.len();
    let variants = spec.pieces.iter().map(|piece| {
        let doc = documented(
            &piece.docs,
            &format!("`{}`: Betza `{}`.", piece.name, piece.betza),
        );
        let variant = &piece.variant;
        quote!(#doc #variant,)
    });
    let all = spec.pieces.iter().map(|piece| &piece.variant);
    let by_piece = |value: &dyn Fn(&Piece) -> TokenStream| {
        constant_match(
            spec.pieces.iter().map(|piece| (&piece.variant, piece)),
            value,
        )
    };
    let name = by_piece(&|piece| {
        let name = plain_name(&piece.name);
        quote!(#name)
    });
    let betza = by_piece(&|piece| {
        let betza = &piece.betza;
        quote!(#betza)
    });
    let sided = by_piece(&|piece| {
        let sided = piece.sided;
        quote!(#sided)
    });
    let derives = derive(&VALUE_TRAITS);
    let enum_doc = doc(
        "The pieces of the spec's `pieces`, each given by its Betza string: their `moves` and `captures` chosen at run time (each strategy module's `moves` and `captures`).",
    );
    let all_doc = doc("Every piece, in the spec's order.");
    let name_doc = doc("The piece's name in the spec.");
    let betza_doc = doc("The piece's Betza string, as the spec gives it.");
    let sided_doc = doc(&format!(
        "Whether {}'s piece moves otherwise than {}'s (a direction of travel, as in `fW`): then its own functions take a [`Side`].",
        side_title(spec, 1),
        side_title(spec, 0)
    ));
    let piece_name = names::PIECE.ident();
    quote! {
        #enum_doc
        #derives
        pub enum #piece_name {
            #(#variants)*
        }

        impl Piece {
            #all_doc
            pub const ALL: [Piece; #count] = [#(Piece::#all),*];

            /// How many pieces the spec has: the length of tables by
            /// piece, such as the `pieces` of the lookups' `attackers`.
            pub const COUNT: ::core::primitive::usize = #count;

            #name_doc
            #[must_use]
            pub const fn name(self) -> &'static #str_type {
                #name
            }

            #betza_doc
            #[must_use]
            pub const fn betza(self) -> &'static #str_type {
                #betza
            }

            #sided_doc
            #[must_use]
            pub const fn is_sided(self) -> #bool_type {
                #sided
            }
        }
    }
}
