//! The perft move generator (`bitfill_games`) against the published
//! perft counts, against shakmaty on the tricky rules (castling in Chess960
//! among them) and on thousands of random positions, standard and Chess960
//! and its FEN reader
//! against malformed input. `tests/suites.rs` runs shakmaty's perft suites.
//!
//! The deeper counts take a release build:
//!
//! ```text
//! cargo test --release -p bitfill-games -- --ignored
//! ```

use bitfill::chess::{parse_square, square_name};
use bitfill_games::FenError;
use bitfill_games::chess::{
    MoveKind, Piece, Position, count_legal_moves, divide, legal_moves, perft,
    perft_without_frontier,
};
use proptest::prelude::*;
use proptest::test_runner::{RngAlgorithm, TestRng, TestRunner};
use shakmaty::{CastlingMode, Chess, EnPassantMode, Position as _, fen::Fen, uci::UciMove};
use std::cell::Cell;

mod chess960;
#[macro_use]
mod common;

use chess960::{chess960_back_rank, chess960_fen};

const INITIAL: &str = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
const KIWIPETE: &str = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
const POSITION_3: &str = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1";
const POSITION_4: &str = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1";
const POSITION_5: &str = "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8";
/// As on chessprogramming.org (black bishop on g4, white pawn on h2); the
/// variant with the bishop missing and a ninth white pawn on h3 has
/// different counts.
const POSITION_6: &str = "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10";

fn position(fen: &str) -> Position {
    Position::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"))
}

/// shakmaty's castling mode for the mode our FEN reader detects: both
/// spell castling alike in it.
fn their_mode(ours: &Position) -> CastlingMode {
    match ours.castling_mode() {
        bitfill_games::chess::CastlingMode::Standard => CastlingMode::Standard,
        bitfill_games::chess::CastlingMode::Chess960 => CastlingMode::Chess960,
    }
}

/// shakmaty's reading of `fen` in `mode`, if it accepts it.
fn shakmaty_parse(fen: &str, mode: CastlingMode) -> Option<Chess> {
    let setup: Fen = fen.parse().ok()?;
    setup.into_position(mode).ok()
}

/// shakmaty's reading of `fen`, in the castling mode ours detects.
fn shakmaty_position(fen: &str) -> Chess {
    let setup: Fen = fen.parse().unwrap_or_else(|error| panic!("{fen}: {error}"));
    setup
        .into_position(their_mode(&position(fen)))
        .unwrap_or_else(|error| panic!("{fen}: {error}"))
}

// The chessprogramming.org "Perft Results" counts. The ones below take
// about a second in a debug build; the deep ones, a few seconds in release.
perft_counts! {
    initial: INITIAL => [20, 400, 8_902, 197_281, 4_865_609];
    kiwipete: KIWIPETE => [48, 2_039, 97_862, 4_085_603];
    position_3: POSITION_3 => [14, 191, 2_812, 43_238, 674_624];
    position_4: POSITION_4 => [6, 264, 9_467, 422_333];
    position_5: POSITION_5 => [44, 1_486, 62_379, 2_103_487];
    position_6: POSITION_6 => [46, 2_079, 89_890, 3_894_594];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    initial_deep: INITIAL => [20, 400, 8_902, 197_281, 4_865_609, 119_060_324];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    kiwipete_deep: KIWIPETE => [48, 2_039, 97_862, 4_085_603, 193_690_690];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    position_3_deep: POSITION_3 => [14, 191, 2_812, 43_238, 674_624, 11_030_083, 178_633_661];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    position_4_deep: POSITION_4 => [6, 264, 9_467, 422_333, 15_833_292, 706_045_033];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    position_5_deep: POSITION_5 => [44, 1_486, 62_379, 2_103_487, 89_941_194];
    #[ignore = "release only: cargo test --release --test perft -- --ignored"]
    position_6_deep: POSITION_6 => [46, 2_079, 89_890, 3_894_594, 164_075_551];
}

/// The walk without the frontier (each position one ply above the leaves
/// counted in full) agrees with `perft` (which counts them by difference
/// with their siblings), on the published positions, on Chess960 #0, and
/// with sixteen queens a side (more sliders than a game can have).
#[test]
fn perft_without_frontier_agrees() {
    let chess960 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let queens = "k7/qqqqqqqq/qqqqqqqq/8/8/QQQQQQQQ/QQQQQQQQ/7K w - - 0 1";
    for (fen, depth) in [
        (INITIAL, 4),
        (KIWIPETE, 3),
        (POSITION_3, 4),
        (POSITION_4, 3),
        (POSITION_5, 3),
        (POSITION_6, 3),
        (chess960, 3),
        (queens, 3),
    ] {
        let start = position(fen);
        for depth in 0..=depth {
            assert_eq!(
                perft_without_frontier(&start, depth),
                perft(&start, depth),
                "perft({depth}) of {fen}"
            );
        }
    }
}

/// Our legal moves of `fen` in UCI, sorted.
fn our_moves(start: &Position) -> Vec<String> {
    let mode = start.castling_mode();
    let mut moves: Vec<String> = legal_moves(start)
        .iter()
        .map(|legal_move| legal_move.uci(mode).to_string())
        .collect();
    moves.sort();
    moves
}

/// shakmaty's legal moves in UCI (castling spelled in its castling mode),
/// sorted.
fn shakmaty_moves(start: &Chess) -> Vec<String> {
    let mode = start.castles().mode();
    let mut moves: Vec<String> = start
        .legal_moves()
        .iter()
        .map(|legal_move| legal_move.to_uci(mode).to_string())
        .collect();
    moves.sort();
    moves
}

/// Same legal moves as shakmaty, same count by counting as by listing, and
/// perft equal to shakmaty's at depths 1 to `depth`.
fn assert_like_shakmaty(fen: &str, depth: u32) -> Vec<String> {
    let ours = position(fen);
    let theirs = shakmaty_position(fen);
    let expected = shakmaty_moves(&theirs);
    assert_eq!(our_moves(&ours), expected, "legal moves of {fen}");
    for depth in 1..=depth {
        let nodes = shakmaty::perft(&theirs, depth);
        assert_eq!(perft(&ours, depth), nodes, "perft({depth}) of {fen}");
    }
    expected
}

