//! Betza pieces: the functions the macro generates from a piece's Betza
//! string against the same piece written by hand from the spec's
//! primitives (groups, leapers, hoppers, lame leapers of the same spec), in
//! both strategies and, square by square, in the three lookups. They
//! should cost the same: a piece's ride is its direction's code and a leap
//! a clipped shift; per square, its rides are the lookups of its
//! directions and its leaps a table.
//!
//! ```text
//! cargo bench --bench pieces
//! ```
//!
//! Each set-wise case runs over a fixed dataset of 4096 positions (1 to 4
//! pieces, a quarter of the other squares occupied), independent calls
//! with the input through `black_box`; each per-square case over 4096
//! (square, occupancy) pairs, a quarter of the board occupied. Criterion
//! reports the whole dataset. The two forms are checked against each other
//! on every item first.

use std::hint::black_box;

use bitfill_suite::harness::Rng;
use criterion::{Criterion, Throughput, criterion_group, criterion_main};

bitfill::fills! {
    /// Chess-like pieces, each written twice: from the spec's primitives
    /// and by its Betza string.
    pub mod pieces {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: (1, 0),
            west: (-1, 0),
            north_east: (1, 1),
            north_west: (-1, 1),
            south_east: (1, -1),
            south_west: (-1, -1),
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            queen: [rook, bishop],
        },
        leapers: {
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
        lame_leapers: {
            horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
        hoppers: {
            cannon: { over: rook, moves: slide, captures: hop },
            grasshopper: { over: queen, moves: jump, captures: jump },
        },
        pieces: {
            betza_archbishop: "BN",
            betza_cannon: "mRcpR",
            betza_horse: "nN",
            betza_grasshopper: "gQ",
        },
    }
}

const ITEMS: usize = 4096;

/// `ITEMS` positions: (pieces, empty), the pieces among the occupied
/// squares.
fn dataset() -> Vec<(u64, u64)> {
    let mut rng = Rng::new(0xbe72a);
    (0..ITEMS)
        .map(|index| {
            let mut pieces = 0u64;
            while pieces.count_ones() < 1 + index as u32 % 4 {
                pieces |= 1 << (rng.next_u64() % 64);
            }
            let occupied = (rng.next_u64() & rng.next_u64()) | pieces;
            (pieces, !occupied)
        })
        .collect()
}

#[inline(never)]
fn throughput(items: &[(u64, u64)], function: impl Fn(u64, u64) -> u64) -> u64 {
    let mut sink = 0;
    for &(pieces, empty) in items {
        sink ^= function(black_box(pieces), black_box(empty));
    }
    sink
}

/// One piece in one strategy module: its moves and captures by hand
/// (`$by_hand_moves`, `$by_hand_captures`, closures over `(pieces,
/// empty)`) and generated.
macro_rules! piece_benches {
    ($c:expr, $items:expr, $strategy:ident, $piece:literal,
     $by_hand_moves:expr, $by_hand_captures:expr,
     $generated_moves:ident, $generated_captures:ident) => {{
        use pieces::$strategy as module;
        let by_hand_moves = $by_hand_moves;
        let by_hand_captures = $by_hand_captures;
        for &(p, e) in $items {
            assert_eq!(
                by_hand_moves(p, e),
                module::$generated_moves(p, e),
                "{} moves",
                $piece
            );
            assert_eq!(
                by_hand_captures(p, e),
                module::$generated_captures(p, e),
                "{} captures",
                $piece
            );
        }
        let mut group = $c.benchmark_group(concat!("pieces/", stringify!($strategy), "/", $piece));
        group.throughput(Throughput::Elements(ITEMS as u64));
        group.bench_function("by hand, moves", |b| {
            b.iter(|| throughput($items, by_hand_moves))
        });
        group.bench_function("betza, moves", |b| {
            b.iter(|| throughput($items, |p, e| module::$generated_moves(p, e)))
        });
        group.bench_function("by hand, captures", |b| {
            b.iter(|| throughput($items, by_hand_captures))
        });
        group.bench_function("betza, captures", |b| {
            b.iter(|| throughput($items, |p, e| module::$generated_captures(p, e)))
        });
        group.finish();
    }};
}

macro_rules! strategy_benches {
    ($c:expr, $items:expr, $strategy:ident) => {{
        piece_benches!(
            $c,
            $items,
            $strategy,
            "archbishop BN",
            |p, e| (pieces::$strategy::bishop_attacks(p, e) | pieces::knight_attacks(p)) & e,
            |p, e| (pieces::$strategy::bishop_attacks(p, e) | pieces::knight_attacks(p)) & !e,
            betza_archbishop_moves,
            betza_archbishop_captures
        );
        piece_benches!(
            $c,
            $items,
            $strategy,
            "cannon mRcpR",
            |p, e| pieces::$strategy::cannon_moves(p, e),
            |p, e| pieces::$strategy::cannon_captures(p, e),
            betza_cannon_moves,
            betza_cannon_captures
        );
        piece_benches!(
            $c,
            $items,
            $strategy,
            "horse nN",
            |p, e| pieces::horse_attacks(p, e) & e,
            |p, e| pieces::horse_attacks(p, e) & !e,
            betza_horse_moves,
            betza_horse_captures
        );
        piece_benches!(
            $c,
            $items,
            $strategy,
            "grasshopper gQ",
            |p, e| pieces::$strategy::grasshopper_moves(p, e),
            |p, e| pieces::$strategy::grasshopper_captures(p, e),
            betza_grasshopper_moves,
            betza_grasshopper_captures
        );
    }};
}

/// `ITEMS` (square, occupied) pairs, the square occupied.
fn squares_dataset() -> Vec<(usize, u64)> {
    let mut rng = Rng::new(0x5_9ae4);
    (0..ITEMS)
        .map(|_| {
            let square = (rng.next_u64() % 64) as usize;
            (square, (rng.next_u64() & rng.next_u64()) | 1 << square)
        })
        .collect()
}

#[inline(never)]
fn per_square(items: &[(usize, u64)], function: impl Fn(usize, u64) -> u64) -> u64 {
    let mut sink = 0;
    for &(square, occupied) in items {
        sink ^= function(square, black_box(occupied));
    }
    sink
}

/// One piece in one lookup module, square by square: its moves and
/// captures by hand from the spec's per-square primitives and generated
/// (`NAME_moves_from`, `NAME_captures_from`).
macro_rules! square_benches {
    ($c:expr, $items:expr, $lookup:ident, $piece:literal,
     $by_hand_moves:expr, $by_hand_captures:expr,
     $generated_moves:ident, $generated_captures:ident) => {{
        use pieces::$lookup as module;
        let by_hand_moves = $by_hand_moves;
        let by_hand_captures = $by_hand_captures;
        for &(q, o) in $items {
            assert_eq!(
                by_hand_moves(q, o),
                module::$generated_moves(q, o),
                "{} moves",
                $piece
            );
            assert_eq!(
                by_hand_captures(q, o),
                module::$generated_captures(q, o),
                "{} captures",
                $piece
            );
        }
        let mut group = $c.benchmark_group(concat!("pieces/", stringify!($lookup), "/", $piece));
        group.throughput(Throughput::Elements(ITEMS as u64));
        group.bench_function("by hand, moves", |b| {
            b.iter(|| per_square($items, by_hand_moves))
        });
        group.bench_function("betza, moves", |b| {
            b.iter(|| per_square($items, |q, o| module::$generated_moves(q, o)))
        });
        group.bench_function("by hand, captures", |b| {
            b.iter(|| per_square($items, by_hand_captures))
        });
        group.bench_function("betza, captures", |b| {
            b.iter(|| per_square($items, |q, o| module::$generated_captures(q, o)))
        });
        group.finish();
    }};
}

macro_rules! lookup_benches {
    ($c:expr, $items:expr, $lookup:ident) => {{
        use pieces::$lookup as l;
        square_benches!(
            $c,
            $items,
            $lookup,
            "archbishop BN",
            |q, o| (l::bishop_attacks_from(q, o) | pieces::KNIGHT_ATTACKS[q]) & !o,
            |q, o| (l::bishop_attacks_from(q, o) | pieces::KNIGHT_ATTACKS[q]) & o,
            betza_archbishop_moves_from,
            betza_archbishop_captures_from
        );
        square_benches!(
            $c,
            $items,
            $lookup,
            "cannon mRcpR",
            |q, o| l::cannon_moves_from(q, o),
            |q, o| l::cannon_captures_from(q, o),
            betza_cannon_moves_from,
            betza_cannon_captures_from
        );
        square_benches!(
            $c,
            $items,
            $lookup,
            "horse nN",
            |q, o| l::horse_attacks_from(q, o) & !o,
            |q, o| l::horse_attacks_from(q, o) & o,
            betza_horse_moves_from,
            betza_horse_captures_from
        );
        square_benches!(
            $c,
            $items,
            $lookup,
            "grasshopper gQ",
            |q, o| l::grasshopper_moves_from(q, o),
            |q, o| l::grasshopper_captures_from(q, o),
            betza_grasshopper_moves_from,
            betza_grasshopper_captures_from
        );
    }};
}

fn benches(c: &mut Criterion) {
    let items = dataset();
    strategy_benches!(c, &items, kogge_stone);
    strategy_benches!(c, &items, dumb7);
    let squares = squares_dataset();
    lookup_benches!(c, &squares, magic);
    lookup_benches!(c, &squares, pext);
    lookup_benches!(c, &squares, hyperbola);
}

criterion_group!(pieces_group, benches);
criterion_main!(pieces_group);
