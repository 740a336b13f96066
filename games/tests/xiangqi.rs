//! The xiangqi move generator (`bitfill_games::xiangqi`) against the
//! published perft counts, against Fairy-Stockfish's legal moves on
//! positions chosen for each rule (the expected lists are pyffish 0.0.90's
//! `legal_moves('xiangqi', fen, [])`), and against a naive reference
//! written here (the rules walked square by square, no bitboards) on random
//! games and random boards, both lookups each time; and its FEN reader
//! against malformed input. `scripts/xiangqi-check.sh` compares thousands of
//! positions of random games with pyffish itself.
//!
//! The deeper counts take a release build:
//!
//! ```text
//! cargo test --release -p bitfill-games -- --ignored
//! ```

use bitfill_games::FenError;
use bitfill_games::xiangqi::{
    Fastest, Hyperbola, Lookup, Piece, Position, Side, count_legal_moves, divide, legal_moves,
    parse_square, perft, square_name,
};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};

#[macro_use]
mod common;

const INITIAL: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
/// Two positions of Fairy-Stockfish's `tests/perft.sh`, which gives their
/// count at depth 4; the shallower ones are pyffish's (its legal moves,
/// recursively).
const FAIRY_MIDDLEGAME: &str =
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1";
const FAIRY_ENDGAME: &str = "4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1";

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
}

// The initial position's published counts (chessprogramming.org, "Chinese
// Chess" perft; Fairy-Stockfish's tests), and Fairy-Stockfish's two other
// xiangqi perft positions. The ones below take well under a second in a
// debug build; the deep ones, a few seconds in release.
perft_counts! {
    per lookup:
    initial: INITIAL => [44, 1_920, 79_666];
    fairy_middlegame: FAIRY_MIDDLEGAME => [49, 2_265];
    fairy_endgame: FAIRY_ENDGAME => [13, 272, 3_707, 92_741];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    initial_deep: INITIAL => [44, 1_920, 79_666, 3_290_240, 133_312_995];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fairy_middlegame_deep: FAIRY_MIDDLEGAME => [49, 2_265, 100_326, 4_485_547];
}

/// Our legal moves in UCI, sorted.
fn our_moves<L: Lookup>(start: &Position) -> Vec<String> {
    let mut moves: Vec<String> = legal_moves::<L>(start)
        .iter()
        .map(ToString::to_string)
        .collect();
    moves.sort();
    moves
}

/// Both lookups list `expected` (sorted, space-separated) and count as
/// many; the naive reference agrees.
fn assert_moves(fen: &str, expected: &str) {
    let start = position(fen);
    let expected: Vec<&str> = expected.split_whitespace().collect();
    for moves in [our_moves::<Fastest>(&start), our_moves::<Hyperbola>(&start)] {
        assert_eq!(moves, expected, "legal moves of {fen}");
    }
    assert_eq!(naive::legal_moves(&start), expected, "naive moves of {fen}");
    for count in [
        count_legal_moves::<Fastest>(&start),
        count_legal_moves::<Hyperbola>(&start),
    ] {
        assert_eq!(count, expected.len() as u64, "count of {fen}");
    }
}

#[test]
fn initial_moves_are_spelled_like_fairy_stockfish() {
    assert_moves(
        INITIAL,
        "a1a2 a1a3 a4a5 b1a3 b1c3 b3a3 b3b10 b3b2 b3b4 b3b5 b3b6 b3b7 b3c3 b3d3 b3e3 b3f3 \
         b3g3 c1a3 c1e3 c4c5 d1e2 e1e2 e4e5 f1e2 g1e3 g1i3 g4g5 h1g3 h1i3 h3c3 h3d3 h3e3 h3f3 \
         h3g3 h3h10 h3h2 h3h4 h3h5 h3h6 h3h7 h3i3 i1i2 i1i3 i4i5",
    );
    assert_moves(
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1",
        "a10a8 a10a9 a7a6 b10a8 b10c8 b8a8 b8b1 b8b4 b8b5 b8b6 b8b7 b8b9 b8c8 b8d8 b8e8 b8f8 \
         b8g8 c10a8 c10e8 c7c6 d10e9 e10e9 e7e6 f10e9 g10e8 g10i8 g7g6 h10g8 h10i8 h8c8 h8d8 \
         h8e8 h8f8 h8g8 h8h1 h8h4 h8h5 h8h6 h8h7 h8h9 h8i8 i10i8 i10i9 i7i6",
    );
}

