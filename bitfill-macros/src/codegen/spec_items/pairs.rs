//! Square pairs: `between`, `line` and `aligned`, and the rays behind
//! `Direction::ray`, `Direction::towards` and `Group::rays`.
//!
//! The default representation is a small table plus arithmetic (see
//! `BENCHMARKS.md` for the measurements behind it): every table below is
//! folded to literals here, so nothing is computed in const context.
//!
//! - `RAYS[d][square]`: the ray of direction `d` from `square` to the edge;
//!   one row more, all empty, stands for "no direction".
//! - `LINES[d][square]`: the line through `square` along `d`, edge to edge.
//! - `ALIGNMENT[difference]` and `TOWARDS[difference]`: for the difference
//!   between two squares (in files and ranks), the row of the direction
//!   parallel to it, and of the one pointing along it.
//!
//! `between(a, b)` is then `(RAYS[d][a] ^ RAYS[d][b])` without `a` and `b`,
//! whichever of the two squares lies on the other's ray. The `pair_tables`
//! field adds full `BETWEEN` and `LINE` tables, filled from these in const
//! context, and the functions read them instead.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::{Expr, Renderer};
use crate::codegen::emit::tokens::{doc, int, local, primitive};
use crate::codegen::names;
use crate::model::{Direction, Grid, PairTable, Set, Spec, Step};

/// Chooses, for each square difference, a direction among those whose step
/// fits it: the shortest (the one with the most steps to cover it), the
/// first in the spec among equals; `none` if no step fits.
fn table_of_differences(
    board: &Grid,
    steps: &[Option<Step>],
    fits: impl Fn(Step, Step) -> Option<i32>,
    none: usize,
) -> Vec<usize> {
    board
        .differences()
        .map(|difference| {
            let mut best: Option<(i32, usize)> = None;
            for (index, step) in steps.iter().enumerate() {
                let Some(&step) = step.as_ref() else {
                    continue;
                };
                if let Some(times) = fits(step, difference) {
                    if best.is_none_or(|(most, _)| times > most) {
                        best = Some((times, index));
                    }
                }
            }
            best.map_or(none, |(_, index)| index)
        })
        .collect()
}

/// The smallest unsigned integer that holds every direction index and the
/// "none" row.
fn index_type(none: usize) -> TokenStream {
    primitive(if none <= usize::from(u8::MAX) {
        "u8"
    } else {
        "u16"
    })
}

fn index_literals(indices: &[usize]) -> impl Iterator<Item = Literal> + '_ {
    indices
        .iter()
        .map(|&index| Literal::usize_unsuffixed(index))
}

