//! Kogge-Stone: parallel-prefix fills with shifts s, 2s, 4s, ... just enough
//! to cover the longest ray.

use quote::quote;

use super::tokens::{local, mask, shift_text, shifted, step};
use super::unrolling::{Body, Function, Unrolling};
use crate::model::{Bits, Direction};

pub const KOGGE_STONE: Unrolling = Unrolling {
    title: "Kogge-Stone",
    type_name: "KoggeStone",
    summary: "parallel prefix: each round doubles the shift (s, 2s, 4s, ...), with as few rounds as the longest ray needs",
    body,
    describe,
};

fn body(function: Function, direction: &Direction, bits: Bits) -> Body {
    match function {
        Function::Fill => fill(direction, bits),
        Function::Occluded => occluded(direction, bits),
        Function::Attacks => attacks(direction, bits),
    }
}

/// `Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`), then one step `<< 8`.`
fn describe(function: Function, direction: &Direction) -> String {
    let shift = i64::from(direction.shift.amount);
    let count = match function {
        Function::Fill | Function::Occluded => fill_rounds(direction.ray_length),
        Function::Attacks => attack_rounds(direction.ray_length),
    };
    let shifts: Vec<String> = (0..count)
        .map(|round| format!("`{}`", shift_text(shift << round)))
        .collect();
    let rounds = match count {
        0 => "no propagation round".to_owned(),
        1 => format!("1 round ({})", shifts.join(", ")),
        n => format!("{n} rounds ({})", shifts.join(", ")),
    };
    match function {
        Function::Attacks => format!(
            "Kogge-Stone: {rounds}, then one step `{}`.",
            shift_text(shift)
        ),
        Function::Fill | Function::Occluded => format!("Kogge-Stone: {rounds}."),
    }
}

/// Rounds of an occluded fill: distances `0..2^rounds` must cover the ray.
fn fill_rounds(ray_length: u32) -> u32 {
    u32::BITS - ray_length.leading_zeros()
}

/// Rounds before the last step of an attack: the fill only needs to reach
/// one square short of the ray's end.
fn attack_rounds(ray_length: u32) -> u32 {
    u32::BITS - ray_length.saturating_sub(1).leading_zeros()
}

/// Fill on an empty board: the propagators are constants, folded here.
fn fill(direction: &Direction, bits: Bits) -> Body {
    let sliders = local("sliders");
    let mut propagator = direction.shift.mask_or_all(bits);
    let statements = (0..fill_rounds(direction.ray_length)).map(|round| {
        let amount = direction.shift.amount << round;
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

fn occluded(direction: &Direction, bits: Bits) -> Body {
    let rounds = fill_rounds(direction.ray_length);
    let sliders = local("sliders");
    propagate(direction, bits, rounds, quote!(#sliders))
}

fn attacks(direction: &Direction, bits: Bits) -> Body {
    let rounds = attack_rounds(direction.ray_length);
    let last_step = step(&local("sliders"), &direction.shift, bits);
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
    let applied_mask = direction.shift.applied_mask.filter(|_| rounds > 0);
    let mut statements = Vec::new();
    if rounds == 0 {
        statements.push(quote!(let _ = #empty;));
    }
    if let Some(applied_mask) = applied_mask {
        let applied_mask = mask(applied_mask, bits);
        statements.push(quote!(#empty &= #applied_mask;));
    }
    for round in 0..rounds {
        let amount = direction.shift.amount << round;
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
        mut_empty: applied_mask.is_some() || rounds > 1,
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
