//! The spec's two sides (players), `sides: [white, black]`: the generated
//! `Side` enum's variants, the first side's forward being north (rank + 1)
//! and the second's south.

use proc_macro2::Span;
use syn::Ident;

use super::context::Context;
use super::names::{self, Variants};

/// The two sides: their names as written and their `Side` variants.
pub struct Sides {
    /// The first side, whose forward is north, then the second.
    pub names: [Ident; 2],
    pub variants: [Ident; 2],
}

impl Default for Sides {
    /// `white` and `black`, as chess names them.
    fn default() -> Self {
        let ident = |name: &str| Ident::new(name, Span::call_site());
        Sides {
            names: [ident("white"), ident("black")],
            variants: [ident("White"), ident("Black")],
        }
    }
}

/// Checks `sides`: exactly two `snake_case` names giving two variants.
/// `key` is the field's name, where a wrong count is reported.
pub fn check_sides(cx: &mut Context, key: &Ident, list: &[Ident]) -> Option<Sides> {
    if list.len() != 2 {
        let at = list.get(2).map_or(key.span(), Ident::span);
        cx.error(
            at,
            format!(
                "list two sides, the one whose forward is north (rank + 1) first: `sides: [white, black]`, not {} name{}",
                list.len(),
                if list.len() == 1 { "" } else { "s" }
            ),
        );
    }
    let mut variants = Variants::new("side", "Side");
    let checked: Vec<Option<Ident>> = list
        .iter()
        .map(|name| {
            names::check_snake_case(name, "side", &mut cx.errors)
                .then(|| variants.declare(name, &mut cx.errors))
                .flatten()
        })
        .collect();
    match (list, checked.as_slice()) {
        ([first, second], [Some(first_variant), Some(second_variant)]) => Some(Sides {
            names: [first.clone(), second.clone()],
            variants: [first_variant.clone(), second_variant.clone()],
        }),
        _ => None,
    }
}
