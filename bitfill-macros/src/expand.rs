//! Entry point shared by the proc-macro and the unit tests.

use proc_macro2::TokenStream;
use quote::quote;

use crate::{codegen, model, parse};

/// Parses, validates and generates one spec.
pub fn expand(input: TokenStream) -> syn::Result<TokenStream> {
    let input: parse::SpecInput = syn::parse2(input)?;
    let spec = model::Spec::check(&input)?;
    Ok(codegen::spec(&spec))
}

/// Like [`expand`], but turns errors into `compile_error!`s.
///
/// When the spec has errors, the module itself is still emitted (empty, with
/// the user's attributes) so that paths through it do not add a second layer of
/// "cannot find module" errors on top of the real ones.
pub fn expand_or_error(input: TokenStream) -> TokenStream {
    match expand(input.clone()) {
        Ok(tokens) => tokens,
        Err(error) => {
            let errors = error.into_compile_error();
            let shell = parse::ModuleShell::recover(input).map(|shell| {
                let parse::ModuleShell { attrs, vis, name } = shell;
                quote! { #(#attrs)* #vis mod #name {} }
            });
            quote! { #errors #shell }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The expansion, pretty-printed.
    fn pretty(input: &str) -> String {
        let tokens = expand(input.parse().expect("tokens")).expect("spec checks");
        let file: syn::File = syn::parse2(tokens).expect("generated code parses");
        prettyplease::unparse(&file)
    }

    /// The lines of one generated function, by name.
    fn function<'a>(expansion: &'a str, name: &str) -> Vec<&'a str> {
        let lines: Vec<&str> = expansion.lines().map(str::trim).collect();
        let start = lines
            .iter()
            .position(|line| line.starts_with(&format!("pub const fn {name}(")))
            .unwrap_or_else(|| panic!("no function {name}"));
        let body = lines[start..]
            .iter()
            .position(|line| line.ends_with('{'))
            .expect("a body");
        let end = lines[start..]
            .iter()
            .position(|line| *line == "}")
            .expect("an end");
        lines[start + body + 1..start + end].to_vec()
    }

    const CHESS: &str = include_str!("../tests/specs/chess.rs");

    #[test]
    fn kogge_stone_north_attacks_is_the_textbook_one() {
        let expansion = pretty(CHESS);
        let kogge_stone = &expansion[expansion.find("pub mod kogge_stone").expect("module")..];
        assert_eq!(
            function(kogge_stone, "north_attacks"),
            [
                "sliders |= empty & (sliders << 8);",
                "empty &= empty << 8;",
                "sliders |= empty & (sliders << 16);",
                "empty &= empty << 16;",
                "sliders |= empty & (sliders << 32);",
                "sliders << 8",
            ]
        );
        assert_eq!(
            function(kogge_stone, "east_fill"),
            [
                "sliders |= 0xfefe_fefe_fefe_fefe & (sliders << 1);",
                "sliders |= 0xfcfc_fcfc_fcfc_fcfc & (sliders << 2);",
                "sliders |= 0xf0f0_f0f0_f0f0_f0f0 & (sliders << 4);",
                "sliders",
            ]
        );
    }

    #[test]
    fn dumb7_south_attacks_is_the_textbook_one() {
        let expansion = pretty(CHESS);
        let dumb7 = &expansion[expansion.find("pub mod dumb7").expect("module")..];
        let mut expected = vec!["let mut flood = sliders;"];
        for _ in 0..5 {
            expected.extend(["sliders = (sliders >> 8) & empty;", "flood |= sliders;"]);
        }
        expected.extend(["flood |= (sliders >> 8) & empty;", "flood >> 8"]);
        assert_eq!(function(dumb7, "south_attacks"), expected);
    }
}
