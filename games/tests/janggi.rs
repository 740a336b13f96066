//! The janggi move generator (`bitfill_games::janggi`) against
//! Fairy-Stockfish's perft counts and legal moves (the expected lists and
//! counts are pyffish 0.0.90's, Fairy-Stockfish 230826:
//! `legal_moves('janggi', fen, moves)`, recursively for perft, the moves
//! played so far counted, so that two passes in a row end the game), on
//! positions chosen for each rule; against a naive reference written here
//! (the rules walked square by square, no bitboards) on random games,
//! random boards and every small pattern in a palace, both lookups each
//! time; and its FEN reader against malformed input.
//! `scripts/janggi-check.sh` compares thousands of positions of random games
//! with pyffish itself.
//!
//! The deeper counts take a release build:
//!
//! ```text
//! cargo test --release -p bitfill-games -- --ignored
//! ```

use bitfill_games::FenError;
use bitfill_games::janggi::{
    Fastest, Hyperbola, Lookup, Move, Piece, Position, Side, count_legal_moves, divide,
    legal_moves, parse_square, perft, square_name,
};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng};

#[macro_use]
mod common;

const INITIAL: &str = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";
/// Two positions of Fairy-Stockfish's `tests/perft.sh`, which gives their
/// count at depth 4; the shallower ones are pyffish's.
const FAIRY_MIDDLEGAME: &str =
    "1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1";
const FAIRY_ENDGAME: &str = "1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23";
/// Bikjang: the generals face each other on the e-file; blue must pass or
/// break it, and passing ends the game.
const BIKJANG: &str = "4k4/9/9/9/9/R8/9/9/4K4/9 w - - 0 1";

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
}

// Fairy-Stockfish's counts: every one is pyffish's (its legal moves,
// recursively, the moves played so far given: to depth 4, and to depth 5
// from the initial position, 49 minutes on two cores), and Fairy-
// Stockfish's `tests/perft.sh` gives the same at depth 4 for the initial
// position and the two others. The ones below take well under a second
// in a debug build; the deep ones, a second in release.
perft_counts! {
    per lookup:
    initial: INITIAL => [32, 1_024, 33_000];
    fairy_middlegame: FAIRY_MIDDLEGAME => [2, 61, 2_644];
    fairy_endgame: FAIRY_ENDGAME => [25, 378, 8_835];
    bikjang: BIKJANG => [8, 26, 448, 2_052, 34_000];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    initial_deep: INITIAL => [32, 1_024, 33_000, 1_065_277, 35_243_995];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fairy_middlegame_deep: FAIRY_MIDDLEGAME => [2, 61, 2_644, 76_763];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fairy_endgame_deep: FAIRY_ENDGAME => [25, 378, 8_835, 151_202];
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    bikjang_deep: BIKJANG => [8, 26, 448, 2_052, 34_000, 140_720];
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
    assert_eq!(
        naive::Game::new(&start).legal_moves(),
        expected,
        "naive moves of {fen}"
    );
    for count in [
        count_legal_moves::<Fastest>(&start),
        count_legal_moves::<Hyperbola>(&start),
    ] {
        assert_eq!(count, expected.len() as u64, "count of {fen}");
    }
}

/// `start` after the moves `played` (UCI), each legal where it is played.
fn play(start: &Position, played: &[&str]) -> Position {
    played.iter().fold(*start, |current, uci| {
        let legal_move = legal_moves::<Fastest>(&current)
            .into_iter()
            .find(|legal_move| legal_move.to_string() == *uci)
            .unwrap_or_else(|| panic!("{uci} is legal in {current}"));
        current.play(legal_move)
    })
}

#[test]
fn initial_moves_are_spelled_like_fairy_stockfish() {
    assert_moves(
        INITIAL,
        "a1a2 a1a3 a4a5 a4b4 b1a3 b1c3 c4b4 c4c5 c4d4 d1d2 d1e1 e2d2 e2d3 e2e1 e2e2 e2e3 e2f2 \
         e2f3 e4d4 e4e5 e4f4 f1e1 f1f2 g4f4 g4g5 g4h4 h1g3 h1i3 i1i2 i1i3 i4h4 i4i5",
    );
    assert_moves(
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1",
        "a10a8 a10a9 a7a6 a7b7 b10a8 b10c8 c7b7 c7c6 c7d7 d10d9 d10e10 e7d7 e7e6 e7f7 e9d8 \
         e9d9 e9e10 e9e8 e9e9 e9f8 e9f9 f10e10 f10f9 g7f7 g7g6 g7h7 h10g8 h10i8 i10i8 i10i9 \
         i7h7 i7i6",
    );
}

