//! The shipped variants against Fairy-Stockfish, without Python: the
//! counts `scripts/variants-check.sh --fixtures` wrote
//! (`tests/variants.counts`: for each variant its start position and
//! positions of random games, perft at depths 1 to 3 from Fairy-Stockfish,
//! the FEN as pyffish's `get_fen` writes it); and what the game layer
//! promises on them: FEN written back as read, every move's UCI parsed
//! back to it, the game's end as the variant scores it, the generic chess
//! equal to the specialised one.

mod chess960;
// Its edits of text; its perft tables are the other games'.
#[allow(unused_macros)]
mod common;

use bitfill_games::variants::{GameVisitor, NAMES, visit};
use bitfill_games::{EndReason, FenError, Game, MoveError, Outcome, perft, variants};

/// Fairy-Stockfish's counts: (variant, FEN, perft at depths 1, 2, 3).
fn fixtures() -> Vec<(&'static str, &'static str, Vec<u64>)> {
    include_str!("variants.counts")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let mut parts = line.split('|').map(str::trim);
            let (variant, fen, counts) = (
                parts.next().expect("a variant"),
                parts.next().expect("a FEN"),
                parts.next().expect("counts"),
            );
            let counts = counts
                .split(' ')
                .map(|count| count.parse().expect("a count"))
                .collect();
            (variant, fen, counts)
        })
        .collect()
}

/// Checks one fixture in the variant's position type.
struct Fixture<'a> {
    fen: &'a str,
    counts: &'a [u64],
}

impl GameVisitor for Fixture<'_> {
    type Output = ();

    fn visit<G: Game>(self) {
        let position =
            G::from_fen(self.fen).unwrap_or_else(|error| panic!("{}: {error}", self.fen));
        // Written back as Fairy-Stockfish wrote it.
        assert_eq!(position.fen(), self.fen, "{}", G::VARIANT);
        for (depth, &expected) in (1..).zip(self.counts) {
            assert_eq!(
                perft(&position, depth),
                expected,
                "{} {} depth {depth}",
                G::VARIANT,
                self.fen
            );
        }
        // Every move spelled and read back; the listed moves are the counted ones.
        let moves = position.legal_moves();
        assert_eq!(moves.len() as u64, position.count_legal_moves());
        for legal_move in moves {
            let uci = position.uci(legal_move);
            assert_eq!(
                position.parse_uci(&uci),
                Ok(legal_move),
                "{} {uci}",
                self.fen
            );
        }
    }
}

#[test]
fn every_variant_counts_as_fairy_stockfish() {
    let fixtures = fixtures();
    for name in NAMES {
        let cases = fixtures
            .iter()
            .filter(|(variant, ..)| *variant == name)
            .count();
        assert!(cases >= 5, "{name}: {cases} fixtures");
    }
    for (variant, fen, counts) in &fixtures {
        visit(variant, Fixture { fen, counts }).expect("a shipped variant");
    }
    // The specialised chess too, in its standard and Chess960 modes: the
    // same counts, the FEN written back as Fairy-Stockfish wrote it.
    for (_, fen, counts) in fixtures
        .iter()
        .filter(|(variant, ..)| ["chess", "chess960"].contains(variant))
    {
        Fixture { fen, counts }.visit::<bitfill_games::chess::Position>();
    }
}

/// The start position reads back to the description's FEN.
struct Start;

impl GameVisitor for Start {
    type Output = (String, bool);

    fn visit<G: Game>(self) -> (String, bool) {
        let start = G::start();
        (start.fen(), start.outcome().is_none())
    }
}

#[test]
fn every_start_position_is_playable() {
    for name in NAMES {
        let (fen, playable) = visit(name, Start).expect("a shipped variant");
        assert!(playable, "{name}: {fen}");
        assert!(
            fen.ends_with(" - 0 1") && fen.contains(" w "),
            "{name}: {fen}"
        );
    }
}

/// `Variant::ray` along each direction of its documented order, from
/// every square, equals a walk of the direction's step to the edge.
fn rays_follow_their_compass_order<V: bitfill_games::family::Variant>() {
    use bitfill::{BitSet, Geometry};
    let (width, height) = (V::Board::WIDTH as i32, V::Board::HEIGHT as i32);
    let steps = [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ];
    for square in 0..width * height {
        for (direction, (file_step, rank_step)) in steps.into_iter().enumerate() {
            let mut walked = V::Bits::EMPTY;
            let (mut file, mut rank) = (square % width + file_step, square / width + rank_step);
            while (0..width).contains(&file) && (0..height).contains(&rank) {
                walked |= V::Bits::square((rank * width + file) as usize);
                (file, rank) = (file + file_step, rank + rank_step);
            }
            let ray = V::ray(direction, square as usize);
            assert_eq!(
                ray,
                walked,
                "{}: direction {direction} from {square}",
                V::NAME
            );
        }
    }
}

