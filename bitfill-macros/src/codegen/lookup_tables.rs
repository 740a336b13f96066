//! What the table-backed lookups (magic, PEXT) share: their statics' names,
//! their tables as literals, and the words their docs use for a unit and
//! its table.

use std::fmt::Write;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use super::lookup_plan::{GroupPlan, Plan, Unit};
use crate::model::{Group, Spec};

/// `NAME_ENTRIES` (each square's entry) and `NAME_TABLE` (the attacks).
pub fn names(unit: &Unit) -> (Ident, Ident) {
    (
        Ident::new(&format!("{}_ENTRIES", unit.name), Span::call_site()),
        Ident::new(&format!("{}_TABLE", unit.name), Span::call_site()),
    )
}

/// "the `north`, `south` directions".
pub fn described(spec: &Spec, unit: &Unit) -> String {
    let names: Vec<String> = unit
        .directions
        .iter()
        .map(|&id| format!("`{}`", spec.direction(id).name))
        .collect();
    format!("the {} directions", names.join(", "))
}

/// Each table of `group`'s units with its entries and bytes:
/// "`ROOK_TABLE`: 102,400 entries, 800 KiB".
pub fn listed(spec: &Spec, plan: &Plan, group: &Group, entries: &[u64]) -> String {
    let GroupPlan::Units(units) = plan.group(spec, group) else {
        return String::new();
    };
    let bytes_per_entry = u64::from(spec.board.bits.width() / 8);
    let tables: Vec<String> = units
        .iter()
        .map(|&index| {
            let unit = &plan.units[index];
            let count = entries[index];
            format!(
                "`{}`: {} entries, {}",
                names(unit).1,
                thousands(count),
                bytes(count * bytes_per_entry)
            )
        })
        .collect();
    tables.join("; ")
}

/// `static NAME_TABLE: [Bits; N]` holding `values`, the attacks of every
/// occupancy at its slot. The macro computes them (by a walk along the
/// rays, which the tests check against the naive reference) and writes
/// them as literals: compiling an array of literals takes a fraction of
/// the time const evaluation takes to fill it.
pub fn table(spec: &Spec, unit: &Unit, values: &[u128]) -> TokenStream {
    let (entries, table_name) = names(unit);
    let mut literals = String::with_capacity(values.len() * 20);
    literals.push('[');
    for value in values {
        let _ = write!(literals, "{value:#x},");
    }
    literals.push(']');
    let literals: TokenStream = literals.parse().expect("an array of literals");
    let length = Literal::usize_unsuffixed(values.len());
    let doc = super::tokens::doc(&format!(
        "The attacks along {} for every square and every occupancy of its relevant squares, at the slots its entry in [`{entries}`] gives ({} entries).",
        described(spec, unit),
        thousands(values.len() as u64)
    ));
    quote! {
        #doc
        pub static #table_name: [super::Bits; #length] = #literals;
    }
}

/// `102400` as `102,400`.
pub fn thousands(count: u64) -> String {
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// Bytes in the largest unit that keeps them at least 1: `800 KiB`.
pub fn bytes(count: u64) -> String {
    match count {
        0..1024 => format!("{count} bytes"),
        1024..1_048_576 => format!("{} KiB", count.div_ceil(1024)),
        _ => format!("{:.1} MiB", count as f64 / 1_048_576.0),
    }
}
