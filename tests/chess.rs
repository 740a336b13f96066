//! The ready-made `bitfill::chess` against the naive reference, and against
//! values anyone can check on a board.

use bitfill::chess::{self, Direction, dumb7, kogge_stone};
use bitfill_suite::geometries::Chess;
use bitfill_suite::harness::check_all;
use bitfill_suite::set::BoardBits;

const fn square(name: &str) -> u64 {
    let bytes = name.as_bytes();
    1 << ((bytes[1] - b'1') * 8 + (bytes[0] - b'a'))
}

fn set(names: &[&str]) -> u64 {
    names.iter().fold(0, |set, name| set | square(name))
}

#[test]
fn exhaustive_against_the_reference() {
    // 8 directions x 64 squares x every occupancy of the square's ray, plus
    // the groups: the rays alone are 2 * sum over squares of 2^len cases.
    let cases = check_all::<Chess>();
    assert!(cases > 8 * 64, "{cases}");
}

#[test]
fn wrap_masks_are_the_textbook_ones() {
    assert_eq!(chess::EAST_WRAP, 0xfefe_fefe_fefe_fefe);
    assert_eq!(chess::WEST_WRAP, 0x7f7f_7f7f_7f7f_7f7f);
    assert_eq!(chess::NORTH_EAST_WRAP, 0xfefe_fefe_fefe_fe00);
    assert_eq!(chess::SOUTH_WEST_WRAP, 0x007f_7f7f_7f7f_7f7f);
    let shifts = Direction::ALL.map(Direction::shift);
    assert_eq!(shifts, [8, -8, 1, -1, 9, 7, -7, -9]);
    assert_eq!(Direction::ALL.map(Direction::ray_length), [7; 8]);
    assert_eq!(chess::BOARD, u64::MAX);
}

#[test]
fn queen_on_d4_with_blockers() {
    let occupied = set(&["d4", "d7", "b2", "g4", "f6", "b6"]);
    let queen = square("d4");
    let expected = set(&[
        "d5", "d6", "d7", "d3", "d2", "d1", // file, blocked on d7
        "e4", "f4", "g4", "c4", "b4", "a4", // rank, blocked on g4
        "e5", "f6", "c3", "b2", // diagonal, blocked on f6 and b2
        "c5", "b6", "e3", "f2", "g1", // anti-diagonal, blocked on b6
    ]);
    assert_eq!(kogge_stone::queen_attacks(queen, !occupied), expected);
    assert_eq!(dumb7::queen_attacks(queen, !occupied), expected);
}

#[test]
fn set_wise_rooks_and_one_steps() {
    let rooks = set(&["a1", "h8"]);
    let attacks = kogge_stone::rook_attacks(rooks, !rooks);
    // Rank 1 and the a-file from a1, rank 8 and the h-file from h8; a8 and h1
    // are attacked twice, the rooks' own squares not at all.
    assert_eq!(attacks, 0x7f81_8181_8181_81fe);
    assert_eq!(attacks.count_ones(), 26);
    assert_eq!(chess::east_one(square("h1")), 0);
    assert_eq!(chess::west_one(square("a2")), 0);
    assert_eq!(chess::north_east_one(square("g7")), square("h8"));
    assert_eq!(Direction::SouthWest.one(square("b2")), square("a1"));
}

#[test]
fn fills_on_an_empty_board() {
    assert_eq!(kogge_stone::north_fill(square("a1")), 0x0101_0101_0101_0101);
    assert_eq!(dumb7::south_fill(square("h8")), 0x8080_8080_8080_8080);
    assert_eq!(kogge_stone::east_fill(square("a1")), 0xff);
    assert_eq!(dumb7::north_east_fill(square("a1")), 0x8040_2010_0804_0201);
}

#[test]
fn dispatch_matches_the_specialised_functions() {
    let sliders = set(&["c3", "f5"]);
    let empty = !set(&["c3", "f5", "c6", "e4"]);
    assert_eq!(
        kogge_stone::attacks(Direction::North, sliders, empty),
        kogge_stone::north_attacks(sliders, empty)
    );
    assert_eq!(
        dumb7::occluded(Direction::West, sliders, empty),
        dumb7::west_occluded(sliders, empty)
    );
    assert_eq!(
        kogge_stone::fill(Direction::SouthEast, sliders),
        kogge_stone::south_east_fill(sliders)
    );
    assert_eq!(Direction::NorthWest.name(), "north_west");
    assert_eq!(Direction::NorthWest.step(), (-1, 1));
}

