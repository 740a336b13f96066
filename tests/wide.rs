//! Boards beyond 128 squares, held in `[u64; N]`, against the naive
//! reference: every direction up to the nightrider's (2, 1) steps, both
//! strategies, groups, leapers, lame leapers, hoppers, regions and square
//! pairs.
//!
//! The boards up to 221 squares are swept exhaustively here (every square,
//! every placement of the first two pieces on each ray); the larger ones get
//! every check on random positions and sampled pairs, and their exhaustive
//! sweep runs in release:
//!
//! ```text
//! cargo test --release --test wide -- --ignored
//! ```

use bitfill_suite::harness::{
    Rng, UnderTest, check_all, check_directions, check_leapers, check_one_and_fill,
    check_pairs_sampled, check_position, check_regions,
};
use bitfill_suite::wide::*;

/// Every check, exhaustively.
fn exhaustive<B: UnderTest>() {
    let cases = check_all::<B>();
    let squares = u64::from(B::GEOMETRY.squares());
    assert!(cases >= squares * 16, "{}: only {cases} cases", B::NAME);
}

/// Every check but the sweeps over every square and ray: random positions
/// and sampled pairs instead.
fn sampled<B: UnderTest>() {
    check_directions::<B>();
    check_one_and_fill::<B>();
    check_leapers::<B>();
    check_regions::<B>();
    let mut rng = Rng::new(0x31de);
    let board = B::GEOMETRY.board();
    for _ in 0..48 {
        let sliders = rng.next_set() & rng.next_set() & rng.next_set() & board;
        let occupied = rng.next_set() & rng.next_set() & board;
        check_position::<B>(sliders, occupied);
    }
    let pairs = check_pairs_sampled::<B>(4);
    assert!(pairs >= u64::from(B::GEOMETRY.squares()) * 4, "{}", B::NAME);
}

#[test]
fn wide_12x12_in_3_words() {
    exhaustive::<Wide12x12>();
}

#[test]
fn wide_15x9_in_3_words() {
    exhaustive::<Wide15x9>();
}

#[test]
fn wide_13x17_in_4_words() {
    exhaustive::<Wide13x17>();
}

macro_rules! large_boards {
    ($($sampled:ident, $exhaustive:ident: $board:ty;)*) => {
        $(
            #[test]
            fn $sampled() {
                sampled::<$board>();
            }

            #[test]
            #[ignore = "long: cargo test --release --test wide -- --ignored"]
            fn $exhaustive() {
                exhaustive::<$board>();
            }
        )*
    };
}

large_boards! {
    wide_14x14_sampled, wide_14x14_exhaustive: Wide14x14;
    wide_16x16_sampled, wide_16x16_exhaustive: Wide16x16;
    wide_19x19_sampled, wide_19x19_exhaustive: Wide19x19;
    wide_25x25_sampled, wide_25x25_exhaustive: Wide25x25;
    wide_32x32_sampled, wide_32x32_exhaustive: Wide32x32;
}