#[test]
fn the_generals_may_not_face_each_other() {
    // Kd1 may not step to e1, facing ke10 across the empty file.
    assert_moves("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1d2");
    // The horse on e5, alone between the generals, may not leave the file.
    assert_moves("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", "e1d1 e1e2 e1f1");
}

#[test]
fn cannon_screens_pin_both_ways() {
    // A piece may not become the only screen between the general and a
    // cannon: the chariot may not stop on e2, the general may step to e2
    // (no screen) but not to d1 (facing kd10).
    assert_moves(
        "3k5/4c4/9/9/9/9/9/9/R8/4K4 w - - 0 1",
        "a2a1 a2a10 a2a3 a2a4 a2a5 a2a6 a2a7 a2a8 a2a9 a2b2 a2c2 a2d2 a2f2 a2g2 a2h2 a2i2 e1e2 e1f1",
    );
    // Of two screens (the horse on e3, a black soldier on e6), neither may
    // leave: every horse move leaves the file.
    assert_moves("3k5/4c4/9/9/4p4/9/9/4N4/9/4K4 w - - 0 1", "e1e2 e1f1");
    // The chariot on e3 is pinned twice: by the chariot on e5 (its
    // capture would leave the cannon on e8 one screen) and by the cannon.
    assert_moves(
        "3k5/9/4c4/9/9/4r4/9/4R4/9/4K4 w - - 0 1",
        "e1e2 e1f1 e3e2 e3e4",
    );
    // The soldier on e7 and the chariot on e3 screen the cannon on e1 from
    // ke10: the chariot may not take the soldier (one screen would be left).
    assert_moves(
        "3aka3/3r5/5R3/4P2Pn/2b3p2/PpPp5/1N4PC1/4rA3/2cK1p3/2BAC2N1 b - - 3 35",
        "b5a5 b5b4 b5c5 c2a2 c2b2 c2c3 c2c4 c6a8 c6e8 d10e9 d5c5 d5d4 d5e5 d9a9 d9b9 d9c9 \
         d9d6 d9d7 d9d8 d9e9 d9f9 d9g9 d9h9 d9i9 e10e9 e3e1 e3e2 e3e4 e3e5 e3e6 f10e9 f2e2 \
         f2f1 f2g2 g6g5 i7h5 i7h9",
    );
    // In check through the chariot on e6: it may leave the file (no screen
    // then) or take the cannon; the general may not step along the file.
    assert_moves(
        "3k5/4c4/9/9/4R4/9/9/9/9/4K4 w - - 0 1",
        "e1f1 e6a6 e6b6 e6c6 e6d6 e6e9 e6f6 e6g6 e6h6 e6i6",
    );
}

/// Every way to put up to three chariots, cannons or horses of either side
/// on e2 to e7, between Ke1 and the black general on d10 or e10 (flying
/// general): every pattern of pins and screens on one ray, against the
/// naive reference.
#[test]
fn every_pattern_on_the_generals_file() {
    let squares = ["e2", "e3", "e4", "e5", "e6", "e7"].map(square);
    let letters = ['R', 'C', 'N', 'r', 'c', 'n'];
    let mut compared = 0;
    for black_general in ["d10", "e10"].map(square) {
        for mask in 0..1u32 << squares.len() {
            let chosen: Vec<usize> = (0..squares.len()).filter(|&i| mask >> i & 1 == 1).collect();
            if chosen.len() > 3 {
                continue;
            }
            for kinds in 0..letters.len().pow(chosen.len() as u32) {
                let mut board = [' '; 90];
                board[square("e1")] = 'K';
                board[black_general] = 'k';
                let mut rest = kinds;
                for &index in &chosen {
                    board[squares[index]] = letters[rest % letters.len()];
                    rest /= letters.len();
                }
                let fen = format!("{} w - - 0 1", placement(&board));
                let Ok(start) = Position::from_fen(&fen) else {
                    continue;
                };
                let moves = our_moves::<Fastest>(&start);
                assert_eq!(moves, naive::legal_moves(&start), "{fen}");
                assert_eq!(our_moves::<Hyperbola>(&start), moves, "{fen}");
                let count = moves.len() as u64;
                assert_eq!(count_legal_moves::<Fastest>(&start), count, "{fen}");
                assert_eq!(count_legal_moves::<Hyperbola>(&start), count, "{fen}");
                compared += 1;
            }
        }
    }
    assert!(compared > 5_000, "{compared}");
}

