//! Items of the spec module itself: the geometry constants, each direction's
//! shift, wrap mask and one-step function, and the `Direction` enum.

use proc_macro2::TokenStream;
use quote::quote;

use super::docs::direction_summary;
use super::tokens::{
    bits_type, doc, documented, int, local, mask, primitive, shift_text, step, suffixed, upper,
};
use crate::model::{Direction, Spec, hex};

pub fn items(spec: &Spec) -> TokenStream {
    let constants = geometry(spec);
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_items(spec, direction));
    quote! {
        #constants
        #(#directions)*
    }
}

fn geometry(spec: &Spec) -> TokenStream {
    let board = &spec.board;
    let (u32_type, usize_type, integer) =
        (primitive("u32"), primitive("usize"), bits_type(board.bits));
    let width = int(board.width);
    let height = int(board.height);
    let squares = int(board.squares());
    let all = mask(board.mask(), board.bits);
    let width_doc = doc("Files of the board (its width).");
    let height_doc = doc("Ranks of the board (its height).");
    let squares_doc = doc(&format!(
        "How many squares the board has: `WIDTH * HEIGHT`, {}. Squares are numbered `0..SQUARES` (the `usize` indices the tables and `between` take).",
        board.squares()
    ));
    let last = board.squares() - 1;
    let bits_doc = doc(&format!(
        "A set of squares: the square on file `f` and rank `r` (both from 0) is bit `r * {width} + f`, little-endian rank-file: {} is bit 0, {} bit {}, {} bit {last}.",
        board.square_name(0),
        board.square_name(board.width - 1),
        board.width - 1,
        board.square_name(last),
        width = board.width,
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
        #bits_doc
        pub type Bits = #integer;
        #width_doc
        pub const WIDTH: #u32_type = #width;
        #height_doc
        pub const HEIGHT: #u32_type = #height;
        #squares_doc
        pub const SQUARES: #usize_type = #squares;
        #board_doc
        pub const BOARD: Bits = #all;
    }
}

fn direction_items(spec: &Spec, direction: &Direction) -> TokenStream {
    let bits = spec.board.bits;
    let i32_type = primitive("i32");
    let name = &direction.name;
    let shift_const = upper(name, "SHIFT");
    let wrap_const = upper(name, "WRAP");
    let one = suffixed(name, "one");
    let shift = int(direction.shift.amount);
    let wrap = mask(direction.shift.wrap_mask, bits);
    let squares = local("squares");
    let body = step(&squares, &direction.shift, bits);
    let summary = direction_summary(&spec.board, direction);
    let shift_doc = documented(
        &direction.docs,
        &format!(
            "Bit shift of one step `{name}`: `{}` (positive shifts left, negative right).\n\n{summary}",
            shift_text(direction.shift.amount.into())
        ),
    );
    let diagram = spec
        .board
        .diagram(direction.shift.wrap_mask)
        .map(|diagram| format!("\n\n```text\n{diagram}```"))
        .unwrap_or_default();
    let wrap_doc = documented(
        &direction.docs,
        &format!(
            "Wrap mask of `{name}`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.{diagram}\n\n{summary}"
        ),
    );
    let one_doc = documented(
        &direction.docs,
        &format!(
            "`squares` moved one step `{name}`; squares that would leave the board are dropped.\n\n{summary}"
        ),
    );
    quote! {
        #shift_doc
        pub const #shift_const: #i32_type = #shift;
        #wrap_doc
        pub const #wrap_const: Bits = #wrap;
        #one_doc
        #[inline]
        #[must_use]
        pub const fn #one(#squares: Bits) -> Bits {
            #body
        }
    }
}
