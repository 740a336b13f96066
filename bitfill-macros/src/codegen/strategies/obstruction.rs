//! Obstruction difference (Michael Hoffmann's line method): per line
//! through the square (a direction and its opposite, or a direction alone),
//! the nearest piece below the square and the nearest above it bound the
//! attacks, found with one leading-zero count and one lowest-bit isolation:
//! `line & (2 * lowest_above - highest_below)`. No table of its own: it
//! reads the spec's `LINES` and `RAYS`.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::api::Parameter;
use crate::codegen::expr::Repr;
use crate::codegen::lookup_plan::Plan;
use crate::codegen::seam::{Code, Lookup, Strategy};
use crate::codegen::tokens::{int, local};
use crate::model::{DirectionId, Group, Spec};

pub const OBSTRUCTION: Strategy = Strategy {
    keyword: "obstruction",
    title: "Obstruction difference",
    type_name: "Obstruction",
    summary: "obstruction difference, per line through the square the nearest pieces below and above it found with a leading-zero count and a lowest-bit isolation, reading only the spec's tables of lines and rays",
    constant: true,
    code: Code::Lookup(Lookup {
        on_words: false,
        items,
        body,
        describe,
    }),
};

fn items(_: &Spec, _: &Repr, _: &Plan) -> (TokenStream, Vec<u64>) {
    (TokenStream::new(), Vec::new())
}

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
        let reversed = spec.direction(id).step().reversed();
        let opposite = group
            .directions
            .iter()
            .copied()
            .find(|&other| spec.direction(other).step() == reversed);
        lines.push((id, opposite));
    }
    lines
}

fn body(spec: &Spec, _: &Repr, _: &Plan, group: &Group) -> TokenStream {
    let (square, occupied) = (Parameter::Square.ident(), Parameter::Occupied.ident());
    let (bit, below) = (local("bit"), local("below"));
    let (line, lower, upper) = (local("line"), local("lower"), local("upper"));
    let (highest, lowest) = (local("highest"), local("lowest"));
    let top = int(spec.board.bits.width() - 1);
    let terms = lines(spec, group).into_iter().map(|(first, second)| {
        let row = proc_macro2::Literal::usize_unsuffixed(first.0);
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
                let #highest: super::Bits = 1 << (#top - (#lower | 1).leading_zeros());
                let #lowest = #upper & #upper.wrapping_neg();
                #line & (#lowest << 1).wrapping_sub(#highest)
            }
        }
    });
    let union = crate::codegen::expr::union_of_blocks(terms.collect());
    quote! {
        let #bit: super::Bits = 1 << #square;
        let #below = #bit - 1;
        #union
    }
}

fn describe(spec: &Spec, _: &Plan, group: &Group, _: &[u64]) -> String {
    let count = lines(spec, group).len();
    format!(
        "Obstruction difference on {count} line{}: per line, one leading-zero count, one lowest-bit isolation and one load from the spec's `LINES` or `RAYS`; no table of its own.\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        if count == 1 { "" } else { "s" }
    )
}
