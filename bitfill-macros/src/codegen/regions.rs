//! Regions: one constant per region of the spec, drawn in its docs.

use proc_macro2::TokenStream;
use quote::quote;

use super::tokens::{documented, mask};
use crate::model::{Region, Spec};

pub fn items(spec: &Spec) -> TokenStream {
    let items = spec.regions.iter().map(|region| region_item(spec, region));
    quote!(#(#items)*)
}

fn region_item(spec: &Spec, region: &Region) -> TokenStream {
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
            region.squares.count_ones()
        ),
    );
    let constant = &region.constant;
    let squares = mask(region.squares, board.bits);
    quote! {
        #doc
        pub const #constant: Bits = #squares;
    }
}
