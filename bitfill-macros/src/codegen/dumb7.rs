//! Dumb7: one step per cycle, as many cycles as the longest ray needs.
//!
//! Each cycle moves only the newest front (`sliders`) and collects it in
//! `flood`, which keeps the dependency chain at a shift and an `and`.

use proc_macro2::TokenStream;
use quote::quote;

use super::tokens::{local, mask, shift_text, shifted, step};
use super::unrolling::{Body, Function, Unrolling};
use crate::model::{Bits, Direction};

pub const DUMB7: Unrolling = Unrolling {
    title: "Dumb7",
    type_name: "Dumb7",
    summary: "one step per cycle, as many cycles as the longest ray needs",
    body,
    describe,
};

fn body(function: Function, direction: &Direction, bits: Bits) -> Body {
    match function {
        Function::Fill => fill(direction, bits),
        Function::Occluded => {
            let flood = local("flood");
            cycles(direction, bits, direction.ray_length, quote!(#flood))
        }
        Function::Attacks => attacks(direction, bits),
    }
}

/// Cycles of each function: attacks need one fewer, since the last square's
/// occupancy cannot change the attack set, the final step reaches it
/// regardless.
fn cycle_count(function: Function, direction: &Direction) -> u32 {
    match function {
        Function::Fill | Function::Occluded => direction.ray_length,
        Function::Attacks => direction.ray_length - 1,
    }
}

/// `Dumb7: 6 cycles of one step `<< 8`, then one more step.`
fn describe(function: Function, direction: &Direction) -> String {
    let one = shift_text(direction.shift.amount.into());
    let cycles = match cycle_count(function, direction) {
        1 => "1 cycle".to_owned(),
        n => format!("{n} cycles"),
    };
    match function {
        Function::Attacks => format!("Dumb7: {cycles} of one step `{one}`, then one more step."),
        Function::Fill | Function::Occluded => format!("Dumb7: {cycles} of one step `{one}`."),
    }
}

/// Fill on an empty board: the propagator is the constant wrap mask.
fn fill(direction: &Direction, bits: Bits) -> Body {
    let (sliders, flood) = (local("sliders"), local("flood"));
    let cycles = cycle_count(Function::Fill, direction);
    let shift = &direction.shift;
    let mut statements = vec![quote!(let mut #flood = #sliders;)];
    for _ in 1..cycles {
        statements.push(match shift.applied_mask {
            None => {
                let amount = proc_macro2::Literal::u32_unsuffixed(shift.amount.unsigned_abs());
                if shift.amount > 0 {
                    quote!(#sliders <<= #amount;)
                } else {
                    quote!(#sliders >>= #amount;)
                }
            }
            Some(applied_mask) => {
                let moved = shifted(&sliders, shift.amount.into());
                let applied_mask = mask(applied_mask, bits);
                quote!(#sliders = (#moved) & #applied_mask;)
            }
        });
        statements.push(quote!(#flood |= #sliders;));
    }
    let last = step(&sliders, shift, bits);
    statements.push(quote!(#flood |= #last;));
    Body {
        tokens: quote!(#(#statements)* #flood),
        mut_sliders: cycles > 1,
        mut_empty: false,
    }
}

fn attacks(direction: &Direction, bits: Bits) -> Body {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let cycles_needed = cycle_count(Function::Attacks, direction);
    if cycles_needed == 0 {
        let last = step(&sliders, &direction.shift, bits);
        return Body {
            tokens: quote!(let _ = #empty; #last),
            mut_sliders: false,
            mut_empty: false,
        };
    }
    let last = step(&flood, &direction.shift, bits);
    cycles(direction, bits, cycles_needed, last)
}

/// `cycles` of `sliders = (sliders << s) & empty; flood |= sliders;`, then
/// `tail`. `cycles` is at least 1.
fn cycles(direction: &Direction, bits: Bits, cycles: u32, tail: TokenStream) -> Body {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let applied_mask = direction.shift.applied_mask;
    let mut statements = Vec::new();
    if let Some(applied_mask) = applied_mask {
        let applied_mask = mask(applied_mask, bits);
        statements.push(quote!(#empty &= #applied_mask;));
    }
    statements.push(quote!(let mut #flood = #sliders;));
    let moved = shifted(&sliders, direction.shift.amount.into());
    for _ in 1..cycles {
        statements.push(quote!(#sliders = (#moved) & #empty;));
        statements.push(quote!(#flood |= #sliders;));
    }
    statements.push(quote!(#flood |= (#moved) & #empty;));
    Body {
        tokens: quote!(#(#statements)* #tail),
        mut_sliders: cycles > 1,
        mut_empty: applied_mask.is_some(),
    }
}