/// The index of the difference `b - a` in the tables of differences (see
/// [`Grid::differences`]), with the constants folded and no arithmetic a
/// one-rank or one-file board does not need. `a` and `b` are in range.
fn difference_index(board: &Grid, a: &Ident, b: &Ident) -> TokenStream {
    let (width, height) = (board.width, board.height);
    let files_back = int(width - 1);
    let ranks_back = int(height - 1);
    if width == 1 {
        return quote!(#b + #ranks_back - #a);
    }
    if height == 1 {
        return quote!(#b + #files_back - #a);
    }
    let row = int(2 * width - 1);
    let width = int(width);
    quote!((#b / #width + #ranks_back - #a / #width) * #row + #b % #width + #files_back - #a % #width)
}

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let board = &spec.board;
    let bits = board.bits;
    let usize_type = primitive("usize");
    let bool_type = primitive("bool");
    // A confined direction walks part of a line only: pairs of squares
    // follow the free directions.
    let steps: Vec<Option<Step>> = spec
        .directions
        .iter()
        .map(|direction| direction.within.is_none().then(|| direction.step()))
        .collect();
    let none = steps.len();
    let index_type = index_type(none);
    let differences = board.differences().count();
    let alignment = table_of_differences(
        board,
        &steps,
        |step, difference| {
            step.multiple(difference)
                .or_else(|| step.reversed().multiple(difference))
        },
        none,
    );
    let towards = table_of_differences(board, &steps, Step::multiple, none);
    let alignment = index_literals(&alignment);
    let towards = index_literals(&towards);
    let empty = renderer.empty();
    let table = |of: &dyn Fn(&Direction, u32) -> Set| {
        let rows = spec.directions.iter().map(|direction| {
            let row = (0..board.squares()).map(|square| renderer.mask(of(direction, square)));
            quote!([#(#row),*])
        });
        quote!([#(#rows,)* [#empty; SQUARES]])
    };
    let rays = table(&|direction, square| direction.ray(board, square));
    let lines = table(&|direction, square| direction.line(board, square));
    let rows = int(u32::try_from(none + 1).unwrap_or(u32::MAX));
    let differences = int(u32::try_from(differences).unwrap_or(u32::MAX));
    let none_index = int(u32::try_from(none).unwrap_or(u32::MAX));
    let (a, b, table_local, row) = (local("a"), local("b"), local("table"), local("row"));
    let difference_index = difference_index(board, &a, &b);
    let between_expression = renderer.render(
        &Expr::atom(quote!(RAYS[#row][#a]))
            .xor(Expr::atom(quote!(RAYS[#row][#b])))
            .and(Expr::or(vec![Expr::Square(quote!(#a)), Expr::Square(quote!(#b))]).not()),
    );

    let full = |which: PairTable| spec.pair_tables.contains(&which);
    let between_body = if full(PairTable::Between) {
        quote!(BETWEEN[#a][#b])
    } else {
        quote!(between_by_rays(#a, #b))
    };
    let line_body = if full(PairTable::Line) {
        quote!(LINE[#a][#b])
    } else {
        quote!(line_by_rays(#a, #b))
    };
    let full_table = |which: PairTable, by_rays: &str, what: &str| {
        full(which).then(|| {
            let name = syn::Ident::new(which.static_name(), proc_macro2::Span::call_site());
            let by_rays = syn::Ident::new(by_rays, proc_macro2::Span::call_site());
            let bytes = u64::from(board.squares()).pow(2) * u64::from(bits.width() / 8);
            let table_doc = doc(&format!(
                "`{name}[a][b]`: {what}, for every pair of squares ({} x {} entries, {bytes} bytes), filled in const context. Requested with `pair_tables` in the spec; [`{}()`] reads it.",
                board.squares(),
                board.squares(),
                name.to_string().to_lowercase()
            ));
            quote! {
                #table_doc
                pub static #name: [[Bits; SQUARES]; SQUARES] = {
                    let mut #table_local = [[#empty; SQUARES]; SQUARES];
                    let mut #a = 0;
                    while #a < SQUARES {
                        let mut #b = 0;
                        while #b < SQUARES {
                            #table_local[#a][#b] = #by_rays(#a, #b);
                            #b += 1;
                        }
                        #a += 1;
                    }
                    #table_local
                };
            }
        })
    };
    let between_table = full_table(
        PairTable::Between,
        "between_by_rays",
        "the squares strictly between `a` and `b` (see [`between`])",
    );
    let line_table = full_table(
        PairTable::Line,
        "line_by_rays",
        "the line through `a` and `b` (see [`line()`])",
    );
    let storage = if full(PairTable::Between) || full(PairTable::Line) {
        "a full table (the spec's `pair_tables`)"
    } else {
        "two lookups in a table of rays and one in a table of square differences"
    };
    let between_doc = doc(&format!(
        "The squares strictly between `a` and `b`, when both lie on one ray of a direction of the spec (either way round); otherwise, and when `a == b`, none.\n\nWhen several directions of the spec fit, as `(0, 1)` and `(0, 2)` both fit a difference of two ranks, the one with the shortest step counts. Nightrider steps count like any other: on 8 x 8 the only square between a1 and c5 along `(1, 2)` is b3, if the spec has that direction.\n\n`O(1)`: {storage}.\n\n# Panics\n\nIf `a` or `b` is not below [`SQUARES`]."
    ));
    let line_doc = doc(&format!(
        "The whole line through `a` and `b`, edge to edge, both included, along the direction [`between`] uses; none when they are not aligned or `a == b`.\n\n`O(1)`: {storage}.\n\n# Panics\n\nIf `a` or `b` is not below [`SQUARES`]."
    ));
    let aligned_doc = doc(
        "Whether `a` and `b` lie on one line of a direction of the spec (`a != b`). Whether a third square `c` lies on that line too is `line(a, b) & 1 << c != 0`.\n\n# Panics\n\nIf `a` or `b` is not below [`SQUARES`].",
    );
    let [
        rays_name,
        lines_name,
        alignment_name,
        towards_name,
        no_direction_name,
        difference_name,
        alignment_function,
        between_by_rays,
        line_by_rays,
        between_name,
        line_name,
        aligned_name,
    ] = [
        names::RAYS,
        names::LINES,
        names::ALIGNMENT,
        names::TOWARDS,
        names::NO_DIRECTION,
        names::DIFFERENCE,
        names::ALIGNMENT_FUNCTION,
        names::BETWEEN_BY_RAYS,
        names::LINE_BY_RAYS,
        names::BETWEEN,
        names::LINE,
        names::ALIGNED,
    ]
    .map(names::Fixed::ident);
    quote! {
        /// The rays of each direction from each square; the last row is empty.
        static #rays_name: [[Bits; SQUARES]; #rows] = #rays;

        /// The line along each direction through each square; the last row is empty.
        static #lines_name: [[Bits; SQUARES]; #rows] = #lines;

        /// The row of `RAYS` of the direction parallel to a square
        /// difference (see `difference`), or the empty row.
        static #alignment_name: [#index_type; #differences] = [#(#alignment),*];

        /// The row of `RAYS` of the direction pointing along a square
        /// difference, or the empty row.
        static #towards_name: [#index_type; #differences] = [#(#towards),*];

        /// The empty row of `RAYS` and `LINES`.
        const #no_direction_name: #usize_type = #none_index;

        /// The index of the difference `b - a` (in files and ranks) in
        /// `ALIGNMENT` and `TOWARDS`.
        #[inline]
        const fn #difference_name(#a: #usize_type, #b: #usize_type) -> #usize_type {
            ::core::assert!(#a < SQUARES && #b < SQUARES, "a square index is not below SQUARES");
            #difference_index
        }

        /// The row of `RAYS` and `LINES` that `between` and `line` use.
        #[inline]
        const fn #alignment_function(#a: #usize_type, #b: #usize_type) -> #usize_type {
            ALIGNMENT[difference(#a, #b)] as #usize_type
        }

        #[inline]
        const fn #between_by_rays(#a: #usize_type, #b: #usize_type) -> Bits {
            let #row = alignment(#a, #b);
            #between_expression
        }

        #[inline]
        const fn #line_by_rays(#a: #usize_type, #b: #usize_type) -> Bits {
            LINES[alignment(#a, #b)][#a]
        }

        #between_table
        #line_table

        #between_doc
        #[inline]
        #[must_use]
        pub const fn #between_name(#a: #usize_type, #b: #usize_type) -> Bits {
            #between_body
        }

        #line_doc
        #[inline]
        #[must_use]
        pub const fn #line_name(#a: #usize_type, #b: #usize_type) -> Bits {
            #line_body
        }

        #aligned_doc
        #[inline]
        #[must_use]
        pub const fn #aligned_name(#a: #usize_type, #b: #usize_type) -> #bool_type {
            alignment(#a, #b) != NO_DIRECTION
        }
    }
}