#[test]
fn cannons_hop_over_anything_but_a_cannon() {
    // The cannon on b2 moves and captures only over a screen: over the
    // soldier on b4, up to b10.
    assert_moves(
        "4k4/9/9/9/9/9/1P7/9/1C7/3K5 w - - 0 1",
        "b2b10 b2b5 b2b6 b2b7 b2b8 b2b9 b4a4 b4b5 b4c4 d1d1 d1d2 d1e1 d1e2",
    );
    // Not over a cannon, even an enemy one.
    assert_moves(
        "4k4/9/9/9/9/9/1c7/9/1C7/3K5 w - - 0 1",
        "d1d1 d1d2 d1e1 d1e2",
    );
    // Nor onto one: the cannon on b9 stops it on b8.
    assert_moves(
        "4k4/1c7/9/9/9/9/1P7/9/1C7/3K5 w - - 0 1",
        "b2b5 b2b6 b2b7 b2b8 b4a4 b4b5 b4c4 d1d1 d1d2 d1e1 d1e2",
    );
}

#[test]
fn palace_diagonals() {
    // The cannon on d3 hops over the advisor on e2 to f1, along the
    // palace's diagonal; the advisor steps along the lines of the palace.
    assert_moves(
        "4k4/9/9/9/9/9/9/3C5/4A4/3K5 w - - 0 1",
        "d1d1 d1d2 d1e1 d3f1 e2d2 e2e1 e2e3 e2f1 e2f2 e2f3",
    );
    // A blue cannon on f8 checks d10 over the red advisor on e9, along the
    // diagonal: every step of the advisor leaves it (e9f8 takes the
    // cannon); the general may not step onto it.
    assert_moves(
        "3k5/4a4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
        "d10d9 d10e10 e9d8 e9d9 e9e10 e9e8 e9f10 e9f8 e9f9",
    );
    // With a cannon on e9 instead, no check: a cannon is no screen.
    assert_moves(
        "3k5/4c4/5C3/9/9/9/9/9/9/4K4 b - - 0 1",
        "d10d10 d10d9 d10e10",
    );
    // The chariot on d1 slides to e2 and f3 along the diagonal.
    assert_moves(
        "4k4/9/9/9/9/9/9/9/5K3/3R5 w - - 0 1",
        "d1a1 d1b1 d1c1 d1d10 d1d2 d1d3 d1d4 d1d5 d1d6 d1d7 d1d8 d1d9 d1e1 d1e2 d1f1 d1f3 \
         d1g1 d1h1 d1i1 f2e2 f2f1 f2f2 f2f3",
    );
    // The chariot on d8 checks f10 along the diagonal through e9.
    assert_moves("5k3/9/3R5/9/9/9/9/9/9/4K4 b - - 0 1", "f10e10 f10f9");
    // The advisor on e2, the palace's centre, steps to its eight squares.
    assert_moves(
        "3k5/9/9/9/9/9/9/9/4A4/5K3 w - - 0 1",
        "e2d1 e2d2 e2d3 e2e1 e2e3 e2f2 e2f3 f1e1 f1f1 f1f2",
    );
    // The general on d2 is on no diagonal line: it steps orthogonally.
    assert_moves("4k4/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2d1 d2d2 d2d3 d2e2");
    // The soldier on d8 steps diagonally forward to e9, along the line.
    assert_moves(
        "3k5/9/3P5/9/9/9/9/9/9/5K3 w - - 0 1",
        "d8c8 d8d9 d8e8 d8e9 f1e1 f1e2 f1f1 f1f2",
    );
}

#[test]
fn elephants_and_horses_are_lame() {
    // The elephant on e5 leaps (2, 3) and (3, 2) anywhere, the river no
    // bar; the soldier on e6 blocks its two leaps through e6.
    assert_moves(
        "4k4/9/9/9/9/4B4/9/9/3K5/9 w - - 0 1",
        "d2d1 d2d2 d2d3 d2e2 e5b3 e5b7 e5c2 e5c8 e5g2 e5g8 e5h3 e5h7",
    );
    assert_moves(
        "4k4/9/9/9/4P4/4B4/9/9/3K5/9 w - - 0 1",
        "d2d1 d2d2 d2d3 d2e2 e5b3 e5b7 e5c2 e5g2 e5h3 e5h7 e6d6 e6e7 e6f6",
    );
    // The horse on c2 would take e1 over its leg d2: the general may not
    // step there, and the advisor may block the leg.
    assert_moves(
        "4k4/9/9/9/9/9/9/9/2n1A4/3K5 w - - 0 1",
        "d1d1 d1d2 e2d2 e2d3 e2e1 e2e3 e2f1 e2f2 e2f3",
    );
    // The horse on e3 covers f1 over its leg e2; the advisor on d1 may
    // step onto the leg.
    assert_moves(
        "4k4/9/9/9/9/9/9/4n4/9/R2AK4 w - - 0 1",
        "a1a10 a1a2 a1a3 a1a4 a1a5 a1a6 a1a7 a1a8 a1a9 a1b1 a1c1 d1d2 d1e2 e1e1 e1e2",
    );
}