#[test]
fn horses_are_lame_and_their_legs_pin() {
    // The advisor on d2 is the leg of the horse on c2, which would then
    // attack e1: it may not move.
    assert_moves("3k5/9/9/9/9/9/9/9/2nA5/4K4 w - - 0 1", "e1d1 e1e2 e1f1");
    // Check from the horse on f3 (leg f2 empty): only the general moves;
    // the advisor's d1e2 does not cover the leg.
    assert_moves("3k5/9/9/9/9/9/9/5n3/9/R2AK4 w - - 0 1", "e1e2 e1f1");
    // The black horse on d1 has both legs blocked (e1, d2) and gives no
    // check; the chariot on d2 covers e2 and d1.
    assert_moves("4k4/4a4/9/9/9/9/9/9/3r5/3nK4 w - - 0 1", "e1f1");
}

#[test]
fn palace_and_river() {
    // The elephant on c5 may not cross to a7 or e7, nor pass the soldier
    // on d4 to e3; the soldier on d4 has not crossed the river: forward
    // only.
    assert_moves("4k4/9/9/9/9/2B6/3P5/9/9/3K5 w - - 0 1", "c5a3 d1d2 d4d5");
    // The advisor on e2 and the general stay in the palace.
    assert_moves(
        "3k5/9/9/9/9/9/9/9/4A4/2B1K4 w - - 0 1",
        "c1a3 c1e3 e1f1 e2d1 e2d3 e2f1 e2f3",
    );
    // The soldier on c7 has crossed: sideways too, never back; e5 has not.
    assert_moves(
        "3k5/9/9/2P6/9/4P4/9/9/9/4K4 w - - 0 1",
        "c7b7 c7c8 c7d7 e1e2 e1f1 e5e6",
    );
    // A black soldier on e2 covers d2 and e1: red has no move (and loses).
    assert_moves("4k4/9/9/9/9/9/9/9/4p4/3K5 w - - 0 1", "");
}

#[test]
fn cannons_capture_over_one_screen() {
    // The cannon on b3 takes b7 over its own soldier on b5, and slides
    // elsewhere; it cannot take without a screen.
    assert_moves(
        "3k5/9/9/1p7/9/1P7/9/1C7/9/4K4 w - - 0 1",
        "b3a3 b3b1 b3b2 b3b4 b3b7 b3c3 b3d3 b3e3 b3f3 b3g3 b3h3 b3i3 b5b6 e1e2 e1f1",
    );
}

#[test]
fn divide_splits_perft_by_first_move() {
    let start = position(FAIRY_MIDDLEGAME);
    let split = divide::<Fastest>(&start, 3);
    assert_eq!(split.len(), 49);
    assert_eq!(split.iter().map(|(_, nodes)| nodes).sum::<u64>(), 100_326);
    let names: Vec<String> = split.iter().map(|(m, _)| m.to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    for (legal_move, nodes) in &split {
        let child = start.play(*legal_move);
        assert_eq!(*nodes, perft::<Hyperbola>(&child, 2), "{legal_move}");
        assert_eq!(*nodes, naive::perft(&child, 2), "{legal_move}");
    }
    assert!(divide::<Fastest>(&start, 0).is_empty());
    assert_eq!(perft::<Fastest>(&start, 0), 1);
}

/// Random games from the initial position and the two of Fairy-Stockfish:
/// at every position the legal moves (listed and counted, both lookups)
/// equal the naive reference's, and the FEN reads back as the position.
#[test]
fn random_games_agree_with_the_naive_reference() {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[0x71; 32]);
    let mut positions = 0;
    let mut in_check = 0;
    for start in [INITIAL, FAIRY_MIDDLEGAME, FAIRY_ENDGAME] {
        for _game in 0..8 {
            let mut current = position(start);
            for _ply in 0..120 {
                let moves = our_moves::<Fastest>(&current);
                assert_eq!(
                    moves,
                    naive::legal_moves(&current),
                    "legal moves of {current}"
                );
                assert_eq!(
                    our_moves::<Hyperbola>(&current),
                    moves,
                    "Hyperbola on {current}"
                );
                let count = moves.len() as u64;
                assert_eq!(count_legal_moves::<Fastest>(&current), count, "{current}");
                assert_eq!(count_legal_moves::<Hyperbola>(&current), count, "{current}");
                assert_eq!(
                    Position::from_fen(&current.to_string()),
                    Ok(current),
                    "{current}"
                );
                positions += 1;
                in_check += usize::from(naive::in_check(&current));
                if moves.is_empty() {
                    break;
                }
                let index = usize::try_from(rng.next_u64() % count).expect("a small index");
                let legal_move = legal_moves::<Fastest>(&current)
                    .into_iter()
                    .find(|legal_move| legal_move.to_string() == moves[index])
                    .expect("the move just listed");
                current = current.play(legal_move);
            }
        }
    }
    assert!(positions > 2_000 && in_check > 30, "{positions} {in_check}");
}

