//! PEXT lookups: per square, the bits of the occupancy at the relevant
//! squares, packed by the BMI2 instruction, index a table (two instructions
//! and a popcount on boards of more than 64 squares). The instruction is
//! `bitfill::pext_u64`, the crate's one `unsafe` call; targets without
//! BMI2 get its loop, correct but slow.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::tokens::{hex_literal, local};
use crate::codegen::lookup_tables::plan;
use crate::codegen::strategies::strategy::{
    LookupCode, LookupMethod, Strategy, StrategyCode, TableMethod, UnitTable,
};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::{Bits, Direction, Set, Spec};

pub const PEXT: Strategy = Strategy {
    keyword: "pext",
    title: "PEXT",
    type_name: "Pext",
    summary: "the relevant occupancy packed by the BMI2 instruction PEXT (`bitfill::pext_u64`, a loop where the target lacks BMI2), indexing a table built at compile time",
    constant: false,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Tables(TableMethod {
            entry_type: "PextEntry",
            unit,
            entries_doc,
            lookup,
            per_table,
            title: "PEXT lookup",
            note: " Not `const`: the instruction is not.",
        }),
    }),
};

fn unit(spec: &Spec, directions: &[&Direction]) -> UnitTable {
    let (bits, krate) = (spec.board.bits, spec.krate);
    let mut values = Vec::new();
    let entries = (0..spec.board.squares())
        .map(|square| {
            let mask = plan::relevant(&spec.board, directions, square);
            let start = Literal::usize_unsuffixed(values.len());
            let rays = plan::rays(&spec.board, directions, square);
            // Slot `index` holds the occupancy whose relevant bits,
            // packed, are `index`: the bits of `index` deposited at the
            // mask's.
            for index in 0..1u128 << mask.count_ones() {
                let occupied = deposit(index, mask);
                values.push(plan::attacks(&rays, occupied));
            }
            let literal = hex_literal(Set::from(mask), bits);
            quote!(#krate::__private::PextEntry { mask: #literal, offset: #start })
        })
        .collect();
    (entries, values)
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

fn entries_doc(table: &Ident) -> String {
    format!("its relevant squares and its slice of [`{table}`]")
}

fn lookup(spec: &Spec, entries: &Ident, table: &Ident, occupied: &Ident) -> TokenStream {
    let krate = spec.krate;
    let (square, entry, slot) = (Parameter::Square.ident(), local("entry"), local("slot"));
    let packed = match spec.board.bits {
        Bits::U128 => quote!(#krate::__private::pext_u128(#occupied, #entry.mask)),
        _ => quote! {
            #krate::__private::pext_u64(
                #occupied as ::core::primitive::u64,
                #entry.mask as ::core::primitive::u64,
            )
        },
    };
    quote! {
        {
            let #entry = #entries[#square];
            let #slot = #packed;
            #table[#entry.offset as ::core::primitive::usize + #slot as ::core::primitive::usize]
        }
    }
}

fn per_table(spec: &Spec) -> String {
    match spec.board.bits {
        Bits::U128 => "two PEXT instructions, a popcount and two loads",
        _ => "one PEXT instruction and two loads",
    }
    .to_owned()
}