fn contains(moves: &[String], uci: &str) -> bool {
    moves.iter().any(|legal_move| legal_move == uci)
}

#[test]
fn en_passant_that_exposes_the_king_along_the_rank_is_illegal() {
    // dxc6 would take both pawns off the fifth rank, between Ka5 and Rh5.
    let moves = assert_like_shakmaty("8/8/8/K1pP3r/8/8/8/7k w - c6 0 1", 4);
    assert!(!contains(&moves, "d5c6"), "{moves:?}");
    // The same with the rook on the other side and black capturing.
    let moves = assert_like_shakmaty("8/8/8/8/R2pP2k/8/8/K7 b - e3 0 1", 4);
    assert!(!contains(&moves, "d4e3"), "{moves:?}");
}

#[test]
fn en_passant_of_a_diagonally_pinned_pawn_only_along_the_pin() {
    // Bh8 pins e5 to Ka1: exf6 stays on the diagonal, exd6 leaves it.
    let moves = assert_like_shakmaty("7b/8/8/4Pp2/8/8/8/K6k w - f6 0 1", 4);
    assert!(contains(&moves, "e5f6"), "{moves:?}");
    let moves = assert_like_shakmaty("7b/8/8/3pP3/8/8/8/K6k w - d6 0 1", 4);
    assert!(!contains(&moves, "e5d6"), "{moves:?}");
}

#[test]
fn en_passant_may_capture_the_checking_pawn() {
    // d4 checks Kc5; exd3 removes it although d3 is not on a check ray.
    let moves = assert_like_shakmaty("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", 4);
    assert!(contains(&moves, "e4d3"), "{moves:?}");
}

#[test]
fn castling_rules() {
    // f1 attacked: no O-O; b1 attacked does not stop O-O-O.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", 3);
    assert!(
        !contains(&moves, "e1g1") && contains(&moves, "e1c1"),
        "{moves:?}"
    );
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", 3);
    assert!(
        contains(&moves, "e1g1") && contains(&moves, "e1c1"),
        "{moves:?}"
    );
    // Out of check: neither.
    let moves = assert_like_shakmaty("4k3/8/8/4r3/8/8/8/R3K2R w KQ - 0 1", 3);
    assert!(
        !contains(&moves, "e1g1") && !contains(&moves, "e1c1"),
        "{moves:?}"
    );
    // Into check (Bc5 attacks g1): no O-O.
    let moves = assert_like_shakmaty("4k3/8/8/2b5/8/8/8/R3K2R w KQ - 0 1", 3);
    assert!(
        !contains(&moves, "e1g1") && contains(&moves, "e1c1"),
        "{moves:?}"
    );
    // A knight on b1 blocks O-O-O although the king never crosses b1.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", 3);
    assert!(
        !contains(&moves, "e1c1") && contains(&moves, "e1g1"),
        "{moves:?}"
    );
    // Black, both sides, and rights that a capture on a rook square removes.
    assert_like_shakmaty("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", 3);
    assert_like_shakmaty("r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1", 3);
    assert_like_shakmaty("r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1", 3);
}

#[test]
fn double_check_allows_only_king_moves() {
    // Re8 and Nd3 both check Ke1; Ra3 could take the knight and Bh5 could
    // block on e2, were it a single check.
    let fen = "4r2k/8/8/7B/8/R2n4/8/4K3 w - - 0 1";
    assert_like_shakmaty(fen, 3);
    for legal_move in legal_moves(&position(fen)) {
        assert_eq!(legal_move.piece, Piece::King, "{legal_move:?}");
    }
}

#[test]
fn pinned_pieces_move_only_along_the_pin() {
    // Rook pinned on the file, bishop pinned on the diagonal, knight pinned.
    assert_like_shakmaty("4r2k/8/8/8/4R3/8/8/4K3 w - - 0 1", 3);
    assert_like_shakmaty("7k/8/8/8/8/2q5/1B6/K7 w - - 0 1", 3);
    assert_like_shakmaty("k3r3/8/8/8/8/8/4N3/4K3 w - - 0 1", 3);
    // In check from Re8, the queen pinned by Bb4 may not block on e2; a
    // pawn pinned on the file still pushes.
    assert_like_shakmaty("k3r3/8/8/8/1b6/8/3Q4/4K3 w - - 0 1", 3);
    assert_like_shakmaty("k3r3/8/8/8/8/8/4P3/4K3 w - - 0 1", 3);
}

#[test]
fn promotions_to_all_four_pieces() {
    let fen = "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1";
    let moves = assert_like_shakmaty(fen, 3);
    for piece in ["q", "r", "b", "n"] {
        assert!(contains(&moves, &format!("g2g1{piece}")), "{moves:?}");
        assert!(contains(&moves, &format!("g2h1{piece}")), "{moves:?}");
    }
    // Every promotion comes in four: g2g1, g2xf1 and g2xh1 here.
    let promotions: Vec<_> = legal_moves(&position(fen))
        .into_iter()
        .filter(|legal_move| matches!(legal_move.kind, MoveKind::Promotion(_)))
        .collect();
    assert_eq!(promotions.len(), 3 * 4, "{promotions:?}");
    // Promoting out of check, and to give check.
    assert_like_shakmaty("2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1", 4);
    assert_like_shakmaty("4k3/1P6/8/8/8/8/K7/8 w - - 0 1", 4);
    assert_like_shakmaty("8/P1k5/K7/8/8/8/8/8 w - - 0 1", 4);
}