#[test]
fn fen_round_trips() {
    for fen in [
        INITIAL,
        FAIRY_MIDDLEGAME,
        FAIRY_ENDGAME,
        "rnbakabnr/9/1c2c4/p1p1C1p1p/9/9/P1P1P1P1P/1C7/9/RNBAKABNR b - - 0 2",
        "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 17 42",
    ] {
        assert_eq!(position(fen).to_string(), fen);
    }
    assert_eq!(position(INITIAL), Position::initial());
    // The move counters are optional; Fairy-Stockfish's `h` and `e` name
    // the horse and the elephant.
    assert_eq!(
        position("rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - -"),
        Position::initial()
    );
    // Playing counts the moves as Fairy-Stockfish does: the halfmove clock
    // is reset by captures only (not by soldier moves). The FEN is
    // pyffish's `get_fen` after the same moves.
    let mut game = Position::initial();
    for uci in ["e4e5", "h8e8", "h3e3", "e8e5", "e3e7"] {
        let legal_move = legal_moves::<Fastest>(&game)
            .into_iter()
            .find(|legal_move| legal_move.to_string() == uci)
            .unwrap_or_else(|| panic!("{uci} is legal in {game}"));
        game = game.play(legal_move);
    }
    assert_eq!(
        game.to_string(),
        "rnbakabnr/9/1c7/p1p1C1p1p/9/4c4/P1P3P1P/1C7/9/RNBAKABNR b - - 0 3"
    );
    assert_eq!(
        game.piece_at(square("e7")),
        Some((Side::Red, Piece::Cannon))
    );
}

#[test]
fn square_names() {
    assert_eq!(square_name(0), "a1");
    assert_eq!(square_name(89), "i10");
    assert_eq!(square_name(82), "b10");
    for square in 0..90 {
        assert_eq!(parse_square(&square_name(square)), Some(square));
    }
    for bad in ["", "a", "a0", "a11", "j1", "A1", "a+1", "a01", "a1 ", "é1"] {
        assert_eq!(parse_square(bad), None, "{bad}");
    }
}

/// The game's piece letters, as the errors list them.
const LETTERS: &str = "KABNRCP kabnrcp (E, H for elephant, horse)";

/// The error of a misplaced piece, with the rule it breaks.
fn misplaced(side: &'static str, piece: &'static str, square: &str) -> FenError {
    let rule = match (piece, side) {
        ("general" | "advisor", "red") => "stays in its palace, d1 to f3",
        ("general" | "advisor", _) => "stays in its palace, d8 to f10",
        ("elephant", "red") => "never crosses the river: ranks 1 to 5",
        ("elephant", _) => "never crosses the river: ranks 6 to 10",
        (_, "red") => "starts on rank 4 and never moves back",
        _ => "starts on rank 7 and never moves back",
    };
    FenError::Misplaced {
        side,
        piece,
        square: <bitfill::xiangqi::Board as bitfill::Geometry>::parse_square(square)
            .map(<bitfill::xiangqi::Board as bitfill::Geometry>::square_name)
            .expect("a square"),
        rule,
    }
}

