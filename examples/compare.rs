//! Start here: one position, the queen attacks of each generated strategy
//! (set-wise fills, and per-square lookups one queen at a time) drawn as
//! boards and checked against the naive reference, then a quick timing of
//! every contender of the benchmarks.
//!
//! ```text
//! cargo run --release --example compare
//! ```
//!
//! The timing takes a few seconds (median of repeated passes over each
//! dataset, `std::time::Instant`); `cargo bench` and `scripts/bench.sh` have
//! the careful version.

use std::hint::black_box;
use std::time::Instant;

use bitfill::chess::{Bits, dumb7, hyperbola, kogge_stone, magic, pext};
use bitfill_suite::contenders::{Attacks, Contender};
use bitfill_suite::for_each_contender;
use bitfill_suite::positions::{PERFT_POSITIONS, Placement, diagram};
use bitfill_suite::scenarios::{self, Item, Pieces, Scenario};

const ITEMS: usize = 4096;
const RUNS: usize = 21;

fn main() {
    let (name, fen) = PERFT_POSITIONS[1];
    let placement = Placement::from_fen(fen).expect("a valid FEN");
    let occupied = placement.occupied();
    let queens = placement.queens(0) | placement.queens(1);
    let item = Item {
        orthogonal: queens,
        diagonal: queens,
        empty: !occupied,
    };
    let queen_scenario = Scenario {
        name: "kiwipete".into(),
        description: String::new(),
        pieces: Pieces::Queens,
        items: vec![item],
    };
    let generated_kogge_stone = kogge_stone::queen_attacks(queens, !occupied);
    let generated_dumb7 = dumb7::queen_attacks(queens, !occupied);
    let reference = queen_scenario.reference(item);
    // A lookup answers for one queen: the union over the queens.
    let per_queen = |lookup: fn(usize, Bits) -> Bits| {
        bitfill::chess::squares(queens)
            .fold(0, |attacks, square| attacks | lookup(square, occupied))
    };
    let lookups = [
        (
            "magic::queen_attacks_from",
            per_queen(magic::queen_attacks_from),
        ),
        (
            "pext::queen_attacks_from",
            per_queen(pext::queen_attacks_from),
        ),
        (
            "hyperbola::queen_attacks_from",
            per_queen(hyperbola::queen_attacks_from),
        ),
    ];

    println!("Position \"{name}\": {fen}");
    println!("Both queens at once (set-wise), attacks through the empty squares.\n");
    draw(&[
        ("occupancy", occupied),
        ("kogge_stone::queen_attacks", generated_kogge_stone),
        ("dumb7::queen_attacks", generated_dumb7),
        ("naive reference", reference),
    ]);
    println!("\nOne queen per call (per-square lookups), the union over both queens.\n");
    draw(&lookups);
    let agree = generated_kogge_stone == reference
        && generated_dumb7 == reference
        && lookups.iter().all(|&(_, attacks)| attacks == reference);
    println!(
        "\nKogge-Stone {generated_kogge_stone:#018x}, Dumb7 {generated_dumb7:#018x}, magic {:#018x}, pext {:#018x}, hyperbola {:#018x}, reference {reference:#018x}: {}",
        lookups[0].1,
        lookups[1].1,
        lookups[2].1,
        if agree { "all agree" } else { "MISMATCH" }
    );
    if !agree {
        std::process::exit(1);
    }
    timing();
}

/// Draws `boards` side by side, each under its title.
fn draw(boards: &[(&str, u64)]) {
    let width = 32;
    let titles: Vec<String> = boards
        .iter()
        .map(|(title, _)| format!("{title:width$}"))
        .collect();
    println!("{}", titles.join("").trim_end());
    let drawn: Vec<Vec<String>> = boards.iter().map(|&(_, board)| diagram(board)).collect();
    for row in 0..drawn[0].len() {
        let line: Vec<String> = drawn
            .iter()
            .map(|board| format!("{:width$}", board[row]))
            .collect();
        println!("{}", line.join("").trim_end());
    }
}

/// Median nanoseconds per call of `A` over `scenario`.
fn median_ns<A: Attacks>(scenario: &Scenario) -> f64 {
    let mut samples: Vec<f64> = (0..RUNS)
        .map(|_| {
            let start = Instant::now();
            black_box(scenarios::throughput::<A>(scenario.pieces, &scenario.items));
            start.elapsed().as_nanos() as f64 / scenario.items.len() as f64
        })
        .collect();
    samples.sort_by(f64::total_cmp);
    samples[RUNS / 2]
}

fn timing() {
    let scenarios = scenarios::main_scenarios(ITEMS);
    println!(
        "\nQuick timing, ns per call (median of {RUNS} passes over {ITEMS} items; ratio to generated Kogge-Stone):"
    );
    print!("{:30}", "");
    for scenario in &scenarios {
        print!("{:>22}", scenario.name);
    }
    println!();
    let mut baseline = Vec::new();
    macro_rules! row {
        ($contender:ty) => {{
            let name = <$contender as Attacks>::NAME;
            print!("{name:30}");
            for (index, scenario) in scenarios.iter().enumerate() {
                if let Err(mismatch) = scenario.verify(&Contender::of::<$contender>()) {
                    panic!("{mismatch}");
                }
                let ns = median_ns::<$contender>(scenario);
                if baseline.len() <= index {
                    baseline.push(ns);
                }
                print!("{:>13.2} ({:>5.2}x)", ns, ns / baseline[index]);
            }
            println!();
        }};
    }
    for_each_contender!(row);
    println!("\nScenarios: {}.", scenario_descriptions(&scenarios));
    println!("Every contender was checked against the naive reference on every item first.");
    println!("A noisy machine moves these numbers; `scripts/bench.sh` measures carefully.");
}

fn scenario_descriptions(scenarios: &[Scenario]) -> String {
    scenarios
        .iter()
        .map(|scenario| format!("{}: {}", scenario.name, scenario.description))
        .collect::<Vec<_>>()
        .join("; ")
}
