//! One module per strategy, with identical item names: fills, occluded fills
//! and attacks per direction, attacks per group, and run-time dispatch.

use proc_macro2::TokenStream;
use quote::quote;
use syn::Ident;

use super::tokens::{bits_type, doc, local, shift_text, step, suffixed};
use super::{direction_summary, dumb7, kogge_stone};
use crate::model::{Direction, Group, GroupShape, Spec, Strategy};

/// A generated function body, and which parameters it assigns to.
pub struct Body {
    pub tokens: TokenStream,
    pub mut_sliders: bool,
    pub mut_empty: bool,
}

pub fn module(spec: &Spec, strategy: Strategy, name: &Ident) -> TokenStream {
    let board = &spec.board;
    let summary = match strategy {
        Strategy::KoggeStone => format!(
            "Kogge-Stone fills and attacks on the {} x {} board: parallel prefix, each round doubles the shift (s, 2s, 4s, ...), with as few rounds as the longest ray needs.",
            board.width, board.height
        ),
        Strategy::Dumb7 => format!(
            "Dumb7 fills and attacks on the {} x {} board: one step per cycle, as many cycles as the longest ray needs.",
            board.width, board.height
        ),
    };
    let module_doc = doc(&format!(
        "{summary}\n\nEvery function is set-wise (any number of sliders at once) and usable in const context. The sibling strategy module has the same names."
    ));
    let directions = spec
        .directions
        .iter()
        .map(|direction| direction_functions(spec, strategy, direction));
    let groups = spec.groups.iter().map(|group| group_attacks(spec, group));
    let dispatch = dispatch(spec);
    quote! {
        #module_doc
        pub mod #name {
            #(#directions)*
            #(#groups)*
            #dispatch
        }
    }
}