#[test]
fn passes_and_bikjang() {
    // In check, no pass (the chariot on a2 checks along the second rank).
    assert_moves("4k4/9/9/9/9/9/9/9/r2K5/9 w - - 0 1", "d2d1 d2d3");
    // The general may face the other (bikjang): d1e1 and d1e2 are legal.
    assert_moves("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", "d1d1 d1d2 d1e1 d1e2");
    // In bikjang, blue must pass or break it: the chariot on a5 may only
    // step in between, to e5; the general must leave the file.
    assert_moves(BIKJANG, "a5e5 e2d1 e2d2 e2d3 e2e2 e2f1 e2f2 e2f3");
    // The chariot on a1 cannot come between.
    assert_moves(
        "4k4/9/9/9/9/9/9/9/4K4/R8 w - - 0 1",
        "e2d1 e2d2 e2d3 e2e2 e2f1 e2f2 e2f3",
    );
    // In bikjang and in check (the chariot on a2), the pass is legal.
    assert_moves(
        "4k4/9/9/9/9/9/9/9/r3K4/9 w - - 0 1",
        "e2d1 e2d3 e2e2 e2f1 e2f3",
    );
}

#[test]
fn two_passes_or_a_pass_in_bikjang_end_the_game() {
    // Fairy-Stockfish's `is_immediate_game_end`; pyffish lists no move
    // after `e2e2 e9e9` from the initial position, nor after `e2e2` in
    // bikjang.
    let initial = Position::initial();
    let passed = play(&initial, &["e2e2"]);
    assert!(passed.passed() && !passed.is_over());
    assert_eq!(count_legal_moves::<Fastest>(&passed), 32);
    let ended = play(&initial, &["e2e2", "e9e9"]);
    assert!(ended.is_over());
    assert!(legal_moves::<Fastest>(&ended).is_empty());
    assert_eq!(count_legal_moves::<Hyperbola>(&ended), 0);
    // A move between the passes keeps the game going.
    let going = play(&initial, &["e2e2", "a7a6", "e2e2"]);
    assert!(going.passed() && !going.is_over());
    assert_eq!(count_legal_moves::<Fastest>(&going), 33);
    // The FEN does not hold the pass: read back, the game goes on.
    assert_eq!(
        ended.to_string(),
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 2 2"
    );
    assert_eq!(
        count_legal_moves::<Fastest>(&position(&ended.to_string())),
        32
    );

    let bikjang = position(BIKJANG);
    assert!(bikjang.bikjang());
    let ended = play(&bikjang, &["e2e2"]);
    assert!(ended.is_over() && ended.bikjang());
    assert!(legal_moves::<Hyperbola>(&ended).is_empty());
    // Breaking it, the game goes on (e10 is on no diagonal line: no
    // e10f9).
    let broken = play(&bikjang, &["e2d2"]);
    assert!(!broken.is_over() && !broken.bikjang());
    assert_eq!(
        our_moves::<Fastest>(&broken),
        ["e10d10", "e10e10", "e10e9", "e10f10"]
    );
    // Making bikjang, then red's pass: over.
    let made = play(&position("4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1"), &["e6c5"]);
    assert!(made.bikjang() && !made.is_over());
    assert_eq!(our_moves::<Fastest>(&made), ["e10d10", "e10e10", "e10f10"]);
    assert!(play(&made, &["e10e10"]).is_over());
}

/// The legal move of `start` spelled `uci`.
fn find(start: &Position, uci: &str) -> Move {
    legal_moves::<Fastest>(start)
        .into_iter()
        .find(|legal_move| legal_move.to_string() == uci)
        .unwrap_or_else(|| panic!("{uci} is legal in {start}"))
}