#[test]
fn rays_follow_the_compass_order_on_every_board_size() {
    rays_follow_their_compass_order::<variants::chess::Rules>();
    rays_follow_their_compass_order::<variants::capablanca::Rules>();
    rays_follow_their_compass_order::<variants::grand::Rules>();
}

/// `Variant::attackers_by_kind` equals `Variant::attackers` of a board
/// full of one kind, for each kind, side and square, on occupancies drawn
/// at random (xorshift, a fixed seed).
fn attackers_by_kind_are_attackers_of_each_kind<V: bitfill_games::family::Variant>() {
    use bitfill::{BitSet, Geometry};
    use bitfill_games::family::KindSets;
    let squares = (V::Board::WIDTH * V::Board::HEIGHT) as usize;
    let mut seed = 0x2545_f491_4f6c_dd1d_u64;
    for _ in 0..8 {
        // About one square in three occupied.
        let mut occupied = V::Bits::EMPTY;
        for square in 0..squares {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            if seed % 3 == 0 {
                occupied |= V::Bits::square(square);
            }
        }
        for side in 0..2 {
            for square in 0..squares {
                let by_kind = V::attackers_by_kind(side, square, occupied);
                for (kind, &set) in by_kind.as_ref().iter().enumerate() {
                    let mut one_kind = V::Kinds::EMPTY;
                    one_kind.as_mut()[kind] = V::Board::BOARD;
                    assert_eq!(
                        set,
                        V::attackers(side, square, occupied, &one_kind),
                        "{}: kind {kind}, side {side}, square {square}",
                        V::NAME
                    );
                }
            }
        }
    }
}

#[test]
fn attackers_by_kind_are_attackers_of_each_kind_in_every_variant() {
    attackers_by_kind_are_attackers_of_each_kind::<variants::chess::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::chess960::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::capablanca::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::caparandom::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::gothic::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::embassy::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::janus::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::grand::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::almost::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::shatranj::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::courier::Rules>();
    attackers_by_kind_are_attackers_of_each_kind::<variants::chigorin::Rules>();
}

