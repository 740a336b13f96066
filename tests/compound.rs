//! Compound pieces: groups that name leapers and lame leapers
//! (`archbishop: [bishop, knight]`), set-wise in both strategies and per
//! square in every lookup, against the reference walk: rays up to and
//! including the first piece, leaper offsets that land on the board, lame
//! leaper offsets whose leg is empty.

use bitfill_suite::reference::{Geometry, KNIGHT, Step};
use bitfill_suite::set::Set;
use proptest::prelude::*;

bitfill::fills! {
    /// Capablanca chess: the archbishop, the chancellor, and the amazon.
    pub mod capablanca {
        bits: u128,
        board: 10 x 8,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        directions: {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            queen: [rook, bishop],
            archbishop: [bishop, knight],
            chancellor: [rook, knight],
            amazon: [queen, knight],
            /// Through a compound member: the knight comes with the
            /// archbishop.
            archbishop_and_rook: [archbishop, rook],
        },
        leapers: {
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
    }
}

bitfill::fills! {
    /// 9 x 10 with the xiangqi horse, lame, in a compound.
    pub mod lame {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone, dumb7],
        lookups: [hyperbola],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west], chariot_horse: [rook, horse] },
        lame_leapers: {
            horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
    }
}

bitfill::fills! {
    /// 11 x 11 in two words, rook and knight.
    pub mod words {
        bits: [u64; 2],
        board: 11 x 11,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west], chancellor: [rook, knight] },
        leapers: {
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
    }
}

const ROOK: &[Step] = &[(0, 1), (0, -1), (1, 0), (-1, 0)];
const BISHOP: &[Step] = &[(1, 1), (-1, 1), (1, -1), (-1, -1)];
/// A piece for the walk: its ray steps, leaper offsets, lame offsets.
struct Piece {
    rays: Vec<(i32, i32)>,
    leaps: &'static [(i32, i32)],
    lame: &'static [(i32, i32)],
}

/// What `piece` on any square of `pieces` attacks on a `width` x `height`
/// board, by the reference walk: its rays, its leaps, and its lame leaps
/// whose leg (one straight step along the longer component) is empty.
fn walk(width: u32, height: u32, piece: &Piece, pieces: u128, occupied: u128) -> u128 {
    let geometry = Geometry::new(width, height);
    let (pieces, empty) = (Set::from(pieces), !Set::from(occupied));
    let legs: Vec<[Step; 1]> = piece
        .lame
        .iter()
        .map(|&(file, rank)| {
            if rank.abs() > file.abs() {
                [(0, rank.signum())]
            } else {
                [(file.signum(), 0)]
            }
        })
        .collect();
    let lame: Vec<(Step, &[Step])> = piece
        .lame
        .iter()
        .zip(&legs)
        .map(|(&offset, leg)| (offset, &leg[..]))
        .collect();
    let rays = piece.rays.iter().fold(Set::EMPTY, |set, &step| {
        set | geometry.attacks(pieces, empty, step)
    });
    (rays
        | geometry.leaper_attacks(pieces, piece.leaps)
        | geometry.lame_leaper_attacks(pieces, empty, &lame))
    .low()
}

fn piece(
    rays: &[&[(i32, i32)]],
    leaps: &'static [(i32, i32)],
    lame: &'static [(i32, i32)],
) -> Piece {
    Piece {
        rays: rays.concat(),
        leaps,
        lame,
    }
}

/// A compound piece of the Capablanca spec: its name, its walk, its
/// Kogge-Stone and Dumb7 functions and one of its lookups.
type Case = (
    &'static str,
    Piece,
    fn(u128, u128) -> u128,
    fn(u128, u128) -> u128,
    fn(usize, u128) -> u128,
);

