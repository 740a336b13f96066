//! Per-square lookups (`bitfill::chess::{magic, pext, hyperbola}`)
//! against their peers and against set-wise fills.
//!
//! ```text
//! cargo bench --bench lookups
//! RUSTFLAGS="-C target-cpu=x86-64-v3" CARGO_TARGET_DIR=target/v3 cargo bench --bench lookups
//! ```
//!
//! `scripts/lookups-bench.sh` runs both builds (and cozy-chess's own PEXT
//! in the second) and writes BENCHMARKS.md's "Per-square lookups".
//!
//! - `lookup_{rook,bishop,queen}/{throughput,latency}`: one slider on a
//!   random square, a random quarter of the board occupied; every lookup,
//!   the peers' magics, the textbook Hyperbola Quintessence and the
//!   set-wise Kogge-Stone.
//! - `lookup_positions`: every slider of the side to move in positions of
//!   real games, one lookup each (the move generator's loop), against the
//!   set-wise `rook_attacks(rooks | queens) | bishop_attacks(..)`.
//! - `lookup_crossover_{rooks,queens}/N`: N sliders per call.
//! - `lookup_u128/{10x8,12x10}_{rook,queen}`: the catalogue's 10 x 8 and
//!   12 x 10 boards: the lookups, the set-wise Kogge-Stone and a naive ray
//!   walk.
//!
//! 4,096 items per dataset; criterion reports the whole dataset, divide by
//! 4,096 for a call. Every contender is checked against the naive reference
//! on its dataset before it is timed.

mod common;

use std::hint::black_box;

use bitfill_suite::contenders::{
    Attacks, BitfillHyperbola, BitfillMagic, BitfillPext, Contender, CozyChessMagic,
    GeneratedDumb7, GeneratedKoggeStone, ShakmatyMagic, TextbookHyperbola,
};
use bitfill_suite::geometries::{capablanca, large};
use bitfill_suite::harness::Rng;
use bitfill_suite::scenarios::{self, Scenario, latency, throughput};
use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, Throughput, criterion_group, criterion_main};

/// Items per dataset.
const ITEMS: usize = 4096;

/// Checks `A` on the whole dataset, then times it.
fn bench<A: Attacks>(group: &mut BenchmarkGroup<WallTime>, scenario: &Scenario, dependent: bool) {
    if let Err(mismatch) = scenario.verify(&Contender::of::<A>()) {
        panic!("not timing a wrong contender: {mismatch}");
    }
    let (pieces, items) = (scenario.pieces, scenario.items.as_slice());
    group.bench_function(A::NAME, |bencher| {
        if dependent {
            let zero = black_box(0);
            bencher.iter(|| latency::<A>(pieces, items, zero));
        } else {
            bencher.iter(|| throughput::<A>(pieces, items));
        }
    });
}

/// Every per-square contender, and the set-wise control.
fn all<'a>(group: &mut BenchmarkGroup<'a, WallTime>, scenario: &Scenario, dependent: bool) {
    bench::<BitfillMagic>(group, scenario, dependent);
    bench::<BitfillPext>(group, scenario, dependent);
    bench::<BitfillHyperbola>(group, scenario, dependent);
    bench::<CozyChessMagic>(group, scenario, dependent);
    bench::<ShakmatyMagic>(group, scenario, dependent);
    bench::<TextbookHyperbola>(group, scenario, dependent);
    bench::<GeneratedKoggeStone>(group, scenario, dependent);
}

fn one_slider(c: &mut Criterion) {
    let scenarios = [
        ("rook", scenarios::rooks(1, ITEMS)),
        ("bishop", scenarios::bishops(1, ITEMS)),
        ("queen", scenarios::queens(1, ITEMS)),
    ];
    for (name, scenario) in &scenarios {
        for (form, dependent) in [("throughput", false), ("latency", true)] {
            let mut group = c.benchmark_group(format!("lookup_{name}/{form}"));
            group.throughput(Throughput::Elements(ITEMS as u64));
            all(&mut group, scenario, dependent);
            group.finish();
        }
    }
}

fn positions(c: &mut Criterion) {
    let scenario = scenarios::positions(ITEMS);
    let mut group = c.benchmark_group("lookup_positions");
    group.throughput(Throughput::Elements(ITEMS as u64));
    all(&mut group, &scenario, false);
    group.finish();
}

fn crossover(c: &mut Criterion) {
    for kind in ["rooks", "queens"] {
        for sliders in 1..=8 {
            let scenario = if kind == "rooks" {
                scenarios::rooks(sliders, ITEMS)
            } else {
                scenarios::queens(sliders, ITEMS)
            };
            let mut group = c.benchmark_group(format!("lookup_crossover_{kind}/{sliders}"));
            group.throughput(Throughput::Elements(ITEMS as u64));
            bench::<BitfillMagic>(&mut group, &scenario, false);
            bench::<BitfillPext>(&mut group, &scenario, false);
            bench::<BitfillHyperbola>(&mut group, &scenario, false);
            bench::<GeneratedKoggeStone>(&mut group, &scenario, false);
            bench::<GeneratedDumb7>(&mut group, &scenario, false);
            group.finish();
        }
    }
}

