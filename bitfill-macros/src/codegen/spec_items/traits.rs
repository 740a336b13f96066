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
use crate::codegen::strategy_modules::functions::{self, GeneratedFunction, MadeFrom};
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
    let fastest = fastest(spec);
    quote!(#sliders #lookup #fastest)
}

/// `Fastest`: the listed lookup measured fastest for the target being
/// compiled: PEXT where the build has BMI2, magic bitboards elsewhere,
/// hyperbola where the spec lists neither (the order of the preferences
/// below), so that engine code names one type and gets the right one per
/// build.
fn fastest(spec: &Spec) -> TokenStream {
    let listed: Vec<(&Strategy, &Ident)> = strategies::lookups(&spec.lookups).collect();
    if listed.is_empty() {
        return TokenStream::new();
    }
    let first_of = |order: &[&str]| {
        order
            .iter()
            .find_map(|keyword| {
                listed
                    .iter()
                    .find(|(strategy, _)| strategy.keyword == *keyword)
            })
            .map(|(strategy, module)| Ident::new(strategy.type_name, module.span()))
            .expect("a listed lookup")
    };
    let with_bmi2 = first_of(&["pext", "magic", "hyperbola"]);
    let without = first_of(&["magic", "hyperbola", "pext"]);
    let name = names::FASTEST.ident();
    let text = format!(
        "The lookup this build should call, of those the spec lists: `{with_bmi2}` where the build has BMI2 (`-C target-cpu=x86-64-v3` or `native` on most x86-64 CPUs), `{without}` elsewhere, the fastest of them in each build in the measurements of `scripts/lookups-bench.sh` (BENCHMARKS.md, \"Per-square lookups\"). On AMD CPUs before Zen 3, whose PEXT is microcoded, a BMI2 build is better served by `Magic`.\n\nEngine code written for `L: Lookup` takes `Fastest`."
    );
    let doc = doc(&text);
    let bmi2 = quote!(all(target_arch = "x86_64", target_feature = "bmi2"));
    if with_bmi2 == without {
        return quote!(#doc pub type #name = #with_bmi2;);
    }
    quote! {
        #doc
        #[cfg(#bmi2)]
        pub type #name = #with_bmi2;
        #doc
        #[cfg(not(#bmi2))]
        pub type #name = #without;
    }
}

/// `pub trait NAME { ... }` declaring `functions`, and a unit struct per
/// `chosen` strategy implementing it.
fn strategy_trait<K: MadeFrom>(
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
        let returns = function.kind.returns().ty(&TokenStream::new());
        quote!(fn #name(#(#parameters),*) -> #returns)
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
