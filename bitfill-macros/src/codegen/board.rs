//! Items of the spec module itself: the geometry constants, each direction's
//! shift, wrap mask and one-step function, and the `Direction` enum.

use proc_macro2::TokenStream;
use quote::quote;

use super::docs::direction_summary;
use super::tokens::{
    bits_type, doc, int, local, mask, primitive, shift_text, step, suffixed, upper,
};
use crate::model::{Direction, Spec, hex};

pub fn items(spec: &Spec) -> TokenStream {
    let constants = geometry(spec);
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_items(spec, direction));
    let enumeration = direction_enum(spec);
    quote! {
        #constants
        #(#directions)*
        #enumeration
    }
}

fn geometry(spec: &Spec) -> TokenStream {
    let board = &spec.board;
    let (u32_type, usize_type, ty) = (primitive("u32"), primitive("usize"), bits_type(board.bits));
    let width = int(board.width);
    let height = int(board.height);
    let squares = int(board.squares());
    let all = mask(board.mask(), board.bits);
    let width_doc = doc("Files of the board (its width).");
    let height_doc = doc("Ranks of the board (its height).");
    let squares_doc = doc(&format!(
        "Squares of the board: square `rank * {} + file` is bit `rank * {} + file` (little-endian rank-file).",
        board.width, board.width
    ));
    let board_doc = doc(&format!(
        "Every square of the board: `{}`.{}",
        hex(board.mask(), board.bits),
        if board.squares() < board.bits.width() {
            format!(
                "\n\nBits beyond square {} are never set in the results of this module.",
                board.squares() - 1
            )
        } else {
            String::new()
        }
    ));
    quote! {
        #width_doc
        pub const WIDTH: #u32_type = #width;
        #height_doc
        pub const HEIGHT: #u32_type = #height;
        #squares_doc
        pub const SQUARES: #usize_type = #squares;
        #board_doc
        pub const BOARD: #ty = #all;
    }
}

fn direction_items(spec: &Spec, direction: &Direction) -> TokenStream {
    let bits = spec.board.bits;
    let (ty, i32_type) = (bits_type(bits), primitive("i32"));
    let name = &direction.name;
    let shift_const = upper(name, "SHIFT");
    let wrap_const = upper(name, "WRAP");
    let one = suffixed(name, "one");
    let shift = int(direction.shift.amount);
    let wrap = mask(direction.shift.wrap_mask, bits);
    let squares = local("squares");
    let body = step(&squares, &direction.shift, bits);
    let summary = direction_summary(&spec.board, direction);
    let shift_doc = doc(&format!(
        "Bit shift of one step `{name}`: `{}` (positive shifts left, negative right).\n\n{summary}",
        shift_text(direction.shift.amount.into())
    ));
    let diagram = spec
        .board
        .diagram(direction.shift.wrap_mask)
        .map(|diagram| format!("\n\n```text\n{diagram}```"))
        .unwrap_or_default();
    let wrap_doc = doc(&format!(
        "Wrap mask of `{name}`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.{diagram}\n\n{summary}"
    ));
    let one_doc = doc(&format!(
        "`squares` moved one step `{name}`; squares that would leave the board are dropped.\n\n{summary}"
    ));
    quote! {
        #shift_doc
        pub const #shift_const: #i32_type = #shift;
        #wrap_doc
        pub const #wrap_const: #ty = #wrap;
        #one_doc
        #[inline]
        #[must_use]
        pub const fn #one(#squares: #ty) -> #ty {
            #body
        }
    }
}

/// `match self { A | B => value, ... }` with arms of equal value merged.
fn constant_match(spec: &Spec, value: impl Fn(&Direction) -> TokenStream) -> TokenStream {
    let mut arms: Vec<(String, TokenStream, Vec<&syn::Ident>)> = Vec::new();
    for direction in &spec.directions {
        let tokens = value(direction);
        let key = tokens.to_string();
        match arms.iter_mut().find(|(seen, _, _)| *seen == key) {
            Some((_, _, variants)) => variants.push(&direction.variant),
            None => arms.push((key, tokens, vec![&direction.variant])),
        }
    }
    let arms = arms
        .into_iter()
        .map(|(_, tokens, variants)| quote!(#(Self::#variants)|* => #tokens,));
    quote!(match self { #(#arms)* })
}

fn direction_enum(spec: &Spec) -> TokenStream {
    let board = &spec.board;
    let (ty, i32_type, u32_type, str_type) = (
        bits_type(board.bits),
        primitive("i32"),
        primitive("u32"),
        primitive("str"),
    );
    let count = spec.directions.len();
    let variants = spec.directions.iter().map(|direction| {
        let variant = &direction.variant;
        let doc = doc(&direction_summary(board, direction));
        quote!(#doc #variant,)
    });
    let all = spec.directions.iter().map(|direction| &direction.variant);
    let step = constant_match(spec, |direction| {
        let (file, rank) = (int(direction.step().file), int(direction.step().rank));
        quote!((#file, #rank))
    });
    let shift = constant_match(spec, |direction| int(direction.shift.amount));
    let wrap = constant_match(spec, |direction| {
        mask(direction.shift.wrap_mask, board.bits)
    });
    let ray_length = constant_match(spec, |direction| int(direction.ray_length));
    let name = constant_match(spec, |direction| {
        let name = crate::model::plain_name(&direction.name);
        quote!(#name)
    });
    let squares = local("squares");
    let one = spec.directions.iter().map(|direction| {
        let variant = &direction.variant;
        let function = suffixed(&direction.name, "one");
        quote!(Self::#variant => #function(#squares),)
    });
    let enum_doc = doc(&format!(
        "The {count} directions of this {} x {} board, for code that picks a direction at run time.\n\nEach strategy module's `fill`, `occluded` and `attacks` take one; with a constant direction they inline to the specialised function.",
        board.width, board.height
    ));
    let all_doc = doc("Every direction, in the order of the spec.");
    let step_doc = doc("The (file, rank) step of one move.");
    let shift_doc = doc("The bit shift of one step (positive shifts left, negative right).");
    let wrap_doc = doc("The wrap mask: the squares a one-step move can land on.");
    let ray_doc = doc("Steps in the longest ray of this direction on the board.");
    let name_doc = doc("The direction's name in the spec.");
    let one_doc = doc(
        "`squares` moved one step in this direction; squares that would leave the board are dropped.",
    );
    quote! {
        #enum_doc
        #[derive(
            ::core::clone::Clone,
            ::core::marker::Copy,
            ::core::fmt::Debug,
            ::core::cmp::PartialEq,
            ::core::cmp::Eq,
            ::core::cmp::PartialOrd,
            ::core::cmp::Ord,
            ::core::hash::Hash,
        )]
        pub enum Direction {
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
            pub const fn wrap(self) -> #ty {
                #wrap
            }

            #ray_doc
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
            pub const fn one(self, #squares: #ty) -> #ty {
                match self { #(#one)* }
            }
        }
    }
}
