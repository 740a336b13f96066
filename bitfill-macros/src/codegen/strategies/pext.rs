//! PEXT lookups: per square, the bits of the occupancy at the relevant
//! squares, packed by the BMI2 instruction, index a table (two instructions
//! and a popcount on boards of more than 64 squares). The instruction is
//! `bitfill::pext_u64`, the crate's one `unsafe` call; targets without
//! BMI2 get its loop, correct but slow.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::codegen::api::Parameter;
use crate::codegen::expr::Repr;
use crate::codegen::lookup_plan::{self, GroupPlan, Plan};
use crate::codegen::lookup_tables as tables;
use crate::codegen::seam::{Code, Lookup, Strategy, Tables};
use crate::codegen::tokens::{doc, hex_literal, local};
use crate::model::{Bits, Direction, Group, Set, Spec};

pub const PEXT: Strategy = Strategy {
    keyword: "pext",
    title: "PEXT",
    type_name: "Pext",
    summary: "the relevant occupancy packed by the BMI2 instruction PEXT (`bitfill::pext_u64`, a loop where the target lacks BMI2), indexing a table built at compile time",
    constant: false,
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
        let mut values = Vec::new();
        let entries: Vec<TokenStream> = (0..spec.board.squares())
            .map(|square| {
                let mask = lookup_plan::relevant(&spec.board, &directions, square);
                let start = Literal::usize_unsuffixed(values.len());
                let rays = lookup_plan::rays(&spec.board, &directions, square);
                // Slot `index` holds the occupancy whose relevant bits,
                // packed, are `index`: the bits of `index` deposited at
                // the mask's.
                for index in 0..1u128 << mask.count_ones() {
                    let occupied = deposit(index, mask);
                    values.push(lookup_plan::attacks(&rays, occupied));
                }
                let literal = hex_literal(Set::from(mask), bits);
                quote!(#krate::__private::PextEntry { mask: #literal, offset: #start })
            })
            .collect();
        let (entries_name, table_name) = tables::names(unit);
        let entries_doc = doc(&format!(
            "The PEXT entry of each square along {}: its relevant squares and its slice of [`{table_name}`].",
            tables::described(spec, unit)
       ));
        let table = tables::table(spec, unit, &values);
        entries_of_units.push(values.len() as u64);
        let length = Literal::usize_unsuffixed(values.len());
        types.push(quote!([#krate::__private::PextEntry<super::Bits>; super::SQUARES]));
        types.push(quote!([super::Bits; #length]));
        quote! {
            #entries_doc
            pub static #entries_name: [#krate::__private::PextEntry<super::Bits>; super::SQUARES] = [#(#entries),*];
            #table
        }
    }).collect();
    Tables {
        items: quote!(#(#units)*),
        entries: entries_of_units,
        types,
    }
}

/// The low bits of `index` at the set bits of `mask`, in order.
fn deposit(mut index: u128, mut mask: u128) -> u128 {
    let mut deposited = 0;
    while mask != 0 && index != 0 {
        let lowest = mask & mask.wrapping_neg();
        if index & 1 == 1 {
            deposited |= lowest;
        }
        index >>= 1;
        mask ^= lowest;
    }
    deposited
}

fn body(spec: &Spec, _: &Repr, plan: &Plan, group: &Group) -> TokenStream {
    let krate = spec.krate;
    let (square, occupied, entry) = (
        Parameter::Square.ident(),
        Parameter::Occupied.ident(),
        local("entry"),
    );
    let GroupPlan::Units(units) = plan.group(spec, group) else {
        unreachable!("a group of units")
    };
    let packed = match spec.board.bits {
        Bits::U128 => quote!(#krate::__private::pext_u128(#occupied, #entry.mask)),
        _ => quote! {
            #krate::__private::pext_u64(
                #occupied as ::core::primitive::u64,
                #entry.mask as ::core::primitive::u64,
            )
        },
    };
    let slot = local("slot");
    let lookups = units.iter().map(|&index| {
        let (entries, table) = tables::names(&plan.units[index]);
        quote! {
            {
                let #entry = #entries[#square];
                let #slot = #packed;
                #table[#entry.offset as ::core::primitive::usize + #slot as ::core::primitive::usize]
            }
        }
    });
    crate::codegen::expr::union_of_blocks(lookups.collect())
}

fn describe(spec: &Spec, plan: &Plan, group: &Group, entries: &[u64]) -> String {
    let instruction = match spec.board.bits {
        Bits::U128 => "two PEXT instructions, a popcount",
        _ => "one PEXT instruction",
    };
    format!(
        "PEXT lookup: per table, {instruction} and two loads ({}). Not `const`: the instruction is not.\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        tables::listed(spec, plan, group, entries)
    )
}
