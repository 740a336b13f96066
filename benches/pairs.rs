//! `between` and `line` on the standard board, in the three representations
//! of `bitfill_suite::pairs`: the shipped rays plus a table of square
//! differences, full 64 x 64 tables (`pair_tables`), and direction
//! arithmetic plus one fill.
//!
//! ```text
//! cargo bench --bench pairs
//! ```
//!
//! The dataset is 4,096 pairs of squares, a king and a slider: half of them
//! aligned (the slider on one of the king's rays), half anywhere. Timed as
//! throughput (independent calls, each result through `black_box`) and as
//! latency (each call's first square depends on the previous result).
//! Criterion reports the whole dataset; divide by 4,096 for a call.

mod common;

use std::hint::black_box;

use bitfill::chess::Direction;
use bitfill_suite::harness::Rng;
use bitfill_suite::pairs::{fills, full, rays};
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const ITEMS: usize = 4096;

/// Pairs of squares, half of them aligned.
fn dataset() -> Vec<(usize, usize)> {
    let mut rng = Rng::new(0x0ba1_7ed5);
    let mut pairs = Vec::with_capacity(ITEMS);
    while pairs.len() < ITEMS {
        let a = (rng.next_u64() % 64) as usize;
        let b = if pairs.len() % 2 == 0 {
            let direction = Direction::ALL[(rng.next_u64() % 8) as usize];
            let ray = direction.ray(a);
            if ray == 0 {
                continue;
            }
            let squares: Vec<usize> = bitfill::chess::squares(ray).collect();
            squares[(rng.next_u64() % squares.len() as u64) as usize]
        } else {
            (rng.next_u64() % 64) as usize
        };
        pairs.push((a, b));
    }
    pairs
}

/// `between` or `line` of one representation.
type PairFn = fn(usize, usize) -> u64;

fn throughput(pairs: &[(usize, usize)], function: PairFn) -> u64 {
    pairs.iter().fold(0, |sink, &(a, b)| {
        sink ^ black_box(function(black_box(a), b))
    })
}

/// Each call's first square comes from the previous result (through an AND
/// with an opaque zero, so the square is unchanged).
fn latency(pairs: &[(usize, usize)], function: PairFn, zero: u64) -> u64 {
    pairs.iter().fold(0, |previous, &(a, b)| {
        let a = a | (previous & zero) as usize;
        function(a, b)
    })
}

fn pair_benches(c: &mut Criterion) {
    let pairs = dataset();
    let contenders: [(&str, &str, PairFn); 6] = [
        ("between", "rays", rays::between),
        ("between", "full_table", full::between),
        ("between", "fills", fills::between),
        ("line", "rays", rays::line),
        ("line", "full_table", full::line),
        ("line", "fills", fills::line),
    ];
    for form in ["throughput", "latency"] {
        for name in ["between", "line"] {
            let mut group = c.benchmark_group(format!("pairs_{name}/{form}"));
            group.throughput(Throughput::Elements(ITEMS as u64));
            for &(function, representation, call) in &contenders {
                if function != name {
                    continue;
                }
                let zero = black_box(0);
                group.bench_function(representation, |bencher| match form {
                    "throughput" => bencher.iter(|| throughput(&pairs, call)),
                    _ => bencher.iter(|| latency(&pairs, call, zero)),
                });
            }
            group.finish();
        }
    }
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = pair_benches
}
criterion_main!(benches);