#[test]
fn the_generic_chess_is_the_specialised_one() {
    let positions = [
        (
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            4,
        ),
        (
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            3,
        ),
        ("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4),
        (
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            3,
        ),
        (
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            3,
        ),
    ];
    for (fen, depth) in positions {
        let generic = variants::chess::Position::from_fen(fen).expect("a FEN");
        let specialised = bitfill_games::chess::Position::from_fen(fen).expect("a FEN");
        assert_eq!(generic.fen(), specialised.fen());
        for depth in 1..=depth {
            assert_eq!(
                perft(&generic, depth),
                perft(&specialised, depth),
                "{fen} {depth}"
            );
        }
    }
    // Chess960, castling rights by file: the specialised generator's
    // counts, and its spelling of castling (king takes rook).
    let fen = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9";
    let generic = variants::chess960::Position::from_fen(fen).expect("a FEN");
    let specialised = bitfill_games::chess::Position::from_fen(fen).expect("a FEN");
    assert_eq!(generic.fen(), fen);
    assert_eq!(specialised.fen(), fen);
    for depth in 1..=3 {
        assert_eq!(
            perft(&generic, depth),
            perft(&specialised, depth),
            "{fen} {depth}"
        );
    }
    assert_eq!(sorted_uci(&generic), sorted_uci(&specialised));
    // Castling as Fairy-Stockfish spells it: the king's move in chess, the
    // king taking its rook in Chess960.
    let castle = |uci: &[String]| {
        uci.iter().any(|m| m == "e1g1") as u8 + 2 * uci.iter().any(|m| m == "e1h1") as u8
    };
    let fen = "4k3/8/8/8/8/8/8/4K2R w K - 0 1";
    let chess = variants::chess::Position::from_fen(fen).expect("a FEN");
    let chess960 = variants::chess960::Position::from_fen(fen).expect("a FEN");
    assert_eq!(castle(&sorted_uci(&chess)), 1);
    assert_eq!(castle(&sorted_uci(&chess960)), 2);
    assert_eq!(chess960.fen(), "4k3/8/8/8/8/8/8/4K2R w H - 0 1");
}

#[test]
fn games_end_as_the_variants_score_them() {
    use variants::{chess, shatranj};
    // Fool's mate: checkmate.
    let mated =
        chess::Position::from_fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")
            .expect("a FEN");
    assert_eq!(
        mated.outcome(),
        Some(Outcome::Decisive {
            winner: chess::board::Side::Black,
            reason: EndReason::Checkmate
        })
    );
    // Shatranj: black's king is bare and white has two pieces: white has
    // won, and there is no move left to make.
    let bared = shatranj::Position::from_fen("8/8/8/4k3/8/8/8/4K1R1 w - - 0 1").expect("a FEN");
    assert!(bared.legal_moves().is_empty());
    assert_eq!(
        bared.outcome(),
        Some(Outcome::Decisive {
            winner: shatranj::board::Side::White,
            reason: EndReason::BareKing
        })
    );
    // Black to move with its king bare but able to take the rook: white's
    // two pieces are not enough with the claim, the game goes on.
    let claim = shatranj::Position::from_fen("8/8/8/8/8/5k2/6R1/4K3 b - - 0 1").expect("a FEN");
    assert_eq!(claim.outcome(), None);
    assert_eq!(
        claim.legal_moves().len(),
        claim.count_legal_moves() as usize
    );
    // Shatranj scores a stalemate as a loss for the stalemated side.
    let stalemated = shatranj::Position::from_fen("k7/1R6/1K6/8/8/8/8/8 b - - 0 1").expect("a FEN");
    assert_eq!(
        stalemated.outcome(),
        Some(Outcome::Decisive {
            winner: shatranj::board::Side::White,
            reason: EndReason::Stalemate
        })
    );
    let drawn = chess::Position::from_fen("k7/1R6/1K6/8/8/8/8/8 b - - 0 1").expect("a FEN");
    assert_eq!(
        drawn.outcome(),
        Some(Outcome::Draw {
            reason: EndReason::Stalemate
        })
    );
}

#[test]
fn bad_fens_are_errors_naming_the_variant() {
    use variants::{capablanca, grand, shatranj};
    // A chess placement on the 10 x 8 board.
    assert_eq!(
        capablanca::Position::from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
        Err(FenError::RankTooShort {
            rank: 8,
            squares: 8,
            files: 10
        })
    );
    // A letter the variant lacks, with the variant's letters in the message.
    let error =
        shatranj::Position::from_fen("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNA w - - 0 1")
            .expect_err("no `A` in shatranj");
    assert!(error.to_string().contains("PNBRQK pnbrqk"), "{error}");
    // Castling in a variant without it.
    assert!(matches!(
        grand::Position::from_fen(
            "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w KQkq - 0 1"
        ),
        Err(FenError::Castling { .. })
    ));
    // Ten empty squares are `10`; `01` is no count.
    assert!(matches!(
        capablanca::Position::from_fen(
            "rnabqkbcnr/pppppppppp/10/10/10/01/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1"
        ),
        Err(FenError::EmptyCount { rank: 3, .. })
    ));
    // An en passant square no double step explains.
    assert!(matches!(
        capablanca::Position::from_fen(
            "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq e6 0 1"
        ),
        Err(FenError::ImpossibleEnPassant(_))
    ));
}

#[test]
fn two_rights_on_one_side_of_a_king_are_an_error() {
    // `K` and `H` both name the h1 rook; `A` and `Q` the a1 rook.
    for (field, first, second) in [("KHkq", 'K', 'H'), ("KQkqa", 'q', 'a')] {
        let fen = format!("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w {field} - 0 1");
        let side = if first.is_ascii_uppercase() {
            "white"
        } else {
            "black"
        };
        assert_eq!(
            variants::chess::Position::from_fen(&fen),
            Err(FenError::CastlingSameSide {
                first,
                second,
                side
            }),
            "{fen}"
        );
    }
}

/// A castling right whose rook has another castling rook beyond it on
/// the king's rank is written with the rook's file, as X-FEN writes it:
/// `K` would name the outer one. Found by the random boards below (a rook
/// landing beyond the castling rook).
#[test]
fn a_castling_rook_with_another_beyond_it_is_written_by_its_file() {
    let fen = "6R1/8/8/8/k7/8/8/KR6 w K - 0 1";
    let position = variants::chigorin::Position::from_fen(fen).expect("a FEN");
    assert_eq!(position.fen(), fen);
    let rook_move = position.parse_uci("g8g1").expect("a legal move");
    let child = position.play(rook_move);
    assert_eq!(child.fen(), "8/8/8/8/k7/8/8/KR4R1 b B - 1 1");
    assert_eq!(
        variants::chigorin::Position::from_fen(&child.fen()).as_ref(),
        Ok(&child)
    );
    // The same in chess, on the queen's side.
    let fen = "4k3/8/8/8/8/8/8/R2RK3 w Q - 0 1";
    let position = variants::chess::Position::from_fen(fen).expect("a FEN");
    assert_eq!(position.fen(), fen);
    let fen = "4k3/8/8/8/8/8/8/R2RK3 w D - 0 1";
    let position = variants::chess::Position::from_fen(fen).expect("a FEN");
    assert_eq!(position.fen(), fen);
    assert_eq!(
        variants::chess::Position::from_fen(&position.fen()).as_ref(),
        Ok(&position)
    );
}

#[test]
fn positions_parse_hash_and_default_as_users_expect() {
    use std::collections::HashSet;
    let fen = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";
    let generic: variants::chess::Position = fen.parse().expect("a FEN");
    assert_eq!(generic.fen(), fen);
    assert_eq!(
        "4k3/8/8/8/8/8/8/4K3 w - - +1 1".parse::<variants::chess::Position>(),
        Err(FenError::HalfmoveClock("+1".into()))
    );
    assert_eq!(
        variants::capablanca::Position::default(),
        variants::capablanca::Position::start()
    );
    // Equal positions hash alike; the children of the start are distinct.
    let start = variants::chess::Position::start();
    let children: HashSet<_> = start
        .legal_moves()
        .into_iter()
        .map(|legal_move| start.play(legal_move))
        .collect();
    assert_eq!(children.len(), 20);
    assert!(children.contains(&fen_position(
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"
    )));
    let specialised: bitfill_games::chess::Position = fen.parse().expect("a FEN");
    assert_eq!(specialised.fen(), fen);
    let xiangqi: bitfill_games::xiangqi::Position = bitfill_games::xiangqi::Position::start()
        .fen()
        .parse()
        .expect("a FEN");
    assert_eq!(xiangqi, bitfill_games::xiangqi::Position::start());
    let janggi: bitfill_games::janggi::Position = bitfill_games::janggi::Position::start()
        .fen()
        .parse()
        .expect("a FEN");
    assert_eq!(janggi, bitfill_games::janggi::Position::start());
}

fn fen_position(fen: &str) -> variants::chess::Position {
    fen.parse().expect("a FEN")
}

#[test]
fn move_counters_saturate() {
    let most = u32::MAX;
    let fen = format!("4k3/8/8/8/8/8/8/4K3 b - - {most} {most}");
    let position = variants::chess::Position::from_fen(&fen).expect("a FEN");
    let after = position.play(position.parse_uci("e8d8").expect("a legal move"));
    assert_eq!(
        after.fen(),
        format!("3k4/8/8/8/8/8/8/4K3 w - - {most} {most}")
    );
    assert_eq!(variants::chess::Position::from_fen(&after.fen()), Ok(after));
}

#[test]
fn try_play_takes_legal_moves_only() {
    use bitfill_games::family::{Move, MoveKind};
    let start = variants::chess::Position::start();
    let knight = start.parse_uci("g1f3").expect("a legal move");
    assert_eq!(start.try_play(knight), Ok(start.play(knight)));
    // Moves made by hand: off the rules, off the board, to a kind the
    // variant lacks; each an error, none a panic.
    for candidate in [
        Move {
            from: 4,
            to: 36,
            kind: MoveKind::Normal,
        },
        Move {
            from: 200,
            to: 255,
            kind: MoveKind::Normal,
        },
        Move {
            from: 12,
            to: 28,
            kind: MoveKind::Promotion(200),
        },
    ] {
        let error = start.try_play(candidate).expect_err("not a legal move");
        assert!(matches!(error, MoveError::NotLegal { .. }), "{error}");
        assert!(error.to_string().contains(&start.fen()), "{error}");
    }
}

/// Castling spelled as Fairy-Stockfish spells it (pyffish's
/// `legal_moves`): the king's move to its square, but as the king taking
/// its rook where that square is also a plain step of the king's (a king
/// off its file with its castling right kept), and the king's square twice
/// where it stays.
#[test]
fn castling_is_spelled_as_fairy_stockfish_spells_it() {
    fn king_moves<G: Game>(fen: &str, king: &str) -> Vec<String> {
        let position = G::from_fen(fen).unwrap_or_else(|error| panic!("{fen}: {error}"));
        let mut moves: Vec<String> = position
            .legal_moves()
            .into_iter()
            .map(|legal_move| position.uci(legal_move))
            .filter(|uci| uci.starts_with(king))
            .collect();
        moves.sort();
        for uci in &moves {
            let legal_move = position.parse_uci(uci).expect("read back");
            assert_eq!(&position.uci(legal_move), uci, "{fen}");
        }
        moves
    }
    let chess = "4k3/8/8/8/8/8/8/5K1R w K - 0 1";
    let steps = ["f1e1", "f1e2", "f1f2", "f1g1", "f1g2", "f1h1"];
    assert_eq!(king_moves::<variants::chess::Position>(chess, "f1"), steps);
    assert_eq!(
        king_moves::<bitfill_games::chess::Position>(chess, "f1"),
        steps
    );
    let janus = "r1nbn1bk1r/p1pppp1ppp/1p4p3/3J4j1/P2q6/9P/RPPPPP1PP1/2NBKQBN1R b Kkq - 2 9";
    let steps = ["h8g7", "h8i8", "h8j8"];
    assert_eq!(king_moves::<variants::janus::Position>(janus, "h8"), steps);
    let janus = "r1nbn1b1kr/p1pppp1ppp/1p4p3/3J4j1/P2q6/9P/RPPPPP1PP1/2NBKQBN1R b Kk - 2 9";
    assert_eq!(
        king_moves::<variants::janus::Position>(janus, "i8"),
        ["i8h8", "i8i8"]
    );
    let capablanca = "4k5/10/10/10/10/10/10/6K2R w K - 0 1";
    let steps = ["g1f1", "g1f2", "g1g2", "g1h1", "g1h2", "g1i1"];
    assert_eq!(
        king_moves::<variants::capablanca::Position>(capablanca, "g1"),
        steps
    );
}

/// A move in UCI that is no move of the board at all is `Malformed`, with
/// the board's squares in its message; one that is, but not legal, is
/// `Illegal`, in every game alike.
#[test]
fn malformed_moves_are_told_from_illegal_ones() {
    fn parse<G: Game>(uci: &str) -> Result<String, MoveError> {
        let start = G::start();
        start.parse_uci(uci).map(|legal_move| start.uci(legal_move))
    }
    let malformed = |result: Result<String, MoveError>, last: &str| match result {
        Err(error @ MoveError::Malformed { .. }) => {
            assert!(
                error.to_string().contains(&format!("a1 to {last}")),
                "{error}"
            );
        }
        other => panic!("{other:?}"),
    };
    let illegal = |result: Result<String, MoveError>| {
        assert!(
            matches!(result, Err(MoveError::Illegal { .. })),
            "{result:?}"
        );
    };
    for uci in ["", "e2", "e2e9", "i2i3", "E2E4", "e2e4qq", "e2-e4", "e2e04"] {
        malformed(parse::<variants::chess::Position>(uci), "h8");
        malformed(parse::<bitfill_games::chess::Position>(uci), "h8");
    }
    for uci in ["e2e5", "e1e2", "e2e4q", "a1a8"] {
        illegal(parse::<variants::chess::Position>(uci));
        illegal(parse::<bitfill_games::chess::Position>(uci));
    }
    // Ranks of two digits and files past h where the board has them.
    assert_eq!(
        parse::<variants::grand::Position>("a3a5"),
        Ok("a3a5".to_owned())
    );
    illegal(parse::<variants::grand::Position>("a10a9"));
    malformed(parse::<variants::grand::Position>("a11a10"), "j10");
    assert_eq!(
        parse::<variants::capablanca::Position>("j2j4"),
        Ok("j2j4".to_owned())
    );
    malformed(parse::<variants::capablanca::Position>("k2k4"), "j8");
    illegal(parse::<bitfill_games::xiangqi::Position>("a10a8"));
    malformed(parse::<bitfill_games::xiangqi::Position>("j1j2"), "i10");
    malformed(parse::<bitfill_games::janggi::Position>("a11a10"), "i10");
}

/// Every legal move of `position` in UCI, sorted: what two generators of
/// the same game must agree on.
fn sorted_uci<G: Game>(position: &G) -> Vec<String> {
    let mut moves: Vec<String> = position
        .legal_moves()
        .into_iter()
        .map(|legal_move| position.uci(legal_move))
        .collect();
    moves.sort();
    moves
}

/// Along a random game from `fen` (`choices` picking each move), the
/// generic position `G` lists at every ply the moves the specialised chess
/// lists, counts as many, writes the same FEN (Fairy-Stockfish's), and
/// counts perft 2 alike where the game stops.
fn agrees_with_the_specialised_chess<G: Game>(
    fen: &str,
    choices: &[u16],
) -> Result<(), proptest::test_runner::TestCaseError> {
    let mut generic = G::from_fen(fen).expect("a FEN");
    let mut specialised = bitfill_games::chess::Position::from_fen(fen).expect("a FEN");
    proptest::prop_assert_eq!(generic.fen(), specialised.fen());
    for &choice in choices {
        let generic_moves = sorted_uci(&generic);
        let specialised_moves = sorted_uci(&specialised);
        proptest::prop_assert_eq!(&generic_moves, &specialised_moves, "{}", generic.fen());
        proptest::prop_assert_eq!(
            generic.count_legal_moves(),
            generic_moves.len() as u64,
            "{}",
            generic.fen()
        );
        if generic_moves.is_empty() {
            break;
        }
        let uci = &generic_moves[usize::from(choice) % generic_moves.len()];
        generic = generic.play(generic.parse_uci(uci).expect("a legal move"));
        specialised = specialised.play(specialised.parse_uci(uci).expect("a legal move"));
        proptest::prop_assert_eq!(generic.fen(), specialised.fen(), "after {}", uci);
    }
    proptest::prop_assert_eq!(
        perft(&generic, 2),
        perft(&specialised, 2),
        "{}",
        generic.fen()
    );
    Ok(())
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(256))]

    /// Along random games from the start, Kiwipete and position 4 (checks,
    /// double checks, pins, en passant, promotions, castling), the generic
    /// chess agrees with the specialised generator, FEN included.
    #[test]
    fn random_games_agree_with_the_specialised_chess(
        start in 0..3usize,
        choices in proptest::collection::vec(0..u16::MAX, 0..120),
    ) {
        let fen = [
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        ][start];
        agrees_with_the_specialised_chess::<variants::chess::Position>(fen, &choices)?;
    }

    /// The same for Chess960, from random start positions (castling rights
    /// by file, as Fairy-Stockfish writes them there): the generic
    /// `chess960` and the specialised generator in its Chess960 mode.
    #[test]
    fn random_chess960_games_agree_with_the_specialised_chess(
        start in 0..960usize,
        choices in proptest::collection::vec(0..u16::MAX, 0..120),
    ) {
        let fen = chess960::chess960_fen(start, start, true);
        agrees_with_the_specialised_chess::<variants::chess960::Position>(&fen, &choices)?;
    }
}