#[test]
fn published_edge_cases() {
    // From the "perft tests" collections: illegal en passant, en passant and
    // castling giving check, discovered check, stalemate and checkmate.
    for fen in [
        "3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1",
        "8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1",
        "8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1",
        "5k2/8/8/8/8/8/8/4K2R w K - 0 1",
        "3k4/8/8/8/8/8/8/R3K3 w Q - 0 1",
        "8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1",
        "K1k5/8/P7/8/8/8/8/8 w - - 0 1",
        "8/k1P5/8/1K6/8/8/8/8 w - - 0 1",
        "8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1",
    ] {
        assert_like_shakmaty(fen, 4);
    }
}

/// Random games from the perft positions: at every position the legal moves
/// (listed and counted, both strategies) equal shakmaty's, and after every
/// move both libraries reach the same FEN.
#[test]
fn random_positions_agree_with_shakmaty() {
    let starts = [
        INITIAL, KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6,
    ];
    let positions = random_games(&starts.map(String::from), 20, 0x5e);
    assert!(positions > 3_000, "{positions}");
}

/// The same from Chess960 start positions, double Chess960 ones (each side
/// its own files) and the standard one written in Shredder-FEN, castling
/// rights in Shredder-FEN or X-FEN: castling of every kind, and its rights
/// lost as kings and rooks move or rooks are taken.
#[test]
fn random_chess960_positions_agree_with_shakmaty() {
    let starts: Vec<String> = [
        (0, 0),
        (959, 959),
        (518, 518),
        (1, 700),
        (300, 12),
        (455, 455),
        (880, 95),
        (123, 321),
    ]
    .into_iter()
    .enumerate()
    .map(|(index, (white, black))| chess960_fen(white, black, index % 2 == 0))
    .collect();
    let positions = random_games(&starts, 12, 0x96);
    assert!(positions > 3_000, "{positions}");
}

/// Plays `games` random games of up to 60 plies from each start, checking
/// every position against shakmaty; the number of positions checked.
fn random_games(starts: &[String], games: usize, seed: u8) -> usize {
    let mut rng = TestRng::from_seed(RngAlgorithm::ChaCha, &[seed; 32]);
    let mut positions = 0;
    for start in starts {
        for _game in 0..games {
            let mut ours = position(start);
            let mut theirs = shakmaty_position(start);
            for _ply in 0..60 {
                let moves = our_moves(&ours);
                assert_eq!(moves, shakmaty_moves(&theirs), "legal moves of {ours}");
                let count = moves.len() as u64;
                assert_eq!(count_legal_moves(&ours), count, "count of {ours}");
                positions += 1;
                if moves.is_empty() {
                    break;
                }
                let index = usize::try_from(rng.next_u64() % count).expect("a small index");
                let mode = ours.castling_mode();
                let legal_move = legal_moves(&ours)
                    .into_iter()
                    .find(|legal_move| legal_move.uci(mode).to_string() == moves[index])
                    .expect("the move just listed");
                let uci: UciMove = moves[index].parse().expect("UCI");
                let their_move = uci.to_move(&theirs).expect("legal for shakmaty");
                ours = ours.play(legal_move);
                theirs.play_unchecked(their_move);
                let their_fen = Fen::from_position(&theirs, EnPassantMode::Always).to_string();
                assert_eq!(
                    ours.to_string(),
                    their_fen,
                    "after {}",
                    legal_move.uci(mode)
                );
                // FEN does not keep the mode: rights that standard chess
                // also has read back as standard.
                let again = Position::from_fen(&their_fen)
                    .ok()
                    .and_then(|again| again.with_castling_mode(ours.castling_mode()));
                assert_eq!(again, Some(ours), "{their_fen}");
            }
        }
    }
    positions
}

#[test]
fn chess960_start_positions() {
    assert_eq!(String::from_iter(chess960_back_rank(518)), "RNBQKBNR");
    assert_eq!(String::from_iter(chess960_back_rank(0)), "BBQNNRKR");
    assert_eq!(String::from_iter(chess960_back_rank(959)), "RKRNNQBB");
    let standard = position(&chess960_fen(518, 518, false));
    assert_eq!(standard, Position::initial());
    let shredder = position(&chess960_fen(518, 518, true));
    assert_eq!(shredder.to_string(), INITIAL, "written in X-FEN");
    assert_eq!(
        shredder.castling_mode(),
        bitfill_games::chess::CastlingMode::Chess960
    );
    // Every start position: 960 distinct ones, each read (X-FEN and
    // Shredder-FEN alike) with four castling rights, and with shakmaty's
    // moves (some may castle at once: the king on f1, the rook on g1).
    let mut seen = std::collections::HashSet::new();
    for index in 0..960 {
        let fen = chess960_fen(index, index, index % 2 == 0);
        assert!(seen.insert(chess960_back_rank(index)), "{fen}");
        let start = position(&fen);
        assert_eq!(start.castling_rooks().count_ones(), 4, "{fen}");
        let theirs = shakmaty_position(&fen);
        assert_eq!(our_moves(&start), shakmaty_moves(&theirs), "{fen}");
    }
}

