//! The strategy trait, `Sliders`, and one unit struct per listed strategy
//! implementing it by forwarding to the strategy's module: declarations and
//! implementations rendered from the same table of functions
//! ([`api`](super::api)) as the modules.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::api::{self, Function};
use super::seam::Strategy;
use super::strategies;
use super::tokens::{VALUE_TRAITS, derive, doc, documented, primitive};
use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let str_type = primitive("str");
    let no_docs = TokenStream::new();
    let functions = api::functions(spec, &no_docs);
    let signature = |function: &Function| {
        let name = &function.name;
        let parameters = function.parameters.iter().map(|&parameter| {
            let (name, ty) = (parameter.ident(), parameter.ty(&TokenStream::new()));
            quote!(#name: #ty)
        });
        quote!(fn #name(#(#parameters),*) -> Bits)
    };
    let declarations = functions.iter().map(|function| {
        let doc = documented(function.user_docs, &function.doc);
        let signature = signature(function);
        quote! {
            #doc
            #[must_use]
            #signature;
        }
    });
    let chosen: Vec<(&Strategy, &Ident)> = spec
        .strategies
        .iter()
        .map(|choice| (strategies::ALL[choice.index], &choice.ident))
        .collect();
    let listed = |name: &dyn Fn(&Strategy) -> String| -> String {
        let names: Vec<String> = chosen.iter().map(|(strategy, _)| name(strategy)).collect();
        names.join(", ")
    };
    let trait_doc = doc(&format!(
        "Every sliding function of this board, as a trait: code generic over `S: Sliders` is written once and runs with each strategy the spec lists ({}), monomorphised, so the choice costs nothing at run time.\n\nAn x-ray (`*_xray`) is, for one slider, the textbook's x-ray (`xrayRookAttacks` for one ray), and for a set of sliders standing on occupied squares not in `blockers`, the union of their x-rays. Typical use: with `sliders` the king and `blockers` its own pieces, the enemy sliders in the x-ray pin a piece.\n\nThe methods forward to the functions of the strategy modules, with the same names, and compile to the same instructions. They are not `const` themselves: calling trait methods in const context needs const trait impls, which stable Rust does not have. In const context, call the module functions.",
        listed(&|strategy| format!("[`{}`]", strategy.type_name))
    ));
    let name_doc = doc(&format!(
        "The strategy's name, for reports: {}.",
        listed(&|strategy| format!("`\"{}\"`", strategy.title))
    ));
    let implementations = chosen.iter().map(|&(strategy, module)| {
        let type_name = Ident::new(strategy.type_name, module.span());
        let title = strategy.title;
        let forwarding = functions.iter().map(|function| {
            let name = &function.name;
            let signature = signature(function);
            let arguments = function
                .parameters
                .iter()
                .map(|parameter| parameter.ident());
            quote! {
                #[inline]
                #signature {
                    #module::#name(#(#arguments),*)
                }
            }
        });
        let struct_doc = doc(&format!(
            "{title} as a type: [`Sliders`] with the functions of [`{module}`], {}.",
            strategy.summary
        ));
        let mut traits = VALUE_TRAITS.to_vec();
        traits.push("default::Default");
        let derives = derive(&traits);
        quote! {
            #struct_doc
            #derives
            pub struct #type_name;

            impl Sliders for #type_name {
                const NAME: &'static #str_type = #title;
                #(#forwarding)*
            }
        }
    });
    quote! {
        #trait_doc
        pub trait Sliders {
            #name_doc
            const NAME: &'static #str_type;
            #(#declarations)*
        }

        #(#implementations)*
    }
}