/// A board of a shipped variant made at random, in the variant's shape
/// (read off its start position) and with its letters: the two kings
/// (`royals`, `None` to leave one out), `pieces` (square, letter), the side
/// to move, the castling field and the en passant square chosen among a
/// few; its FEN is then tested by [`consistent`].
struct RandomBoard<'a> {
    royals: (usize, Option<usize>),
    pieces: &'a [(usize, usize)],
    black: bool,
    castling: usize,
    en_passant: Option<(usize, usize)>,
}

impl RandomBoard<'_> {
    /// The FEN of the board, in the shape and with the letters of `start`
    /// (a start position's FEN).
    fn fen(&self, start: &str) -> String {
        let fields: Vec<&str> = start.split(' ').collect();
        let ranks: Vec<&str> = fields[0].split('/').collect();
        let mut files = 0;
        let mut digits = 0;
        for character in ranks[0].chars() {
            match character.to_digit(10) {
                Some(digit) => digits = digits * 10 + digit as usize,
                None => {
                    files += digits + 1;
                    digits = 0;
                }
            }
        }
        files += digits;
        let squares = files * ranks.len();
        let mut letters: Vec<char> = fields[0]
            .chars()
            .filter(|character| {
                character.is_ascii_alphabetic() && *character != 'K' && *character != 'k'
            })
            .collect();
        letters.sort_unstable();
        letters.dedup();
        let mut board = vec![None; squares];
        for &(square, letter) in self.pieces {
            let (square, letter) = (square % squares, letters[letter % letters.len()]);
            // Pawns on the first and last ranks are mostly refused: few.
            let edge = square < files || square >= squares - files;
            if !(edge && letter.eq_ignore_ascii_case(&'p')) {
                board[square] = Some(letter);
            }
        }
        board[self.royals.0 % squares] = Some('K');
        if let Some(square) = self.royals.1 {
            board[square % squares] = Some('k');
        }
        let mut placement = Vec::new();
        for rank in board.chunks(files) {
            let mut text = String::new();
            let mut empty = 0;
            for square in rank {
                match square {
                    Some(letter) => {
                        if empty > 0 {
                            text += &empty.to_string();
                            empty = 0;
                        }
                        text.push(*letter);
                    }
                    None => empty += 1,
                }
            }
            if empty > 0 {
                text += &empty.to_string();
            }
            placement.push(text);
        }
        let castling = ["-", "-", "-", "-", fields[2], "K"][self.castling % 6];
        let en_passant = self.en_passant.map_or("-".to_owned(), |(file, rank)| {
            format!(
                "{}{}",
                char::from(b'a' + (file % files) as u8),
                rank % ranks.len() + 1
            )
        });
        let side = if self.black { 'b' } else { 'w' };
        format!("{} {side} {castling} {en_passant} 0 1", placement.join("/"))
    }
}

