//! Every benchmark contender computes the same attacks as the naive
//! reference, on every scenario: the benchmarks time only correct code.

use bitfill_suite::contenders::ALL;
use bitfill_suite::positions::{PERFT_POSITIONS, Placement};
use bitfill_suite::scenarios::{self, Item, Scenario};

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
        verify(&scenarios::bishops(sliders, 256));
        verify(&scenarios::queens(sliders, 256));
    }
}

#[test]
fn positions_hold_the_side_to_moves_sliders() {
    let positions = scenarios::positions(512);
    let items = &positions.items;
    assert_eq!(items.len(), 512);
    // The first game starts from the initial position, white to move, then
    // black answers: every slider of either side is still at home, and no
    // piece has been captured.
    let initial = Placement::from_fen(PERFT_POSITIONS[0].1).expect("a valid FEN");
    assert_eq!(
        items[0],
        Item {
            orthogonal: initial.orthogonal(0),
            diagonal: initial.diagonal(0),
            empty: !initial.occupied(),
        }
    );
    assert_eq!(items[1].orthogonal, initial.orthogonal(1));
    assert_eq!(items[1].diagonal, initial.diagonal(1));
    assert_eq!((!items[1].empty).count_ones(), 32);
    for item in items {
        let sliders = item.orthogonal | item.diagonal;
        assert_ne!(sliders, 0, "{item:?}");
        assert_eq!(
            sliders & item.empty,
            0,
            "sliders on empty squares: {item:?}"
        );
        // At most 10 of either kind (two and eight promotions), the queens
        // counted in both; two kings besides.
        assert!(item.orthogonal.count_ones() <= 10 && item.diagonal.count_ones() <= 10);
        assert!((!item.empty).count_ones() >= sliders.count_ones() + 2);
    }
    let distinct: std::collections::HashSet<_> = items.iter().map(|item| item.empty).collect();
    assert!(
        distinct.len() > 400,
        "{} distinct occupancies",
        distinct.len()
    );
}
