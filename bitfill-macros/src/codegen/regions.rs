//! Regions: one constant per region of the spec, drawn in its docs.

use proc_macro2::TokenStream;
use quote::quote;

use super::expr::Repr;
use super::tokens::documented;
use crate::model::{Region, Spec};

pub fn items(spec: &Spec, repr: &Repr) -> TokenStream {
    let items = spec
        .regions
        .iter()
        .map(|region| region_item(spec, repr, region));
    quote!(#(#items)*)
}

fn region_item(spec: &Spec, repr: &Repr, region: &Region) -> TokenStream {
    let board = &spec.board;
    let diagram = board
        .diagram(region.squares)
        .map(|diagram| format!("\n\n```text\n{diagram}```"))
        .unwrap_or_default();
    let doc = documented(
        &region.docs,
        &format!(
            "Region `{}`: {} squares.{diagram}",
            region.name,
            region.squares.count()
        ),
    );
    let constant = &region.constant;
    let squares = repr.mask(region.squares);
    quote! {
        #doc
        pub const #constant: Bits = #squares;
    }
}
