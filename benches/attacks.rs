//! Sliding attacks: generated Kogge-Stone and Dumb7 against the textbook
//! controls, the loop fill, the run-time-direction version and magic lookups.
//!
//! ```text
//! cargo bench --bench attacks
//! RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target/native cargo bench --bench attacks
//! ```
//!
//! Each scenario is a fixed dataset of 4096 items, timed two ways:
//! `throughput` (independent calls) and `latency` (each call's `empty` depends
//! on the previous result, through an AND with an opaque zero); the loops are
//! `bitfill_suite::scenarios::{throughput, latency}`. Criterion
//! reports the time of the whole dataset; divide by 4096 for a call.
//! Every contender is checked against the naive reference on the whole
//! dataset before it is timed. `scripts/bench.sh` runs both builds and
//! writes `BENCHMARKS.md`'s tables and chart.

use std::hint::black_box;
use std::time::Duration;

use bitfill_suite::contenders::{Attacks, Contender};
use bitfill_suite::for_each_contender;
use bitfill_suite::scenarios::{self, Scenario, latency, throughput};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

/// Items per dataset.
const ITEMS: usize = 4096;

fn verified<A: Attacks>(scenario: &Scenario) {
    if let Err(mismatch) = scenario.verify(&Contender::of::<A>()) {
        panic!("not timing a wrong contender: {mismatch}");
    }
}

fn scenario_benches(c: &mut Criterion) {
    for scenario in scenarios::main_scenarios(ITEMS) {
        for form in ["throughput", "latency"] {
            let mut group = c.benchmark_group(format!("{}/{form}", scenario.name));
            group.throughput(Throughput::Elements(ITEMS as u64));
            macro_rules! bench {
                ($contender:ty) => {{
                    verified::<$contender>(&scenario);
                    let (pieces, items) = (scenario.pieces, scenario.items.as_slice());
                    group.bench_function(<$contender as Attacks>::NAME, |bencher| {
                        if form == "throughput" {
                            bencher.iter(|| throughput::<$contender>(pieces, items))
                        } else {
                            let zero = black_box(0);
                            bencher.iter(|| latency::<$contender>(pieces, items, zero))
                        }
                    });
                }};
            }
            for_each_contender!(bench);
            group.finish();
        }
    }
}

/// Set-wise fills cost the same for any number of sliders, lookups one per
/// slider: the crossover.
fn crossover_benches(c: &mut Criterion) {
    for (pieces, scenario) in [
        ("rooks", scenarios::rooks as fn(u32, usize) -> Scenario),
        ("queens", scenarios::queens),
    ] {
        for sliders in 1..=8 {
            let scenario = scenario(sliders, ITEMS);
            let mut group = c.benchmark_group(format!("crossover_{pieces}/{sliders}"));
            group.throughput(Throughput::Elements(ITEMS as u64));
            macro_rules! bench {
                ($contender:ty) => {{
                    verified::<$contender>(&scenario);
                    let (pieces, items) = (scenario.pieces, scenario.items.as_slice());
                    group.bench_function(<$contender as Attacks>::NAME, |bencher| {
                        bencher.iter(|| throughput::<$contender>(pieces, items))
                    });
                }};
            }
            bench!(bitfill_suite::contenders::GeneratedKoggeStone);
            bench!(bitfill_suite::contenders::GeneratedDumb7);
            bench!(bitfill_suite::contenders::CozyChessMagic);
            bench!(bitfill_suite::contenders::ShakmatyMagic);
            group.finish();
        }
    }
}

fn config() -> Criterion {
    Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_millis(1200))
        .sample_size(40)
        .configure_from_args()
}

criterion_group! {
    name = benches;
    config = config();
    targets = scenario_benches, crossover_benches
}
criterion_main!(benches);