#[test]
fn usable_in_const_context() {
    const ROOK_ON_A1: u64 = kogge_stone::rook_attacks(1, !1);
    const KNIGHTS_FILL: u64 = dumb7::north_fill(0x42);
    assert_eq!(ROOK_ON_A1, 0x0101_0101_0101_01fe);
    assert_eq!(KNIGHTS_FILL, 0x4242_4242_4242_4242);
}

use bitfill_suite::reference::{KING, KNIGHT};

fn board() -> bitfill_suite::reference::Geometry {
    bitfill_suite::reference::Geometry::new(8, 8)
}

#[test]
fn leaper_tables_total_the_known_move_counts() {
    let total = |table: &[u64; 64]| table.iter().map(|set| set.count_ones()).sum::<u32>();
    assert_eq!(total(&chess::KNIGHT_ATTACKS), 336);
    assert_eq!(total(&chess::KING_ATTACKS), 420);
    // Pawns attack 2 squares, or 1 on an edge file, and nothing from the last rank.
    assert_eq!(total(&chess::PAWN_ATTACKS[0]), 7 * (6 * 2 + 2));
    assert_eq!(total(&chess::PAWN_ATTACKS[1]), 7 * (6 * 2 + 2));
}

#[test]
fn leapers_and_pawn_tables_match_the_walk_on_every_square() {
    let geometry = board();
    for square in 0..64 {
        let set = 1u64 << square;
        let walk =
            |offsets: &[(i32, i32)]| u64::from_set(geometry.leaper_attacks(set.to_set(), offsets));
        assert_eq!(chess::KNIGHT_ATTACKS[square], walk(&KNIGHT));
        assert_eq!(chess::knight_attacks(set), walk(&KNIGHT));
        assert_eq!(chess::KING_ATTACKS[square], walk(&KING));
        assert_eq!(chess::king_attacks(set), walk(&KING));
        assert_eq!(chess::PAWN_ATTACKS[0][square], walk(&[(-1, 1), (1, 1)]));
        assert_eq!(chess::white_pawn_attacks(set), walk(&[(-1, 1), (1, 1)]));
        assert_eq!(chess::PAWN_ATTACKS[1][square], walk(&[(-1, -1), (1, -1)]));
        assert_eq!(chess::black_pawn_attacks(set), walk(&[(-1, -1), (1, -1)]));
    }
}

/// Pawn pushes square by square: one step forward onto an empty square, two
/// from the starting rank when both squares are empty.
fn reference_pushes(pawns: u64, empty: u64, forward: i32, start_rank: u32) -> (u64, u64) {
    let geometry = board();
    let (mut single, mut double) = (0, 0);
    for square in pawns.to_set().squares() {
        let Some(one) = geometry.neighbour(square, (0, forward)) else {
            continue;
        };
        if empty >> one & 1 == 0 {
            continue;
        }
        single |= 1 << one;
        if square / 8 == start_rank {
            let two = geometry.neighbour(one, (0, forward)).expect("on the board");
            if empty >> two & 1 == 1 {
                double |= 1 << two;
            }
        }
    }
    (single, double)
}

#[test]
fn pawn_pushes_match_the_walk() {
    let mut rng = bitfill_suite::harness::Rng::new(0x9a_3a);
    for _ in 0..20_000 {
        let pawns = rng.next_u64() & rng.next_u64();
        let occupied = rng.next_u64() & rng.next_u64() | pawns;
        let empty = !occupied;
        assert_eq!(
            (
                chess::white_single_pushes(pawns, empty),
                chess::white_double_pushes(pawns, empty)
            ),
            reference_pushes(pawns, empty, 1, 1),
            "white pawns {pawns:#x}, occupied {occupied:#x}"
        );
        assert_eq!(
            (
                chess::black_single_pushes(pawns, empty),
                chess::black_double_pushes(pawns, empty)
            ),
            reference_pushes(pawns, empty, -1, 6),
            "black pawns {pawns:#x}, occupied {occupied:#x}"
        );
    }
}

#[test]
fn files_and_ranks() {
    assert_eq!(chess::FILES[0], 0x0101_0101_0101_0101);
    assert_eq!(chess::FILES[7], 0x8080_8080_8080_8080);
    assert_eq!(chess::RANKS[7], 0xff00_0000_0000_0000);
    assert_eq!(
        chess::FILES.iter().fold(0, |all, file| all | file),
        u64::MAX
    );
    assert_eq!(
        chess::RANKS.iter().fold(0, |all, rank| all ^ rank),
        u64::MAX
    );
}
