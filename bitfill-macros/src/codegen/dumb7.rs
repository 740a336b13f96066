//! Dumb7: one step per cycle, as many cycles as the longest ray needs.
//!
//! Each cycle moves only the newest front (`sliders`) and collects it in
//! `flood`, which keeps the dependency chain at a shift and an `and`.

use proc_macro2::TokenStream;
use quote::quote;

use super::strategy::Body;
use super::tokens::{local, mask, shifted, step};
use crate::model::{Bits, Direction};

/// Fill on an empty board: the propagator is the constant wrap mask.
pub fn fill(direction: &Direction, bits: Bits) -> Body {
    let (sliders, flood) = (local("sliders"), local("flood"));
    let cycles = direction.ray_length;
    let mut statements = vec![quote!(let mut #flood = #sliders;)];
    for _ in 1..cycles {
        if bits.implied_by_shift(direction.mask, direction.shift) {
            let amount = proc_macro2::Literal::u32_unsuffixed(direction.shift.unsigned_abs());
            statements.push(if direction.shift > 0 {
                quote!(#sliders <<= #amount;)
            } else {
                quote!(#sliders >>= #amount;)
            });
        } else {
            let moved = shifted(&sliders, direction.shift.into());
            let wrap = mask(direction.mask, bits);
            statements.push(quote!(#sliders = (#moved) & #wrap;));
        }
        statements.push(quote!(#flood |= #sliders;));
    }
    let last = step(&sliders, direction.shift, direction.mask, bits);
    statements.push(quote!(#flood |= #last;));
    Body {
        tokens: quote!(#(#statements)* #flood),
        mut_sliders: cycles > 1,
        mut_empty: false,
    }
}

pub fn occluded(direction: &Direction, bits: Bits) -> Body {
    let flood = local("flood");
    cycles(direction, bits, direction.ray_length, quote!(#flood))
}

/// One cycle fewer than the ray: the last square's occupancy cannot change
/// the attack set, the final step reaches it regardless.
pub fn attacks(direction: &Direction, bits: Bits) -> Body {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let cycles_needed = direction.ray_length.saturating_sub(1);
    if cycles_needed == 0 {
        let last = step(&sliders, direction.shift, direction.mask, bits);
        return Body {
            tokens: quote!(let _ = #empty; #last),
            mut_sliders: false,
            mut_empty: false,
        };
    }
    let last = step(&flood, direction.shift, direction.mask, bits);
    cycles(direction, bits, cycles_needed, last)
}

/// `cycles` of `sliders = (sliders << s) & empty; flood |= sliders;`, then
/// `tail`. `cycles` is at least 1.
fn cycles(direction: &Direction, bits: Bits, cycles: u32, tail: TokenStream) -> Body {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let mask_needed = !bits.implied_by_shift(direction.mask, direction.shift);
    let mut statements = Vec::new();
    if mask_needed {
        let wrap = mask(direction.mask, bits);
        statements.push(quote!(#empty &= #wrap;));
    }
    statements.push(quote!(let mut #flood = #sliders;));
    let moved = shifted(&sliders, direction.shift.into());
    for _ in 1..cycles {
        statements.push(quote!(#sliders = (#moved) & #empty;));
        statements.push(quote!(#flood |= #sliders;));
    }
    statements.push(quote!(#flood |= (#moved) & #empty;));
    Body {
        tokens: quote!(#(#statements)* #tail),
        mut_sliders: cycles > 1,
        mut_empty: mask_needed,
    }
}