#[test]
fn malformed_fens_are_errors() {
    let start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    let cases = [
        (String::new(), FenError::FieldCount(0)),
        (start.to_owned(), FenError::FieldCount(1)),
        (format!("{start} w"), FenError::FieldCount(2)),
        (format!("{start} w - - 0"), FenError::FieldCount(5)),
        (format!("{start} w - - 0 1 x"), FenError::FieldCount(7)),
        // Chess FEN: eight ranks.
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1".into(),
            FenError::RankCount {
                found: 8,
                expected: 10,
            },
        ),
        (
            "9/9/9/9/9/9/9/9/9/9/9 w - - 0 1".into(),
            FenError::RankCount {
                found: 11,
                expected: 10,
            },
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4p w - - 0 1".into(),
            FenError::RankTooLong { rank: 1, files: 9 },
        ),
        (
            "4k4/9/9/9/9/5P5/9/9/9/4K4 w - - 0 1".into(),
            FenError::RankTooLong { rank: 5, files: 9 },
        ),
        (
            "4k4/9/9/9/9/8/9/9/9/4K4 w - - 0 1".into(),
            FenError::RankTooShort {
                rank: 5,
                squares: 8,
                files: 9,
            },
        ),
        (
            "4k4/9/9/9/9/45/9/9/9/4K4 w - - 0 1".into(),
            FenError::RankTooLong { rank: 5, files: 9 },
        ),
        (
            "4k4/9/9/9/9/0P8/9/9/9/4K4 w - - 0 1".into(),
            FenError::EmptyCount {
                rank: 5,
                text: "0".into(),
            },
        ),
        // Chess's queen and Fairy-Stockfish's unknown letters.
        (
            "4k4/9/9/9/9/4Q4/9/9/9/4K4 w - - 0 1".into(),
            FenError::BadPiece {
                character: 'Q',
                rank: 5,
                letters: LETTERS,
            },
        ),
        (
            "4k4/9/9/9/9/4é4/9/9/9/4K4 w - - 0 1".into(),
            FenError::BadPiece {
                character: 'é',
                rank: 5,
                letters: LETTERS,
            },
        ),
        (
            format!("{start} r - - 0 1"),
            FenError::SideToMove("r".into()),
        ),
        (
            format!("{start} W - - 0 1"),
            FenError::SideToMove("W".into()),
        ),
        (
            format!("{start} w KQkq - 0 1"),
            FenError::Castling {
                text: "KQkq".into(),
                expected: "xiangqi has no castling, expected `-`",
            },
        ),
        (
            format!("{start} w - e3 0 1"),
            FenError::EnPassant {
                text: "e3".into(),
                expected: "xiangqi has no en passant, expected `-`",
            },
        ),
        (
            format!("{start} w - - x 1"),
            FenError::HalfmoveClock("x".into()),
        ),
        (
            format!("{start} w - - -1 1"),
            FenError::HalfmoveClock("-1".into()),
        ),
        (
            format!("{start} w - - 0 0"),
            FenError::FullmoveNumber("0".into()),
        ),
        (
            format!("{start} w - - 0 1.5"),
            FenError::FullmoveNumber("1.5".into()),
        ),
        (
            "9/9/9/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "black",
                royal: "general",
                count: 0,
            },
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "red",
                royal: "general",
                count: 2,
            },
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/2K6 w - - 0 1".into(),
            misplaced("red", "general", "c1"),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1".into(),
            misplaced("red", "advisor", "a1"),
        ),
        (
            "4k4/9/2a6/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            misplaced("black", "advisor", "c8"),
        ),
        (
            "4k4/9/9/9/9/2b6/9/9/9/4K4 w - - 0 1".into(),
            misplaced("black", "elephant", "c5"),
        ),
        (
            "4k4/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1".into(),
            misplaced("red", "elephant", "c6"),
        ),
        (
            "4k4/9/9/9/9/9/9/P8/9/4K4 w - - 0 1".into(),
            misplaced("red", "soldier", "a3"),
        ),
        (
            "4k4/p8/9/9/9/9/9/9/9/3K5 w - - 0 1".into(),
            misplaced("black", "soldier", "a9"),
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            FenError::GeneralsFace('e'),
        ),
        (
            "5k3/9/9/9/9/9/9/9/9/5K3 b - - 0 1".into(),
            FenError::GeneralsFace('f'),
        ),
        // Red to move, black in check: from a chariot, a cannon over a
        // screen, a horse, a soldier.
        (
            "4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/9/3P5/9/3C5/9/9/9/9/4K4 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/9/4N4/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/3P5/9/9/9/9/9/9/9/4K4 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
    ];
    for (fen, expected) in cases {
        let error = Position::from_fen(&fen).expect_err(&fen);
        assert_eq!(error, expected, "{fen}");
        let message = error.to_string();
        assert!(!message.is_empty() && !message.contains('\n'), "{message}");
    }
    // The messages name the problem.
    let message = |fen: &str| Position::from_fen(fen).expect_err(fen).to_string();
    assert_eq!(
        message("4k4/9/9/9/9/9/9/9/9/A3K4 w - - 0 1"),
        "a red advisor on a1: a red advisor stays in its palace, d1 to f3"
    );
    assert_eq!(
        message("4k4/9/9/9/2B6/9/9/9/9/4K4 w - - 0 1"),
        "a red elephant on c6: a red elephant never crosses the river: ranks 1 to 5"
    );
    assert_eq!(
        message("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"),
        "the generals face each other on the e-file with nothing between them"
    );
    assert_eq!(
        message(&format!("{start} w KQkq - 0 1")),
        "bad castling field \"KQkq\": xiangqi has no castling, expected `-`"
    );
}

