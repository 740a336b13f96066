//! The spec's traits over its strategies: `Sliders` (the set-wise
//! strategies) and `Lookup` (the per-square lookups), each with one unit
//! struct per listed strategy implementing it by forwarding to the
//! strategy's module. Declarations and implementations are rendered from
//! the same table of functions ([`api`](crate::codegen::strategy_modules::functions)) as the modules.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, documented, primitive};
use crate::codegen::names;
use crate::codegen::strategies;
use crate::codegen::strategies::strategy::Strategy;
use crate::codegen::strategy_modules::functions::{self, GeneratedFunction};
use crate::model::Spec;

pub fn items(spec: &Spec) -> TokenStream {
    let no_docs = TokenStream::new();
    let sliders = strategy_trait(
        names::SLIDERS,
        "Every sliding function of this board, as a trait: code generic over `S: Sliders` is written once and runs with each strategy the spec lists",
        "An x-ray (`*_xray`) is, for one slider, the textbook's x-ray (`xrayRookAttacks` for one ray), and for a set of sliders standing on occupied squares not in `blockers`, the union of their x-rays. Typical use: with `sliders` the king and `blockers` its own pieces, the enemy sliders in the x-ray pin a piece.",
        &functions::set_wise_functions(spec, &no_docs),
        strategies::set_wise(&spec.strategies).collect(),
    );
    let lookup = (!spec.lookups.is_empty()).then(|| {
        strategy_trait(
            names::LOOKUP,
            "Every per-square lookup of this board, as a trait: code generic over `L: Lookup` is written once and runs with each lookup the spec lists",
            "Each answers for one slider: what a group's slider on `square` attacks with `occupied`, the question a move generator asks piece by piece (set-wise fills answer it for any number of sliders at once).",
            &functions::lookup_functions(spec, &no_docs),
            strategies::lookups(&spec.lookups).collect(),
        )
    });
    quote!(#sliders #lookup)
}

/// `pub trait NAME { ... }` declaring `functions`, and a unit struct per
/// `chosen` strategy implementing it.
fn strategy_trait<K>(
    name: names::Fixed,
    what: &str,
    more: &str,
    functions: &[GeneratedFunction<K>],
    chosen: Vec<(&Strategy, &Ident)>,
) -> TokenStream {
    let str_type = primitive("str");
    let trait_name = name.ident();
    let signature = |function: &GeneratedFunction<K>| {
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
    let listed = |name: &dyn Fn(&Strategy) -> String| -> String {
        let names: Vec<String> = chosen.iter().map(|(strategy, _)| name(strategy)).collect();
        names.join(", ")
    };
    let trait_doc = doc(&format!(
        "{what} ({}), monomorphised, so the choice costs nothing at run time.\n\n{more}\n\nThe methods forward to the functions of the modules, with the same names, and compile to the same instructions. They are not `const` themselves: calling trait methods in const context needs const trait impls, which stable Rust does not have. In const context, call the module functions.",
        listed(&|strategy| format!("[`{}`]", strategy.type_name))
    ));
    let name_doc = doc(&format!(
        "The name of the implementation, for reports: {}.",
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
            "{title} as a type: [`{}`] with the functions of [`{module}`], {}.",
            name.name, strategy.summary
        ));
        let mut traits = VALUE_TRAITS.to_vec();
        traits.push("default::Default");
        let derives = derive(&traits);
        quote! {
            #struct_doc
            #derives
            pub struct #type_name;

            impl #trait_name for #type_name {
                const NAME: &'static #str_type = #title;
                #(#forwarding)*
            }
        }
    });
    quote! {
        #trait_doc
        pub trait #trait_name {
            #name_doc
            const NAME: &'static #str_type;
            #(#declarations)*
        }

        #(#implementations)*
    }
}
