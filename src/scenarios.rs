//! The benchmark scenarios: fixed pseudo-random datasets of slider sets and
//! occupancies, and what each scenario computes.
//!
//! Occupancy is about a quarter of the board plus the sliders. Every
//! dataset is the same on every run and machine.

use shakmaty::{CastlingMode, Chess, Position, fen::Fen};

use crate::contenders::{Attacks, Contender};
use crate::harness::Rng;
use crate::positions::PERFT_POSITIONS;
use crate::reference::Geometry;
use crate::set::{BoardBits, Set};

/// One input: the orthogonal and diagonal sliders, and the empty squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Item {
    pub orthogonal: u64,
    pub diagonal: u64,
    pub empty: u64,
}

/// Which attack functions a scenario calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pieces {
    /// `queen_attacks(orthogonal)`.
    Queens,
    /// `rook_attacks(orthogonal)`.
    Rooks,
    /// `bishop_attacks(diagonal)`.
    Bishops,
    /// `rook_attacks(orthogonal) | bishop_attacks(diagonal)`.
    RooksAndBishops,
}

impl Pieces {
    /// The attacks `A` computes for `item`, statically dispatched.
    #[inline(always)]
    pub fn attacks<A: Attacks>(self, item: Item) -> u64 {
        match self {
            Pieces::Queens => Queens::attacks::<A>(item),
            Pieces::Rooks => Rooks::attacks::<A>(item),
            Pieces::Bishops => Bishops::attacks::<A>(item),
            Pieces::RooksAndBishops => RooksAndBishops::attacks::<A>(item),
        }
    }
}

/// What a scenario computes, as a type: each loop below is compiled for one
/// contender and one of these, so its machine code holds nothing else.
pub trait Computation {
    fn attacks<A: Attacks>(item: Item) -> u64;
}

/// `queen_attacks(orthogonal)`.
pub struct Queens;
/// `rook_attacks(orthogonal)`.
pub struct Rooks;
/// `bishop_attacks(diagonal)`.
pub struct Bishops;
/// `rook_attacks(orthogonal) | bishop_attacks(diagonal)`.
pub struct RooksAndBishops;

impl Computation for Queens {
    #[inline(always)]
    fn attacks<A: Attacks>(item: Item) -> u64 {
        A::queen(item.orthogonal, item.empty)
    }
}

impl Computation for Rooks {
    #[inline(always)]
    fn attacks<A: Attacks>(item: Item) -> u64 {
        A::rook(item.orthogonal, item.empty)
    }
}

impl Computation for Bishops {
    #[inline(always)]
    fn attacks<A: Attacks>(item: Item) -> u64 {
        A::bishop(item.diagonal, item.empty)
    }
}

impl Computation for RooksAndBishops {
    #[inline(always)]
    fn attacks<A: Attacks>(item: Item) -> u64 {
        A::rook(item.orthogonal, item.empty) | A::bishop(item.diagonal, item.empty)
    }
}

/// Independent calls over `items`, the results XORed together: the loop of
/// the benchmarks, the probe and the `compare` example.
///
/// `black_box` on each item's `empty` keeps the compiler from vectorising
/// across items (which would time several calls at once) at the cost of one
/// store and load per call, the same for every contender.
pub fn throughput<A: Attacks>(pieces: Pieces, items: &[Item]) -> u64 {
    match pieces {
        Pieces::Queens => throughput_of::<A, Queens>(items),
        Pieces::Rooks => throughput_of::<A, Rooks>(items),
        Pieces::Bishops => throughput_of::<A, Bishops>(items),
        Pieces::RooksAndBishops => throughput_of::<A, RooksAndBishops>(items),
    }
}

#[inline(never)]
fn throughput_of<A: Attacks, C: Computation>(items: &[Item]) -> u64 {
    let mut sink = 0;
    for &item in items {
        let item = Item {
            empty: std::hint::black_box(item.empty),
            ..item
        };
        sink ^= C::attacks::<A>(item);
    }
    sink
}

/// Dependent calls over `items`: each call's `empty` depends on the previous
/// result, through an AND with `zero` (pass an opaque zero).
pub fn latency<A: Attacks>(pieces: Pieces, items: &[Item], zero: u64) -> u64 {
    match pieces {
        Pieces::Queens => latency_of::<A, Queens>(items, zero),
        Pieces::Rooks => latency_of::<A, Rooks>(items, zero),
        Pieces::Bishops => latency_of::<A, Bishops>(items, zero),
        Pieces::RooksAndBishops => latency_of::<A, RooksAndBishops>(items, zero),
    }
}