/// Every way to put up to two pieces in blue's palace or on e4 (any kind
/// alone, two of chariots, cannons, advisors and red horses together),
/// around the blue general on each palace square, the red general on d10
/// or e10, either side to move: checks, screens, diagonals and bikjang in
/// the palace, against the naive reference.
#[test]
fn every_pattern_in_the_palace() {
    let palace = ["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"].map(square);
    let alone = ['R', 'C', 'N', 'B', 'A', 'r', 'c', 'n', 'b', 'p'];
    let together = ['R', 'C', 'A', 'r', 'c', 'n'];
    let mut compared = 0;
    for general in palace {
        let around: Vec<usize> = palace
            .into_iter()
            .chain([square("e4")])
            .filter(|&at| at != general)
            .collect();
        let mut patterns: Vec<Vec<(usize, char)>> = vec![Vec::new()];
        for (index, &first) in around.iter().enumerate() {
            patterns.extend(alone.map(|piece| vec![(first, piece)]));
            for &second in &around[index + 1..] {
                for a in together {
                    patterns.extend(together.map(|b| vec![(first, a), (second, b)]));
                }
            }
        }
        for red_general in ["d10", "e10"].map(square) {
            for pattern in &patterns {
                let mut board = [' '; 90];
                board[general] = 'K';
                board[red_general] = 'k';
                for &(at, piece) in pattern {
                    board[at] = piece;
                }
                for side in ['w', 'b'] {
                    let fen = format!("{} {side} - - 0 1", placement(&board));
                    if let Ok(start) = Position::from_fen(&fen) {
                        compare(&start);
                        compared += 1;
                    }
                }
            }
        }
    }
    assert!(compared > 20_000, "{compared}");
}

/// Both lookups, listing and counting, against the naive reference.
fn compare(start: &Position) {
    let moves = our_moves::<Fastest>(start);
    assert_eq!(moves, naive::Game::new(start).legal_moves(), "{start}");
    assert_eq!(our_moves::<Hyperbola>(start), moves, "{start}");
    let count = moves.len() as u64;
    assert_eq!(count_legal_moves::<Fastest>(start), count, "{start}");
    assert_eq!(count_legal_moves::<Hyperbola>(start), count, "{start}");
}

#[test]
fn divide_splits_perft_by_first_move() {
    let start = position(FAIRY_MIDDLEGAME);
    let split = divide::<Fastest>(&start, 3);
    assert_eq!(split.len(), 2);
    assert_eq!(split.iter().map(|(_, nodes)| nodes).sum::<u64>(), 2_644);
    let names: Vec<String> = split.iter().map(|(m, _)| m.to_string()).collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    for (legal_move, nodes) in &split {
        let child = start.play(*legal_move);
        assert_eq!(*nodes, perft::<Hyperbola>(&child, 2), "{legal_move}");
        let mut game = naive::Game::new(&start);
        game.play(&legal_move.to_string());
        assert_eq!(*nodes, game.perft(2), "{legal_move}");
    }
    assert!(divide::<Fastest>(&start, 0).is_empty());
    assert_eq!(perft::<Fastest>(&start, 0), 1);
}

/// Random games from the initial position and the two of Fairy-Stockfish,
/// the naive reference playing along (with its own account of passes and
/// bikjang): at every position the legal moves (listed and counted, both
/// lookups) equal the reference's, and the FEN reads back as the
/// board. The pass is drawn more often than the others, so that games end
/// by passes too.
#[test]
fn random_games_agree_with_the_naive_reference() {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[0x4a; 32]);
    let mut positions = 0;
    let mut in_check = 0;
    let mut bikjang = 0;
    let mut over = 0;
    for start in [INITIAL, FAIRY_MIDDLEGAME, FAIRY_ENDGAME, BIKJANG] {
        for _game in 0..8 {
            let mut current = position(start);
            let mut game = naive::Game::new(&current);
            for _ply in 0..120 {
                let moves = our_moves::<Fastest>(&current);
                assert_eq!(moves, game.legal_moves(), "legal moves of {current}");
                assert_eq!(
                    our_moves::<Hyperbola>(&current),
                    moves,
                    "Hyperbola on {current}"
                );
                let count = moves.len() as u64;
                assert_eq!(count_legal_moves::<Fastest>(&current), count, "{current}");
                assert_eq!(count_legal_moves::<Hyperbola>(&current), count, "{current}");
                let fen = current.to_string();
                assert_eq!(position(&fen).to_string(), fen);
                positions += 1;
                in_check += usize::from(game.in_check());
                bikjang += usize::from(current.bikjang());
                over += usize::from(current.is_over());
                if moves.is_empty() {
                    break;
                }
                let pass = moves
                    .iter()
                    .find(|uci| uci[..uci.len() / 2] == uci[uci.len() / 2..]);
                let index = usize::try_from(rng.next_u64() % count).expect("a small index");
                let uci = match pass {
                    Some(pass) if rng.next_u64().is_multiple_of(16) => pass,
                    _ => &moves[index],
                };
                current = current.play(find(&current, uci));
                game.play(uci);
            }
        }
    }
    assert!(
        positions > 2_000 && in_check > 30 && bikjang > 10 && over > 5,
        "{positions} {in_check} {bikjang} {over}"
    );
}

