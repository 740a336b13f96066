//! Every benchmark contender computes the same attacks as the naive
//! reference, on every scenario: the benchmarks time only correct code.

use bitfill_suite::contenders::ALL;
use bitfill_suite::scenarios::{self, Scenario};

fn verify(scenario: &Scenario) {
    assert!(!scenario.items.is_empty());
    for contender in &ALL {
        if let Err(mismatch) = scenario.verify(contender) {
            panic!("{mismatch}");
        }
    }
}

#[test]
fn main_scenarios() {
    for scenario in scenarios::main_scenarios(1024) {
        verify(&scenario);
    }
}

#[test]
fn crossover_scenarios() {
    for sliders in 1..=8 {
        verify(&scenarios::rooks(sliders, 256));
        verify(&scenarios::queens(sliders, 256));
    }
}

#[test]
fn positions_hold_the_side_to_moves_sliders() {
    let positions = scenarios::positions(512);
    assert_eq!(positions.items.len(), 512);
    let distinct: std::collections::HashSet<_> =
        positions.items.iter().map(|item| item.empty).collect();
    assert!(
        distinct.len() > 400,
        "{} distinct occupancies",
        distinct.len()
    );
}