/// Castling with the king and rook on any files: what must be empty, what
/// must not be attacked, and the cases standard chess never meets.
#[test]
fn chess960_castling_rules() {
    // Queen side with the rook on b1: the queen on a1 would check the king
    // on c1 once the rook left. With a knight on a1 instead, it is legal.
    let moves = assert_like_shakmaty("7k/8/8/8/8/8/8/qR1K4 w Q - 0 1", 3);
    assert!(!contains(&moves, "d1b1"), "{moves:?}");
    let moves = assert_like_shakmaty("7k/8/8/8/8/8/8/nR1K4 w Q - 0 1", 3);
    assert!(contains(&moves, "d1b1"), "{moves:?}");
    // The same on the eighth rank, and the rook of the X-FEN tricky set.
    let moves = assert_like_shakmaty("Qr1k4/8/8/8/8/8/8/7K b q - 0 1", 3);
    assert!(!contains(&moves, "d8b8"), "{moves:?}");
    assert_like_shakmaty("4r3/3k4/8/8/8/8/6PP/qR1K1R2 w KQ - 0 1", 3);
    // The king already on g1: only f1 must be empty, and an attack on f1
    // does not matter; the king must not stand in check.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/6KR w K - 0 1", 3);
    assert!(contains(&moves, "g1h1"), "{moves:?}");
    let moves = assert_like_shakmaty("4kr2/8/8/8/8/8/8/6KR w K - 0 1", 3);
    assert!(contains(&moves, "g1h1"), "{moves:?}");
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/5BKR w K - 0 1", 3);
    assert!(!contains(&moves, "g1h1"), "{moves:?}");
    let moves = assert_like_shakmaty("4k1r1/8/8/8/8/8/8/6KR w K - 0 1", 3);
    assert!(!contains(&moves, "g1h1"), "{moves:?}");
    // The rook already on f1: the king crosses e1 and the rook's square.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/3K1R2 w K - 0 1", 3);
    assert!(contains(&moves, "d1f1"), "{moves:?}");
    let moves = assert_like_shakmaty("4k3/8/8/8/7b/8/8/3K1R2 w K - 0 1", 3);
    assert!(!contains(&moves, "d1f1"), "{moves:?}");
    // King and rook trade places.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/2RK4 w Q - 0 1", 3);
    assert!(contains(&moves, "d1c1"), "{moves:?}");
    // Castling lands on g1, where the king may also step: two moves.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/5K1R w K - 0 1", 3);
    assert!(
        contains(&moves, "f1h1") && contains(&moves, "f1g1"),
        "{moves:?}"
    );
    // The king on b1 crosses c1 to g1: e1 attacked forbids it.
    let moves = assert_like_shakmaty("4k3/8/8/8/7b/8/8/1K5R w K - 0 1", 3);
    assert!(!contains(&moves, "b1h1"), "{moves:?}");
    // The king on b1, the rook on a1: c1 and d1 must be empty.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/RK6 w Q - 0 1", 3);
    assert!(contains(&moves, "b1a1"), "{moves:?}");
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/RK1N4 w Q - 0 1", 3);
    assert!(!contains(&moves, "b1a1"), "{moves:?}");
    // In check along the rank: no castling.
    let moves = assert_like_shakmaty("4k3/8/8/8/8/8/8/r2K3R w K - 0 1", 3);
    assert!(!contains(&moves, "d1h1"), "{moves:?}");
    // Black, the king side rook on the king's destination, both sides.
    let moves = assert_like_shakmaty("1r2k1r1/8/8/8/8/8/8/4K3 b gb - 0 1", 3);
    assert!(
        contains(&moves, "e8g8") && contains(&moves, "e8b8"),
        "{moves:?}"
    );
    // Double Chess960, every right, and their loss, a few plies deep.
    assert_like_shakmaty("rk4r1/pppppppp/8/8/8/8/PPPPPPPP/1R3KR1 w GBga - 0 1", 3);
    assert_like_shakmaty("r3k1r1/8/8/8/8/8/8/1R1K2R1 w GBga - 0 1", 3);
    assert_like_shakmaty("2r1kr2/8/8/8/8/8/8/R2K3R w KQkq - 0 1", 3);
}

