//! The strategy trait, `Sliders`, and one unit struct per listed strategy
//! implementing it by forwarding to the strategy's module.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::strategy::{function_doc, unrolling, xray_doc};
use super::tokens::{VALUE_TRAITS, derive, doc, documented, local, primitive, suffixed};
use super::unrolling::Function;
use crate::model::Spec;

/// A trait method: its docs, name and parameters, for the declaration and
/// the forwarding implementations alike.
struct Method<'a> {
    /// The doc comments of the spec's entry, empty if it comes from none.
    user: &'a TokenStream,
    doc: String,
    name: Ident,
    parameters: Vec<(Ident, TokenStream)>,
}

fn methods<'a>(spec: &'a Spec, none: &'a TokenStream) -> Vec<Method<'a>> {
    let bits = quote!(Bits);
    let (sliders, empty, blockers, direction) = (
        local("sliders"),
        local("empty"),
        local("blockers"),
        local("direction"),
    );
    let with = |names: &[&Ident]| -> Vec<(Ident, TokenStream)> {
        names
            .iter()
            .map(|&name| (name.clone(), bits.clone()))
            .collect()
    };
    let mut methods = Vec::new();
    for each in &spec.directions {
        for function in Function::ALL {
            let parameters = if function.takes_empty() {
                with(&[&sliders, &empty])
            } else {
                with(&[&sliders])
            };
            methods.push(Method {
                user: &each.docs,
                doc: function_doc(function, &each.name),
                name: suffixed(&each.name, function.suffix()),
                parameters,
            });
        }
        methods.push(Method {
            user: &each.docs,
            doc: xray_doc(&each.name),
            name: suffixed(&each.name, "xray"),
            parameters: with(&[&sliders, &empty, &blockers]),
        });
    }
    for group in &spec.groups {
        methods.push(Method {
            user: &group.docs,
            doc: format!(
                "`{}` attacks: the union of its directions' attacks of `sliders` through `empty` squares.",
                group.name
            ),
            name: suffixed(&group.name, "attacks"),
            parameters: with(&[&sliders, &empty]),
        });
        methods.push(Method {
            user: &group.docs,
            doc: format!(
                "`{}` x-ray: the union of its directions' x-rays.",
                group.name
            ),
            name: suffixed(&group.name, "xray"),
            parameters: with(&[&sliders, &empty, &blockers]),
        });
    }
    let pieces = local("pieces");
    for hopper in &spec.hoppers {
        for (name, doc) in super::hoppers::function_docs(hopper) {
            methods.push(Method {
                user: &hopper.docs,
                doc,
                name,
                parameters: with(&[&pieces, &empty]),
            });
        }
    }
    let direction_parameter = (direction, quote!(Direction));
    let dispatch = [
        (
            "fill",
            "Fill in `direction` on an empty board, the direction chosen at run time.",
            vec![sliders.clone()],
        ),
        (
            "occluded",
            "Occluded fill in `direction`, the direction chosen at run time.",
            vec![sliders.clone(), empty.clone()],
        ),
        (
            "attacks",
            "Attacks in `direction`, the direction chosen at run time.",
            vec![sliders.clone(), empty.clone()],
        ),
        (
            "xray",
            "X-ray in `direction`, the direction chosen at run time.",
            vec![sliders, empty, blockers],
        ),
    ];
    for (name, text, rest) in dispatch {
        let mut parameters = vec![direction_parameter.clone()];
        parameters.extend(rest.into_iter().map(|name| (name, bits.clone())));
        methods.push(Method {
            user: none,
            doc: text.to_owned(),
            name: Ident::new(name, proc_macro2::Span::call_site()),
            parameters,
        });
    }
    methods
}

pub fn items(spec: &Spec) -> TokenStream {
    let str_type = primitive("str");
    let none = TokenStream::new();
    let methods = methods(spec, &none);
    let declarations = methods.iter().map(|method| {
        let doc = documented(method.user, &method.doc);
        let name = &method.name;
        let parameters = method
            .parameters
            .iter()
            .map(|(name, ty)| quote!(#name: #ty));
        quote! {
            #doc
            #[must_use]
            fn #name(#(#parameters),*) -> Bits;
        }
    });
    let names: Vec<String> = spec
        .strategies
        .iter()
        .map(|(strategy, _)| format!("[`{}`]", unrolling(*strategy).type_name))
        .collect();
    let trait_doc = doc(&format!(
        "Every sliding function of this board, as a trait: code generic over `S: Sliders` is written once and runs with each strategy the spec lists ({}), monomorphised, so the choice costs nothing at run time.\n\nThe methods forward to the `const fn`s of the strategy modules, with the same names, and compile to the same instructions. They are not `const` themselves: calling trait methods in const context needs const trait impls, which stable Rust does not have. In const context, call the module functions.",
        names.join(", ")
    ));
    let implementations = spec.strategies.iter().map(|(strategy, module)| {
        let unrolling = unrolling(*strategy);
        let type_name = Ident::new(unrolling.type_name, module.span());
        let title = unrolling.title;
        let forwarding = methods.iter().map(|method| {
            let name = &method.name;
            let parameters = method
                .parameters
                .iter()
                .map(|(name, ty)| quote!(#name: #ty));
            let arguments = method.parameters.iter().map(|(name, _)| name);
            quote! {
                #[inline]
                fn #name(#(#parameters),*) -> Bits {
                    #module::#name(#(#arguments),*)
                }
            }
        });
        let struct_doc = doc(&format!(
            "{title} as a type: [`Sliders`] with the functions of [`{module}`], {}.",
            unrolling.summary
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
            /// The strategy's name, for reports: `"Kogge-Stone"` or `"Dumb7"`.
            const NAME: &'static #str_type;
            #(#declarations)*
        }

        #(#implementations)*
    }
}
