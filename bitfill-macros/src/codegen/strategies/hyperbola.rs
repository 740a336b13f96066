//! The table-light line methods, per line through the square (a direction
//! and its opposite, or a direction alone), each where it is fastest
//! (BENCHMARKS.md, "Per-square lookups"):
//! - Hyperbola Quintessence, `(o - bit) ^ swap(swap(o) - swap(bit))`, on
//!   lines with at most one square per row of a board whose rows are whole
//!   bytes (files and diagonals of 8 x 8): a byte swap reverses the line;
//! - obstruction difference (Michael Hoffmann's), on every other line: the
//!   nearest piece below the square and the nearest above it, found with
//!   one leading-zero count and one lowest-bit isolation, bound the
//!   attacks, `line & (2 * lowest_above - highest_below)`.
//!
//! No table of its own: it reads the spec's `LINES` and `RAYS`, and for a
//! Betza piece's steps the spec has no direction for (a nightrider's), the
//! spec module's `STEP_RAYS`.

use proc_macro2::TokenStream;
use quote::quote;

use proc_macro2::Literal;
use syn::Ident;

use crate::codegen::emit::tokens::local;
use crate::codegen::lookup_tables::plan::{Plan, RayRow, Unit};
use crate::codegen::strategies::strategy::{
    LineMethod, LookupCode, LookupMethod, Strategy, StrategyCode,
};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::Spec;

pub const HYPERBOLA: Strategy = Strategy {
    keyword: "hyperbola",
    title: "Hyperbola",
    type_name: "Hyperbola",
    summary: "table-light line methods, per line through the square: Hyperbola Quintessence (a subtraction from each end, the far end through a byte swap) where a byte swap reverses the line, obstruction difference (the nearest pieces below and above, from a leading-zero count and a lowest-bit isolation) elsewhere; only the spec's tables of lines and rays",
    constant: true,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Lines(LineMethod { body, describe }),
    }),
};

/// A line of a unit: a direction and its opposite, when the unit has it,
/// as indices into the unit's directions.
type Line = (usize, Option<usize>);

/// The unit's directions in lines: each with its opposite when the unit
/// has it.
fn lines(unit: &Unit) -> Vec<Line> {
    let mut lines: Vec<Line> = Vec::new();
    for (index, each) in unit.directions.iter().enumerate() {
        let taken = lines
            .iter()
            .any(|&(first, second)| first == index || second == Some(index));
        if taken {
            continue;
        }
        let opposite = unit
            .directions
            .iter()
            .position(|other| each.direction.is_opposite(&other.direction));
        lines.push((index, opposite));
    }
    lines
}

/// Whether Hyperbola Quintessence serves `line`: a byte swap reverses the
/// order of the board's rows when a row is whole bytes, and a line with at
/// most one square per row needs nothing more.
fn byte_swapped(spec: &Spec, unit: &Unit, (first, second): Line) -> bool {
    second.is_some()
        && spec.board.width % 8 == 0
        && unit.directions[first].direction.step().rank != 0
}

/// The ray of direction `index` of `unit` from `square`, and its line
/// (both ways, `square` included) where the spec's `LINES` has it: a
/// direction of the spec reads the spec's `RAYS` and `LINES`, a step the
/// spec lacks its row of `STEP_RAYS`.
fn ray_and_line(unit: &Unit, index: usize, square: &Ident) -> (TokenStream, Option<TokenStream>) {
    match unit.directions[index].row {
        RayRow::Spec(row) => {
            let row = Literal::usize_unsuffixed(row.0);
            (
                quote!(super::RAYS[#row][#square]),
                Some(quote!(super::LINES[#row][#square])),
            )
        }
        RayRow::Step(row) => {
            let row = Literal::usize_unsuffixed(row);
            (quote!(super::STEP_RAYS[#row][#square]), None)
        }
    }
}

fn body(spec: &Spec, plan: &Plan, index: usize, occupied: &Ident) -> TokenStream {
    let unit = &plan.units[index];
    let square = Parameter::Square.ident();
    let (bit, below) = (local("bit"), local("below"));
    let (line, lower, upper) = (local("line"), local("lower"), local("upper"));
    let (highest, lowest) = (local("highest"), local("lowest"));
    let (forward, reverse) = (local("forward"), local("reverse"));
    let lines = lines(unit);
    // The line through the square, without the square itself.
    let whole_line = |(first, second): Line| {
        let (ray, full) = ray_and_line(unit, first, &square);
        match (second, full) {
            (Some(_), Some(full)) => quote!(#full ^ #bit),
            (Some(second), None) => {
                let (other, _) = ray_and_line(unit, second, &square);
                quote!(#ray | #other)
            }
            (None, _) => ray,
        }
    };
    let terms = lines.iter().map(|&line_of| {
        let mask = whole_line(line_of);
        if byte_swapped(spec, unit, line_of) {
            return quote! {
                {
                    let #line = #mask;
                    let #forward = #occupied & #line;
                    let #reverse = #forward.swap_bytes().wrapping_sub(#bit.swap_bytes());
                    (#forward.wrapping_sub(#bit) ^ #reverse.swap_bytes()) & #line
                }
            };
        }
        quote! {
            {
                let #line = #mask;
                let #lower = #occupied & #line & #below;
                let #upper = #occupied & #line & !#below;
                let #highest: super::Bits = 1 << (#lower | 1).ilog2();
                let #lowest = #upper & #upper.wrapping_neg();
                #line & (#lowest << 1).wrapping_sub(#highest)
            }
        }
    });
    let union = crate::codegen::emit::expr::union_of_blocks(terms.collect());
    // `below` only when a line is bounded by obstruction difference.
    let below_binding = lines
        .iter()
        .any(|&line_of| !byte_swapped(spec, unit, line_of))
        .then(|| quote!(let #below = #bit - 1;));
    quote! {
        {
            let #bit: super::Bits = 1 << #square;
            #below_binding
            #union
        }
    }
}

fn describe(spec: &Spec, plan: &Plan, units: &[usize]) -> String {
    let (mut swapped, mut all, mut own) = (0, 0, false);
    for &index in units {
        let unit = &plan.units[index];
        let lines = lines(unit);
        all += lines.len();
        swapped += lines
            .iter()
            .filter(|&&line| byte_swapped(spec, unit, line))
            .count();
        own |= unit
            .directions
            .iter()
            .any(|each| matches!(each.row, RayRow::Step(_)));
    }
    let mut methods = Vec::new();
    if swapped > 0 {
        methods.push(format!(
            "Hyperbola Quintessence on {}",
            counted(swapped, "line")
        ));
    }
    if swapped < all {
        methods.push(format!(
            "obstruction difference on {}",
            counted(all - swapped, "line")
        ));
    }
    let methods = methods.join(", ");
    let mut methods = methods.chars();
    let first = methods.next().map(|c| c.to_ascii_uppercase());
    let tables = if own {
        "one load from the spec's `LINES`, `RAYS` or `STEP_RAYS` (the rays of steps the spec has no direction for)"
    } else {
        "one load from the spec's `LINES` or `RAYS`"
    };
    format!(
        "{}{}: per line, {tables} and a few operations.\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        first.into_iter().collect::<String>(),
        methods.as_str()
    )
}

/// "1 line", "2 lines".
fn counted(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}