impl GameVisitor for RandomBoard<'_> {
    type Output = Result<(), String>;

    fn visit<G: Game>(self) -> Result<(), String> {
        consistent::<G>(&self.fen(&G::start().fen()))
    }
}

/// Whatever `fen` is, reading it in `G` is an error or a position; a
/// position read writes back to itself, its moves spell and read back,
/// each child does too, and perft 2 (the frontier, counting by difference)
/// is the children's counts summed.
fn consistent<G: Game>(fen: &str) -> Result<(), String> {
    let Ok(position) = G::from_fen(fen) else {
        return Ok(());
    };
    let name = G::VARIANT;
    let written = position.fen();
    if G::from_fen(&written).as_ref() != Ok(&position) {
        return Err(format!("{name} {fen}: written as {written}, not read back"));
    }
    let _ = position.outcome();
    let moves = position.legal_moves();
    if position.count_legal_moves() != moves.len() as u64 {
        return Err(format!("{name} {fen}: counted and listed moves differ"));
    }
    let mut children = 0;
    for &legal_move in &moves {
        let uci = position.uci(legal_move);
        if position.parse_uci(&uci) != Ok(legal_move) {
            return Err(format!("{name} {fen}: {uci} not read back"));
        }
        let child = position.play(legal_move);
        if G::from_fen(&child.fen()).as_ref() != Ok(&child) {
            return Err(format!("{name} {fen}: after {uci}, {}", child.fen()));
        }
        let _ = child.outcome();
        children += child.count_legal_moves();
    }
    if perft(&position, 2) != children {
        return Err(format!(
            "{name} {fen}: perft 2 {} against {children}",
            perft(&position, 2)
        ));
    }
    Ok(())
}

