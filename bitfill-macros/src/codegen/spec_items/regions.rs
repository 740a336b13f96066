//! Regions: one constant per region of the spec, drawn in its docs.

use proc_macro2::TokenStream;
use quote::quote;

use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::documented;
use crate::codegen::names;
use crate::model::{Region, Spec};

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let items = spec
        .regions
        .iter()
        .map(|region| region_item(spec, renderer, region));
    quote!(#(#items)*)
}

fn region_item(spec: &Spec, renderer: &Renderer, region: &Region) -> TokenStream {
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
    let constant = names::region_constant(&region.name);
    let squares = renderer.mask(region.squares);
    quote! {
        #doc
        pub const #constant: Bits = #squares;
    }
}
