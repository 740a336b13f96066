//! Kogge-Stone: parallel-prefix fills with shifts s, 2s, 4s, ... just enough
//! to cover the longest ray.

use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{local, shift_text};
use crate::codegen::strategies::strategy::{
    Computed, FunctionBody, PairedAttacks, Strategy, StrategyCode, UnrolledFunction, Unrolling,
    shared_mask,
};
use crate::model::{Direction, plain_name};

pub const KOGGE_STONE: Strategy = Strategy {
    keyword: "kogge_stone",
    title: "Kogge-Stone",
    type_name: "KoggeStone",
    summary: "parallel prefix: each round doubles the shift (s, 2s, 4s, ...), with as few rounds as the longest ray needs",
    constant: true,
    code: StrategyCode::Unrolled(Unrolling {
        body,
        describe,
        paired,
    }),
};

fn body(function: UnrolledFunction, direction: &Direction, renderer: &Renderer) -> FunctionBody {
    match function {
        UnrolledFunction::Fill => fill(direction, renderer),
        UnrolledFunction::Occluded => occluded(direction, renderer),
        UnrolledFunction::Attacks => attacks(direction, renderer),
    }
}

/// `Kogge-Stone: 3 rounds (`<< 8`, `<< 16`, `<< 32`), then one step `<< 8`.`
fn describe(function: UnrolledFunction, direction: &Direction) -> String {
    let shift = i64::from(direction.shift.amount);
    let count = match function {
        UnrolledFunction::Fill | UnrolledFunction::Occluded => fill_rounds(direction.ray_length),
        UnrolledFunction::Attacks => attack_rounds(direction.ray_length),
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
        UnrolledFunction::Attacks => format!(
            "Kogge-Stone: {rounds}, then one step `{}`.",
            shift_text(shift)
        ),
        UnrolledFunction::Fill | UnrolledFunction::Occluded => format!("Kogge-Stone: {rounds}."),
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
fn fill(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let bits = renderer.bits;
    let sliders = local("sliders");
    let mut propagator = direction.shift.mask_or_all(bits);
    let mut statements = Vec::new();
    for round in 0..fill_rounds(direction.ray_length) {
        let amount = direction.shift.amount << round;
        let moved = Expr::atom(&sliders).shift(amount);
        statements.push(if bits.implied_by_shift(propagator, amount) {
            renderer.or_assign(&sliders, &moved)
        } else {
            renderer.or_assign(&sliders, &Expr::Mask(propagator).and(moved))
        });
        propagator &= bits.shifted(propagator, amount);
    }
    FunctionBody {
        tokens: quote!(#(#statements)* #sliders),
        mut_sliders: true,
        mut_empty: false,
    }
}

fn occluded(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let rounds = fill_rounds(direction.ray_length);
    propagate(direction, renderer, rounds, &Expr::atom(local("sliders")))
}

fn attacks(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let rounds = attack_rounds(direction.ray_length);
    let last_step = step(Expr::atom(local("sliders")), &direction.shift);
    propagate(direction, renderer, rounds, &last_step)
}

/// `rounds` of `sliders |= empty & (sliders << s); empty &= empty << s;`
/// (the last round needs no new propagator), then `tail`.
fn propagate(direction: &Direction, renderer: &Renderer, rounds: u32, tail: &Expr) -> FunctionBody {
    let (sliders, empty) = (local("sliders"), local("empty"));
    let applied_mask = direction.shift.applied_mask.filter(|_| rounds > 0);
    let mut statements = Vec::new();
    if rounds == 0 {
        statements.push(quote!(let _ = #empty;));
    }
    if let Some(applied_mask) = applied_mask {
        statements.push(renderer.and_assign(&empty, &Expr::Mask(applied_mask)));
    }
    for round in 0..rounds {
        let amount = direction.shift.amount << round;
        let moved = Expr::atom(&sliders).shift(amount);
        statements.push(renderer.or_assign(&sliders, &Expr::atom(&empty).and(moved)));
        if round + 1 < rounds {
            statements.push(renderer.and_assign(&empty, &Expr::atom(&empty).shift(amount)));
        }
    }
    let tail = renderer.render(tail);
    FunctionBody {
        tokens: quote!(#(#statements)* #tail),
        mut_sliders: rounds > 0,
        mut_empty: applied_mask.is_some() || rounds > 1,
    }
}

/// Opposite directions on shared propagators: round `r`'s propagator of
/// `forward` is `P_r = P_(r-1) & (P_(r-1) << s·2^(r-1))`, and `backward`'s
/// is the same set moved back by `(2^r - 1)·s`, one shift instead of a
/// shift and an AND.
fn paired(forward: &Direction, backward: &Direction, renderer: &Renderer) -> PairedAttacks {
    let rounds = attack_rounds(forward.ray_length);
    let (sliders, empty) = (local("sliders"), local("empty"));
    // Round 0's propagator is `empty` itself where no mask is needed.
    let mask = shared_mask(forward, backward, renderer.bits);
    let propagators: Vec<_> = (0..rounds)
        .map(|round| match (round, mask) {
            (0, None) => empty.clone(),
            _ => local(&format!("{}_propagator_{round}", plain_name(&forward.name))),
        })
        .collect();
    let mut shared = Vec::new();
    let amount = forward.shift.amount;
    for (round, propagator) in propagators.iter().enumerate() {
        let value = match (round, mask) {
            (0, None) => continue,
            (0, Some(mask)) => Expr::atom(&empty).and(Expr::Mask(mask)),
            _ => {
                let previous = Expr::atom(&propagators[round - 1]);
                previous.clone().and(previous.shift(amount << (round - 1)))
            }
        };
        let value = renderer.render(&value);
        shared.push(quote!(let #propagator = #value;));
    }
    let attacks = |direction: &Direction, propagator: &dyn Fn(usize) -> Expr| {
        if rounds == 0 {
            return Computed {
                statements: Vec::new(),
                value: step(Expr::atom(&sliders), &direction.shift),
            };
        }
        let front = local(&format!("{}_front", plain_name(&direction.name)));
        let mut statements = vec![quote!(let mut #front = #sliders;)];
        for round in 0..rounds as usize {
            let moved = Expr::atom(&front).shift(direction.shift.amount << round);
            statements.push(renderer.or_assign(&front, &propagator(round).and(moved)));
        }
        Computed {
            statements,
            value: step(Expr::atom(&front), &direction.shift),
        }
    };
    let forward_attacks = attacks(forward, &|round| Expr::atom(&propagators[round]));
    let backward_attacks = attacks(backward, &|round| {
        let propagator = Expr::atom(&propagators[round]);
        match (1 << round) - 1 {
            0 => propagator,
            distance => propagator.shift(backward.shift.amount * distance),
        }
    });
    PairedAttacks {
        reads_empty: rounds > 0,
        shared,
        forward: forward_attacks,
        backward: backward_attacks,
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
