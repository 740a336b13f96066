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
use crate::codegen::lookup_tables::plan::Unit;
use crate::codegen::strategies::strategy::{
    LookupCode, LookupMethod, SquareSlice, Strategy, StrategyCode, TableMethod,
};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::{Bits, Set, Spec};

pub const PEXT: Strategy = Strategy {
    keyword: "pext",
    title: "PEXT",
    type_name: "Pext",
    summary: "the relevant occupancy packed by the BMI2 instruction PEXT (`bitfill::pext_u64`, a loop where the target lacks BMI2), indexing a table built at compile time",
    constant: false,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Tables(TableMethod {
            entry_type,
            entry_struct: "PextEntry",
            unit,
            unit_items: |_, _, _, _| TokenStream::new(),
            unit_types: |_| Vec::new(),
            entries_doc,
            lookup,
            per_table,
            title: "PEXT lookup",
            note: " Not `const`: the instruction is not.",
        }),
    }),
};

/// `PextEntry<Bits, 4096>`.
fn entry_type(spec: &Spec, _: &Unit, window_bits: u32) -> TokenStream {
    let krate = spec.krate;
    let slots = Literal::usize_unsuffixed(1 << window_bits);
    quote!(#krate::__private::PextEntry<super::Bits, #slots>)
}

fn unit(spec: &Spec, unit: &Unit) -> Vec<SquareSlice> {
    let bits = spec.board.bits;
    let directions = unit.members();
    (0..spec.board.squares())
        .map(|square| {
            let mask = plan::relevant(&spec.board, &directions, square);
            let rays = plan::rays(&spec.board, &directions, square);
            // Slot `index` holds the occupancy whose relevant bits,
            // packed, are `index`: the bits of `index` deposited at the
            // mask's.
            let slots = (0..1u128 << mask.count_ones())
                .map(|index| plan::attacks(&rays, deposit(index, mask)))
                .collect();
            let literal = hex_literal(Set::from(mask), bits);
            SquareSlice {
                fields: quote!(mask: #literal,),
                slots,
                offset: None,
            }
        })
        .collect()
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
    format!("its relevant squares and its window of [`{table}`]")
}

/// The packed occupancy indexes the window, masked by its length less one
/// (which it never exceeds) so that the compiler needs no bounds check.
fn lookup(spec: &Spec, entries: &Ident, occupied: &Ident) -> TokenStream {
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
            let #entry = &#entries[#square];
            let #slot = #packed;
            #entry.attacks[#slot as ::core::primitive::usize & (#entry.attacks.len() - 1)]
        }
    }
}

fn per_table(spec: &Spec) -> String {
    match spec.board.bits {
        Bits::U128 => "two PEXT instructions and a popcount, no bounds check",
        _ => "one PEXT instruction, no bounds check",
    }
    .to_owned()
}
