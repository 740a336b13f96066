//! The per-square lookups (magic, PEXT, obstruction difference) against the
//! naive walk: for every square, every subset of the group's relevant
//! squares (the rays, each without its last square), with and without the
//! slider's own square occupied, and with pieces beyond the relevant
//! squares that must not matter; the set-wise strategies are checked on
//! the same occupancies. On 8 x 8 (`bitfill::chess` and the catalogue's),
//! and on the catalogue's 10 x 8, 9 x 10, 12 x 10, 6 x 6, 5 x 5 and 4 x 4.
//!
//! Every group is checked exhaustively (the variants with the own square
//! and with other pieces where it has at most [`VARIANTS_LIMIT`]
//! occupancies), but a group whose occupancies number more than
//! [`DEBUG_LIMIT`] (the queen beyond 8 x 8: 71 million on 10 x 8, 324
//! million on 9 x 10; the rook of 12 x 10, 11 million) takes a release
//! build:
//!
//! ```text
//! cargo test --release --test lookups -- --ignored
//! ```
//!
//! The 12 x 10 queen, with 14.8 billion occupancies, is checked on random
//! ones there: [`SAMPLES`] per square.

use bitfill_suite::geometries::{capablanca, five, large, six, standard, tiny, xiangqi};
use bitfill_suite::reference::{Geometry, Step};
use bitfill_suite::set::{BoardBits, Set};

/// The most occupancies a group is checked on in the default test run.
const DEBUG_LIMIT: u64 = 8_000_000;

/// The most occupancies a group is also checked on with the slider's own
/// square and other pieces occupied.
const VARIANTS_LIMIT: u64 = 2_000_000;

/// The most occupancies a group is checked on at all: beyond, its squares
/// are checked on [`SAMPLES`] random occupancies each (the queen of
/// 12 x 10 has 14.8 billion).
const RELEASE_LIMIT: u64 = 1_000_000_000;

/// Random occupancies per square of a group beyond [`RELEASE_LIMIT`].
const SAMPLES: u32 = 200_000;

