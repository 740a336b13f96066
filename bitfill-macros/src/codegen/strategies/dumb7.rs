//! Dumb7: one step per cycle, as many cycles as the longest ray needs.
//!
//! Each cycle moves only the newest front (`sliders`) and collects it in
//! `flood`, which keeps the dependency chain at a shift and an `and`.

use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{local, shift_text};
use crate::codegen::strategies::strategy::{
    Computed, FunctionBody, PairedAttacks, Strategy, StrategyCode, UnrolledFunction, Unrolling,
    shared_mask,
};
use crate::model::{Direction, plain_name};

pub const DUMB7: Strategy = Strategy {
    keyword: "dumb7",
    title: "Dumb7",
    type_name: "Dumb7",
    summary: "one step per cycle, as many cycles as the longest ray needs",
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
        UnrolledFunction::Occluded => {
            let flood = Expr::atom(local("flood"));
            cycles(direction, renderer, direction.ray_length, &flood)
        }
        UnrolledFunction::Attacks => attacks(direction, renderer),
    }
}

/// Cycles of each function: attacks need one fewer, since the last square's
/// occupancy cannot change the attack set, the final step reaches it
/// regardless.
fn cycle_count(function: UnrolledFunction, direction: &Direction) -> u32 {
    match function {
        UnrolledFunction::Fill | UnrolledFunction::Occluded => direction.ray_length,
        UnrolledFunction::Attacks => direction.ray_length - 1,
    }
}

/// `Dumb7: 6 cycles of one step `<< 8`, then one more step.`
fn describe(function: UnrolledFunction, direction: &Direction) -> String {
    let one = shift_text(direction.shift.amount.into());
    let cycles = match cycle_count(function, direction) {
        1 => "1 cycle".to_owned(),
        n => format!("{n} cycles"),
    };
    match function {
        UnrolledFunction::Attacks => {
            format!("Dumb7: {cycles} of one step `{one}`, then one more step.")
        }
        UnrolledFunction::Fill | UnrolledFunction::Occluded => {
            format!("Dumb7: {cycles} of one step `{one}`.")
        }
    }
}

/// Fill on an empty board: the propagator is the constant wrap mask.
fn fill(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let (sliders, flood) = (local("sliders"), local("flood"));
    let cycles = cycle_count(UnrolledFunction::Fill, direction);
    let shift = &direction.shift;
    let mut statements = vec![quote!(let mut #flood = #sliders;)];
    for _ in 1..cycles {
        statements.push(match shift.applied_mask {
            None => renderer.shift_assign(&sliders, shift.amount),
            Some(_) => {
                let moved = renderer.render(&step(Expr::atom(&sliders), shift));
                quote!(#sliders = #moved;)
            }
        });
        statements.push(renderer.or_assign(&flood, &Expr::atom(&sliders)));
    }
    statements.push(renderer.or_assign(&flood, &step(Expr::atom(&sliders), shift)));
    FunctionBody {
        tokens: quote!(#(#statements)* #flood),
        mut_sliders: cycles > 1,
        mut_empty: false,
    }
}

fn attacks(direction: &Direction, renderer: &Renderer) -> FunctionBody {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let cycles_needed = cycle_count(UnrolledFunction::Attacks, direction);
    if cycles_needed == 0 {
        let last = renderer.render(&step(Expr::atom(&sliders), &direction.shift));
        return FunctionBody {
            tokens: quote!(let _ = #empty; #last),
            mut_sliders: false,
            mut_empty: false,
        };
    }
    let last = step(Expr::atom(&flood), &direction.shift);
    cycles(direction, renderer, cycles_needed, &last)
}

/// `cycles` of `sliders = (sliders << s) & empty; flood |= sliders;`, then
/// `tail`. `cycles` is at least 1.
fn cycles(direction: &Direction, renderer: &Renderer, cycles: u32, tail: &Expr) -> FunctionBody {
    let (sliders, empty, flood) = (local("sliders"), local("empty"), local("flood"));
    let applied_mask = direction.shift.applied_mask;
    let mut statements = Vec::new();
    if let Some(applied_mask) = applied_mask {
        statements.push(renderer.and_assign(&empty, &Expr::Mask(applied_mask)));
    }
    statements.push(quote!(let mut #flood = #sliders;));
    let front = Expr::atom(&sliders)
        .shift(direction.shift.amount)
        .and(Expr::atom(&empty));
    for _ in 1..cycles {
        let moved = renderer.render(&front);
        statements.push(quote!(#sliders = #moved;));
        statements.push(renderer.or_assign(&flood, &Expr::atom(&sliders)));
    }
    statements.push(renderer.or_assign(&flood, &front));
    let tail = renderer.render(tail);
    FunctionBody {
        tokens: quote!(#(#statements)* #tail),
        mut_sliders: cycles > 1,
        mut_empty: applied_mask.is_some(),
    }
}

/// Opposite directions on one shared propagator: one AND saved per pair.
fn paired(forward: &Direction, backward: &Direction, renderer: &Renderer) -> PairedAttacks {
    let cycles = cycle_count(UnrolledFunction::Attacks, forward);
    let (sliders, empty) = (local("sliders"), local("empty"));
    // `empty` itself where no mask is needed.
    let mut shared = Vec::new();
    let propagator = match shared_mask(forward, backward, renderer.bits) {
        None => empty.clone(),
        Some(mask) => {
            let propagator = local(&format!("{}_propagator", plain_name(&forward.name)));
            if cycles > 0 {
                let value = renderer.render(&Expr::atom(&empty).and(Expr::Mask(mask)));
                shared.push(quote!(let #propagator = #value;));
            }
            propagator
        }
    };
    let attacks = |direction: &Direction| {
        if cycles == 0 {
            return Computed {
                statements: Vec::new(),
                value: step(Expr::atom(&sliders), &direction.shift),
            };
        }
        let name = plain_name(&direction.name);
        let (front, flood) = (
            local(&format!("{name}_front")),
            local(&format!("{name}_flood")),
        );
        // The front moves only when there is more than one cycle.
        let moving = if cycles > 1 { &front } else { &sliders };
        let advanced = Expr::atom(moving)
            .shift(direction.shift.amount)
            .and(Expr::atom(&propagator));
        let mut statements = vec![quote!(let mut #flood = #sliders;)];
        if cycles > 1 {
            statements.push(quote!(let mut #front = #sliders;));
        }
        for _ in 1..cycles {
            let moved = renderer.render(&advanced);
            statements.push(quote!(#front = #moved;));
            statements.push(renderer.or_assign(&flood, &Expr::atom(&front)));
        }
        statements.push(renderer.or_assign(&flood, &advanced));
        Computed {
            statements,
            value: step(Expr::atom(&flood), &direction.shift),
        }
    };
    PairedAttacks {
        reads_empty: cycles > 0,
        shared,
        forward: attacks(forward),
        backward: attacks(backward),
    }
}