fn check_capablanca(pieces: u128, occupied: u128) {
    use capablanca::{Dumb7, Hyperbola, KoggeStone, Lookup, Magic, Pext, Sliders};
    let (pieces, occupied) = (pieces & capablanca::BOARD, occupied & capablanca::BOARD);
    let empty = capablanca::empty(occupied);
    let cases: [Case; 4] = [
        (
            "archbishop",
            piece(&[BISHOP], &KNIGHT, &[]),
            KoggeStone::archbishop_attacks,
            Dumb7::archbishop_attacks,
            Magic::archbishop_attacks_from,
        ),
        (
            "chancellor",
            piece(&[ROOK], &KNIGHT, &[]),
            KoggeStone::chancellor_attacks,
            Dumb7::chancellor_attacks,
            Pext::chancellor_attacks_from,
        ),
        (
            "amazon",
            piece(&[ROOK, BISHOP], &KNIGHT, &[]),
            KoggeStone::amazon_attacks,
            Dumb7::amazon_attacks,
            Hyperbola::amazon_attacks_from,
        ),
        (
            "archbishop_and_rook",
            piece(&[BISHOP, ROOK], &KNIGHT, &[]),
            KoggeStone::archbishop_and_rook_attacks,
            Dumb7::archbishop_and_rook_attacks,
            Magic::archbishop_and_rook_attacks_from,
        ),
    ];
    for (name, piece, kogge_stone, dumb7, lookup) in cases {
        let expected = walk(10, 8, &piece, pieces, occupied);
        assert_eq!(kogge_stone(pieces, empty), expected, "{name} Kogge-Stone");
        assert_eq!(dumb7(pieces, empty), expected, "{name} Dumb7");
        for square in (0..80).filter(|square| pieces >> square & 1 != 0) {
            let one = walk(10, 8, &piece, 1 << square, occupied);
            assert_eq!(lookup(square, occupied), one, "{name} lookup from {square}");
        }
    }
    // Every lookup of the archbishop, and the module functions.
    for square in (0..80).filter(|square| pieces >> square & 1 != 0) {
        let one = walk(
            10,
            8,
            &piece(&[BISHOP], &KNIGHT, &[]),
            1 << square,
            occupied,
        );
        assert_eq!(
            capablanca::magic::archbishop_attacks_from(square, occupied),
            one
        );
        assert_eq!(
            capablanca::pext::archbishop_attacks_from(square, occupied),
            one
        );
        assert_eq!(
            capablanca::hyperbola::archbishop_attacks_from(square, occupied),
            one
        );
    }
}

fn check_lame(pieces: u128, occupied: u128) {
    use lame::{Dumb7, Hyperbola, KoggeStone, Lookup, Sliders};
    let (pieces, occupied) = (pieces & lame::BOARD, occupied & lame::BOARD);
    let empty = lame::empty(occupied);
    let chariot_horse = piece(&[ROOK], &[], &KNIGHT);
    let expected = walk(9, 10, &chariot_horse, pieces, occupied);
    assert_eq!(KoggeStone::chariot_horse_attacks(pieces, empty), expected);
    assert_eq!(Dumb7::chariot_horse_attacks(pieces, empty), expected);
    for square in (0..90).filter(|square| pieces >> square & 1 != 0) {
        let one = walk(9, 10, &chariot_horse, 1 << square, occupied);
        assert_eq!(
            Hyperbola::chariot_horse_attacks_from(square, occupied),
            one,
            "from {square}"
        );
    }
}

fn check_words(pieces: u128, occupied: u128) {
    use words::{Bits, Dumb7, KoggeStone, Sliders};
    let board = |set: Bits| -> u128 {
        let [low, high] = set.words();
        u128::from(low) | u128::from(high) << 64
    };
    let bits = |set: u128| Bits::from_words([set as u64, (set >> 64) as u64]) & words::BOARD;
    let (pieces, occupied) = (bits(pieces), bits(occupied));
    let empty = words::empty(occupied);
    let chancellor = piece(&[ROOK], &KNIGHT, &[]);
    let expected = walk(11, 11, &chancellor, board(pieces), board(occupied));
    assert_eq!(
        board(KoggeStone::chancellor_attacks(pieces, empty)),
        expected
    );
    assert_eq!(board(Dumb7::chancellor_attacks(pieces, empty)), expected);
}

#[test]
fn every_square_on_an_empty_and_a_crowded_board() {
    for square in 0..121 {
        let everywhere = u128::MAX;
        for occupied in [0, everywhere, 0x5555_5555_5555_5555_5555_5555_5555_5555] {
            check_capablanca(1 << (square % 80), occupied);
            check_lame(1 << (square % 90), occupied);
            check_words(1 << square, occupied);
        }
    }
}

#[test]
fn the_leaper_is_in_the_docs_and_the_xray_is_the_sliding_parts() {
    use capablanca::kogge_stone::{archbishop_xray, bishop_xray};
    let (pieces, empty, blockers) = (1 << 33, !(1u128 << 55 | 1 << 11), 1 << 55);
    assert_eq!(
        archbishop_xray(pieces, empty, blockers),
        bishop_xray(pieces, empty, blockers)
    );
}

proptest! {
    #[test]
    fn random_boards(pieces in any::<u128>(), occupied in any::<u128>(), sparse in any::<u128>()) {
        // Pieces sparse and dense, occupancy a quarter and a half.
        check_capablanca(pieces & sparse, occupied & sparse);
        check_capablanca(pieces, occupied);
        check_lame(pieces & sparse, occupied & sparse);
        check_words(pieces & sparse, occupied);
    }
}
