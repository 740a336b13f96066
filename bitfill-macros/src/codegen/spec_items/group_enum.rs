//! The `Group` enum: each group of the spec as a value, with its directions
//! and its rays on an empty board.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, documented, local, primitive};
use crate::codegen::names;
use crate::codegen::spec_items::direction_enum::constant_match;
use crate::codegen::strategy_modules::group_shapes;
use crate::model::{Group, Set, Spec, plain_name};

fn by_group(spec: &Spec, value: impl Fn(&Group) -> TokenStream) -> TokenStream {
    constant_match(
        spec.groups.iter().map(|group| (&group.variant, group)),
        value,
    )
}

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let board = &spec.board;
    let (bool_type, usize_type, str_type) =
        (primitive("bool"), primitive("usize"), primitive("str"));
    let (direction, square) = (local("direction"), local("square"));
    let count = Literal::usize_unsuffixed(spec.groups.len());
    let variants = spec.groups.iter().map(|group| {
        let members: Vec<String> = group
            .directions
            .iter()
            .map(|&id| format!("`{}`", spec.direction(id).name))
            .collect();
        let doc = documented(
            &group.docs,
            &format!("`{}`: {}.", group.name, members.join(", ")),
        );
        let variant = &group.variant;
        quote!(#doc #variant,)
    });
    let all = spec.groups.iter().map(|group| &group.variant);
    let name = by_group(spec, |group| {
        let name = plain_name(&group.name);
        quote!(#name)
    });
    let directions = by_group(spec, |group| {
        let variants = group
            .directions
            .iter()
            .map(|&id| &spec.direction(id).variant);
        quote!(&[#(Direction::#variants),*])
    });
    let contains = by_group(spec, |group| {
        let variants = group
            .directions
            .iter()
            .map(|&id| &spec.direction(id).variant);
        quote!(::core::matches!(#direction, #(Direction::#variants)|*))
    });
    let rays = spec.groups.iter().map(|group| {
        let row = (0..board.squares()).map(|square| {
            let rays = group.directions.iter().fold(Set::EMPTY, |rays, &id| {
                rays | spec.direction(id).ray(board, square)
            });
            renderer.mask(rays)
        });
        quote!([#(#row),*])
    });
    let shape = by_group(spec, |group| group_shapes::shape_value(spec, Some(group)));
    let spec_shape = group_shapes::shape_value(spec, None);
    let krate = spec.krate;
    let shape_type = quote!(#krate::__private::GroupShape);
    let enum_doc = doc(
        "The groups of directions of the spec, as values.\n\n`group as usize` is its index in [`Group::ALL`].",
    );
    let derives = derive(&VALUE_TRAITS);
    let (enum_name, shape_name, rays_name) = (
        names::GROUP.ident(),
        names::GROUP_SHAPE.ident(),
        names::GROUP_RAYS.ident(),
    );
    quote! {
        #enum_doc
        #derives
        pub enum #enum_name {
            #(#variants)*
        }

        /// The shape of the group functions on the target this code is
        /// compiled for: what `group_shape` names, or what `group_shape:
        /// auto` chose for this target. A group of one direction, or whose
        /// attacks have no pair of opposite directions, may have a simpler
        /// one: see [`Group::shape`].
        pub const #shape_name: #shape_type = #spec_shape;

        /// The rays of each group from each square, on an empty board.
        static #rays_name: [[Bits; SQUARES]; #count] = [#(#rays),*];

        impl Group {
            /// Every group, in the order of the spec.
            pub const ALL: [Self; #count] = [#(Self::#all),*];

            /// The group's name in the spec.
            #[inline]
            #[must_use]
            pub const fn name(self) -> &'static #str_type {
                #name
            }

            /// The group's directions, each once, in the order they are first listed.
            #[inline]
            #[must_use]
            pub const fn directions(self) -> &'static [Direction] {
                #directions
            }

            /// Whether `direction` is one of the group's.
            #[inline]
            #[must_use]
            pub const fn contains(self, #direction: Direction) -> #bool_type {
                #contains
            }

            /// The shape of the group's attacks functions on the target this
            /// code is compiled for (see [`GROUP_SHAPE`]).
            #[inline]
            #[must_use]
            pub const fn shape(self) -> #shape_type {
                #shape
            }

            /// The squares a slider of the group on `square` attacks on an
            /// empty board: the union of its directions' rays. One table
            /// lookup.
            ///
            /// # Panics
            ///
            /// If `square` is not below [`SQUARES`].
            #[inline]
            #[must_use]
            pub const fn rays(self, #square: #usize_type) -> Bits {
                GROUP_RAYS[self as #usize_type][#square]
            }
        }
    }
}
