//! Leapers: the set-wise king and knight attacks of `bitfill::chess` (one
//! shift and mask per offset, whatever the number of pieces) against one
//! table lookup per piece (`KING_ATTACKS[square]`, `KNIGHT_ATTACKS[square]`,
//! walking the set lowest bit first), for 1 to 10 pieces.
//!
//! ```text
//! cargo bench --bench leapers
//! ```
//!
//! Each count of pieces is a fixed dataset of 4096 sets, timed two ways as
//! in `benches/attacks.rs`: `throughput` (independent calls, the input
//! through `black_box`) and `latency` (each call's input depends on the
//! previous result through an AND with an opaque zero). Criterion reports
//! the whole dataset; divide by 4096 for a call. Both methods are checked
//! against each other on every set before they are timed.

mod common;

use std::hint::black_box;

use bitfill::chess;
use bitfill_suite::harness::Rng;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

const ITEMS: usize = 4096;

/// `ITEMS` sets of exactly `pieces` distinct squares.
fn dataset(pieces: u32) -> Vec<u64> {
    let mut rng = Rng::new(0x1ea9_0000 + u64::from(pieces));
    (0..ITEMS)
        .map(|_| {
            let mut set = 0u64;
            while set.count_ones() < pieces {
                set |= 1 << (rng.next_u64() % 64);
            }
            set
        })
        .collect()
}

/// The union of `table[square]` over the squares of `set`.
#[inline(always)]
fn by_table(table: &[u64; 64], mut set: u64) -> u64 {
    let mut attacks = 0;
    while set != 0 {
        attacks |= table[set.trailing_zeros() as usize];
        set &= set - 1;
    }
    attacks
}

#[inline(never)]
fn throughput(items: &[u64], attacks: impl Fn(u64) -> u64) -> u64 {
    let mut sink = 0;
    for &set in items {
        sink ^= attacks(black_box(set));
    }
    sink
}

#[inline(never)]
fn latency(items: &[u64], zero: u64, attacks: impl Fn(u64) -> u64) -> u64 {
    let mut previous = 0;
    for &set in items {
        previous = attacks(set ^ (previous & zero));
    }
    previous
}

/// Both methods for one leaper, each count of pieces and each form; the
/// closures name the functions themselves, so that they inline.
macro_rules! leaper_benches {
    ($c:expr, $leaper:literal, $set_wise:path, $table:path) => {
        for pieces in 1..=10 {
            let items = dataset(pieces);
            for &set in &items {
                assert_eq!(
                    $set_wise(set),
                    by_table(&$table, set),
                    "{} {set:#x}",
                    $leaper
                );
            }
            for form in ["throughput", "latency"] {
                let mut group = $c.benchmark_group(format!("leapers_{}_{form}/{pieces}", $leaper));
                group.throughput(Throughput::Elements(ITEMS as u64));
                let zero = black_box(0);
                group.bench_function("set_wise", |bencher| match form {
                    "throughput" => bencher.iter(|| throughput(&items, $set_wise)),
                    _ => bencher.iter(|| latency(&items, zero, $set_wise)),
                });
                group.bench_function("table_per_piece", |bencher| match form {
                    "throughput" => {
                        bencher.iter(|| throughput(&items, |set| by_table(&$table, set)))
                    }
                    _ => bencher.iter(|| latency(&items, zero, |set| by_table(&$table, set))),
                });
                group.finish();
            }
        }
    };
}

fn leapers(c: &mut Criterion) {
    leaper_benches!(c, "king", chess::king_attacks, chess::KING_ATTACKS);
    leaper_benches!(c, "knight", chess::knight_attacks, chess::KNIGHT_ATTACKS);
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = leapers
}
criterion_main!(benches);