fn square(name: &str) -> usize {
    parse_square(name).expect("a square")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    /// Any text is read without panicking.
    #[test]
    fn any_text_is_an_error_or_a_position(text in "\\PC{0,100}") {
        let _ = Position::from_fen(&text);
    }

    /// Random boards (the generals anywhere in their palaces, up to 24 other
    /// pieces wherever a game can bring them): what we read has the naive
    /// reference's moves and perft, with either lookup; what we refuse,
    /// the reference finds illegal (the side not to move in check).
    #[test]
    fn random_boards_agree_with_the_naive_reference(
        pieces in prop::collection::vec((0..90usize, "[ABNRCPabnrcp]"), 0..24),
        generals in (0..9usize, 0..9usize),
        black_to_move in any::<bool>(),
    ) {
        let fen = random_fen(&pieces, generals, black_to_move);
        match Position::from_fen(&fen) {
            Ok(ours) => {
                let moves = our_moves::<Fastest>(&ours);
                prop_assert_eq!(&moves, &naive::legal_moves(&ours), "{}", fen);
                prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
                let nodes = perft::<Fastest>(&ours, 2);
                prop_assert_eq!(perft::<Hyperbola>(&ours, 2), nodes, "{}", fen);
                prop_assert_eq!(naive::perft(&ours, 2), nodes, "{}", fen);
            }
            Err(FenError::GeneralsFace(_) | FenError::OpponentInCheck { .. }) => {
                prop_assert!(naive::opponent_in_check(&fen), "{}", fen);
            }
            Err(error) => prop_assert!(false, "{fen}: {error}"),
        }
    }

    /// Crowded palace files (d to f, where the generals stand: pieces only
    /// there, chariots and cannons first): the pins of the general's rays,
    /// with up to three pieces between it and a cannon or chariot, against
    /// the naive reference.
    #[test]
    fn crowded_palace_files_agree_with_the_naive_reference(
        pieces in prop::collection::vec((3..6usize, 0..10usize, "[RCrcRCrcNnPpAaBb]"), 0..16),
        generals in (0..9usize, 0..9usize),
        black_to_move in any::<bool>(),
    ) {
        let pieces: Vec<(usize, String)> =
            pieces.into_iter().map(|(file, rank, piece)| (rank * 9 + file, piece)).collect();
        let fen = random_fen(&pieces, generals, black_to_move);
        if let Ok(ours) = Position::from_fen(&fen) {
            let moves = our_moves::<Fastest>(&ours);
            prop_assert_eq!(&moves, &naive::legal_moves(&ours), "{}", fen);
            prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
            let nodes = perft::<Fastest>(&ours, 2);
            prop_assert_eq!(perft::<Hyperbola>(&ours, 2), nodes, "{}", fen);
            prop_assert_eq!(naive::perft(&ours, 2), nodes, "{}", fen);
        }
    }

    /// Valid FENs with a few characters replaced, inserted or removed: an
    /// error, or a position whose moves equal the naive reference's; never
    /// a panic.
    #[test]
    fn edited_fens_are_errors_or_playable(
        which in 0..3usize,
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, "[ /0-9a-zA-Z-]"), 1..4),
    ) {
        let fens = [INITIAL, FAIRY_MIDDLEGAME, FAIRY_ENDGAME];
        let mut fen: Vec<char> = fens[which].chars().collect();
        for (at, edit, text) in edits {
            common::edit_text(&mut fen, at, edit, text.chars().next().unwrap_or('x'));
        }
        let fen: String = fen.into_iter().collect();
        if let Ok(ours) = Position::from_fen(&fen) {
            let moves = our_moves::<Fastest>(&ours);
            prop_assert_eq!(&moves, &naive::legal_moves(&ours), "{}", fen);
            prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
        }
    }
}

