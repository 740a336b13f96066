//! Leapers: set-wise attacks by clipped shifts, and per-square tables built
//! from them in const context.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{documented, int, local, primitive, shift_text};
use crate::codegen::names;
use crate::model::{Grid, Leaper, Set, Spec, hex};

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let items = spec
        .leapers
        .iter()
        .map(|leaper| leaper_items(spec, renderer, leaper));
    quote!(#(#items)*)
}

fn leaper_items(spec: &Spec, renderer: &Renderer, leaper: &Leaper) -> TokenStream {
    let board = &spec.board;
    let bits = board.bits;
    let name = &leaper.name;
    let function = names::leaper_function(name);
    let table = names::leaper_table(name);
    let pieces = local("pieces");
    let terms = leaper
        .offsets
        .iter()
        .map(|offset| step(Expr::atom(&pieces), offset))
        .collect();
    let union = renderer.render(&Expr::or(terms));
    let offsets: Vec<String> = leaper
        .offsets
        .iter()
        .map(|offset| {
            let shift = shift_text(offset.amount.into());
            let (file, rank) = (offset.step.file, offset.step.rank);
            match offset.applied_mask {
                None => format!(
                    "- ({file}, {rank}): `{shift}` (the shift alone drops what leaves the board)"
                ),
                Some(_) if bits.words().is_some() => {
                    format!("- ({file}, {rank}): `{shift}`, then its wrap mask")
                }
                Some(applied_mask) => format!(
                    "- ({file}, {rank}): `{shift}`, then `& {}`",
                    hex(applied_mask, bits)
                ),
            }
        })
        .collect();
    let function_doc = documented(
        &leaper.docs,
        &format!(
            "`{name}` attacks: every square attacked by a `{name}` on any square of `pieces`.\n\nSet-wise, any number of pieces at once: one clipped shift per offset, the clip masks folded to literals:\n\n{}",
            offsets.join("\n")
        ),
    );
    let example = example_square(board);
    let example_attacks = leaper.offsets.iter().fold(Set::EMPTY, |set, offset| {
        set | bits.shifted(Set::bit(example), offset.amount) & offset.wrap_mask
    });
    let table = square_table(
        board,
        renderer,
        &leaper.docs,
        name,
        (&table, &function),
        example_attacks,
        &quote!(),
    );
    quote! {
        #function_doc
        #[inline]
        #[must_use]
        pub const fn #function(#pieces: Bits) -> Bits {
            #union
        }

        #table
    }
}

/// The square the docs' diagrams are drawn from: the one nearest the
/// centre, d4 on 8 x 8.
pub fn example_square(board: &Grid) -> u32 {
    (board.height - 1) / 2 * board.width + (board.width - 1) / 2
}

/// `static TABLE: [Bits; SQUARES]` holding `function(1 << square, ...)` for
/// every square, with `more_arguments` after the square (an empty board for
/// lame leapers), computed in const context; its docs draw
/// `example_attacks`, from [`example_square`].
pub fn square_table(
    board: &Grid,
    renderer: &Renderer,
    docs: &TokenStream,
    name: &Ident,
    (table, function): (&Ident, &Ident),
    example_attacks: Set,
    more_arguments: &TokenStream,
) -> TokenStream {
    let usize_type = primitive("usize");
    let (square, attacks) = (local("square"), local("attacks"));
    let example = example_square(board);
    let diagram = board
        .diagram(example_attacks)
        .map(|diagram| {
            format!(
                "\n\nFrom {}:\n\n```text\n{diagram}```",
                board.square_name(example)
            )
        })
        .unwrap_or_default();
    let table_doc = documented(
        docs,
        &format!(
            "`{table}[square]`: the squares a `{name}` on `square` attacks{}, computed in const context from [`{function}`].{diagram}",
            if more_arguments.is_empty() {
                ""
            } else {
                " on an empty board"
            }
        ),
    );
    let squares = int(board.squares());
    let empty = renderer.empty();
    let one_square = renderer.render(&Expr::Square(quote!(#square)));
    quote! {
        #table_doc
        pub static #table: [Bits; #squares] = {
            let mut #attacks: [Bits; #squares] = [#empty; #squares];
            let mut #square: #usize_type = 0;
            while #square < #squares {
                #attacks[#square] = #function(#one_square #more_arguments);
                #square += 1;
            }
            #attacks
        };
    }
}
