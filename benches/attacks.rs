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

mod common;

use std::hint::black_box;

use bitfill_suite::contenders::{
    Attacks, Contender, CozyChessMagic, GeneratedDumb7, GeneratedKoggeStone, ShakmatyMagic,
};
use bitfill_suite::for_each_contender;
use bitfill_suite::scenarios::{self, Scenario, latency, throughput};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

/// Items per dataset.
const ITEMS: usize = 4096;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Form {
    Throughput,
    Latency,
}

impl Form {
    fn name(self) -> &'static str {
        match self {
            Form::Throughput => "throughput",
            Form::Latency => "latency",
        }
    }
}

/// Checks `A` on the whole dataset, then times it.
fn bench<A: Attacks>(group: &mut BenchmarkGroup<WallTime>, scenario: &Scenario, form: Form) {
    if let Err(mismatch) = scenario.verify(&Contender::of::<A>()) {
        panic!("not timing a wrong contender: {mismatch}");
    }
    let (pieces, items) = (scenario.pieces, scenario.items.as_slice());
    group.bench_function(A::NAME, |bencher| match form {
        Form::Throughput => bencher.iter(|| throughput::<A>(pieces, items)),
        Form::Latency => {
            let zero = black_box(0);
            bencher.iter(|| latency::<A>(pieces, items, zero));
        }
    });
}

fn scenario_benches(c: &mut Criterion) {
    for scenario in scenarios::main_scenarios(ITEMS) {
        for form in [Form::Throughput, Form::Latency] {
            let mut group = c.benchmark_group(format!("{}/{}", scenario.name, form.name()));
            group.throughput(Throughput::Elements(ITEMS as u64));
            macro_rules! bench_contender {
                ($contender:ty) => {
                    bench::<$contender>(&mut group, &scenario, form)
                };
            }
            for_each_contender!(bench_contender);
            group.finish();
        }
    }
}

/// Set-wise fills cost the same for any number of sliders, lookups one per
/// slider: the crossover.
fn crossover_benches(c: &mut Criterion) {
    for kind in ["rooks", "queens"] {
        for sliders in 1..=8 {
            let scenario = if kind == "rooks" {
                scenarios::rooks(sliders, ITEMS)
            } else {
                scenarios::queens(sliders, ITEMS)
            };
            let mut group = c.benchmark_group(format!("crossover_{kind}/{sliders}"));
            group.throughput(Throughput::Elements(ITEMS as u64));
            bench::<GeneratedKoggeStone>(&mut group, &scenario, Form::Throughput);
            bench::<GeneratedDumb7>(&mut group, &scenario, Form::Throughput);
            bench::<CozyChessMagic>(&mut group, &scenario, Form::Throughput);
            bench::<ShakmatyMagic>(&mut group, &scenario, Form::Throughput);
            group.finish();
        }
    }
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = scenario_benches, crossover_benches
}
criterion_main!(benches);
