//! Lame leapers: set-wise attacks where each offset needs its path empty,
//! and the per-square table of their attacks on an empty board.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{documented, local};
use crate::codegen::names;
use crate::codegen::spec_items::leapers::{example_square, square_table};
use crate::model::{LameLeaper, Set, Spec, Step};

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let items = spec
        .lame_leapers
        .iter()
        .map(|leaper| lame_leaper_items(spec, renderer, leaper));
    quote!(#(#items)*)
}

/// Whether `square` lies in the rectangle spanned by the origin and
/// `target`.
fn within(square: Step, target: Step) -> bool {
    let between = |value: i32, end: i32| (end.min(0)..=end.max(0)).contains(&value);
    between(square.file, target.file) && between(square.rank, target.rank)
}

fn square_list(steps: &[Step]) -> String {
    let squares: Vec<String> = steps
        .iter()
        .map(|step| format!("({}, {})", step.file, step.rank))
        .collect();
    squares.join(" and ")
}

fn lame_leaper_items(spec: &Spec, renderer: &Renderer, leaper: &LameLeaper) -> TokenStream {
    let board = &spec.board;
    let name = &leaper.name;
    let function = names::leaper_function(name);
    let table = names::leaper_table(name);
    let (pieces, empty) = (local("pieces"), local("empty"));
    // Per offset: the pieces whose path squares are all empty (each path
    // square's emptiness brought back to the piece by the reverse step),
    // moved by the offset.
    let terms = leaper
        .offsets
        .iter()
        .map(|offset| {
            let free = offset
                .path
                .iter()
                .fold(Expr::atom(&pieces), |free, square| {
                    let back = board.shift_of(square.reversed());
                    let open = if within(*square, offset.step) {
                        // On the board whenever the target is: the target's
                        // mask drops whatever this shift wraps.
                        Expr::atom(&empty).shift(back.amount)
                    } else {
                        step(Expr::atom(&empty), &back)
                    };
                    free.and(open)
                });
            step(free, &board.shift_of(offset.step))
        })
        .collect();
    let union = renderer.render(&Expr::or(terms));
    let offsets: Vec<String> = leaper
        .offsets
        .iter()
        .map(|offset| {
            let (file, rank) = (offset.step.file, offset.step.rank);
            if offset.path.is_empty() {
                format!("- ({file}, {rank}): never blocked")
            } else {
                format!(
                    "- ({file}, {rank}): blocked by a piece on {}",
                    square_list(&offset.path)
                )
            }
        })
        .collect();
    let function_doc = documented(
        &leaper.docs,
        &format!(
            "`{name}` attacks: every square a `{name}` on any square of `pieces` reaches, each offset only when the squares of its path, relative to the piece, are in `empty`:\n\n{}\n\nSet-wise, any number of pieces at once: per offset, shifts of `empty` back to the pieces and one shift forward, every mask folded to a literal. `empty` may be `!occupied`.",
            offsets.join("\n")
        ),
    );
    let example = example_square(board);
    let example_attacks = leaper.offsets.iter().fold(Set::EMPTY, |set, offset| {
        set | board
            .target(example, offset.step)
            .map_or(Set::EMPTY, Set::bit)
    });
    let table = square_table(
        board,
        renderer,
        &leaper.docs,
        name,
        (&table, &function),
        example_attacks,
        &quote!(, BOARD),
    );
    quote! {
        #function_doc
        #[inline]
        #[must_use]
        pub const fn #function(#pieces: Bits, #empty: Bits) -> Bits {
            #union
        }

        #table
    }
}