#[test]
fn fen_round_trips() {
    for fen in [
        INITIAL,
        FAIRY_MIDDLEGAME,
        FAIRY_ENDGAME,
        BIKJANG,
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/4P4/P1P3P1P/1C5C1/4K4/RNBA1ABNR b - - 1 1",
        "4k4/9/9/9/9/4N4/9/9/9/3K5 w - - 17 42",
    ] {
        assert_eq!(position(fen).to_string(), fen);
    }
    assert_eq!(position(INITIAL), Position::initial());
    // The move counters are optional; Fairy-Stockfish's `h` and `e` name
    // the horse and the elephant.
    assert_eq!(
        position("rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w - -"),
        Position::initial()
    );
    // Playing counts the moves as Fairy-Stockfish does: the halfmove clock
    // is reset by captures only (not by soldier moves), and passes count.
    // The FENs are pyffish's `get_fen` after the same moves.
    let game = play(&Position::initial(), &["e4e5", "e7e6", "e5e6"]);
    assert_eq!(
        game.to_string(),
        "rnba1abnr/4k4/1c5c1/p1p3p1p/4P4/9/P1P3P1P/1C5C1/4K4/RNBA1ABNR b - - 0 2"
    );
    assert_eq!(
        play(&game, &["e9e9"]).to_string(),
        "rnba1abnr/4k4/1c5c1/p1p3p1p/4P4/9/P1P3P1P/1C5C1/4K4/RNBA1ABNR w - - 1 3"
    );
    assert_eq!(
        game.piece_at(square("e6")),
        Some((Side::Blue, Piece::Soldier))
    );
}

#[test]
fn square_names() {
    assert_eq!(square_name(0), "a1");
    assert_eq!(square_name(89), "i10");
    assert_eq!(square_name(13), "e2");
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
        ("general" | "advisor", "blue") => "stays in its palace, d1 to f3",
        ("general" | "advisor", _) => "stays in its palace, d8 to f10",
        (_, "blue") => "starts on rank 4 and never moves back",
        _ => "starts on rank 7 and never moves back",
    };
    FenError::Misplaced {
        side,
        piece,
        square: <bitfill::janggi::Board as bitfill::Geometry>::parse_square(square)
            .map(<bitfill::janggi::Board as bitfill::Geometry>::square_name)
            .expect("a square"),
        rule,
    }
}