/// A FEN for `random_boards_agree_with_the_naive_reference`: `pieces`
/// where a game can bring them (the others dropped), the generals on the
/// palace squares `generals` picks.
fn random_fen(
    pieces: &[(usize, String)],
    (red_general, black_general): (usize, usize),
    black_to_move: bool,
) -> String {
    let mut board = [' '; 90];
    for (square, piece) in pieces {
        let piece = piece.chars().next().unwrap_or('P');
        let (file, rank) = (square % 9, square / 9);
        let red = piece.is_ascii_uppercase();
        let (home, palace_ranks, soldier_ranks) = if red {
            (0..5, 0..3, 3..10)
        } else {
            (5..10, 7..10, 0..7)
        };
        let allowed = match piece.to_ascii_lowercase() {
            'a' => (3..6).contains(&file) && palace_ranks.contains(&rank),
            'b' => home.contains(&rank),
            'p' => soldier_ranks.contains(&rank),
            _ => true,
        };
        if allowed {
            board[*square] = piece;
        }
    }
    let palace = |index: usize, first_rank: usize| (first_rank + index / 3) * 9 + 3 + index % 3;
    board[palace(red_general, 0)] = 'K';
    board[palace(black_general, 7)] = 'k';
    let side = if black_to_move { 'b' } else { 'w' };
    format!("{} {side} - - 0 1", placement(&board))
}

/// The placement field of a board of FEN letters (`' '` for empty),
/// a1 first.
fn placement(board: &[char; 90]) -> String {
    let mut placement = String::new();
    for rank in (0..10).rev() {
        let mut empty = 0;
        for file in 0..9 {
            match board[rank * 9 + file] {
                ' ' => empty += 1,
                piece => {
                    if empty > 0 {
                        placement.push_str(&empty.to_string());
                        empty = 0;
                    }
                    placement.push(piece);
                }
            }
        }
        if empty > 0 {
            placement.push_str(&empty.to_string());
        }
        if rank > 0 {
            placement.push('/');
        }
    }
    placement
}

/// A naive reference: the rules of xiangqi walked square by square on an
/// array of 90 squares, no bitboards; a move is legal if, played, it
/// leaves one's own general neither attacked by any enemy piece nor facing
/// the other general on an open file.
mod naive {
    use bitfill_games::xiangqi::{Piece, Position, Side, square_name};

    type Board = [Option<(Side, Piece)>; 90];

