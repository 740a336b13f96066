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
//! No table of its own: it reads the spec's `LINES` and `RAYS`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::tokens::local;
use crate::codegen::strategies::strategy::{LookupCode, LookupMethod, Strategy, StrategyCode};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::{DirectionId, Group, Spec};

pub const HYPERBOLA: Strategy = Strategy {
    keyword: "hyperbola",
    title: "Hyperbola",
    type_name: "Hyperbola",
    summary: "table-light line methods, per line through the square: Hyperbola Quintessence (a subtraction from each end, the far end through a byte swap) where a byte swap reverses the line, obstruction difference (the nearest pieces below and above, from a leading-zero count and a lowest-bit isolation) elsewhere; only the spec's tables of lines and rays",
    constant: true,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Lines { body, describe },
    }),
};

/// The group's directions in lines: each with its opposite when the group
/// has it.
fn lines(spec: &Spec, group: &Group) -> Vec<(DirectionId, Option<DirectionId>)> {
    let mut lines: Vec<(DirectionId, Option<DirectionId>)> = Vec::new();
    for &id in &group.directions {
        let taken = lines
            .iter()
            .any(|&(first, second)| first == id || second == Some(id));
        if taken {
            continue;
        }
        let direction = spec.direction(id);
        let opposite = group
            .directions
            .iter()
            .copied()
            .find(|&other| direction.is_opposite(spec.direction(other)));
        lines.push((id, opposite));
    }
    lines
}

/// Whether Hyperbola Quintessence serves the line through `first`: a byte
/// swap reverses the order of the board's rows when a row is whole bytes,
/// and a line with at most one square per row needs nothing more.
fn byte_swapped(spec: &Spec, first: DirectionId, second: Option<DirectionId>) -> bool {
    second.is_some() && spec.board.width % 8 == 0 && spec.direction(first).step().rank != 0
}

fn body(spec: &Spec, group: &Group) -> TokenStream {
    let (square, occupied) = (Parameter::Square.ident(), Parameter::Occupied.ident());
    let (bit, below) = (local("bit"), local("below"));
    let (line, lower, upper) = (local("line"), local("lower"), local("upper"));
    let (highest, lowest) = (local("highest"), local("lowest"));
    let (forward, reverse) = (local("forward"), local("reverse"));
    let lines = lines(spec, group);
    let terms = lines.iter().map(|&(first, second)| {
        let row = proc_macro2::Literal::usize_unsuffixed(first.0);
        if byte_swapped(spec, first, second) {
            return quote! {
                {
                    let #line = super::LINES[#row][#square] ^ #bit;
                    let #forward = #occupied & #line;
                    let #reverse = #forward.swap_bytes().wrapping_sub(#bit.swap_bytes());
                    (#forward.wrapping_sub(#bit) ^ #reverse.swap_bytes()) & #line
                }
            };
        }
        let mask = match second {
            // The whole line, without the square itself.
            Some(_) => quote!(super::LINES[#row][#square] ^ #bit),
            None => quote!(super::RAYS[#row][#square]),
        };
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
        .any(|&(first, second)| !byte_swapped(spec, first, second))
        .then(|| quote!(let #below = #bit - 1;));
    quote! {
        let #bit: super::Bits = 1 << #square;
        #below_binding
        #union
    }
}

fn describe(spec: &Spec, group: &Group) -> String {
    let lines = lines(spec, group);
    let swapped = lines
        .iter()
        .filter(|&&(first, second)| byte_swapped(spec, first, second))
        .count();
    let mut methods = Vec::new();
    if swapped > 0 {
        methods.push(format!(
            "Hyperbola Quintessence on {}",
            counted(swapped, "line")
        ));
    }
    if swapped < lines.len() {
        methods.push(format!(
            "obstruction difference on {}",
            counted(lines.len() - swapped, "line")
        ));
    }
    let methods = methods.join(", ");
    let mut methods = methods.chars();
    let first = methods.next().map(|c| c.to_ascii_uppercase());
    format!(
        "{}{}: per line, one load from the spec's `LINES` or `RAYS` and a few operations; no table of its own.\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        first.into_iter().collect::<String>(),
        methods.as_str()
    )
}

/// "1 line", "2 lines".
fn counted(count: usize, noun: &str) -> String {
    format!("{count} {noun}{}", if count == 1 { "" } else { "s" })
}