#[test]
fn malformed_fens_are_errors() {
    let start = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
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
            "4k4/9/9/9/9/9/9/9/4K4/9p w - - 0 1".into(),
            FenError::RankTooLong { rank: 1, files: 9 },
        ),
        (
            "4k4/9/9/9/9/5P5/9/9/4K4/9 w - - 0 1".into(),
            FenError::RankTooLong { rank: 5, files: 9 },
        ),
        (
            "4k4/9/9/9/9/8/9/9/4K4/9 w - - 0 1".into(),
            FenError::RankTooShort {
                rank: 5,
                squares: 8,
                files: 9,
            },
        ),
        (
            "4k4/9/9/9/9/45/9/9/4K4/9 w - - 0 1".into(),
            FenError::RankTooLong { rank: 5, files: 9 },
        ),
        (
            "4k4/9/9/9/9/0P8/9/9/4K4/9 w - - 0 1".into(),
            FenError::EmptyCount {
                rank: 5,
                text: "0".into(),
            },
        ),
        // Chess's queen and letters Fairy-Stockfish does not know.
        (
            "4k4/9/9/9/9/4Q4/9/9/4K4/9 w - - 0 1".into(),
            FenError::BadPiece {
                character: 'Q',
                rank: 5,
                letters: LETTERS,
            },
        ),
        (
            "4k4/9/9/9/9/4é4/9/9/4K4/9 w - - 0 1".into(),
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
                expected: "janggi has no castling, expected `-`",
            },
        ),
        (
            format!("{start} w - e3 0 1"),
            FenError::EnPassant {
                text: "e3".into(),
                expected: "janggi has no en passant, expected `-`",
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
            "9/9/9/9/9/9/9/9/4K4/9 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "red",
                royal: "general",
                count: 0,
            },
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4/3K5 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "blue",
                royal: "general",
                count: 2,
            },
        ),
        (
            "4k4/9/9/9/9/9/9/9/9/2K6 w - - 0 1".into(),
            misplaced("blue", "general", "c1"),
        ),
        (
            "4k4/9/9/9/9/9/9/9/4K4/A8 w - - 0 1".into(),
            misplaced("blue", "advisor", "a1"),
        ),
        (
            "4k4/9/2a6/9/9/9/9/9/4K4/9 w - - 0 1".into(),
            misplaced("red", "advisor", "c8"),
        ),
        (
            "4k4/9/9/9/9/9/9/P8/4K4/9 w - - 0 1".into(),
            misplaced("blue", "soldier", "a3"),
        ),
        (
            "4k4/p8/9/9/9/9/9/9/4K4/9 w - - 0 1".into(),
            misplaced("red", "soldier", "a9"),
        ),
        // Blue to move, red in check: from a chariot (along the palace
        // diagonal), a cannon over a screen, a horse, an elephant, a
        // soldier.
        (
            "5k3/9/3R5/9/9/9/9/9/4K4/9 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/9/3P5/9/3C5/9/9/9/4K4/9 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/9/4N4/9/9/9/9/9/4K4/9 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/9/9/5B3/9/9/9/9/4K4/9 w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "general" },
        ),
        (
            "3k5/3P5/9/9/9/9/9/9/4K4/9 w - - 0 1".into(),
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
        message("4k4/9/9/9/9/9/9/9/4K4/A8 w - - 0 1"),
        "a blue advisor on a1: a blue advisor stays in its palace, d1 to f3"
    );
    assert_eq!(
        message("4k4/p8/9/9/9/9/9/9/4K4/9 w - - 0 1"),
        "a red soldier on a9: a red soldier starts on rank 7 and never moves back"
    );
    assert_eq!(
        message(&format!("{start} w KQkq - 0 1")),
        "bad castling field \"KQkq\": janggi has no castling, expected `-`"
    );
    // Bikjang is no error.
    assert!(Position::from_fen("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1").is_ok());
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
        red_to_move in any::<bool>(),
    ) {
        let fen = random_fen(&pieces, generals, red_to_move);
        match Position::from_fen(&fen) {
            Ok(ours) => {
                let moves = our_moves::<Fastest>(&ours);
                prop_assert_eq!(&moves, &naive::Game::new(&ours).legal_moves(), "{}", fen);
                prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
                let nodes = perft::<Fastest>(&ours, 2);
                prop_assert_eq!(perft::<Hyperbola>(&ours, 2), nodes, "{}", fen);
                prop_assert_eq!(naive::Game::new(&ours).perft(2), nodes, "{}", fen);
            }
            Err(FenError::OpponentInCheck { .. }) => {
                prop_assert!(naive::opponent_in_check(&fen), "{}", fen);
            }
            Err(error) => prop_assert!(false, "{fen}: {error}"),
        }
    }

    /// Crowded palaces and the files through them (d to f, pieces only
    /// there, chariots and cannons first): checks, screens and bikjang
    /// along the palace lines, against the naive reference.
    #[test]
    fn crowded_palace_files_agree_with_the_naive_reference(
        pieces in prop::collection::vec((3..6usize, 0..10usize, "[RCrcRCrcNnPpAaBb]"), 0..16),
        generals in (0..9usize, 0..9usize),
        red_to_move in any::<bool>(),
    ) {
        let pieces: Vec<(usize, String)> =
            pieces.into_iter().map(|(file, rank, piece)| (rank * 9 + file, piece)).collect();
        let fen = random_fen(&pieces, generals, red_to_move);
        if let Ok(ours) = Position::from_fen(&fen) {
            let moves = our_moves::<Fastest>(&ours);
            prop_assert_eq!(&moves, &naive::Game::new(&ours).legal_moves(), "{}", fen);
            prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
            let nodes = perft::<Fastest>(&ours, 2);
            prop_assert_eq!(perft::<Hyperbola>(&ours, 2), nodes, "{}", fen);
            prop_assert_eq!(naive::Game::new(&ours).perft(2), nodes, "{}", fen);
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
            prop_assert_eq!(&moves, &naive::Game::new(&ours).legal_moves(), "{}", fen);
            prop_assert_eq!(&our_moves::<Hyperbola>(&ours), &moves, "{}", fen);
        }
    }
}

