//! Hoppers with `except`: the janggi cannon, which hops over any piece but
//! a cannon and captures any piece but a cannon, set-wise for any number of
//! cannons, against the reference walk.

use bitfill_suite::reference::{Geometry, HopMode, Step};
use bitfill_suite::set::Set;
use proptest::prelude::*;

bitfill::fills! {
    /// Janggi's board with the cannon's lines.
    pub mod janggi {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        groups: { rook: [north, south, east, west] },
        hoppers: {
            /// Hops over exactly one piece that is not a cannon, to move
            /// and to capture; never captures a cannon.
            cannon: { over: rook, moves: hop, captures: hop, except: argument },
            /// The xiangqi cannon, for comparison: no `except`.
            pao: { over: rook, moves: slide, captures: hop },
            /// Along the files only.
            file_pao: { over: [north, south], moves: slide, captures: hop },
        },
    }
}

const JANGGI: Geometry = Geometry::new(9, 10);
const ROOK: [Step; 4] = [(0, 1), (0, -1), (1, 0), (-1, 0)];

/// The cannons' moves and captures by the reference walk, with the pieces
/// of `except` neither hopped over nor captured.
fn walk(cannons: u128, occupied: u128, except: u128) -> (u128, u128) {
    let (cannons, empty, except) = (Set::from(cannons), !Set::from(occupied), Set::from(except));
    let range = |captures| {
        JANGGI
            .hopper_except(cannons, empty, except, &ROOK, HopMode::Hop, captures)
            .low()
    };
    (range(false), range(true))
}

fn check(cannons: u128, others: u128) {
    let occupied = cannons | others;
    let empty = janggi::empty(occupied);
    let (moves, captures) = walk(cannons, occupied, cannons);
    assert_eq!(
        janggi::kogge_stone::cannon_moves(cannons, empty, cannons),
        moves
    );
    assert_eq!(janggi::dumb7::cannon_moves(cannons, empty, cannons), moves);
    assert_eq!(
        janggi::kogge_stone::cannon_captures(cannons, empty, cannons),
        captures
    );
    assert_eq!(
        janggi::dumb7::cannon_captures(cannons, empty, cannons),
        captures
    );
    // `!occupied` as `empty` gives the same: bits beyond the board are ignored.
    assert_eq!(
        janggi::kogge_stone::cannon_moves(cannons, !occupied, cannons),
        moves
    );
    // With nothing excepted it is the hop of the xiangqi cannon's capture.
    let (_, hop_captures) = walk(cannons, occupied, 0);
    assert_eq!(
        janggi::kogge_stone::cannon_captures(cannons, empty, 0),
        hop_captures
    );
    assert_eq!(
        janggi::kogge_stone::pao_captures(cannons, empty),
        hop_captures
    );
    // One direction at a time: the union is the whole, and a direction the
    // hopper does not move in gives nothing.
    let pieces = Set::from(cannons);
    let (free, except) = (!Set::from(occupied), Set::from(cannons));
    let mut union = (0, 0);
    for (direction, step) in janggi::Direction::ALL.into_iter().zip(ROOK) {
        let range = |captures| {
            JANGGI
                .hopper_except(pieces, free, except, &[step], HopMode::Hop, captures)
                .low()
        };
        let moves = janggi::dumb7::cannon_moves_along(direction, cannons, empty, cannons);
        let captures =
            janggi::kogge_stone::cannon_captures_along(direction, cannons, empty, cannons);
        assert_eq!(
            (moves, captures),
            (range(false), range(true)),
            "{direction:?}"
        );
        union = (union.0 | moves, union.1 | captures);
        let file =
            |along: fn(janggi::Direction, u128, u128) -> u128| along(direction, cannons, empty);
        let pao = (
            file(janggi::kogge_stone::file_pao_moves_along),
            file(janggi::dumb7::file_pao_captures_along),
        );
        if step.0 == 0 {
            let slide = JANGGI
                .hopper(pieces, free, &[step], HopMode::Slide, false)
                .low();
            let hop = JANGGI
                .hopper(pieces, free, &[step], HopMode::Hop, true)
                .low();
            assert_eq!(pao, (slide, hop), "{direction:?}");
        } else {
            assert_eq!(pao, (0, 0), "{direction:?}");
        }
    }
    assert_eq!(union, walk(cannons, occupied, cannons));
}

#[test]
fn a_cannon_neither_hops_over_nor_captures_a_cannon() {
    let square = |name: &str| {
        let square = <janggi::Board as bitfill::Geometry>::parse_square(name).expect("a square");
        1u128 << square
    };
    let squares = |names: &[&str]| names.iter().fold(0, |set, name| set | square(name));
    // Cannons on b3, b8 and e3, e5; soldiers on b5 and e7; a chariot on b10.
    let cannons = squares(&["b3", "b8", "e3", "e5"]);
    let empty = janggi::empty(cannons | squares(&["b5", "e7", "b10"]));
    let moves = |from: &str| janggi::kogge_stone::cannon_moves(square(from), empty, cannons);
    let captures = |from: &str| janggi::kogge_stone::cannon_captures(square(from), empty, cannons);
    // b3 hops the soldier on b5 to b6 and b7, and may not take the cannon
    // on b8; b8 hops the same soldier the other way, to b4, and may not
    // take b3; the chariot on b10 is b8's screen, with nothing beyond.
    assert_eq!(moves("b3"), squares(&["b6", "b7"]));
    assert_eq!(captures("b3"), 0);
    assert_eq!(moves("b8"), squares(&["b4"]));
    assert_eq!(captures("b8"), 0);
    // e3's first piece north is the cannon on e5: no hop that way at all,
    // though the soldier on e7 would be a screen behind it.
    assert_eq!(moves("e3"), 0);
    assert_eq!(captures("e3"), 0);
    // e5 hops the soldier on e7 to e8, e9 and e10, and the one on b5 to a5.
    assert_eq!(moves("e5"), squares(&["e8", "e9", "e10", "a5"]));
    // The xiangqi cannon (no `except`) hops e5 from e3 and takes e7.
    let pao = janggi::kogge_stone::pao_captures(square("e3"), empty);
    assert_eq!(pao, square("e7"));
    check(cannons, squares(&["b5", "e7", "b10"]));
}

#[test]
fn every_square_alone_and_behind_a_screen() {
    for cannon in 0..90 {
        for screen in 0..90 {
            for target in [0, 17, 44, 45, 89] {
                let others = (1u128 << screen | 1 << target) & !(1u128 << cannon);
                check(1 << cannon, others);
                // The screen a cannon: no hop along that line.
                check(1 << cannon | 1 << screen, 1 << target & !(1u128 << cannon));
            }
        }
    }
}

proptest! {
    #[test]
    fn many_cannons_on_random_boards(
        cannons in prop::collection::vec(0..90u32, 0..6),
        others in prop::collection::vec(0..90u32, 0..30),
    ) {
        let cannons = cannons.iter().fold(0u128, |set, &square| set | 1 << square);
        let others = others.iter().fold(0u128, |set, &square| set | 1 << square) & !cannons;
        check(cannons, others);
    }
}