const ROOK: [Step; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];
const BISHOP: [Step; 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
const QUEEN: [Step; 8] = [
    (0, 1),
    (0, -1),
    (1, 0),
    (-1, 0),
    (1, 1),
    (-1, 1),
    (1, -1),
    (-1, -1),
];

/// A lookup or a set-wise function under test, on sets as `Set`s.
struct Contender {
    name: &'static str,
    attacks: Box<dyn Fn(u32, Set) -> Set>,
}

/// The relevant squares of a slider of `steps` on `square`.
fn relevant(geometry: Geometry, steps: &[Step], square: u32) -> u128 {
    steps.iter().fold(0, |mask, &step| {
        let ray = geometry.ray(square, step);
        let inner = &ray[..ray.len().saturating_sub(1)];
        inner.iter().fold(mask, |mask, &at| mask | 1 << at)
    })
}

/// The occupancies a group is checked on, summed over the squares.
fn occupancies(geometry: Geometry, steps: &[Step]) -> u64 {
    (0..geometry.squares())
        .map(|square| 1u64 << relevant(geometry, steps, square).count_ones())
        .sum()
}

/// Every contender equals the walk on every occupancy of every square.
/// Returns how many occupancies were checked.
fn check(geometry: Geometry, group: &str, steps: &[Step], contenders: &[Contender]) -> u64 {
    let board = geometry.board().low();
    let total = occupancies(geometry, steps);
    let variants = total <= VARIANTS_LIMIT;
    let sampled = total > RELEASE_LIMIT;
    let mut checked = 0;
    for square in 0..geometry.squares() {
        let mask = relevant(geometry, steps, square);
        let mut noise = 0x9e37_79b9_7f4a_7c15_u128 ^ u128::from(square);
        let mut subset = 0u128;
        loop {
            // Pieces off the rays, and beyond their ends, change nothing.
            noise ^= noise << 13;
            noise ^= noise >> 7;
            noise ^= noise << 17;
            let others = noise & board & !mask;
            let more = [subset | 1 << square, subset | others];
            let more = if variants { &more[..] } else { &[] };
            for &occupied in std::iter::once(&subset).chain(more) {
                let empty = !Set::from(occupied);
                let expected = steps.iter().fold(Set::EMPTY, |attacks, &step| {
                    attacks | geometry.slider_attacks(square, empty, step)
                });
                for contender in contenders {
                    let found = (contender.attacks)(square, Set::from(occupied));
                    assert_eq!(
                        found,
                        expected,
                        "{} {group} on {} with {occupied:#x}",
                        contender.name,
                        geometry.square_name(square)
                    );
                }
            }
            checked += 1;
            if sampled {
                // A random subset of the mask, from the noise.
                if checked % u64::from(SAMPLES) == 0 {
                    break;
                }
                subset = noise.rotate_left(61) & mask;
                continue;
            }
            subset = subset.wrapping_sub(mask) & mask;
            if subset == 0 {
                break;
            }
        }
    }
    checked
}

/// The contenders of one group of a module: its lookups and its set-wise
/// strategies, each through its trait.
macro_rules! contenders {
    ($module:path, $bits:ty, $group_from:ident, $group_attacks:ident) => {{
        use module::{Lookup as _, Sliders as _};
        use $module as module;
        fn narrow(set: Set) -> $bits {
            <$bits as BoardBits>::from_set(set & Set::below(<$bits as BoardBits>::WIDTH))
        }
        vec![
            Contender {
                name: "magic",
                attacks: Box::new(|square, occupied| {
                    module::Magic::$group_from(square as usize, narrow(occupied)).to_set()
                }),
            },
            Contender {
                name: "pext",
                attacks: Box::new(|square, occupied| {
                    module::Pext::$group_from(square as usize, narrow(occupied)).to_set()
                }),
            },
            Contender {
                name: "hyperbola",
                attacks: Box::new(|square, occupied| {
                    module::Hyperbola::$group_from(square as usize, narrow(occupied)).to_set()
                }),
            },
            Contender {
                name: "kogge-stone",
                attacks: Box::new(|square, occupied| {
                    let slider = narrow(Set::bit(square));
                    module::KoggeStone::$group_attacks(slider, !narrow(occupied)).to_set()
                }),
            },
            Contender {
                name: "dumb7",
                attacks: Box::new(|square, occupied| {
                    let slider = narrow(Set::bit(square));
                    module::Dumb7::$group_attacks(slider, !narrow(occupied)).to_set()
                }),
            },
        ]
    }};
}

/// Tests of a board's rook, bishop and queen lookups.
macro_rules! lookup_tests {
    ($name:ident, $module:path, $bits:ty, $width:literal x $height:literal) => {
        mod $name {
            use super::*;

            const GEOMETRY: Geometry = Geometry::new($width, $height);

            fn group(name: &str, steps: &[Step], contenders: &[Contender], release: bool) {
                let count = occupancies(GEOMETRY, steps);
                if (count > DEBUG_LIMIT) != release {
                    return;
                }
                let expected = if count > RELEASE_LIMIT {
                    u64::from(SAMPLES) * u64::from(GEOMETRY.squares())
                } else {
                    count
                };
                assert_eq!(check(GEOMETRY, name, steps, contenders), expected);
            }

            #[test]
            fn rook() {
                group(
                    "rook",
                    &ROOK,
                    &contenders!($module, $bits, rook_attacks_from, rook_attacks),
                    false,
                );
            }

            #[test]
            fn bishop() {
                let contenders = contenders!($module, $bits, bishop_attacks_from, bishop_attacks);
                group("bishop", &BISHOP, &contenders, false);
            }

            #[test]
            fn queen() {
                let contenders = contenders!($module, $bits, queen_attacks_from, queen_attacks);
                group("queen", &QUEEN, &contenders, false);
            }

            /// The groups with more than [`DEBUG_LIMIT`] occupancies.
            #[test]
            #[ignore = "release only: cargo test --release --test lookups -- --ignored"]
            fn large_groups() {
                let rook = contenders!($module, $bits, rook_attacks_from, rook_attacks);
                group("rook", &ROOK, &rook, true);
                let bishop = contenders!($module, $bits, bishop_attacks_from, bishop_attacks);
                group("bishop", &BISHOP, &bishop, true);
                let queen = contenders!($module, $bits, queen_attacks_from, queen_attacks);
                group("queen", &QUEEN, &queen, true);
            }
        }
    };
}

lookup_tests!(chess, bitfill::chess, u64, 8 x 8);
lookup_tests!(standard_8x8, standard, u64, 8 x 8);
lookup_tests!(capablanca_10x8, capablanca, u128, 10 x 8);
lookup_tests!(xiangqi_9x10, xiangqi, u128, 9 x 10);
lookup_tests!(large_12x10, large, u128, 12 x 10);
lookup_tests!(six_6x6, six, u64, 6 x 6);
lookup_tests!(five_5x5, five, u32, 5 x 5);
lookup_tests!(tiny_4x4, tiny, u16, 4 x 4);

/// The limit leaves to the release run exactly the groups the docs name.
#[test]
fn the_large_groups_are_the_queens_beyond_8x8_and_the_12x10_rook() {
    let large = |width, height, steps: &[Step]| {
        occupancies(Geometry::new(width, height), steps) > DEBUG_LIMIT
    };
    assert!(!large(8, 8, &QUEEN));
    assert!(large(10, 8, &QUEEN) && large(9, 10, &QUEEN) && large(12, 10, &QUEEN));
    assert!(large(12, 10, &ROOK));
    for (width, height) in [(8, 8), (10, 8), (9, 10)] {
        assert!(!large(width, height, &ROOK));
    }
    for (width, height) in [(8, 8), (10, 8), (9, 10), (12, 10)] {
        assert!(!large(width, height, &BISHOP));
    }
}

/// `TABLE_BYTES` counts the entries and the slots: on 8 x 8 a slot per
/// occupancy of the relevant squares for PEXT, and the padding of the
/// layout: a cache line (8 slots) after each slice of a multiple of 4 KiB
/// (every rook slice, and the bishop's four 9-bit squares), and the last
/// window's end (the bishop's 512-slot window from h8's 64-slot slice).
/// The known magics' windows overlap: each table ends where its last
/// window does, 88,308 slots for the rook and 4,650 for the bishop.
/// Nothing for the line methods, which read the spec's shared tables.
#[test]
fn table_bytes_count_the_entries_and_the_slots() {
    use bitfill::chess::magic::{BISHOP_ENTRIES, BISHOP_TABLE, ROOK_ENTRIES, ROOK_TABLE};
    use std::mem::{align_of, size_of};
    let geometry = Geometry::new(8, 8);
    let slots = (occupancies(geometry, &ROOK) + occupancies(geometry, &BISHOP)) as usize;
    assert_eq!(slots, 102_400 + 5_248);
    let padding = 64 * 8 + (4 * 8 + (512 - 64));
    assert_eq!(
        bitfill::chess::pext::ROOK_TABLE.len() + bitfill::chess::pext::BISHOP_TABLE.len(),
        slots + padding
    );
    let last_window_end = |table: &[u64], windows: &mut dyn Iterator<Item = &[u64]>| {
        windows
            .map(|window| (window.as_ptr() as usize - table.as_ptr() as usize) / 8 + window.len())
            .max()
    };
    let rook_end = last_window_end(
        &ROOK_TABLE,
        &mut ROOK_ENTRIES.iter().map(|entry| &entry.attacks[..]),
    );
    let bishop_end = last_window_end(
        &BISHOP_TABLE,
        &mut BISHOP_ENTRIES.iter().map(|entry| &entry.attacks[..]),
    );
    assert_eq!(
        (rook_end, bishop_end),
        (Some(ROOK_TABLE.len()), Some(BISHOP_TABLE.len()))
    );
    let magic_slots = ROOK_TABLE.len() + BISHOP_TABLE.len();
    assert_eq!(magic_slots, 88_308 + 4_650);
    // An entry: the mask, the magic number and the shift, and the window's
    // address, padded to the entry's alignment: the larger of a u64's and
    // an address's, which is 4 on i686 (a PEXT entry takes 12 bytes there).
    let address = size_of::<usize>();
    let align = align_of::<u64>().max(align_of::<usize>());
    let magic_entry = (8 + 8 + address + 1).next_multiple_of(align);
    let pext_entry = (8 + address).next_multiple_of(align);
    let entries = 2 * 64;
    assert_eq!(
        bitfill::chess::pext::TABLE_BYTES,
        entries * pext_entry + (slots + padding) * 8
    );
    assert_eq!(
        bitfill::chess::magic::TABLE_BYTES,
        entries * magic_entry + magic_slots * 8
    );
    assert_eq!(bitfill::chess::hyperbola::TABLE_BYTES, 0);
    assert_eq!(
        standard::magic::TABLE_BYTES,
        bitfill::chess::magic::TABLE_BYTES
    );
}

bitfill::fills! {
    /// Magic and hyperbola, no PEXT: `Fastest` is magic in every build.
    mod magic_and_hyperbola {
        bits: u64,
        board: 6 x 6,
        strategies: [kogge_stone],
        lookups: [hyperbola, magic],
        directions: { north: (0, 1), east: (1, 0), south: (0, -1), west: (-1, 0) },
        groups: { rook: [north, east, south, west] },
    }
}

bitfill::fills! {
    /// One lookup: `Fastest` is that one.
    mod hyperbola_only {
        bits: u64,
        board: 6 x 6,
        strategies: [kogge_stone],
        lookups: [hyperbola],
        directions: { north: (0, 1), east: (1, 0), south: (0, -1), west: (-1, 0) },
        groups: { rook: [north, east, south, west] },
    }
}

/// `Fastest` is PEXT where the build has BMI2 and magic elsewhere, of the
/// lookups the spec lists (BENCHMARKS.md, "Per-square lookups").
#[test]
fn fastest_is_pext_with_bmi2_and_magic_elsewhere() {
    use bitfill::chess::Lookup as _;
    let bmi2 = cfg!(all(target_arch = "x86_64", target_feature = "bmi2"));
    let expected = if bmi2 { "PEXT" } else { "Magic" };
    println!("lookup: Fastest is {} here", bitfill::chess::Fastest::NAME);
    assert_eq!(bitfill::chess::Fastest::NAME, expected);
    assert_eq!(
        <magic_and_hyperbola::Fastest as magic_and_hyperbola::Lookup>::NAME,
        "Magic"
    );
    assert_eq!(
        <hyperbola_only::Fastest as hyperbola_only::Lookup>::NAME,
        <hyperbola_only::Hyperbola as hyperbola_only::Lookup>::NAME
    );
    // The alias answers as the lookup it names.
    for square in 0..64 {
        let occupied = 0x0042_1800_2400_8100_u64.rotate_left(square as u32);
        assert_eq!(
            bitfill::chess::Fastest::queen_attacks_from(square, occupied),
            bitfill::chess::magic::queen_attacks_from(square, occupied)
        );
    }
}