    const ORTHOGONAL: [(i32, i32); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
    const DIAGONAL: [(i32, i32); 4] = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    const HORSE: [(i32, i32); 8] = [
        (1, 2),
        (2, 1),
        (2, -1),
        (1, -2),
        (-1, -2),
        (-2, -1),
        (-2, 1),
        (-1, 2),
    ];

    fn board(position: &Position) -> Board {
        std::array::from_fn(|square| position.piece_at(square))
    }

    fn at(file: i32, rank: i32) -> Option<usize> {
        ((0..9).contains(&file) && (0..10).contains(&rank)).then(|| (rank * 9 + file) as usize)
    }

    fn in_palace(side: Side, file: i32, rank: i32) -> bool {
        let ranks = match side {
            Side::Red => 0..=2,
            Side::Black => 7..=9,
        };
        (3..=5).contains(&file) && ranks.contains(&rank)
    }

    fn at_home(side: Side, rank: i32) -> bool {
        match side {
            Side::Red => rank <= 4,
            Side::Black => rank >= 5,
        }
    }

    /// Where the piece on `from` moves or captures, whatever stands there
    /// (the caller drops its own pieces).
    fn reach(board: &Board, from: usize) -> Vec<usize> {
        let Some((side, piece)) = board[from] else {
            return Vec::new();
        };
        let (file, rank) = ((from % 9) as i32, (from / 9) as i32);
        let mut targets = Vec::new();
        match piece {
            Piece::General | Piece::Advisor => {
                let steps = if piece == Piece::General {
                    ORTHOGONAL
                } else {
                    DIAGONAL
                };
                for (df, dr) in steps {
                    if let Some(to) = at(file + df, rank + dr)
                        && in_palace(side, file + df, rank + dr)
                    {
                        targets.push(to);
                    }
                }
            }
            Piece::Elephant => {
                for (df, dr) in DIAGONAL {
                    if let (Some(middle), Some(to)) =
                        (at(file + df, rank + dr), at(file + 2 * df, rank + 2 * dr))
                        && board[middle].is_none()
                        && at_home(side, rank + 2 * dr)
                    {
                        targets.push(to);
                    }
                }
            }
            Piece::Horse => {
                for (df, dr) in HORSE {
                    let leg = if df.abs() == 2 {
                        at(file + df / 2, rank)
                    } else {
                        at(file, rank + dr / 2)
                    };
                    if let (Some(leg), Some(to)) = (leg, at(file + df, rank + dr))
                        && board[leg].is_none()
                    {
                        targets.push(to);
                    }
                }
            }
            Piece::Chariot | Piece::Cannon => {
                for (df, dr) in ORTHOGONAL {
                    let mut screened = false;
                    let (mut f, mut r) = (file + df, rank + dr);
                    while let Some(to) = at(f, r) {
                        let occupied = board[to].is_some();
                        if piece == Piece::Chariot || screened == occupied {
                            targets.push(to);
                        }
                        if occupied {
                            if piece == Piece::Chariot || screened {
                                break;
                            }
                            screened = true;
                        }
                        (f, r) = (f + df, r + dr);
                    }
                }
            }
            Piece::Soldier => {
                let forward = if side == Side::Red { 1 } else { -1 };
                let mut steps = vec![(0, forward)];
                if !at_home(side, rank) {
                    steps.extend([(1, 0), (-1, 0)]);
                }
                for (df, dr) in steps {
                    if let Some(to) = at(file + df, rank + dr) {
                        targets.push(to);
                    }
                }
            }
        }
        targets
    }

    /// Whether the general of `side` is attacked or faces the other one.
    fn attacked(board: &Board, side: Side) -> bool {
        let general = |side| {
            (0..90)
                .find(|&square| board[square] == Some((side, Piece::General)))
                .expect("a general")
        };
        let (own, other) = (general(side), general(side.opponent()));
        if own % 9 == other % 9 {
            let (low, high) = (own.min(other), own.max(other));
            if (low + 9..high)
                .step_by(9)
                .all(|square| board[square].is_none())
            {
                return true;
            }
        }
        (0..90).any(|from| {
            matches!(board[from], Some((owner, _)) if owner != side)
                && reach(board, from).contains(&own)
        })
    }

    /// The legal moves in UCI, sorted.
    pub fn legal_moves(position: &Position) -> Vec<String> {
        let board = board(position);
        let us = position.side_to_move();
        let mut moves = Vec::new();
        for from in 0..90 {
            if !matches!(board[from], Some((side, _)) if side == us) {
                continue;
            }
            for to in reach(&board, from) {
                if matches!(board[to], Some((side, _)) if side == us) {
                    continue;
                }
                let mut after = board;
                after[to] = after[from].take();
                if !attacked(&after, us) {
                    moves.push(format!("{}{}", square_name(from), square_name(to)));
                }
            }
        }
        moves.sort();
        moves
    }

    /// Whether the side to move is in check.
    pub fn in_check(position: &Position) -> bool {
        attacked(&board(position), position.side_to_move())
    }

    /// Whether the side not to move in `fen` (read here, not by the
    /// generator's FEN reader) is in check.
    pub fn opponent_in_check(fen: &str) -> bool {
        let mut board: Board = [None; 90];
        let mut fields = fen.split(' ');
        let placement = fields.next().unwrap_or_default();
        for (rank, text) in (0..10).rev().zip(placement.split('/')) {
            let mut file = 0;
            for character in text.chars() {
                if let Some(skip) = character.to_digit(10) {
                    file += skip as usize;
                } else {
                    let side = if character.is_ascii_uppercase() {
                        Side::Red
                    } else {
                        Side::Black
                    };
                    let piece = Piece::from_letter(character).expect("a piece letter");
                    board[rank * 9 + file] = Some((side, piece));
                    file += 1;
                }
            }
        }
        let mover = if fields.next() == Some("b") {
            Side::Black
        } else {
            Side::Red
        };
        attacked(&board, mover.opponent())
    }

    /// Perft by playing every move (the naive moves, played on the
    /// position by finding the generator's move of the same spelling).
    pub fn perft(position: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = legal_moves(position);
        if depth == 1 {
            return moves.len() as u64;
        }
        let generated =
            bitfill_games::xiangqi::legal_moves::<bitfill_games::xiangqi::Fastest>(position);
        moves
            .iter()
            .map(|uci| {
                let legal_move = generated
                    .iter()
                    .find(|legal_move| legal_move.to_string() == *uci)
                    .unwrap_or_else(|| panic!("{uci} not generated in {position}"));
                perft(&position.play(*legal_move), depth - 1)
            })
            .sum()
    }
}
