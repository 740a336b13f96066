//! Start here: one position, the queen attacks of each generated strategy
//! drawn as boards and checked against the naive reference, then a quick
//! timing of the strategies.
//!
//! ```text
//! cargo run --release --example compare
//! ```

use std::hint::black_box;
use std::time::Instant;

use bitfill::chess::{dumb7, kogge_stone};
use bitfill_suite::harness::Rng;
use bitfill_suite::positions::{PERFT_POSITIONS, Placement, diagram};
use bitfill_suite::reference::Geometry;

/// Attacks of `sliders` through `empty`.
type AttackFn = fn(u64, u64) -> u64;

const QUEEN_DIRECTIONS: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

fn reference_queen_attacks(queens: u64, empty: u64) -> u64 {
    let chess = Geometry::new(8, 8);
    let attacks = QUEEN_DIRECTIONS.iter().fold(0, |set, &step| {
        set | chess.attacks(u128::from(queens), u128::from(empty), step)
    });
    u64::try_from(attacks).expect("an 8 x 8 set")
}

fn main() {
    let (name, fen) = PERFT_POSITIONS[1];
    let placement = Placement::from_fen(fen).expect("a valid FEN");
    let occupied = placement.occupied();
    let queens = placement.queens(0) | placement.queens(1);
    let empty = !occupied;

    let generated_kogge_stone = kogge_stone::queen_attacks(queens, empty);
    let generated_dumb7 = dumb7::queen_attacks(queens, empty);
    let reference = reference_queen_attacks(queens, empty);

    println!("Position \"{name}\": {fen}");
    println!("Both queens at once (set-wise), attacks through the empty squares.\n");
    let boards = [
        ("occupancy", occupied),
        ("kogge_stone::queen_attacks", generated_kogge_stone),
        ("dumb7::queen_attacks", generated_dumb7),
        ("naive reference", reference),
    ];
    let width = 30;
    let titles: Vec<String> = boards
        .iter()
        .map(|(title, _)| format!("{title:width$}"))
        .collect();
    println!("{}", titles.join(""));
    let drawn: Vec<Vec<String>> = boards.iter().map(|&(_, board)| diagram(board)).collect();
    for row in 0..drawn[0].len() {
        let line: Vec<String> = drawn
            .iter()
            .map(|board| format!("{:width$}", board[row]))
            .collect();
        println!("{}", line.join("").trim_end());
    }
    let agree = generated_kogge_stone == reference && generated_dumb7 == reference;
    println!(
        "\nKogge-Stone {:#018x}, Dumb7 {:#018x}, reference {:#018x}: {}",
        generated_kogge_stone,
        generated_dumb7,
        reference,
        if agree { "all agree" } else { "MISMATCH" }
    );
    if !agree {
        std::process::exit(1);
    }

    timing();
}

/// One queen on random squares of random boards with about a quarter of the
/// squares occupied: each strategy over the same data, median of several runs.
fn timing() {
    const POSITIONS: usize = 4096;
    const RUNS: usize = 31;
    let mut rng = Rng::new(0x00c0_ffee);
    let data: Vec<(u64, u64)> = (0..POSITIONS)
        .map(|_| {
            let queen = 1u64 << (rng.next_u64() % 64);
            let occupied = rng.next_u64() & rng.next_u64() | queen;
            (queen, !occupied)
        })
        .collect();
    for &(queen, empty) in &data {
        let expected = reference_queen_attacks(queen, empty);
        assert_eq!(kogge_stone::queen_attacks(queen, empty), expected);
        assert_eq!(dumb7::queen_attacks(queen, empty), expected);
    }

    let contenders: [(&str, AttackFn); 3] = [
        (
            "generated kogge_stone::queen_attacks",
            kogge_stone::queen_attacks,
        ),
        ("generated dumb7::queen_attacks", dumb7::queen_attacks),
        ("naive reference (coordinate walk)", reference_queen_attacks),
    ];
    println!(
        "\nTiming: one queen, 8 directions, {POSITIONS} random positions (~25% occupied), median of {RUNS} runs"
    );
    let mut results = Vec::new();
    for (name, attacks) in contenders {
        let median = median_ns(&data, RUNS, attacks);
        results.push((name, median));
    }
    let baseline = results[0].1;
    for (name, median) in &results {
        println!(
            "  {name:40} {median:8.2} ns/call  {:6.2}x",
            median / baseline
        );
    }
    println!("\n(`cargo bench` has the full comparison with criterion.)");
}

fn median_ns(data: &[(u64, u64)], runs: usize, attacks: AttackFn) -> f64 {
    let mut samples: Vec<f64> = (0..runs)
        .map(|_| {
            let start = Instant::now();
            let mut sink = 0;
            for &(sliders, empty) in black_box(data) {
                sink ^= attacks(black_box(sliders), black_box(empty));
            }
            black_box(sink);
            start.elapsed().as_nanos() as f64 / data.len() as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[runs / 2]
}