fn function(
    spec: &Spec,
    doc_text: &str,
    name: &Ident,
    with_empty: bool,
    body: Body,
) -> TokenStream {
    let ty = bits_type(spec.board.bits);
    let (sliders, empty) = (local("sliders"), local("empty"));
    let mut_sliders = body.mut_sliders.then(|| quote!(mut));
    let mut_empty = body.mut_empty.then(|| quote!(mut));
    let empty_param = with_empty.then(|| quote!(, #mut_empty #empty: #ty));
    let doc = doc(doc_text);
    let body = body.tokens;
    quote! {
        #doc
        #[inline]
        #[must_use]
        pub const fn #name(#mut_sliders #sliders: #ty #empty_param) -> #ty {
            #body
        }
    }
}

fn direction_functions(spec: &Spec, strategy: Strategy, direction: &Direction) -> TokenStream {
    let bits = spec.board.bits;
    let (fill, occluded, attacks) = match strategy {
        Strategy::KoggeStone => (
            kogge_stone::fill(direction, bits),
            kogge_stone::occluded(direction, bits),
            kogge_stone::attacks(direction, bits),
        ),
        Strategy::Dumb7 => (
            dumb7::fill(direction, bits),
            dumb7::occluded(direction, bits),
            dumb7::attacks(direction, bits),
        ),
    };
    let name = &direction.name;
    let ray = direction.ray_length;
    let shift = i64::from(direction.shift);
    let one = shift_text(shift);
    let how = |rounds_or_cycles: u32, then_step: bool| match strategy {
        Strategy::KoggeStone => {
            let shifts: Vec<String> = (0..rounds_or_cycles)
                .map(|round| format!("`{}`", shift_text(shift << round)))
                .collect();
            let rounds = match rounds_or_cycles {
                0 => "no propagation round".to_owned(),
                1 => format!("1 round ({})", shifts.join(", ")),
                n => format!("{n} rounds ({})", shifts.join(", ")),
            };
            if then_step {
                format!("Kogge-Stone: {rounds}, then one step `{one}`.")
            } else {
                format!("Kogge-Stone: {rounds}.")
            }
        }
        Strategy::Dumb7 => {
            let cycles = match rounds_or_cycles {
                1 => "1 cycle".to_owned(),
                n => format!("{n} cycles"),
            };
            if then_step {
                format!("Dumb7: {cycles} of one step `{one}`, then one more step.")
            } else {
                format!("Dumb7: {cycles} of one step `{one}`.")
            }
        }
    };
    let (fill_count, attack_count) = match strategy {
        Strategy::KoggeStone => (
            kogge_stone::fill_rounds(ray),
            kogge_stone::attack_rounds(ray),
        ),
        Strategy::Dumb7 => (ray, ray.saturating_sub(1)),
    };
    let summary = direction_summary(spec, direction);
    let fill_doc = format!(
        "Fill `{name}` on an empty board: `sliders` and every square `{name}` of them.\n\n{}\n\n{summary}",
        how(fill_count, false)
    );
    let occluded_doc = format!(
        "Occluded fill `{name}`: `sliders` and every square they reach `{name}` through `empty` squares; the blockers are not included.\n\n{}\n\n{summary}",
        how(fill_count, false)
    );
    let attacks_doc = format!(
        "Attacks `{name}`: every square `sliders` attack `{name}` through `empty` squares, up to and including the first blocker.\n\n{}\n\n{summary}",
        how(attack_count, true)
    );
    let fill = function(spec, &fill_doc, &suffixed(name, "fill"), false, fill);
    let occluded = function(
        spec,
        &occluded_doc,
        &suffixed(name, "occluded"),
        true,
        occluded,
    );
    let attacks = function(
        spec,
        &attacks_doc,
        &suffixed(name, "attacks"),
        true,
        attacks,
    );
    quote!(#fill #occluded #attacks)
}

fn group_attacks(spec: &Spec, group: &Group) -> TokenStream {
    let bits = spec.board.bits;
    let ty = bits_type(bits);
    let (sliders, empty, attacks) = (local("sliders"), local("empty"), local("attacks"));
    let members: Vec<&Direction> = group
        .directions
        .iter()
        .filter_map(|&index| spec.directions.get(index))
        .collect();
    let calls: Vec<TokenStream> = members
        .iter()
        .map(|direction| {
            let function = suffixed(&direction.name, "attacks");
            quote!(#function(#sliders, #empty))
        })
        .collect();
    let fused = match &group.disjoint_members {
        Some(parts) => {
            let parts = parts.iter().map(|part| {
                let function = suffixed(part, "attacks");
                quote!(#function(#sliders, #empty))
            });
            quote!(#(#parts)|*)
        }
        None => quote!(#(#calls)|*),
    };
    // The gate is the direction's first step: LLVM shares its shift with
    // the first round, so it costs a test and a branch.
    let gated = members.iter().zip(&calls).map(|(direction, call)| {
        let first_step = step(&sliders, direction.shift, direction.mask, bits);
        quote! {
            if #first_step != 0 {
                #attacks |= #call;
            }
        }
    });
    let split = quote! {
        let mut #attacks = 0;
        #(#gated)*
        #attacks
    };
    let listed: Vec<String> = members
        .iter()
        .map(|direction| format!("`{}`", direction.name))
        .collect();
    let summary = format!(
        "`{}` attacks: the union of the {} attacks of `sliders` through `empty` squares.\n\nSet-wise: any number of sliders at once.",
        group.name,
        listed.join(", ")
    );
    const FUSED: &str = "Fused shape: one union of the directions, which LLVM packs into vector registers where lanes shift by different amounts (AVX2, AVX-512).";
    const SPLIT: &str = "Split shape: each direction in its own block, entered only when its first step moves some slider. Separate blocks keep LLVM from packing the directions into SSE2 registers, which cannot shift two lanes by different amounts: scalar code is faster there.";
    let name = suffixed(&group.name, "attacks");
    let function = |shape_doc: &str, body: &TokenStream, cfg: Option<TokenStream>| {
        let doc = doc(&format!("{summary}\n\n{shape_doc}"));
        quote! {
            #cfg
            #doc
            #[inline]
            #[must_use]
            pub const fn #name(#sliders: #ty, #empty: #ty) -> #ty {
                #body
            }
        }
    };
    match spec.group_shape {
        GroupShape::Fused => function(FUSED, &fused, None),
        GroupShape::Split => function(SPLIT, &split, None),
        // LLVM packs a group by itself only when it has more than four
        // directions: smaller groups stay fused, and are then exactly the
        // textbook's union.
        GroupShape::Auto if members.len() <= 4 => function(
            &format!(
                "{FUSED} (`group_shape: auto` chose it: the group has at most four directions.)"
            ),
            &fused,
            None,
        ),
        GroupShape::Auto => {
            // Split only where it was measured to win: x86 without AVX2.
            let split_targets = quote!(all(
                any(target_arch = "x86", target_arch = "x86_64"),
                not(target_feature = "avx2")
            ));
            let fused = function(
                &format!("{FUSED} (`group_shape: auto` chose it for this target.)"),
                &fused,
                Some(quote!(#[cfg(not(#split_targets))])),
            );
            let split = function(
                &format!("{SPLIT} (`group_shape: auto` chose it for this target.)"),
                &split,
                Some(quote!(#[cfg(#split_targets)])),
            );
            quote!(#fused #split)
        }
    }
}

/// `fill`, `occluded` and `attacks` taking a `Direction` at run time; with a
/// constant direction they inline to the specialised function.
fn dispatch(spec: &Spec) -> TokenStream {
    let ty = bits_type(spec.board.bits);
    let (direction, sliders, empty) = (local("direction"), local("sliders"), local("empty"));
    let arms = |suffix: &str, with_empty: bool| {
        let arms = spec.directions.iter().map(|each| {
            let variant = &each.variant;
            let function = suffixed(&each.name, suffix);
            let empty = with_empty.then(|| quote!(, #empty));
            quote!(super::Direction::#variant => #function(#sliders #empty),)
        });
        quote!(match #direction { #(#arms)* })
    };
    let fill = arms("fill", false);
    let occluded = arms("occluded", true);
    let attacks = arms("attacks", true);
    let fill_doc = doc(
        "Fill in `direction` on an empty board, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_fill` function.",
    );
    let occluded_doc = doc(
        "Occluded fill in `direction` through `empty` squares, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_occluded` function.",
    );
    let attacks_doc = doc(
        "Attacks in `direction` through `empty` squares, the direction chosen at run time.\n\nWith a constant `direction` this inlines to the specialised `*_attacks` function.",
    );
    quote! {
        #fill_doc
        #[inline]
        #[must_use]
        pub const fn fill(#direction: super::Direction, #sliders: #ty) -> #ty {
            #fill
        }
        #occluded_doc
        #[inline]
        #[must_use]
        pub const fn occluded(#direction: super::Direction, #sliders: #ty, #empty: #ty) -> #ty {
            #occluded
        }
        #attacks_doc
        #[inline]
        #[must_use]
        pub const fn attacks(#direction: super::Direction, #sliders: #ty, #empty: #ty) -> #ty {
            #attacks
        }
    }
}
