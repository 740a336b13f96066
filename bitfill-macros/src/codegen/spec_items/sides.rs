//! `Side`: the spec's two players, `sides: [white, black]` (`White` and
//! `Black` by default), the first moving north. Betza pieces with a
//! direction of travel take one; engine code indexes tables by it.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, primitive};
use crate::codegen::names;
use crate::model::{Spec, plain_name};

/// The variant of side `index` (0, the first), as the docs name it: `White`.
pub fn title(spec: &Spec, index: usize) -> String {
    spec.sides.variants[index].to_string()
}

pub fn items(spec: &Spec) -> TokenStream {
    let [first, second] = &spec.sides.variants;
    let [first_name, second_name] = spec.sides.names.each_ref().map(plain_name);
    let (usize_type, str_type) = (primitive("usize"), primitive("str"));
    let enum_doc = doc(&format!(
        "The two sides (players) of the board: `{first}` moves first, forward being north (rank + 1), and `{second}`'s forward is south. A Betza piece with a direction of travel (`f`, `b`, `l`, `r`) moves as its notation is written for `{first}` and turned half a turn for `{second}`, as Fairy-Stockfish reads it.\n\n`side as usize` is its index in [`Side::ALL`], for tables by side."
    ));
    let derives = derive(&VALUE_TRAITS);
    let first_doc = doc(&format!(
        "The side whose forward is north (rank + 1): `{first_name}` in the spec."
    ));
    let second_doc = doc(&format!(
        "The side whose forward is south (rank - 1): `{second_name}` in the spec."
    ));
    let side_name = names::SIDE.ident();
    quote! {
        #enum_doc
        #derives
        pub enum #side_name {
            #first_doc
            #first,
            #second_doc
            #second,
        }

        impl Side {
            /// Both sides, the first first.
            pub const ALL: [Side; 2] = [Side::#first, Side::#second];

            /// 0 for the first side, 1 for the second: the index of tables
            /// by side.
            #[inline]
            #[must_use]
            pub const fn index(self) -> #usize_type {
                self as #usize_type
            }

            /// The other side.
            #[inline]
            #[must_use]
            pub const fn opponent(self) -> Side {
                match self {
                    Side::#first => Side::#second,
                    Side::#second => Side::#first,
                }
            }

            /// The side's name in the spec.
            #[inline]
            #[must_use]
            pub const fn name(self) -> &'static #str_type {
                match self {
                    Side::#first => #first_name,
                    Side::#second => #second_name,
                }
            }
        }
    }
}
