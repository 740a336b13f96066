//! Every piece of the generated Betza catalogue (`bitfill_suite::betza_pieces`)
//! against the naive Betza reference, which walks the same notation square
//! by square: on 8 x 8, 12 x 10 and 16 x 16, in both strategies and (on
//! the boards in integers) square by square through each lookup, for both
//! sides, one piece at a time on random boards and set-wise (several
//! pieces at once, blocking each other).

use bitfill_suite::betza::Piece;
use bitfill_suite::betza_pieces::{Strategy, answer, catalogue};
use bitfill_suite::harness::Rng;
use bitfill_suite::reference::Geometry;
use bitfill_suite::set::Set;
use proptest::prelude::*;

const BOARDS: [(u32, u32); 3] = [(8, 8), (12, 10), (16, 16)];

/// A random set of the board's squares, about `percent` of them.
fn random_squares(rng: &mut Rng, squares: u32, percent: u64) -> Set {
    (0..squares)
        .filter(|_| rng.next_u64() % 100 < percent)
        .collect()
}

/// The reference's moves and captures of `pieces` (each also in
/// `occupied`): the union over the pieces, each walked on its own.
fn reference(
    piece: &Piece,
    geometry: Geometry,
    white: bool,
    pieces: Set,
    occupied: Set,
) -> (Set, Set) {
    pieces
        .squares()
        .map(|from| piece.moves(geometry, from, white, occupied))
        .fold((Set::EMPTY, Set::EMPTY), |(quiet, captures), (q, c)| {
            (quiet | q, captures | c)
        })
}

/// Compares one case, naming it when it fails.
fn check(betza: &str, board: (u32, u32), white: bool, pieces: Set, occupied: Set) -> bool {
    let geometry = Geometry::new(board.0, board.1);
    let piece = Piece::parse(betza).expect("the catalogue's pieces parse");
    let expected = reference(&piece, geometry, white, pieces, occupied | pieces);
    let mut answered = 0;
    for strategy in Strategy::ALL {
        let Some(got) = answer(strategy, betza, board, white, pieces, occupied | pieces) else {
            continue;
        };
        answered += 1;
        assert_eq!(
            got,
            expected,
            "{betza} ({strategy:?}) on {} x {}, {} to move, pieces {pieces:?}, occupied {:?}: (moves, captures)",
            board.0,
            board.1,
            if white { "White" } else { "Black" },
            occupied | pieces
        );
    }
    // Both strategies everywhere, and the three lookups but on words.
    let expected_answers = if board == (16, 16) { 2 } else { 5 };
    assert!(
        answered == 0 || answered == expected_answers,
        "{betza}: {answered} answers"
    );
    answered > 0
}

#[test]
fn every_piece_on_every_board_equals_the_reference_walk() {
    let mut rng = Rng::new(22);
    let mut cases = 0;
    for betza in catalogue() {
        for board in BOARDS {
            let squares = board.0 * board.1;
            for case in 0..120 {
                let white = case % 2 == 0;
                let from = u32::try_from(rng.next_u64() % u64::from(squares)).unwrap();
                // From an empty board to a crowded one.
                let occupied = random_squares(&mut rng, squares, case % 6 * 12);
                if check(betza, board, white, Set::bit(from), occupied) {
                    cases += 1;
                }
            }
        }
    }
    // Every piece on two boards, a handful on the third.
    assert!(cases > catalogue().len() * 2 * 120, "{cases} cases");
}

#[test]
fn every_square_of_an_empty_and_a_full_board() {
    for betza in catalogue() {
        for board in BOARDS {
            let squares = board.0 * board.1;
            for from in 0..squares {
                for occupied in [Set::EMPTY, Set::below(squares)] {
                    for white in [true, false] {
                        check(betza, board, white, Set::bit(from), occupied);
                    }
                }
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    /// Set-wise: several pieces at once, each a screen, hurdle or blocker
    /// for the others.
    #[test]
    fn several_pieces_at_once(
        piece in 0..catalogue().len(),
        board in 0..BOARDS.len(),
        white: bool,
        seed: u64,
    ) {
        let betza = catalogue()[piece];
        let board = BOARDS[board];
        let mut rng = Rng::new(seed);
        let squares = board.0 * board.1;
        let pieces = random_squares(&mut rng, squares, 8);
        let occupied = random_squares(&mut rng, squares, 25);
        check(betza, board, white, pieces, occupied);
    }
}
