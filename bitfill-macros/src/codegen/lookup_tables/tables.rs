//! What the table-backed lookups (magic, PEXT) share: their statics (each
//! unit's entries and table, with their names and docs), a group's lookup
//! as the union over its units, and the words their docs use for a unit
//! and its table. A strategy's [`TableMethod`] gives what differs.

use std::fmt::Write;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::codegen::emit::tokens::doc;
use crate::codegen::lookup_tables::plan::{Plan, RayRow, Unit};
use crate::codegen::strategies::strategy::{LookupTables, TableMethod};
use crate::model::Spec;

/// Every unit's entries and table, as statics.
pub fn items(spec: &Spec, plan: &Plan, method: &TableMethod) -> LookupTables {
    let krate = spec.krate;
    let entry_type = Ident::new(method.entry_type, Span::call_site());
    let entry_type = quote!(#krate::__private::#entry_type<super::Bits>);
    let mut tables = LookupTables::default();
    let units = plan.units.iter().map(|unit| {
        let (entries, values) = (method.unit)(spec, &unit.members());
        let (entries_name, table_name) = names(unit);
        let entries_doc = doc(&format!(
            "The entry of each square along {}: {}.",
            described(unit),
            (method.entries_doc)(&table_name)
        ));
        let table = table(unit, &values);
        tables.entries.push(values.len() as u64);
        let length = Literal::usize_unsuffixed(values.len());
        tables.types.push(quote!([#entry_type; super::SQUARES]));
        tables.types.push(quote!([super::Bits; #length]));
        quote! {
            #entries_doc
            pub static #entries_name: [#entry_type; super::SQUARES] = [#(#entries),*];
            #table
        }
    });
    let units: Vec<TokenStream> = units.collect();
    tables.items = quote!(#(#units)*);
    tables
}

/// The lookup of one unit (an index into the plan's units) with the
/// occupancy `occupied` (a local).
pub fn body(
    spec: &Spec,
    plan: &Plan,
    index: usize,
    method: &TableMethod,
    occupied: &Ident,
) -> TokenStream {
    let (entries, table) = names(&plan.units[index]);
    (method.lookup)(spec, &entries, &table, occupied)
}

/// How a group made of `units` is looked up, for its docs.
pub fn describe(
    spec: &Spec,
    plan: &Plan,
    units: &[usize],
    entries: &[u64],
    method: &TableMethod,
) -> String {
    format!(
        "{}: per table, {} ({}).{}\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        method.title,
        (method.per_table)(spec),
        listed(spec, plan, units, entries),
        method.note
    )
}

/// `NAME_ENTRIES` (each square's entry) and `NAME_TABLE` (the attacks).
pub fn names(unit: &Unit) -> (Ident, Ident) {
    crate::codegen::names::unit_statics(&unit.name)
}

/// "the `north`, `south` directions", or a piece's steps: "the steps
/// (1, 2), (2, 1)".
pub fn described(unit: &Unit) -> String {
    if unit
        .directions
        .iter()
        .all(|each| matches!(each.row, RayRow::Spec(_)))
    {
        let names: Vec<String> = unit
            .directions
            .iter()
            .map(|each| format!("`{}`", each.direction.name))
            .collect();
        return format!("the {} directions", names.join(", "));
    }
    let steps: Vec<String> = unit
        .directions
        .iter()
        .map(|each| {
            let step = each.direction.step();
            format!("({}, {})", step.file, step.rank)
        })
        .collect();
    format!("the steps {}", steps.join(", "))
}

/// Each table of `units` with its entries and bytes: "`ROOK_TABLE`:
/// 102,400 entries, 800 KiB".
fn listed(spec: &Spec, plan: &Plan, units: &[usize], entries: &[u64]) -> String {
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
pub fn table(unit: &Unit, values: &[u128]) -> TokenStream {
    let (entries, table_name) = names(unit);
    let mut literals = String::with_capacity(values.len() * 20);
    literals.push('[');
    for value in values {
        let _ = write!(literals, "{value:#x},");
    }
    literals.push(']');
    let literals: TokenStream = literals.parse().expect("an array of literals");
    let length = Literal::usize_unsuffixed(values.len());
    let doc = doc(&format!(
        "The attacks along {} for every square and every occupancy of its relevant squares, at the slots its entry in [`{entries}`] gives ({} entries).",
        described(unit),
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