/// [`consistent`] in the variant visited.
struct Consistent<'a>(&'a str);

impl GameVisitor for Consistent<'_> {
    type Output = Result<(), String>;

    fn visit<G: Game>(self) -> Result<(), String> {
        consistent::<G>(self.0)
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Random boards of every shipped variant (see [`RandomBoard`]): no
    /// panic, and what is read is consistent.
    #[test]
    fn random_boards_read_play_and_count_consistently(
        variant in 0..NAMES.len(),
        royals in (0..128usize, proptest::option::weighted(0.95, 0..128usize)),
        pieces in proptest::collection::vec((0..128usize, 0..32usize), 0..28),
        black in proptest::bool::ANY,
        castling in 0..6usize,
        en_passant in proptest::option::weighted(0.2, (0..12usize, 0..10usize)),
    ) {
        let board = RandomBoard { royals, pieces: &pieces, black, castling, en_passant };
        let result = visit(NAMES[variant], board).expect("a shipped variant");
        proptest::prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Any text, in every shipped variant, is an error or a position.
    #[test]
    fn any_text_is_an_error_or_a_position(
        variant in 0..NAMES.len(),
        text in "\\PC{0,120}",
    ) {
        let result = visit(NAMES[variant], Consistent(&text)).expect("a shipped variant");
        proptest::prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }

    /// Fairy-Stockfish's FENs of the fixtures (every variant's start and
    /// positions along its games), edited: one character replaced,
    /// inserted or removed (Fairy-Stockfish's own marks `~`, `+`, `[` and
    /// `]` among them), or a few times two pieces of the placement swapped
    /// or one turned into another's kind and side (boards that read,
    /// mostly: kings in check, pawns on the last rank, pieces galore). An
    /// error, or a position that is consistent; never a panic.
    #[test]
    fn edited_fens_are_errors_or_consistent(
        which in proptest::prelude::any::<proptest::sample::Index>(),
        character_edit in proptest::option::weighted(
            0.3,
            (proptest::prelude::any::<proptest::sample::Index>(), 0..3u8, "[ /0-9a-zA-Z~+\\[\\]-]"),
        ),
        piece_edits in proptest::collection::vec(
            proptest::prelude::any::<(proptest::sample::Index, proptest::sample::Index, bool)>(),
            1..5,
        ),
    ) {
        let fixtures = fixtures();
        let (variant, fen, _) = fixtures[which.index(fixtures.len())];
        let mut fen: Vec<char> = fen.chars().collect();
        if let Some((at, edit, text)) = character_edit {
            common::edit_text(&mut fen, at, edit, text.chars().next().unwrap_or('x'));
        } else {
            let placement = fen.iter().position(|&character| character == ' ').unwrap_or(fen.len());
            let pieces: Vec<usize> = (0..placement)
                .filter(|&index| fen[index].is_ascii_alphabetic())
                .collect();
            for (at, other, swap) in piece_edits {
                let (at, other) = (*at.get(&pieces), *other.get(&pieces));
                if swap {
                    fen.swap(at, other);
                } else {
                    fen[at] = fen[other];
                }
            }
        }
        let fen: String = fen.into_iter().collect();
        let result = visit(variant, Consistent(&fen)).expect("a shipped variant");
        proptest::prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}

/// [`parse_uci`](Game::parse_uci) of a text in the position `fen` (a
/// fixture's) against its legal moves: a move it reads is the legal move
/// spelled so, and an error only where no legal move is. The text is
/// `text`, or with `edit`, a legal move's spelling (the one at its first
/// index) edited once at its second index: a character replaced by its
/// character (0), one inserted (1), one removed (2), or none (3).
struct ParsedMove<'a> {
    fen: &'a str,
    text: &'a str,
    edit: Option<(proptest::sample::Index, proptest::sample::Index, char, u8)>,
}

impl GameVisitor for ParsedMove<'_> {
    type Output = Result<(), String>;

    fn visit<G: Game>(self) -> Result<(), String> {
        let position = G::from_fen(self.fen).map_err(|error| error.to_string())?;
        let moves = position.legal_moves();
        let text = match (self.edit, moves.is_empty()) {
            (Some((which, at, character, edit)), false) => {
                let mut text: Vec<char> = position.uci(*which.get(&moves)).chars().collect();
                common::edit_text(&mut text, at, edit, character);
                text.into_iter().collect()
            }
            _ => self.text.to_owned(),
        };
        let spelled = moves
            .into_iter()
            .find(|&legal_move| position.uci(legal_move) == text);
        match (position.parse_uci(&text), spelled) {
            (Ok(read), Some(legal_move)) if read == legal_move => Ok(()),
            (Err(MoveError::Malformed { .. } | MoveError::Illegal { .. }), None) => Ok(()),
            (read, spelled) => Err(format!(
                "{} {text:?}: read as {read:?}, the legal move spelled so {spelled:?}",
                self.fen
            )),
        }
    }
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(2000))]

    /// Text given as a move in a fixture's position: a legal move's
    /// spelling, or edited once, or shaped like a move (two squares of a
    /// board up to 12 × 12, a letter), or anything. Read as the legal move
    /// spelled so, or an error where none is; never a panic.
    #[test]
    fn text_as_a_move_is_the_legal_move_spelled_so_or_an_error(
        which in proptest::prelude::any::<proptest::sample::Index>(),
        edit in proptest::option::of((
            proptest::prelude::any::<(proptest::sample::Index, proptest::sample::Index)>(),
            "[a-z0-9]",
            0..4u8,
        )),
        text in proptest::prop_oneof![
            "[a-l](0|[1-9]|1[0-2])[a-l](0|[1-9]|1[0-2])[a-z]?",
            "\\PC{0,8}",
        ],
    ) {
        let fixtures = fixtures();
        let (variant, fen, _) = fixtures[which.index(fixtures.len())];
        let edit = edit.map(|((which, at), character, edit)| {
            (which, at, character.chars().next().unwrap_or('a'), edit)
        });
        let result =
            visit(variant, ParsedMove { fen, text: &text, edit }).expect("a shipped variant");
        proptest::prop_assert!(result.is_ok(), "{}", result.unwrap_err());
    }
}
