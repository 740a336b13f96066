//! Magic bitboards: per square, the occupancy with every square but the
//! relevant ones set ("black" magics), times a magic number, shifted,
//! indexes a table. Searched magics are "fancy", with a shift per square,
//! so each square's slice of the table is as small as its relevant squares
//! allow; the known magics of the 8 x 8 rook and bishop shift alike and
//! their slices overlap. The macro finds the numbers (`magic_search`) and
//! writes the table; the entry layout is `bitfill::MagicEntry`'s, whose
//! shift is a generated enum per unit (`RookShift`): the shifts its squares
//! use, from which the compiler knows the index fits the entry's window.

use proc_macro2::{Literal, Span, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, hex_literal, local};
use crate::codegen::lookup_tables::magic_search;
use crate::codegen::lookup_tables::plan::Unit;
use crate::codegen::names;
use crate::codegen::strategies::strategy::{
    LookupCode, LookupMethod, SquareSlice, Strategy, StrategyCode, TableMethod,
};
use crate::codegen::strategy_modules::functions::Parameter;
use crate::model::{Set, Spec};

pub const MAGIC: Strategy = Strategy {
    keyword: "magic",
    title: "Magic",
    type_name: "Magic",
    summary: "magic bitboards, the occupancy with every square outside the relevant ones set, times a magic number (published ones for the 8 x 8 rook and bishop, found by the macro otherwise), shifted, indexing a table built at compile time",
    constant: true,
    code: StrategyCode::Lookup(LookupCode {
        on_words: false,
        method: LookupMethod::Tables(TableMethod {
            entry_type,
            entry_struct: "MagicEntry",
            unit,
            unit_items,
            unit_types,
            entries_doc,
            lookup,
            per_table,
            title: "Magic lookup",
            note: "",
        }),
    }),
};

/// `MagicEntry<Bits, RookShift, 4096>`.
fn entry_type(spec: &Spec, unit: &Unit, window_bits: u32) -> TokenStream {
    let krate = spec.krate;
    let shift = names::unit_shift_type(&unit.name);
    let slots = Literal::usize_unsuffixed(1 << window_bits);
    quote!(#krate::__private::MagicEntry<super::Bits, #shift, #slots>)
}

fn unit(spec: &Spec, unit: &Unit) -> Vec<SquareSlice> {
    let bits = spec.board.bits;
    let shift_type = names::unit_shift_type(&unit.name);
    magic_search::find(&spec.board, &unit.members(), bits.width())
        .into_iter()
        .map(|magic| {
            let outside = hex_literal(Set::from(magic.outside), bits);
            let factor = hex_literal(Set::from(magic.factor), bits);
            let shift = shift_variant(magic.shift);
            SquareSlice {
                fields: quote! {
                    outside: #outside,
                    factor: #factor,
                    shift: #shift_type::#shift,
                },
                slots: magic.slots,
                offset: magic.offset,
            }
        })
        .collect()
}

/// `RookShift`, the unit's shift type.
fn unit_types(unit: &str) -> Vec<Ident> {
    vec![names::unit_shift_type(unit)]
}

/// `By52`: the variant of a shift by 52.
fn shift_variant(shift: u32) -> Ident {
    Ident::new(&format!("By{shift}"), Span::call_site())
}

/// The unit's shift type: one variant per shift from the widest slice's
/// (which leaves `window_bits` bits of the product) to the narrowest's, so
/// that the compiler reads from the type that the index fits the window;
/// a unit whose squares all shift alike (the known magics of the 8 x 8
/// rook and bishop) has one variant, and its shift is a constant.
fn unit_items(spec: &Spec, unit: &Unit, window_bits: u32, narrowest_bits: u32) -> TokenStream {
    let width = spec.board.bits.width();
    let name = names::unit_shift_type(&unit.name);
    let (entries, _) = names::unit_statics(&unit.name);
    // A unit of squares without relevant squares still needs a shift.
    let lowest = width - window_bits.max(1);
    let highest = width - narrowest_bits.max(1);
    let variants = (lowest..=highest).map(|shift| {
        let variant = shift_variant(shift);
        let value = Literal::u8_unsuffixed(u8::try_from(shift).expect("a shift below 128"));
        let bits = width - shift;
        let plural = if bits == 1 { "" } else { "s" };
        let doc = doc(&format!("`>> {shift}`: an index of {bits} bit{plural}."));
        quote!(#doc #variant = #value,)
    });
    let shifts = if lowest == highest {
        format!(
            "The shift of every square's magic product in [`{entries}`]: the bits of the integer minus the bits of the index. An enum of one value, not an integer, so that the compiler knows the shift and that every index is below {} (the window's length): the lookup needs no bounds check.",
            1u64 << window_bits
        )
    } else {
        format!(
            "The shift of each square's magic product in [`{entries}`]: the bits of the integer minus the bits of the square's index. An enum of the shifts from {lowest} to {highest}, not an integer, so that the compiler knows every index is below {} (the window's length) and the lookup needs no bounds check.",
            1u64 << window_bits
        )
    };
    let doc = doc(&shifts);
    let derives = derive(&VALUE_TRAITS);
    quote! {
        #doc
        #derives
        #[repr(u8)]
        pub enum #name {
            #(#variants)*
        }
    }
}

fn entries_doc(table: &Ident) -> String {
    format!(
        "the squares outside its relevant ones, its magic number, its shift and its window of [`{table}`]"
    )
}

fn lookup(_: &Spec, entries: &Ident, occupied: &Ident) -> TokenStream {
    let (square, entry) = (Parameter::Square.ident(), local("entry"));
    quote! {
        {
            let #entry = &#entries[#square];
            #entry.attacks[((#occupied | #entry.outside).wrapping_mul(#entry.factor)
                >> (#entry.shift as ::core::primitive::u32)) as ::core::primitive::usize]
        }
    }
}

fn per_table(_: &Spec) -> String {
    "one multiplication and one shift, no bounds check".to_owned()
}