/// A FEN for the random boards: `pieces` where a game can bring them (the
/// others dropped), the generals on the palace squares `generals` picks.
fn random_fen(
    pieces: &[(usize, String)],
    (blue_general, red_general): (usize, usize),
    red_to_move: bool,
) -> String {
    let mut board = [' '; 90];
    for (square, piece) in pieces {
        let piece = piece.chars().next().unwrap_or('P');
        let (file, rank) = (square % 9, square / 9);
        let blue = piece.is_ascii_uppercase();
        let (palace_ranks, soldier_ranks) = if blue { (0..3, 3..10) } else { (7..10, 0..7) };
        let allowed = match piece.to_ascii_lowercase() {
            'a' => (3..6).contains(&file) && palace_ranks.contains(&rank),
            'p' => soldier_ranks.contains(&rank),
            _ => true,
        };
        if allowed {
            board[*square] = piece;
        }
    }
    let palace = |index: usize, first_rank: usize| (first_rank + index / 3) * 9 + 3 + index % 3;
    board[palace(blue_general, 0)] = 'K';
    board[palace(red_general, 7)] = 'k';
    let side = if red_to_move { 'b' } else { 'w' };
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

/// A naive reference: the rules of janggi, as Fairy-Stockfish plays them,
/// walked square by square on an array of 90 squares, no bitboards. A move
/// is legal if, played, it leaves one's own general attacked by no enemy
/// piece, and, when the generals faced each other before it, no longer
/// facing; the pass is legal out of check, and in bikjang. A [`Game`]
/// keeps its own account of the last move: a pass after a pass, or a pass
/// in bikjang, ends the game.
mod naive {
    use bitfill_games::janggi::{Piece, Position, Side, parse_square, square_name};

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
    const ELEPHANT: [(i32, i32); 8] = [
        (2, 3),
        (3, 2),
        (3, -2),
        (2, -3),
        (-2, -3),
        (-3, -2),
        (-3, 2),
        (-2, 3),
    ];

    fn at(file: i32, rank: i32) -> Option<usize> {
        ((0..9).contains(&file) && (0..10).contains(&rank)).then(|| (rank * 9 + file) as usize)
    }

    fn in_palace(side: Side, file: i32, rank: i32) -> bool {
        let ranks = match side {
            Side::Blue => 0..=2,
            Side::Red => 7..=9,
        };
        (3..=5).contains(&file) && ranks.contains(&rank)
    }

    /// A palace's corner or centre, where its diagonal lines run.
    fn point(file: i32, rank: i32) -> bool {
        let rank = if rank >= 7 { rank - 7 } else { rank };
        (0..3).contains(&rank) && ((file == 3 || file == 5) && rank != 1 || file == 4 && rank == 1)
    }

    /// A step along a palace's diagonal line: diagonal, between two
    /// points.
    fn diagonal_line(file: i32, rank: i32, df: i32, dr: i32) -> bool {
        point(file, rank) && point(file + df, rank + dr)
    }

    /// The lines a chariot or cannon follows from (`file`, `rank`): the
    /// four orthogonal rays, and the palace diagonals through it; each as
    /// the squares in order.
    fn lines(file: i32, rank: i32) -> Vec<Vec<usize>> {
        let mut lines = Vec::new();
        for (df, dr) in ORTHOGONAL {
            let mut line = Vec::new();
            let (mut f, mut r) = (file + df, rank + dr);
            while let Some(square) = at(f, r) {
                line.push(square);
                (f, r) = (f + df, r + dr);
            }
            lines.push(line);
        }
        for (df, dr) in DIAGONAL {
            let mut line = Vec::new();
            let (mut f, mut r) = (file, rank);
            while diagonal_line(f, r, df, dr) {
                (f, r) = (f + df, r + dr);
                line.push((r * 9 + f) as usize);
            }
            lines.push(line);
        }
        lines
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
                for (df, dr) in ORTHOGONAL.into_iter().chain(DIAGONAL) {
                    let diagonal = df != 0 && dr != 0;
                    if let Some(to) = at(file + df, rank + dr)
                        && in_palace(side, file + df, rank + dr)
                        && (!diagonal || diagonal_line(file, rank, df, dr))
                    {
                        targets.push(to);
                    }
                }
            }
            Piece::Elephant => {
                for (df, dr) in ELEPHANT {
                    // One square orthogonally along the longer leg, then
                    // one diagonally, then the target.
                    let (sf, sr) = (df.signum(), dr.signum());
                    let first = if df.abs() == 3 { (sf, 0) } else { (0, sr) };
                    let second = (first.0 + sf, first.1 + sr);
                    if let (Some(a), Some(b), Some(to)) = (
                        at(file + first.0, rank + first.1),
                        at(file + second.0, rank + second.1),
                        at(file + df, rank + dr),
                    ) && board[a].is_none()
                        && board[b].is_none()
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
            Piece::Chariot => {
                for line in lines(file, rank) {
                    for to in line {
                        targets.push(to);
                        if board[to].is_some() {
                            break;
                        }
                    }
                }
            }
            Piece::Cannon => {
                let cannon = |square: usize| matches!(board[square], Some((_, Piece::Cannon)));
                for line in lines(file, rank) {
                    let mut squares = line.into_iter();
                    // The screen: the first piece, never a cannon.
                    let Some(screen) = squares.by_ref().find(|&square| board[square].is_some())
                    else {
                        continue;
                    };
                    if cannon(screen) {
                        continue;
                    }
                    for to in squares {
                        if board[to].is_none() {
                            targets.push(to);
                        } else {
                            if !cannon(to) {
                                targets.push(to);
                            }
                            break;
                        }
                    }
                }
            }
            Piece::Soldier => {
                let forward = if side == Side::Blue { 1 } else { -1 };
                for (df, dr) in [(0, forward), (1, 0), (-1, 0), (1, forward), (-1, forward)] {
                    let diagonal = df != 0 && dr != 0;
                    if let Some(to) = at(file + df, rank + dr)
                        && (!diagonal || diagonal_line(file, rank, df, dr))
                    {
                        targets.push(to);
                    }
                }
            }
        }
        targets
    }

    fn general(board: &Board, side: Side) -> usize {
        (0..90)
            .find(|&square| board[square] == Some((side, Piece::General)))
            .expect("a general")
    }

    /// Whether the general of `side` is attacked.
    fn attacked(board: &Board, side: Side) -> bool {
        let own = general(board, side);
        (0..90).any(|from| {
            matches!(board[from], Some((owner, _)) if owner != side)
                && reach(board, from).contains(&own)
        })
    }

    /// Whether the generals face each other on a file, nothing between.
    fn facing(board: &Board) -> bool {
        let (blue, red) = (general(board, Side::Blue), general(board, Side::Red));
        blue % 9 == red % 9
            && (blue + 9..red)
                .step_by(9)
                .all(|square| board[square].is_none())
    }

    /// A game: the board, the side to move, and what the last move leaves.
    #[derive(Clone)]
    pub struct Game {
        board: Board,
        us: Side,
        passed: bool,
        over: bool,
    }

    impl Game {
        /// A game from `position`'s board and side to move, as if from its
        /// FEN: no pass before it.
        pub fn new(position: &Position) -> Game {
            Game {
                board: std::array::from_fn(|square| position.piece_at(square)),
                us: position.side_to_move(),
                passed: false,
                over: false,
            }
        }

        /// The legal moves in UCI, sorted.
        pub fn legal_moves(&self) -> Vec<String> {
            if self.over {
                return Vec::new();
            }
            let (board, us) = (&self.board, self.us);
            let bikjang = facing(board);
            let mut moves = Vec::new();
            for from in 0..90 {
                if !matches!(board[from], Some((side, _)) if side == us) {
                    continue;
                }
                for to in reach(board, from) {
                    if matches!(board[to], Some((side, _)) if side == us) {
                        continue;
                    }
                    let mut after = *board;
                    after[to] = after[from].take();
                    // In bikjang, every move but the pass must break it.
                    let faces = bikjang && facing(&after);
                    if !faces && !attacked(&after, us) {
                        moves.push(format!("{}{}", square_name(from), square_name(to)));
                    }
                }
            }
            if !attacked(board, us) || bikjang {
                let own = square_name(general(board, us));
                moves.push(format!("{own}{own}"));
            }
            moves.sort();
            moves
        }

        /// Whether the side to move is in check.
        pub fn in_check(&self) -> bool {
            attacked(&self.board, self.us)
        }

        /// Plays `uci`, a legal move (the pass included).
        pub fn play(&mut self, uci: &str) {
            let split = (1..uci.len())
                .find(|&at| uci[at..].starts_with(|c: char| c.is_ascii_alphabetic()))
                .expect("two squares");
            let from = parse_square(&uci[..split]).expect("a square");
            let to = parse_square(&uci[split..]).expect("a square");
            let pass = from == to;
            if pass {
                self.over = self.passed || facing(&self.board);
            } else {
                self.board[to] = self.board[from].take();
            }
            self.passed = pass;
            self.us = match self.us {
                Side::Blue => Side::Red,
                Side::Red => Side::Blue,
            };
        }

        /// Perft by playing every move.
        pub fn perft(&self, depth: u32) -> u64 {
            if depth == 0 {
                return 1;
            }
            let moves = self.legal_moves();
            if depth == 1 {
                return moves.len() as u64;
            }
            moves
                .iter()
                .map(|uci| {
                    let mut child = self.clone();
                    child.play(uci);
                    child.perft(depth - 1)
                })
                .sum()
        }
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
                        Side::Blue
                    } else {
                        Side::Red
                    };
                    let piece = Piece::from_letter(character).expect("a piece letter");
                    board[rank * 9 + file] = Some((side, piece));
                    file += 1;
                }
            }
        }
        let mover = if fields.next() == Some("b") {
            Side::Red
        } else {
            Side::Blue
        };
        attacked(
            &board,
            match mover {
                Side::Blue => Side::Red,
                Side::Red => Side::Blue,
            },
        )
    }
}