#[inline(never)]
fn latency_of<A: Attacks, C: Computation>(items: &[Item], zero: u64) -> u64 {
    let mut previous = 0;
    for &item in items {
        let item = Item {
            empty: item.empty ^ (previous & zero),
            ..item
        };
        previous = C::attacks::<A>(item);
    }
    previous
}

/// A named dataset and what to compute on it.
pub struct Scenario {
    pub name: String,
    pub description: String,
    pub pieces: Pieces,
    pub items: Vec<Item>,
}

impl Scenario {
    /// The attacks `contender` computes for `item`.
    pub fn attacks(&self, contender: &Contender, item: Item) -> u64 {
        match self.pieces {
            Pieces::Queens => (contender.queen)(item.orthogonal, item.empty),
            Pieces::Rooks => (contender.rook)(item.orthogonal, item.empty),
            Pieces::Bishops => (contender.bishop)(item.diagonal, item.empty),
            Pieces::RooksAndBishops => {
                (contender.rook)(item.orthogonal, item.empty)
                    | (contender.bishop)(item.diagonal, item.empty)
            }
        }
    }

    /// The naive reference's answer for `item`.
    pub fn reference(&self, item: Item) -> u64 {
        const ORTHOGONAL: [(i32, i32); 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
        const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
        let chess = Geometry::new(8, 8);
        let rays = |sliders: u64, steps: &[(i32, i32)]| {
            steps.iter().fold(Set::EMPTY, |set, &step| {
                set | chess.attacks(sliders.to_set(), item.empty.to_set(), step)
            })
        };
        let attacks = match self.pieces {
            Pieces::Queens => rays(item.orthogonal, &ORTHOGONAL) | rays(item.orthogonal, &DIAGONAL),
            Pieces::Rooks => rays(item.orthogonal, &ORTHOGONAL),
            Pieces::Bishops => rays(item.diagonal, &DIAGONAL),
            Pieces::RooksAndBishops => {
                rays(item.orthogonal, &ORTHOGONAL) | rays(item.diagonal, &DIAGONAL)
            }
        };
        u64::from_set(attacks)
    }

    /// Checks `contender` against the reference on every item.
    pub fn verify(&self, contender: &Contender) -> Result<(), String> {
        for (index, &item) in self.items.iter().enumerate() {
            let (got, expected) = (self.attacks(contender, item), self.reference(item));
            if got != expected {
                return Err(format!(
                    "{} on {} item {index} ({item:?}): {got:#018x}, expected {expected:#018x}",
                    contender.name, self.name
                ));
            }
        }
        Ok(())
    }
}

/// `count` distinct random squares.
fn random_squares(rng: &mut Rng, count: u32) -> u64 {
    let mut set = 0u64;
    while set.count_ones() < count {
        set |= 1 << (rng.next_u64() % 64);
    }
    set
}

/// About a quarter of the board, plus `pieces`.
fn occupancy(rng: &mut Rng, pieces: u64) -> u64 {
    rng.next_u64() & rng.next_u64() | pieces
}

/// `count` items of `fewest..=most` sliders each, the number drawn at
/// random so that loops over the sliders (magic lookups) cannot learn it.
fn random_items(seed: u64, count: usize, fewest: u32, most: u32) -> Vec<Item> {
    let mut rng = Rng::new(seed);
    (0..count)
        .map(|_| {
            let number = fewest + (rng.next_u64() % u64::from(most - fewest + 1)) as u32;
            let sliders = random_squares(&mut rng, number);
            let occupied = occupancy(&mut rng, sliders);
            Item {
                orthogonal: sliders,
                diagonal: sliders,
                empty: !occupied,
            }
        })
        .collect()
}

/// One queen, all eight directions.
pub fn one_queen(count: usize) -> Scenario {
    Scenario {
        name: "one_queen".into(),
        description: "one queen, all eight directions".into(),
        pieces: Pieces::Queens,
        items: random_items(0x0001_9eef, count, 1, 1),
    }
}

/// One queen on a random edge square: the directions leaving the board
/// change from item to item, so the `split` shape's gates are taken at
/// random (a queen in the corner skips five directions, on a side three).
pub fn edge_queen(count: usize) -> Scenario {
    let mut rng = Rng::new(0x0007_ed9e);
    let edges: Vec<u32> = (0..64)
        .filter(|square| matches!(square % 8, 0 | 7) || matches!(square / 8, 0 | 7))
        .collect();
    let items = (0..count)
        .map(|_| {
            let queen = 1u64 << edges[(rng.next_u64() % edges.len() as u64) as usize];
            let occupied = occupancy(&mut rng, queen);
            Item {
                orthogonal: queen,
                diagonal: queen,
                empty: !occupied,
            }
        })
        .collect();
    Scenario {
        name: "edge_queen".into(),
        description: "one queen on a random edge square, all eight directions".into(),
        pieces: Pieces::Queens,
        items,
    }
}

/// One to three rooks (or queens moving orthogonally), four directions.
pub fn orthogonal_sliders(count: usize) -> Scenario {
    Scenario {
        name: "rooks_1_to_3".into(),
        description: "a set of 1-3 rooks/queens, four orthogonal directions".into(),
        pieces: Pieces::Rooks,
        items: random_items(0x0002_700c, count, 1, 3),
    }
}

/// One to three queens, all eight directions.
pub fn all_direction_sliders(count: usize) -> Scenario {
    Scenario {
        name: "queens_1_to_3".into(),
        description: "a set of 1-3 sliders, all eight directions".into(),
        pieces: Pieces::Queens,
        items: random_items(0x0003_5eed, count, 1, 3),
    }
}

/// Exactly `sliders` rooks, for the crossover against magic lookups.
pub fn rooks(sliders: u32, count: usize) -> Scenario {
    Scenario {
        name: format!("rooks_{sliders}"),
        description: format!("{sliders} rooks, four orthogonal directions"),
        pieces: Pieces::Rooks,
        items: random_items(0x0004_0000 + u64::from(sliders), count, sliders, sliders),
    }
}

/// Exactly `sliders` bishops.
pub fn bishops(sliders: u32, count: usize) -> Scenario {
    Scenario {
        name: format!("bishops_{sliders}"),
        description: format!("{sliders} bishops, four diagonal directions"),
        pieces: Pieces::Bishops,
        items: random_items(0x0008_b150 + u64::from(sliders), count, sliders, sliders),
    }
}

/// Exactly `sliders` queens, for the crossover against magic lookups.
pub fn queens(sliders: u32, count: usize) -> Scenario {
    Scenario {
        name: format!("queens_{sliders}"),
        description: format!("{sliders} queens, all eight directions"),
        pieces: Pieces::Queens,
        items: random_items(0x0005_0000 + u64::from(sliders), count, sliders, sliders),
    }
}

/// All sliders of the side to move in real positions: random legal games
/// from the perft suite's positions, every position along the way.
pub fn positions(count: usize) -> Scenario {
    let mut rng = Rng::new(0x0006_9a3e);
    let starts: Vec<Chess> = PERFT_POSITIONS
        .iter()
        .map(|(_, fen)| {
            let fen: Fen = fen.parse().expect("a valid perft FEN");
            fen.into_position(CastlingMode::Standard)
                .expect("a legal position")
        })
        .collect();
    let mut items = Vec::with_capacity(count);
    let mut game = 0;
    while items.len() < count {
        let mut position = starts[game % starts.len()].clone();
        game += 1;
        for _ in 0..80 {
            let board = position.board();
            let own = board.by_color(position.turn());
            let item = Item {
                orthogonal: (board.rooks_and_queens() & own).0,
                diagonal: (board.bishops_and_queens() & own).0,
                empty: !board.occupied().0,
            };
            if item.orthogonal | item.diagonal != 0 && items.len() < count {
                items.push(item);
            }
            let moves = position.legal_moves();
            if moves.is_empty() {
                break;
            }
            let chosen = moves[(rng.next_u64() % moves.len() as u64) as usize];
            position.play_unchecked(chosen);
        }
    }
    Scenario {
        name: "positions".into(),
        description:
            "all sliders of the side to move, in positions of random games from the perft suite"
                .into(),
        pieces: Pieces::RooksAndBishops,
        items,
    }
}

/// The names of the scenarios of the benchmark.
pub const MAIN: [&str; 5] = [
    "one_queen",
    "edge_queen",
    "rooks_1_to_3",
    "queens_1_to_3",
    "positions",
];

/// The main scenario called `name`, `count` items.
pub fn by_name(name: &str, count: usize) -> Option<Scenario> {
    Some(match name {
        "one_queen" => one_queen(count),
        "edge_queen" => edge_queen(count),
        "rooks_1_to_3" => orthogonal_sliders(count),
        "queens_1_to_3" => all_direction_sliders(count),
        "positions" => positions(count),
        _ => return None,
    })
}

/// The scenarios of the benchmark, `count` items each.
pub fn main_scenarios(count: usize) -> Vec<Scenario> {
    MAIN.iter()
        .filter_map(|name| by_name(name, count))
        .collect()
}
