//! Magic bitboards: per square, the relevant occupancy times a magic
//! number, shifted, indexes a table; "fancy" magics, with a shift per
//! square, so each square's slice of the table is as small as its relevant
//! squares allow. The macro finds the numbers (`magic_search`) and the
//! table is filled in const context by the spec's own set-wise attacks.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::codegen::api::Parameter;
use crate::codegen::expr::Repr;
use crate::codegen::lookup_plan::{GroupPlan, Plan};
use crate::codegen::lookup_tables as tables;
use crate::codegen::magic_search;
use crate::codegen::seam::{Code, Lookup, Strategy, Tables};
use crate::codegen::tokens::{doc, hex_literal};
use crate::model::{Direction, Group, Set, Spec};

pub const MAGIC: Strategy = Strategy {
    keyword: "magic",
    title: "Magic",
    type_name: "Magic",
    summary: "magic bitboards, the relevant occupancy times a magic number found by the macro, shifted by a per-square amount, indexing a table built at compile time",
    constant: true,
    code: Code::Lookup(Lookup {
        on_words: false,
        items,
        body,
        describe,
    }),
};

fn items(spec: &Spec, _: &Repr, plan: &Plan) -> Tables {
    let bits = spec.board.bits;
    let krate = spec.krate;
    let (mut entries_of_units, mut types) = (Vec::new(), Vec::new());
    let units: Vec<TokenStream> = plan.units.iter().map(|unit| {
        let directions: Vec<&Direction> =
            unit.directions.iter().map(|&id| spec.direction(id)).collect();
        let (magics, values) = magic_search::find(&spec.board, &directions, bits.width());
        let entries = magics.iter().map(|magic| {
            let mask = hex_literal(Set::from(magic.mask), bits);
            let factor = hex_literal(Set::from(magic.factor), bits);
            let (offset, shift) = (
                Literal::u32_unsuffixed(magic.offset),
                Literal::u32_unsuffixed(magic.shift),
            );
            // Packed in const context by the layout `index` reads.
            quote! {
                #krate::__private::MagicEntry {
                    mask: #mask,
                    factor: #factor,
                    slot: #krate::__private::MagicEntry::<super::Bits>::slot(#offset, #shift),
                }
            }
        });
        let (entries_name, table_name) = tables::names(unit);
        let entries_doc = doc(&format!(
            "The magic of each square along {}: its relevant squares, its magic number, its slice of [`{table_name}`] and its shift, packed in `slot`.",
            tables::described(spec, unit)
       ));
        let table = tables::table(spec, unit, &values);
        entries_of_units.push(values.len() as u64);
        let length = Literal::usize_unsuffixed(values.len());
        types.push(quote!([#krate::__private::MagicEntry<super::Bits>; super::SQUARES]));
        types.push(quote!([super::Bits; #length]));
        quote! {
            #entries_doc
            pub static #entries_name: [#krate::__private::MagicEntry<super::Bits>; super::SQUARES] = [#(#entries),*];
            #table
        }
    }).collect();
    Tables {
        items: quote!(#(#units)*),
        entries: entries_of_units,
        types,
    }
}

fn body(spec: &Spec, _: &Repr, plan: &Plan, group: &Group) -> TokenStream {
    let (square, occupied) = (Parameter::Square.ident(), Parameter::Occupied.ident());
    let GroupPlan::Units(units) = plan.group(spec, group) else {
        unreachable!("a group of units")
    };
    let lookups = units.iter().map(|&index| {
        let (entries, table) = tables::names(&plan.units[index]);
        quote!(#table[#entries[#square].index(#occupied)])
    });
    crate::codegen::expr::union_of_blocks(lookups.collect())
}

fn describe(spec: &Spec, plan: &Plan, group: &Group, entries: &[u64]) -> String {
    format!(
        "Magic lookup: per table, one multiplication, one shift and two loads ({}).\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        tables::listed(spec, plan, group, entries)
    )
}
