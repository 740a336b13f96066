//! The representations of `between` and `line` that the benchmarks weigh
//! (`bitfill_suite::pairs`) agree on every pair of squares, and panic alike
//! on a square off the board.

use bitfill_suite::pairs::{fills, full, rays};

#[test]
fn every_pair_agrees() {
    for a in 0..64 {
        for b in 0..64 {
            let between = rays::between(a, b);
            assert_eq!(full::between(a, b), between, "between {a} and {b}");
            assert_eq!(fills::between(a, b), between, "between {a} and {b}");
            let line = rays::line(a, b);
            assert_eq!(full::line(a, b), line, "line {a} and {b}");
            assert_eq!(fills::line(a, b), line, "line {a} and {b}");
        }
    }
}

#[test]
fn squares_off_the_board_panic() {
    for (a, b) in [(64, 0), (0, 64), (56, 64), (63, 200)] {
        for function in [
            rays::between,
            full::between,
            fills::between,
            rays::line,
            full::line,
        ] {
            assert!(
                std::panic::catch_unwind(|| function(a, b)).is_err(),
                "({a}, {b}) did not panic"
            );
        }
    }
}
