//! The `Direction` enum: each direction's facts and one-step move as a
//! value chosen at run time, its opposite, its groups, its rays, and the
//! direction from one square to another.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::codegen::emit::docs::direction_summary;
use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, documented, int, local, primitive};
use crate::codegen::names;
use crate::model::{Direction, Spec, plain_name};

/// `match self { A | B => value, ... }` with arms of equal value merged.
pub fn constant_match<'a, T>(
    items: impl IntoIterator<Item = (&'a syn::Ident, T)>,
    value: impl Fn(T) -> TokenStream,
) -> TokenStream {
    let mut arms: Vec<(String, TokenStream, Vec<&syn::Ident>)> = Vec::new();
    for (variant, item) in items {
        let tokens = value(item);
        let key = tokens.to_string();
        match arms.iter_mut().find(|(seen, _, _)| *seen == key) {
            Some((_, _, variants)) => variants.push(variant),
            None => arms.push((key, tokens, vec![variant])),
        }
    }
    let arms = arms
        .into_iter()
        .map(|(_, tokens, variants)| quote!(#(Self::#variants)|* => #tokens,));
    quote!(match self { #(#arms)* })
}

fn by_direction(spec: &Spec, value: impl Fn(&Direction) -> TokenStream) -> TokenStream {
    constant_match(
        spec.directions
            .iter()
            .map(|direction| (&direction.variant, direction)),
        value,
    )
}

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let board = &spec.board;
    let (i32_type, u32_type, usize_type, str_type) = (
        primitive("i32"),
        primitive("u32"),
        primitive("usize"),
        primitive("str"),
    );
    let count = spec.directions.len();
    let variants = spec.directions.iter().map(|direction| {
        let variant = &direction.variant;
        let doc = documented(&direction.docs, &direction_summary(board, direction));
        quote!(#doc #variant,)
    });
    let all = spec.directions.iter().map(|direction| &direction.variant);
    let step = by_direction(spec, |direction| {
        let (file, rank) = (int(direction.step().file), int(direction.step().rank));
        quote!((#file, #rank))
    });
    let shift = by_direction(spec, |direction| int(direction.shift.amount));
    let wrap = by_direction(spec, |direction| renderer.mask(direction.shift.wrap_mask));
    let ray_length = by_direction(spec, |direction| int(direction.ray_length));
    let name = by_direction(spec, |direction| {
        let name = plain_name(&direction.name);
        quote!(#name)
    });
    let opposite = by_direction(spec, |direction| {
        match spec
            .directions
            .iter()
            .find(|other| direction.is_opposite(other))
        {
            Some(other) => {
                let variant = &other.variant;
                quote!(::core::option::Option::Some(Self::#variant))
            }
            None => quote!(::core::option::Option::None),
        }
    });
    let groups = by_direction(spec, |direction| {
        let variants = spec
            .groups
            .iter()
            .filter(|group| {
                group
                    .directions
                    .iter()
                    .any(|&id| spec.direction(id).name == direction.name)
            })
            .map(|group| &group.variant);
        quote!(&[#(Group::#variants),*])
    });
    let (squares, square, from, to, row) = (
        local("squares"),
        local("square"),
        local("from"),
        local("to"),
        local("row"),
    );
    let one = spec.directions.iter().map(|direction| {
        let variant = &direction.variant;
        let function = names::suffixed(&direction.name, "one");
        quote!(Self::#variant => #function(#squares),)
    });
    let enum_doc = doc(&format!(
        "The {count} directions of this {} x {} board, for code that picks a direction at run time.\n\nEach strategy module's `fill`, `occluded`, `attacks` and `xray` take one; with a constant direction they inline to the specialised function. `direction as usize` is its index in [`Direction::ALL`].",
        board.width, board.height
    ));
    let all_doc = doc("Every direction, in the order of the spec.");
    let step_doc = doc("The (file, rank) step of one move.");
    let shift_doc = doc("The bit shift of one step (positive shifts left, negative right).");
    let wrap_doc = doc("The wrap mask: the squares a one-step move can land on.");
    let ray_length_doc = doc("Steps in the longest ray of this direction on the board.");
    let name_doc = doc("The direction's name in the spec.");
    let one_doc = doc(
        "`squares` moved one step in this direction; squares that would leave the board are dropped.",
    );
    let opposite_doc = doc(
        "The direction of the spec with the opposite step (confined to the same region, if either is), if the spec has one.",
    );
    let groups_doc = doc("The groups of the spec this direction belongs to, in spec order.");
    let ray_doc = doc(
        "The squares from `square` in this direction to the edge of the board, `square` excluded: the attacks of a slider on an empty board. One table lookup.\n\n# Panics\n\nIf `square` is not below [`SQUARES`].",
    );
    let towards_doc = doc(
        "The direction in which `to` lies from `from`: the one whose ray from `from` passes through `to`. When several do, as `(0, 1)` and `(0, 2)` both do for a square two ranks up, the one with the shortest step. `None` when no ray of the spec leads there, and when `from == to`.\n\n# Panics\n\nIf `from` or `to` is not below [`SQUARES`].",
    );
    let count = Literal::usize_unsuffixed(count);
    let derives = derive(&VALUE_TRAITS);
    let enum_name = names::DIRECTION.ident();
    quote! {
        #enum_doc
        #derives
        pub enum #enum_name {
            #(#variants)*
        }

        impl Direction {
            #all_doc
            pub const ALL: [Self; #count] = [#(Self::#all),*];

            #step_doc
            #[inline]
            #[must_use]
            pub const fn step(self) -> (#i32_type, #i32_type) {
                #step
            }

            #shift_doc
            #[inline]
            #[must_use]
            pub const fn shift(self) -> #i32_type {
                #shift
            }

            #wrap_doc
            #[inline]
            #[must_use]
            pub const fn wrap(self) -> Bits {
                #wrap
            }

            #ray_length_doc
            #[inline]
            #[must_use]
            pub const fn ray_length(self) -> #u32_type {
                #ray_length
            }

            #name_doc
            #[inline]
            #[must_use]
            pub const fn name(self) -> &'static #str_type {
                #name
            }

            #one_doc
            #[inline]
            #[must_use]
            pub const fn one(self, #squares: Bits) -> Bits {
                match self { #(#one)* }
            }

            #opposite_doc
            #[inline]
            #[must_use]
            pub const fn opposite(self) -> ::core::option::Option<Self> {
                #opposite
            }

            #groups_doc
            #[inline]
            #[must_use]
            pub const fn groups(self) -> &'static [Group] {
                #groups
            }

            #ray_doc
            #[inline]
            #[must_use]
            pub const fn ray(self, #square: #usize_type) -> Bits {
                RAYS[self as #usize_type][#square]
            }

            #towards_doc
            #[inline]
            #[must_use]
            pub const fn towards(#from: #usize_type, #to: #usize_type) -> ::core::option::Option<Self> {
                let #row = TOWARDS[difference(#from, #to)] as #usize_type;
                if #row == NO_DIRECTION {
                    ::core::option::Option::None
                } else {
                    ::core::option::Option::Some(Self::ALL[#row])
                }
            }
        }
    }
}