/// The castling field: X-FEN (`KQkq` for the outermost rooks, files for the
/// others) and Shredder-FEN (files), read alike, written in X-FEN.
#[test]
fn castling_fields() {
    let squares = |names: &[&str]| names.iter().fold(0, |set, name| set | 1 << square(name));
    // X-FEN with the king on c1: `K` is the rook on e1, `Q` the one on a1.
    let xfen = position("r1k1r2q/p1ppp1pp/8/8/8/8/P1PPP1PP/R1K1R2Q w KQkq - 0 1");
    assert_eq!(xfen.castling_rooks(), squares(&["a1", "e1", "a8", "e8"]));
    assert_eq!(
        xfen.castling_mode(),
        bitfill_games::chess::CastlingMode::Chess960
    );
    // Shredder-FEN; written back in X-FEN, as shakmaty does.
    let shredder = position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9");
    assert_eq!(
        shredder.castling_rooks(),
        squares(&["f1", "h1", "f8", "h8"])
    );
    assert_eq!(
        shredder.to_string(),
        "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9"
    );
    // The same rights in X-FEN read the same.
    let again = position("bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w KQkq - 2 9");
    assert_eq!(again, shredder);
    // An inner rook needs its file, in either notation; the outer one may
    // be `Q` or `A`; mixed notations are fine.
    let inner = "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1";
    assert_eq!(position(inner).castling_rooks(), squares(&["b1"]));
    assert_eq!(position(inner).to_string(), inner);
    for field in ["Q", "A"] {
        let outer = position(&format!("4k3/8/8/8/8/8/8/RR2K3 w {field} - 0 1"));
        assert_eq!(outer.castling_rooks(), squares(&["a1"]));
        assert_eq!(outer.to_string(), "4k3/8/8/8/8/8/8/RR2K3 w Q - 0 1");
    }
    let mixed = position("rk2r3/8/8/8/8/8/8/R3K1RR w GAk - 0 1");
    assert_eq!(mixed.castling_rooks(), squares(&["a1", "g1", "e8"]));
    assert_eq!(mixed.to_string(), "rk2r3/8/8/8/8/8/8/R3K1RR w GQk - 0 1");
    // The mode: standard unless a file letter or a right standard chess
    // lacks says Chess960; `with_castling_mode` overrides it where it can.
    let standard = position(INITIAL);
    assert_eq!(
        standard.castling_mode(),
        bitfill_games::chess::CastlingMode::Standard
    );
    let standard_by_files = position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    assert_eq!(
        standard_by_files.castling_mode(),
        bitfill_games::chess::CastlingMode::Chess960
    );
    assert_eq!(
        standard_by_files.with_castling_mode(bitfill_games::chess::CastlingMode::Standard),
        Some(standard)
    );
    assert_eq!(
        xfen.with_castling_mode(bitfill_games::chess::CastlingMode::Standard),
        None
    );
    // The spelling follows the mode.
    let castles = |start: &Position| -> Vec<String> {
        legal_moves(start)
            .into_iter()
            .filter(|legal_move| legal_move.kind == MoveKind::Castle)
            .map(|legal_move| legal_move.uci(start.castling_mode()).to_string())
            .collect()
    };
    let open = position("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    let mut spelled = castles(&open);
    spelled.sort();
    assert_eq!(spelled, ["e1c1", "e1g1"]);
    let open960 = open
        .with_castling_mode(bitfill_games::chess::CastlingMode::Chess960)
        .expect("always");
    let mut spelled = castles(&open960);
    spelled.sort();
    assert_eq!(spelled, ["e1a1", "e1h1"]);
    // Internally king takes rook either way.
    for start in [open, open960] {
        for legal_move in legal_moves(&start) {
            if legal_move.kind == MoveKind::Castle {
                assert!(["a1", "h1"].contains(&square_name(legal_move.to.into())));
            }
        }
    }
}

#[test]
fn divide_splits_perft_by_first_move() {
    let start = position(KIWIPETE);
    let split = divide(&start, 3);
    assert_eq!(split.len(), 48);
    assert_eq!(split.iter().map(|(_, nodes)| nodes).sum::<u64>(), 97_862);
    let mode = start.castling_mode();
    let names: Vec<String> = split
        .iter()
        .map(|(legal_move, _)| legal_move.uci(mode).to_string())
        .collect();
    let mut sorted = names.clone();
    sorted.sort();
    assert_eq!(names, sorted);
    // Each line against shakmaty's count below the same move.
    let theirs = shakmaty_position(KIWIPETE);
    for (legal_move, nodes) in split {
        let spelled = legal_move.uci(mode).to_string();
        let uci: UciMove = spelled.parse().expect("UCI");
        let mut child = theirs.clone();
        child.play_unchecked(uci.to_move(&theirs).expect("legal"));
        assert_eq!(nodes, shakmaty::perft(&child, 2), "{spelled}");
    }
    assert!(divide(&start, 0).is_empty());
    assert_eq!(perft(&start, 0), 1);
}

#[test]
fn fen_round_trips() {
    for fen in [
        INITIAL,
        KIWIPETE,
        POSITION_3,
        POSITION_4,
        POSITION_5,
        POSITION_6,
        "8/8/8/K1pP3r/8/8/8/7k w - c6 0 1",
        "r3k2r/8/8/8/8/8/8/R3K2R b Kq - 17 42",
    ] {
        assert_eq!(position(fen).to_string(), fen);
    }
    assert_eq!(position(INITIAL), Position::initial());
    // The move counters are optional.
    assert_eq!(
        position("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq -"),
        Position::initial()
    );
}

/// A square's name, as the errors hold it.
fn name(square: &str) -> bitfill::SquareName {
    let index = parse_square(square).expect("a square");
    <bitfill::chess::Board as bitfill::Geometry>::square_name(index)
}

/// The error of a castling field of bad syntax.
fn castling_field(text: &str) -> FenError {
    FenError::Castling {
        text: text.into(),
        expected: "expected `-` or distinct letters among KQkq (X-FEN) and A-H a-h (files, Shredder-FEN)",
    }
}

/// The error of a castling right without its king or rook.
fn without_pieces(right: char) -> FenError {
    let (side, rank) = if right.is_ascii_uppercase() {
        ("white", 1)
    } else {
        ("black", 8)
    };
    let rook = match right.to_ascii_lowercase() {
        'k' => format!("a {side} rook on its h-side"),
        'q' => format!("a {side} rook on its a-side"),
        file => format!("a {side} rook on {file}{rank}"),
    };
    FenError::CastlingWithoutPieces {
        right,
        needs: format!("the {side} king on rank {rank} and {rook}"),
    }
}

/// The error of a pawn on the first or last rank.
fn pawn_on_back_rank(side: &'static str, square: &str) -> FenError {
    FenError::Misplaced {
        side,
        piece: "pawn",
        square: name(square),
        rule: "never stands on the first or last rank",
    }
}

#[test]
fn malformed_fens_are_errors() {
    let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    let cases = [
        (String::new(), FenError::FieldCount(0)),
        (start.to_owned(), FenError::FieldCount(1)),
        (format!("{start} w KQkq - 0"), FenError::FieldCount(5)),
        (format!("{start} w KQkq - 0 1 x"), FenError::FieldCount(7)),
        (
            "8/8/8/8/8/8/8 w - - 0 1".into(),
            FenError::RankCount {
                found: 7,
                expected: 8,
            },
        ),
        (
            "8/8/8/8/8/8/8/8/8 w - - 0 1".into(),
            FenError::RankCount {
                found: 9,
                expected: 8,
            },
        ),
        (
            "k7/ppppppppp/8/8/8/8/8/K7 w - - 0 1".into(),
            FenError::RankTooLong { rank: 7, files: 8 },
        ),
        (
            "k7/8/9/8/8/8/8/K7 w - - 0 1".into(),
            FenError::RankTooLong { rank: 6, files: 8 },
        ),
        (
            "k7/8/0/8/8/8/8/K7 w - - 0 1".into(),
            FenError::EmptyCount {
                rank: 6,
                text: "0".into(),
            },
        ),
        (
            "k7/8/7/8/8/8/8/K7 w - - 0 1".into(),
            FenError::RankTooShort {
                rank: 6,
                squares: 7,
                files: 8,
            },
        ),
        (
            "k7/8/44/8/8/8/8/K7 w - - 0 1".into(),
            FenError::RankTooLong { rank: 6, files: 8 },
        ),
        (
            "k7/8/8/8/3x4/8/8/K7 w - - 0 1".into(),
            FenError::BadPiece {
                character: 'x',
                rank: 4,
                letters: "PNBRQK pnbrqk",
            },
        ),
        (
            "k7/8/8/8/3é4/8/8/K7 w - - 0 1".into(),
            FenError::BadPiece {
                character: 'é',
                rank: 4,
                letters: "PNBRQK pnbrqk",
            },
        ),
        (
            format!("{start} x KQkq - 0 1"),
            FenError::SideToMove("x".into()),
        ),
        (
            format!("{start} W KQkq - 0 1"),
            FenError::SideToMove("W".into()),
        ),
        (format!("{start} w KQkx - 0 1"), castling_field("KQkx")),
        (
            "k7/8/8/8/8/8/8/K7 w KQkx - 0 1".into(),
            castling_field("KQkx"),
        ),
        (format!("{start} w KK - 0 1"), castling_field("KK")),
        (format!("{start} w -K - 0 1"), castling_field("-K")),
        ("4k3/8/8/8/8/8/8/R3K3 w K - 0 1".into(), without_pieces('K')),
        (
            "4k3/8/8/8/8/8/8/4K2R w KQ - 0 1".into(),
            without_pieces('Q'),
        ),
        // The king off its back rank.
        (
            "r3k2r/8/8/8/8/8/3K4/R6R w KQ - 0 1".into(),
            without_pieces('K'),
        ),
        // X-FEN: no rook on the king's a-side (it is on the a-file).
        ("4k3/8/8/8/8/8/8/KR6 w Q - 0 1".into(), without_pieces('Q')),
        // Files (Shredder-FEN): a knight on g1, the king on e1, a knight
        // on b8.
        (format!("{start} w G - 0 1"), without_pieces('G')),
        (format!("{start} w E - 0 1"), without_pieces('E')),
        (format!("{start} w b - 0 1"), without_pieces('b')),
        // `i` is no file.
        (format!("{start} w KQkqi - 0 1"), castling_field("KQkqi")),
        // One rook named twice, two rooks on one side of the king.
        (
            format!("{start} w KH - 0 1"),
            FenError::CastlingSameSide {
                first: 'K',
                second: 'H',
                side: "white",
            },
        ),
        (
            "4k3/8/8/8/8/8/8/4KRR1 w GF - 0 1".into(),
            FenError::CastlingSameSide {
                first: 'G',
                second: 'F',
                side: "white",
            },
        ),
        (
            "rr2k3/8/8/8/8/8/8/4K3 w qb - 0 1".into(),
            FenError::CastlingSameSide {
                first: 'q',
                second: 'b',
                side: "black",
            },
        ),
        (
            format!("{start} w KQkq e9 0 1"),
            FenError::EnPassant {
                text: "e9".into(),
                expected: "expected `-` or a square such as e3",
            },
        ),
        (
            format!("{start} w KQkq E6 0 1"),
            FenError::EnPassant {
                text: "E6".into(),
                expected: "expected `-` or a square such as e3",
            },
        ),
        (
            format!("{start} w KQkq e6 0 1"),
            FenError::ImpossibleEnPassant(name("e6")),
        ),
        (
            format!("{start} b KQkq e4 0 1"),
            FenError::ImpossibleEnPassant(name("e4")),
        ),
        (
            "4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1".into(),
            FenError::ImpossibleEnPassant(name("e3")),
        ),
        (
            format!("{start} w KQkq - x 1"),
            FenError::HalfmoveClock("x".into()),
        ),
        (
            format!("{start} w KQkq - -1 1"),
            FenError::HalfmoveClock("-1".into()),
        ),
        (
            format!("{start} w KQkq - 0 0"),
            FenError::FullmoveNumber("0".into()),
        ),
        (
            format!("{start} w KQkq - 0 1.5"),
            FenError::FullmoveNumber("1.5".into()),
        ),
        (
            format!("{start} w KQkq - +5 1"),
            FenError::HalfmoveClock("+5".into()),
        ),
        (
            format!("{start} w KQkq - 0 4294967296"),
            FenError::FullmoveNumber("4294967296".into()),
        ),
        (
            "8/8/8/8/8/8/8/4K3 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "black",
                royal: "king",
                count: 0,
            },
        ),
        (
            "k7/8/8/8/8/8/8/KK6 w - - 0 1".into(),
            FenError::RoyalCount {
                side: "white",
                royal: "king",
                count: 2,
            },
        ),
        (
            "k6P/8/8/8/8/8/8/K7 w - - 0 1".into(),
            pawn_on_back_rank("white", "h8"),
        ),
        (
            "k7/8/8/8/8/8/8/p6K b - - 0 1".into(),
            pawn_on_back_rank("black", "a1"),
        ),
        (
            "k7/8/8/8/8/8/8/R6K w - - 0 1".into(),
            FenError::OpponentInCheck { royal: "king" },
        ),
        (
            "kK6/8/8/8/8/8/8/8 b - - 0 1".into(),
            FenError::OpponentInCheck { royal: "king" },
        ),
    ];
    for (fen, expected) in cases {
        let error = Position::from_fen(&fen).expect_err(&fen);
        assert_eq!(error, expected, "{fen}");
        let message = error.to_string();
        assert!(!message.is_empty() && !message.contains('\n'), "{message}");
    }
}

