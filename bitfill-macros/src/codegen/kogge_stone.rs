//! Kogge-Stone: parallel-prefix fills with shifts s, 2s, 4s, ... just enough
//! to cover the longest ray.

use quote::quote;

use super::strategy::Body;
use super::tokens::{local, mask, shifted, step};
use crate::model::{Bits, Direction};

/// Rounds of an occluded fill: distances `0..2^rounds` must cover the ray.
pub fn fill_rounds(ray_length: u32) -> u32 {
    u32::BITS - ray_length.leading_zeros()
}

/// Rounds before the last step of an attack: the fill only needs to reach
/// one square short of the ray's end.
pub fn attack_rounds(ray_length: u32) -> u32 {
    u32::BITS - ray_length.saturating_sub(1).leading_zeros()
}

/// Fill on an empty board: the propagators are constants, folded here.
pub fn fill(direction: &Direction, bits: Bits) -> Body {
    let sliders = local("sliders");
    let mut propagator = direction.mask;
    let statements = (0..fill_rounds(direction.ray_length)).map(|round| {
        let amount = direction.shift << round;
        let moved = shifted(&sliders, amount.into());
        let statement = if bits.implied_by_shift(propagator, amount) {
            quote!(#sliders |= #moved;)
        } else {
            let propagator = mask(propagator, bits);
            quote!(#sliders |= #propagator & (#moved);)
        };
        propagator &= bits.shifted(propagator, amount);
        statement
    });
    let statements: Vec<_> = statements.collect();
    Body {
        tokens: quote!(#(#statements)* #sliders),
        mut_sliders: true,
        mut_empty: false,
    }
}

pub fn occluded(direction: &Direction, bits: Bits) -> Body {
    let rounds = fill_rounds(direction.ray_length);
    let sliders = local("sliders");
    propagate(direction, bits, rounds, quote!(#sliders))
}

pub fn attacks(direction: &Direction, bits: Bits) -> Body {
    let rounds = attack_rounds(direction.ray_length);
    let last_step = step(&local("sliders"), direction.shift, direction.mask, bits);
    propagate(direction, bits, rounds, last_step)
}

/// `rounds` of `sliders |= empty & (sliders << s); empty &= empty << s;`
/// (the last round needs no new propagator), then `tail`.
fn propagate(
    direction: &Direction,
    bits: Bits,
    rounds: u32,
    tail: proc_macro2::TokenStream,
) -> Body {
    let (sliders, empty) = (local("sliders"), local("empty"));
    let mask_needed = rounds > 0 && !bits.implied_by_shift(direction.mask, direction.shift);
    let mut statements = Vec::new();
    if rounds == 0 {
        statements.push(quote!(let _ = #empty;));
    }
    if mask_needed {
        let wrap = mask(direction.mask, bits);
        statements.push(quote!(#empty &= #wrap;));
    }
    for round in 0..rounds {
        let amount = direction.shift << round;
        let moved = shifted(&sliders, amount.into());
        statements.push(quote!(#sliders |= #empty & (#moved);));
        if round + 1 < rounds {
            let moved = shifted(&empty, amount.into());
            statements.push(quote!(#empty &= #moved;));
        }
    }
    Body {
        tokens: quote!(#(#statements)* #tail),
        mut_sliders: rounds > 0,
        mut_empty: mask_needed || rounds > 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_counts_are_minimal() {
        for ray_length in 1..128 {
            let fill = fill_rounds(ray_length);
            // Distances 0..2^rounds are covered: enough for the whole ray, and
            // one round fewer would not be.
            assert!((1u32 << fill) > ray_length, "{ray_length}");
            assert!((1u32 << (fill - 1)) <= ray_length, "{ray_length}");
            let attack = attack_rounds(ray_length);
            assert!((1u32 << attack) >= ray_length, "{ray_length}");
            assert!(
                attack == 0 || (1u32 << (attack - 1)) < ray_length,
                "{ray_length}"
            );
        }
        assert_eq!((fill_rounds(7), attack_rounds(7)), (3, 3));
        assert_eq!((fill_rounds(8), attack_rounds(8)), (4, 3));
        assert_eq!((fill_rounds(9), attack_rounds(9)), (4, 4));
        assert_eq!((fill_rounds(1), attack_rounds(1)), (1, 0));
        assert_eq!((fill_rounds(127), attack_rounds(127)), (7, 7));
    }
}
