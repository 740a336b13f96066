//! Magic bitboards: per square, the relevant occupancy times a magic
//! number, shifted, indexes a table; "fancy" magics, with a shift per
//! square, so each square's slice of the table is as small as its relevant
//! squares allow. The macro finds the numbers (`magic_search`) and writes
//! the table; the entry layout is `bitfill::MagicEntry`'s.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::tokens::hex_literal;
use crate::codegen::lookup_tables::magic_search;
use crate::codegen::strategies::strategy::{
    LookupCode, LookupMethod, Strategy, StrategyCode, TableMethod, UnitTable,
};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::{Direction, Set, Spec};

pub const MAGIC: Strategy = Strategy {
    keyword: "magic",
    title: "Magic",
    type_name: "Magic",
    summary: "magic bitboards, the relevant occupancy times a magic number found by the macro, shifted by a per-square amount, indexing a table built at compile time",
    constant: true,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Tables(TableMethod {
            entry_type: "MagicEntry",
            unit,
            entries_doc,
            lookup,
            per_table,
            title: "Magic lookup",
            note: "",
        }),
    }),
};

fn unit(spec: &Spec, directions: &[&Direction]) -> UnitTable {
    let bits = spec.board.bits;
    let krate = spec.krate;
    let (magics, values) = magic_search::find(&spec.board, directions, bits.width());
    let entries = magics
        .iter()
        .map(|magic| {
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
        })
        .collect();
    (entries, values)
}

fn entries_doc(table: &Ident) -> String {
    format!(
        "its relevant squares, its magic number, its slice of [`{table}`] and its shift, packed in `slot`"
    )
}

fn lookup(_: &Spec, entries: &Ident, table: &Ident, occupied: &Ident) -> TokenStream {
    let square = Parameter::Square.ident();
    quote!(#table[#entries[#square].index(#occupied)])
}

fn per_table(_: &Spec) -> String {
    "one multiplication, one shift and two loads".to_owned()
}