/// Random boards (two kings and up to 24 other pieces anywhere, with
/// castling rights and an en passant square where the pieces allow them):
/// whatever shakmaty accepts, we accept, with the same legal moves and
/// perft; whatever we accept, both strategies count alike. Reports how many
/// boards shakmaty refused (and so compared nothing), and fails if that is
/// most of them: the comparison must be the common case.
#[test]
fn random_boards_agree_with_shakmaty() {
    let boards = (
        prop::collection::vec((0..64usize, "[PNBRQpnbrq]"), 0..24),
        (0..64usize, 0..64usize),
        any::<bool>(),
        prop::option::of(1..16u8),
        0..12u8,
    );
    let (compared, refused) = (Cell::new(0u32), Cell::new(0u32));
    let mut runner = TestRunner::new(ProptestConfig::with_cases(2_000));
    let outcome = runner.run(
        &boards,
        |(pieces, kings, black_to_move, rights, en_passant_file)| {
            let fen = random_fen(&pieces, kings, black_to_move, rights, en_passant_file);
            match Position::from_fen(&fen) {
                Ok(ours) => {
                    let nodes = perft(&ours, 2);
                    if let Some(theirs) = shakmaty_parse(&fen, their_mode(&ours)) {
                        compared.set(compared.get() + 1);
                        prop_assert_eq!(our_moves(&ours), shakmaty_moves(&theirs), "{}", fen);
                        prop_assert_eq!(nodes, shakmaty::perft(&theirs, 2), "{}", fen);
                    } else {
                        refused.set(refused.get() + 1);
                    }
                }
                // shakmaty's Chess960 mode accepts every castling right either
                // mode does.
                Err(error) => {
                    refused.set(refused.get() + 1);
                    prop_assert!(
                        shakmaty_parse(&fen, CastlingMode::Chess960).is_none(),
                        "{fen}: {error}"
                    );
                }
            }
            Ok(())
        },
    );
    if let Err(failure) = outcome {
        panic!("{failure}");
    }
    let (compared, refused) = (compared.get(), refused.get());
    println!("{compared} boards compared with shakmaty, {refused} refused by it");
    assert!(
        compared > refused,
        "shakmaty refused {refused} of {} random boards: the generator must make mostly legal ones",
        compared + refused
    );
}

