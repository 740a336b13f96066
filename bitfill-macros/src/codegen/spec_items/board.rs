//! Items of the spec module itself: the geometry constants, and each
//! direction's shift, wrap mask and one-step function (the `Direction` enum
//! is `direction_enum`'s).

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{
    VALUE_TRAITS, derive, doc, documented, int, integer_type, local, primitive, shift_text,
};
use crate::codegen::names;
use crate::model::{Direction, Spec, hex};

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let constants = geometry(spec, renderer);
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_items(spec, renderer, direction));
    quote! {
        #constants
        #(#directions)*
    }
}

fn geometry(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let board = &spec.board;
    let (u32_type, usize_type) = (primitive("u32"), primitive("usize"));
    let width = int(board.width);
    let height = int(board.height);
    let squares = int(board.squares());
    let all = renderer.mask(board.mask());
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
        "Every square of the board{}.{}",
        match board.bits.words() {
            None => format!(": `{}`", hex(board.mask(), board.bits)),
            Some(_) => String::new(),
        },
        if board.squares() < board.bits.width() {
            format!(
                "\n\nBits beyond square {} are never set in the results of this module.",
                board.squares() - 1
            )
        } else {
            String::new()
        }
    ));
    // Several words get a type of their own (see `bits_type`).
    let alias = board.bits.words().is_none().then(|| {
        let (integer, name) = (integer_type(board.bits), names::BITS.ident());
        quote!(#bits_doc pub type #name = #integer;)
    });
    let krate = spec.krate;
    let board_type_doc = doc(&format!(
        "This {} x {} board as a type, implementing `bitfill::Geometry`: its size, its sets of squares and their coordinates, for code generic over boards.",
        board.width, board.height
    ));
    let derives = derive(&VALUE_TRAITS);
    let occupied = local("occupied");
    let empty_body = match board.bits.words() {
        None => quote!(BOARD & !#occupied),
        Some(_) => quote!(BOARD.and(#occupied.not())),
    };
    let empty_doc = doc(&format!(
        "The squares of the board not in `occupied`: `BOARD & !occupied`, the complement within the board.{}",
        if board.squares() < board.bits.width() {
            format!(
                " `!occupied` alone also holds the {} bits beyond square {}, which `count_ones` and `squares` then count as squares.",
                board.bits.width() - board.squares(),
                board.squares() - 1
            )
        } else {
            String::new()
        }
    ));
    let (board_type, width_name, height_name, squares_name, board_name, empty_name) = (
        names::BOARD_TYPE.ident(),
        names::WIDTH.ident(),
        names::HEIGHT.ident(),
        names::SQUARES.ident(),
        names::BOARD.ident(),
        names::EMPTY.ident(),
    );
    quote! {
        #alias
        #board_type_doc
        #derives
        pub struct #board_type;

        impl #krate::__private::Geometry for Board {
            type Bits = Bits;
            const WIDTH: #u32_type = WIDTH;
            const HEIGHT: #u32_type = HEIGHT;
            const SQUARES: #usize_type = SQUARES;
            const BOARD: Bits = BOARD;
        }

        #width_doc
        pub const #width_name: #u32_type = #width;
        #height_doc
        pub const #height_name: #u32_type = #height;
        #squares_doc
        pub const #squares_name: #usize_type = #squares;
        #board_doc
        pub const #board_name: Bits = #all;
        #empty_doc
        #[inline]
        #[must_use]
        pub const fn #empty_name(#occupied: Bits) -> Bits {
            #empty_body
        }
    }
}

fn direction_items(spec: &Spec, renderer: &Renderer, direction: &Direction) -> TokenStream {
    let i32_type = primitive("i32");
    let name = &direction.name;
    let shift_const = names::shift_constant(name);
    let wrap_const = names::wrap_constant(name);
    let one = names::one_step_function(name);
    let shift = int(direction.shift.amount);
    let wrap = renderer.mask(direction.shift.wrap_mask);
    let squares = local("squares");
    let body = renderer.render(&step(Expr::atom(&squares), &direction.shift));
    let variant = &direction.variant;
    let shift_doc = documented(
        &direction.docs,
        &format!(
            "Bit shift of one step `{name}`: `{}` (positive shifts left, negative right). [`Direction::{variant}`] sums up the direction.",
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
            "Wrap mask of `{name}`: the squares a one-step move can land on, so that a shifted square never wraps around the board edge.{diagram}"
        ),
    );
    let one_doc = documented(
        &direction.docs,
        &format!(
            "`squares` moved one step `{name}`; squares that would leave the board are dropped."
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