/// A naive ray walk on a `width x height` board in a `u128`: square by
/// square in each direction until the edge or a piece, as a first engine
/// does it.
fn walk(width: i32, height: i32, square: usize, occupied: u128, steps: &[(i32, i32)]) -> u128 {
    let (file, rank) = (square as i32 % width, square as i32 / width);
    let mut attacks = 0;
    for &(file_step, rank_step) in steps {
        let (mut f, mut r) = (file + file_step, rank + rank_step);
        while (0..width).contains(&f) && (0..height).contains(&r) {
            let bit = 1u128 << (r * width + f);
            attacks |= bit;
            if occupied & bit != 0 {
                break;
            }
            f += file_step;
            r += rank_step;
        }
    }
    attacks
}

const ROOK: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const QUEEN: [(i32, i32); 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// `ITEMS` (square, occupied) pairs on a `width x height` board: a random
/// square, about a quarter of the board occupied.
fn u128_items(width: u32, height: u32, seed: u64) -> Vec<(usize, u128)> {
    let mut rng = Rng::new(seed);
    let squares = u64::from(width * height);
    let board = (1u128 << squares) - 1;
    (0..ITEMS)
        .map(|_| {
            let square = (rng.next_u64() % squares) as usize;
            let random = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            let more = u128::from(rng.next_u64()) << 64 | u128::from(rng.next_u64());
            (square, random & more & board | 1 << square)
        })
        .collect()
}

/// Times `$attacks(square, occupied)` over `$items`, called directly.
macro_rules! time_calls {
    ($group:ident, $name:expr, $items:ident, |$square:ident, $occupied:ident| $attacks:expr) => {
        $group.bench_function($name, |bencher| {
            bencher.iter(|| {
                let mut sink = 0;
                for &($square, occupied) in &$items {
                    let $occupied = black_box(occupied);
                    sink ^= $attacks;
                }
                sink
            })
        });
    };
}

macro_rules! u128_board {
    ($c:ident, $name:literal, $module:ident, $width:literal x $height:literal) => {{
        use $module as board;
        let items = u128_items($width, $height, 0x0128_0000 + $width * 100 + $height);
        for &(square, occupied) in &items {
            let rook = walk($width, $height, square, occupied, &ROOK);
            let queen = walk($width, $height, square, occupied, &QUEEN);
            assert_eq!(board::magic::rook_attacks_from(square, occupied), rook);
            assert_eq!(board::pext::rook_attacks_from(square, occupied), rook);
            assert_eq!(board::hyperbola::rook_attacks_from(square, occupied), rook);
            assert_eq!(
                board::kogge_stone::rook_attacks(1 << square, !occupied),
                rook
            );
            assert_eq!(board::magic::queen_attacks_from(square, occupied), queen);
            assert_eq!(board::pext::queen_attacks_from(square, occupied), queen);
            assert_eq!(
                board::hyperbola::queen_attacks_from(square, occupied),
                queen
            );
            assert_eq!(
                board::kogge_stone::queen_attacks(1 << square, !occupied),
                queen
            );
        }
        let mut group = $c.benchmark_group(format!("lookup_u128/{}_rook", $name));
        group.throughput(Throughput::Elements(ITEMS as u64));
        time_calls!(group, "bitfill_magic", items, |square, occupied| {
            board::magic::rook_attacks_from(square, occupied)
        });
        time_calls!(group, "bitfill_pext", items, |square, occupied| {
            board::pext::rook_attacks_from(square, occupied)
        });
        time_calls!(group, "bitfill_hyperbola", items, |square, occupied| {
            board::hyperbola::rook_attacks_from(square, occupied)
        });
        time_calls!(group, "generated_kogge_stone", items, |square, occupied| {
            board::kogge_stone::rook_attacks(1 << square, !occupied)
        });
        time_calls!(group, "naive_walk", items, |square, occupied| walk(
            $width, $height, square, occupied, &ROOK
        ));
        group.finish();
        let mut group = $c.benchmark_group(format!("lookup_u128/{}_queen", $name));
        group.throughput(Throughput::Elements(ITEMS as u64));
        time_calls!(group, "bitfill_magic", items, |square, occupied| {
            board::magic::queen_attacks_from(square, occupied)
        });
        time_calls!(group, "bitfill_pext", items, |square, occupied| {
            board::pext::queen_attacks_from(square, occupied)
        });
        time_calls!(group, "bitfill_hyperbola", items, |square, occupied| {
            board::hyperbola::queen_attacks_from(square, occupied)
        });
        time_calls!(group, "generated_kogge_stone", items, |square, occupied| {
            board::kogge_stone::queen_attacks(1 << square, !occupied)
        });
        time_calls!(group, "naive_walk", items, |square, occupied| walk(
            $width, $height, square, occupied, &QUEEN
        ));
        group.finish();
    }};
}

fn u128_boards(c: &mut Criterion) {
    u128_board!(c, "10x8", capablanca, 10 x 8);
    u128_board!(c, "12x10", large, 12 x 10);
}

criterion_group! {
    name = benches;
    config = common::config();
    targets = one_slider, positions, crossover, u128_boards
}
criterion_main!(benches);