fn square(name: &str) -> usize {
    parse_square(name).expect("a square")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2_000))]

    /// Any text is read without panicking.
    #[test]
    fn any_text_is_an_error_or_a_position(text in "\\PC{0,90}") {
        let _ = Position::from_fen(&text);
    }

    /// Valid FENs with a few characters replaced, inserted or removed: an
    /// error, or a position whose moves (if shakmaty also accepts it) equal
    /// shakmaty's; never a panic.
    #[test]
    fn edited_fens_are_errors_or_playable(
        which in 0..6usize,
        edits in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8, "[ /0-9a-zA-Z-]"), 1..4),
    ) {
        let fens = [INITIAL, KIWIPETE, POSITION_3, POSITION_4, POSITION_5, POSITION_6];
        let mut fen: Vec<char> = fens[which].chars().collect();
        for (at, edit, text) in edits {
            common::edit_text(&mut fen, at, edit, text.chars().next().unwrap_or('x'));
        }
        let fen: String = fen.into_iter().collect();
        if let Ok(ours) = Position::from_fen(&fen) {
            let nodes = perft(&ours, 2);
            if let Some(theirs) = shakmaty_parse(&fen, their_mode(&ours)) {
                prop_assert_eq!(our_moves(&ours), shakmaty_moves(&theirs), "{}", fen);
                prop_assert_eq!(nodes, shakmaty::perft(&theirs, 2), "{}", fen);
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1_000))]

    /// Random Chess960-like boards: each king on any file of its back rank
    /// with rooks beside it, other pieces anywhere, and castling letters
    /// naming the rooks by file or by side (`KQkq`), or any letter. Whatever
    /// both read, they agree on (moves, perft); what shakmaty reads in
    /// Chess960 mode, we read too, but a rook named twice (`KH`), which
    /// shakmaty tolerates.
    #[test]
    fn random_chess960_boards_agree_with_shakmaty(
        pieces in prop::collection::vec((8..56usize, "[PNBRQpnbrq]"), 0..12),
        kings in (0..8usize, 0..8usize),
        rooks in prop::collection::vec((any::<bool>(), 0..8usize), 0..6),
        black_to_move in any::<bool>(),
        castling in prop::collection::vec((any::<prop::sample::Index>(), 0..3u8), 0..4),
    ) {
        let fen = random_chess960_fen(&pieces, kings, &rooks, black_to_move, &castling);
        let theirs = shakmaty_parse(&fen, CastlingMode::Chess960);
        match Position::from_fen(&fen) {
            Ok(ours) => {
                let nodes = perft(&ours, 2);
                if let Some(theirs) = shakmaty_parse(&fen, their_mode(&ours)) {
                    prop_assert_eq!(our_moves(&ours), shakmaty_moves(&theirs), "{}", fen);
                    prop_assert_eq!(nodes, shakmaty::perft(&theirs, 2), "{}", fen);
                }
            }
            Err(FenError::CastlingSameSide { .. }) => {}
            Err(error) => prop_assert!(theirs.is_none(), "{fen}: {error}"),
        }
    }
}

/// A FEN for `random_chess960_boards_agree_with_shakmaty`: `pieces` on
/// ranks 2 to 7 (pawns included), the kings on files `kings` of their back
/// ranks, `rooks` (black or white, a file) on the back ranks but for the
/// kings' squares; each of `castling` picks a rook and names it by its file
/// (0), by its side of the king (1, `K` or `Q`), or picks any letter (2);
/// repeated letters are dropped.
fn random_chess960_fen(
    pieces: &[(usize, String)],
    (white_king, black_king): (usize, usize),
    rooks: &[(bool, usize)],
    black_to_move: bool,
    castling: &[(prop::sample::Index, u8)],
) -> String {
    let mut board = [' '; 64];
    for (square, piece) in pieces {
        board[*square] = piece.chars().next().unwrap_or('P');
    }
    board[white_king] = 'K';
    board[56 + black_king] = 'k';
    for &(black, file) in rooks {
        let square = if black { 56 + file } else { file };
        if !board[square].eq_ignore_ascii_case(&'k') {
            board[square] = if black { 'r' } else { 'R' };
        }
    }
    // Random pieces often attack a king, which no position allows for the
    // side not to move, and only in some ways for the side to move: remove
    // every attacker of the first king and all but one of the second, until
    // a removal uncovers no other (kings next to each other stay).
    let (to_move, not_to_move) = if black_to_move {
        ('k', 'K')
    } else {
        ('K', 'k')
    };
    loop {
        let mut removed = king_attackers(&board, not_to_move);
        removed.extend(king_attackers(&board, to_move).into_iter().skip(1));
        if removed.is_empty() {
            break;
        }
        for square in removed {
            board[square] = ' ';
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
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
    let mut letters = String::new();
    for (index, style) in castling {
        let letter = match (rooks.get(index.index(rooks.len().max(1))), style) {
            (Some(&(black, file)), 0 | 1) => {
                let king = if black { black_king } else { white_king };
                let letter = match style {
                    0 => char::from(b'a' + file as u8),
                    _ if file > king => 'k',
                    _ => 'q',
                };
                if black {
                    letter
                } else {
                    letter.to_ascii_uppercase()
                }
            }
            _ => {
                let any: Vec<char> = ('A'..='H').chain('a'..='h').chain("KQkq".chars()).collect();
                any[index.index(any.len())]
            }
        };
        if !letters.contains(letter) {
            letters.push(letter);
        }
    }
    if letters.is_empty() {
        letters.push('-');
    }
    let side = if black_to_move { 'b' } else { 'w' };
    format!("{placement} {side} {letters} - 0 1")
}

/// A FEN of the board `random_boards_agree_with_shakmaty` describes: later
/// pieces replace earlier ones, pawns that land on a back rank are dropped;
/// an en passant square on `en_passant_file` (if below 8) with the pawn that
/// just skipped it put in place; the kings replace anything, but for each
/// castling right (bits of `rights`: K, Q, k, q) the king and rook are put at
/// home, so the right is kept unless something else displaced them.
fn random_fen(
    pieces: &[(usize, String)],
    (white_king, black_king): (usize, usize),
    black_to_move: bool,
    rights: Option<u8>,
    en_passant_file: u8,
) -> String {
    let rights = rights.unwrap_or(0);
    let mut board = [' '; 64];
    for (square, piece) in pieces {
        let piece = piece.chars().next().unwrap_or('P');
        let back_rank = *square < 8 || *square >= 56;
        if !(back_rank && piece.eq_ignore_ascii_case(&'p')) {
            board[*square] = piece;
        }
    }
    let file = usize::from(en_passant_file);
    let en_passant = if file < 8 {
        // The pawn of the side that just moved, two squares from its start.
        let (pawn, skipped, start, piece) = if black_to_move {
            (24 + file, 16 + file, 8 + file, 'P')
        } else {
            (32 + file, 40 + file, 48 + file, 'p')
        };
        board[pawn] = piece;
        board[skipped] = ' ';
        board[start] = ' ';
        Some(skipped)
    } else {
        None
    };
    board[white_king] = 'K';
    board[black_king] = 'k';
    for (bit, king, rook, pieces) in [
        (0, 4, 7, "KR"),
        (1, 4, 0, "KR"),
        (2, 60, 63, "kr"),
        (3, 60, 56, "kr"),
    ] {
        if rights >> bit & 1 == 1 {
            let king_piece = if bit < 2 { 'K' } else { 'k' };
            board
                .iter_mut()
                .filter(|piece| **piece == king_piece)
                .for_each(|piece| *piece = ' ');
            let mut letters = pieces.chars();
            board[king] = letters.next().unwrap_or(king_piece);
            board[rook] = letters.next().unwrap_or('R');
        }
    }
    // Random pieces often attack a king, which no position allows for the
    // side not to move, and only in some ways for the side to move: remove
    // every attacker of the first king and all but one of the second, until
    // a removal uncovers no other (kings next to each other stay).
    let (to_move, not_to_move) = if black_to_move {
        ('k', 'K')
    } else {
        ('K', 'k')
    };
    loop {
        let mut removed = king_attackers(&board, not_to_move);
        removed.extend(king_attackers(&board, to_move).into_iter().skip(1));
        if removed.is_empty() {
            break;
        }
        for square in removed {
            board[square] = ' ';
        }
    }
    let mut placement = String::new();
    for rank in (0..8).rev() {
        let mut empty = 0;
        for file in 0..8 {
            match board[rank * 8 + file] {
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
    let mut castling: String = [
        ('K', 4, 7, 'R'),
        ('Q', 4, 0, 'R'),
        ('k', 60, 63, 'r'),
        ('q', 60, 56, 'r'),
    ]
    .iter()
    .enumerate()
    .filter(|&(bit, &(letter, king, rook, rook_piece))| {
        let king_piece = if letter.is_ascii_uppercase() {
            'K'
        } else {
            'k'
        };
        rights >> bit & 1 == 1 && board[king] == king_piece && board[rook] == rook_piece
    })
    .map(|(_, &(letter, ..))| letter)
    .collect();
    if castling.is_empty() {
        castling.push('-');
    }
    let side = if black_to_move { 'b' } else { 'w' };
    let en_passant = en_passant.map_or("-".to_owned(), |index| square_name(index).to_owned());
    format!("{placement} {side} {castling} {en_passant} 0 1")
}

/// The squares of the pieces other than a king that attack `king` (`K` or
/// `k`) on `board` (a piece letter or `' '` per square, a1 first), by
/// shakmaty's reckoning; none without that king.
fn king_attackers(board: &[char; 64], king: char) -> Vec<usize> {
    let mut theirs = shakmaty::Board::empty();
    for (square, &letter) in board.iter().enumerate() {
        if let Some(piece) = shakmaty::Piece::from_char(letter) {
            theirs.set_piece_at(shakmaty::Square::new(square as u32), piece);
        }
    }
    let side = if king == 'K' {
        shakmaty::Color::White
    } else {
        shakmaty::Color::Black
    };
    let Some(square) = theirs.king_of(side) else {
        return Vec::new();
    };
    theirs
        .attacks_to(square, !side, theirs.occupied())
        .into_iter()
        .map(usize::from)
        .filter(|&attacker| !matches!(board[attacker], 'K' | 'k'))
        .collect()
}
