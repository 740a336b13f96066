//! The naive Betza reference (`bitfill_suite::betza`): its parser, and its
//! moves in hand-picked positions. The expected lists on 8 x 8 and 12 x 10
//! were printed by pyffish 0.0.90 (Fairy-Stockfish's Python binding,
//! `legal_moves` in a kingless chess-derived variant with the piece as
//! `customPieceN`; 12 x 10 is the largest board of pyffish's build). The
//! 16 x 16 ones, beyond pyffish, are worked out by hand in their comments.
//! `scripts/betza-check.sh` compares the reference with pyffish in
//! thousands of random positions.

use bitfill_suite::betza::{Component, Kind, Modality, Piece, lame_path, parse_hex_set};
use bitfill_suite::reference::{Geometry, Set};

fn parse(betza: &str) -> Piece {
    Piece::parse(betza).unwrap_or_else(|e| panic!("{betza}: {e}"))
}

fn square(geometry: Geometry, name: &str) -> u32 {
    let file = u32::from(name.as_bytes()[0] - b'a');
    let rank: u32 = name[1..].parse().unwrap();
    (rank - 1) * geometry.width + file
}

fn set(geometry: Geometry, names: &str) -> Set {
    names
        .split_whitespace()
        .map(|name| Set::bit(square(geometry, name)))
        .fold(Set::EMPTY, |a, b| a | b)
}

fn names(geometry: Geometry, set: Set) -> String {
    let mut names: Vec<String> = set.squares().map(|s| geometry.square_name(s)).collect();
    names.sort();
    names.join(" ")
}

/// `betza` on `from` among `occupied`: (quiet targets, capture targets),
/// as sorted names.
fn moves(
    betza: &str,
    geometry: Geometry,
    from: &str,
    white: bool,
    occupied: &str,
) -> (String, String) {
    let occupied = set(geometry, occupied) | set(geometry, from);
    let (quiet, captures) = parse(betza).moves(geometry, square(geometry, from), white, occupied);
    (names(geometry, quiet), names(geometry, captures))
}

fn sorted(list: &str) -> String {
    let mut names: Vec<&str> = list.split_whitespace().collect();
    names.sort();
    names.join(" ")
}

fn expect(got: (String, String), quiet: &str, captures: &str) {
    assert_eq!(got, (sorted(quiet), sorted(captures)));
}

const CHESS: Geometry = Geometry::new(8, 8);
const LARGE: Geometry = Geometry::new(12, 10);
const WIDE: Geometry = Geometry::new(16, 16);

fn steps(betza: &str) -> Vec<(i32, i32)> {
    let mut steps: Vec<_> = parse(betza).components.iter().map(|c| c.step).collect();
    steps.sort_unstable();
    steps
}

#[test]
fn atoms() {
    let eight = |a: i32, b: i32| {
        let mut v = vec![
            (a, b),
            (b, a),
            (-a, b),
            (-b, a),
            (a, -b),
            (b, -a),
            (-a, -b),
            (-b, -a),
        ];
        v.sort_unstable();
        v.dedup();
        v
    };
    for (atom, (a, b)) in [
        ("W", (0, 1)),
        ("F", (1, 1)),
        ("D", (0, 2)),
        ("N", (1, 2)),
        ("A", (2, 2)),
        ("H", (0, 3)),
        ("C", (1, 3)),
        ("L", (1, 3)),
        ("Z", (2, 3)),
        ("J", (2, 3)),
        ("G", (3, 3)),
    ] {
        assert_eq!(steps(atom), eight(a, b), "{atom}");
        assert!(
            parse(atom)
                .components
                .iter()
                .all(|c| c.kind == Kind::Leap && c.modality == Modality::Both)
        );
    }
    let mut king = eight(0, 1);
    king.extend(eight(1, 1));
    king.sort_unstable();
    assert_eq!(steps("K"), king);
    assert_eq!(steps("Q"), king);
    for rider in ["R", "B", "Q", "WW", "FF", "NN", "KK"] {
        assert!(
            parse(rider)
                .components
                .iter()
                .all(|c| c.kind == Kind::Ride { range: None }),
            "{rider}"
        );
    }
    for (limited, range) in [("R4", 4), ("B2", 2), ("N3", 3), ("W1", 1)] {
        assert!(
            parse(limited)
                .components
                .iter()
                .all(|c| c.kind == Kind::Ride { range: Some(range) }),
            "{limited}"
        );
    }
}

#[test]
fn directions() {
    let cases: &[(&str, &[(i32, i32)])] = &[
        ("fW", &[(0, 1)]),
        ("bW", &[(0, -1)]),
        ("lW", &[(-1, 0)]),
        ("rW", &[(1, 0)]),
        ("vW", &[(0, -1), (0, 1)]),
        ("sW", &[(-1, 0), (1, 0)]),
        // Split on a lone orthogonal atom: forward and sideways.
        ("fsW", &[(-1, 0), (0, 1), (1, 0)]),
        ("fhW", &[(0, 1)]),
        ("fF", &[(-1, 1), (1, 1)]),
        ("frF", &[(1, 1)]),
        // `s` on F selects all four: each diagonal is sideways too.
        ("sF", &[(-1, -1), (-1, 1), (1, -1), (1, 1)]),
        ("fsF", &[(-1, 1), (1, 1)]),
        ("fN", &[(-1, 2), (1, 2)]),
        ("bN", &[(-1, -2), (1, -2)]),
        ("rN", &[(2, -1), (2, 1)]),
        ("lN", &[(-2, -1), (-2, 1)]),
        ("ffN", &[(-1, 2), (1, 2)]),
        ("fsN", &[(-2, 1), (2, 1)]),
        ("frN", &[(2, 1)]),
        ("rfN", &[(1, 2)]),
        ("fhN", &[(-2, 1), (-1, 2), (1, 2), (2, 1)]),
        ("rhN", &[(1, -2), (1, 2), (2, -1), (2, 1)]),
        ("hrN", &[(-2, 1), (-1, -2), (1, 2), (2, -1)]),
        ("hlN", &[(-2, -1), (-1, 2), (1, -2), (2, 1)]),
        ("fbN", &[(-1, -2), (-1, 2), (1, -2), (1, 2)]),
        // Not split on K: `fs` takes the sideways W and the forward F.
        ("fsK", &[(-1, 0), (-1, 1), (1, 0), (1, 1)]),
        ("fK", &[(-1, 1), (0, 1), (1, 1)]),
    ];
    for &(betza, expected) in cases {
        let mut expected = expected.to_vec();
        expected.sort_unstable();
        assert_eq!(steps(betza), expected, "{betza}");
    }
}

#[test]
fn kinds_and_modalities() {
    let one = |betza: &str| parse(betza).components[0].clone();
    assert_eq!(one("mfW").modality, Modality::Move);
    assert_eq!(one("cfW").modality, Modality::Capture);
    assert_eq!(one("mcfW").modality, Modality::Both);
    assert_eq!(one("fpR").kind, Kind::Hop { range: None });
    assert_eq!(one("fpW").kind, Kind::Hop { range: None });
    assert_eq!(one("fpR3").kind, Kind::Hop { range: Some(3) });
    assert_eq!(one("fgB").kind, Kind::Grasshop);
    assert_eq!(one("fgF").kind, Kind::Grasshop);
    assert_eq!(
        Piece::parse("mRcpR").unwrap().components.len(),
        8,
        "four quiet rook steps, four capturing cannon steps"
    );
    assert_eq!(
        one("rfnN"),
        Component {
            step: (1, 2),
            kind: Kind::Lame { path: vec![(0, 1)] },
            modality: Modality::Both
        }
    );
    // FSF's lame_leaper_path: straight first, then diagonal.
    assert_eq!(lame_path((1, 2)), vec![(0, 1)]);
    assert_eq!(lame_path((-2, -1)), vec![(-1, 0)]);
    assert_eq!(lame_path((0, 2)), vec![(0, 1)]);
    assert_eq!(lame_path((2, 2)), vec![(1, 1)]);
    assert_eq!(lame_path((2, 3)), vec![(0, 1), (1, 2)]);
    assert_eq!(lame_path((-3, 2)), vec![(-1, 0), (-2, 1)]);
    // Later parts overwrite earlier ones of the same map: lame wins in
    // `NnN`; the last rider entry wins in `R2fR` and `fRfR2`.
    assert!(
        parse("NnN")
            .components
            .iter()
            .all(|c| matches!(c.kind, Kind::Lame { .. }))
    );
    let forward = |betza: &str| {
        parse(betza)
            .components
            .into_iter()
            .find(|c| c.step == (0, 1))
            .unwrap()
            .kind
    };
    assert_eq!(forward("R2fR"), Kind::Ride { range: None });
    assert_eq!(forward("fRfR2"), Kind::Ride { range: Some(2) });
}

#[test]
fn errors() {
    let cases: &[(&str, usize, &str)] = &[
        ("Nx", 1, "x"),
        ("iN", 0, "i"),
        ("jN", 0, "j"),
        ("ifmnD", 0, "i"),
        ("fN e", 2, " "),
        ("Nf", 1, "f"),
        ("WmcNp", 4, "p"),
        ("N0", 1, "0"),
        ("NN2", 2, "2"),
        ("3W", 0, "3"),
        ("WDD", 1, "DD"),
        ("H2", 0, "H2"),
        ("FpN", 1, "pN"),
        ("pD", 0, "pD"),
        ("nW", 0, "nW"),
        ("WnH", 1, "nH"),
        ("nK", 0, "nK"),
        ("nR", 0, "nR"),
        ("nN2", 0, "nN2"),
        ("pnW", 0, "pnW"),
        ("gR2", 0, "gR2"),
        ("pR1", 0, "pR1"),
        ("hfN", 0, "hfN"),
        ("WvsN", 1, "vsN"),
        ("fRbpR", 2, "bpR"),
        ("R2pR", 2, "pR"),
        ("fRgR", 2, "gR"),
        ("fnNbNN", 0, "fnN"),
        ("fnDpR", 3, "pR"),
        ("Né", 1, "é"),
    ];
    for &(betza, position, part) in cases {
        let error = Piece::parse(betza).expect_err(betza);
        assert_eq!(
            (error.position, error.part.as_str()),
            (position, part),
            "{betza}: {error}"
        );
    }
    // FSF ignores these silently; the message says why they are refused.
    let message = Piece::parse("fRbpR").unwrap_err().to_string();
    assert!(message.contains("`bpR` at position 2"), "{message}");
    // The chess pawn of FSF's table: its rules are named, with what to write.
    for pawn in ["fmWfceF", "ifmnDfmWfceF"] {
        let message = Piece::parse(pawn).unwrap_err().to_string();
        assert!(message.contains("write the pawn as `mfWcfF`"), "{message}");
    }
    // Harmless mixtures are accepted: the union is what FSF computes.
    for betza in [
        "RpR", "mRcpR", "RgR", "pRgR", "nDR", "nAB", "NNnN", "fRbB", "nDpR",
    ] {
        parse(betza);
    }
}

#[test]
fn equivalent_strings() {
    let groups: &[&[&str]] = &[
        &["Q", "RB", "WWFF", "KK", "BR"],
        &["K", "WF", "FW"],
        &["R", "WW", "vRsR", "fRbRlRrR"],
        &["B", "FF"],
        &["N", "fNbNsN", "vNsN", "hrNhlN", "fhNbhN"],
        &["fsW", "fWsW"],
        &["pR", "pW", "pWW"],
        &["gQ", "gRgB", "gK"],
        &["nN", "vnNsnN"],
        &["R4", "W4"],
    ];
    let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
    let mut random = || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        seed
    };
    for geometry in [CHESS, WIDE] {
        let occupancies: Vec<Set> = (0..6)
            .map(|density| {
                (0..geometry.squares())
                    .filter(|_| random() % 8 < density)
                    .map(Set::bit)
                    .fold(Set::EMPTY, |a, b| a | b)
            })
            .collect();
        for group in groups {
            let pieces: Vec<Piece> = group.iter().map(|b| parse(b)).collect();
            for from in 0..geometry.squares() {
                for &occupied in &occupancies {
                    for white in [true, false] {
                        let first = pieces[0].moves(geometry, from, white, occupied);
                        for (piece, betza) in pieces.iter().zip(group.iter()).skip(1) {
                            assert_eq!(
                                piece.moves(geometry, from, white, occupied),
                                first,
                                "{betza} vs {} from {from}",
                                group[0]
                            );
                        }
                    }
                }
            }
        }
    }
}

// pyffish 0.0.90: legal_moves from the piece's square.
#[test]
fn pyffish_positions_8x8() {
    // 8/8/8/3n4/8/2A5/8/8 w, A = NN on c3.
    expect(
        moves("NN", CHESS, "c3", true, "d5"),
        "a2 a4 a7 b1 b5 d1 e2 e4 g1 g5",
        "d5",
    );
    // 8/3r4/8/8/3n4/8/3C1N2/8 w, C = mRcpR on d2.
    expect(
        moves("mRcpR", CHESS, "d2", true, "d7 d4 f2"),
        "a2 b2 c2 d1 d3 e2",
        "d7",
    );
    // 8/8/1N3b2/8/3D4/8/1b6/8 w, D = gQ on d4.
    expect(moves("gQ", CHESS, "d4", true, "b6 f6 b2"), "a1 a7 g7", "");
    // 8/8/8/8/3F4/3N4/8/8 w, F = nN on d4, its own knight on d3.
    expect(
        moves("nN", CHESS, "d4", true, "d3"),
        "b3 b5 c6 e6 f3 f5",
        "",
    );
    // 8/8/8/3g4/8/8/8/8 b, g = fsW: forward is south for Black.
    expect(moves("fsW", CHESS, "d5", false, ""), "c5 d4 e5", "");
    // fhN, White then Black on d5.
    expect(moves("fhN", CHESS, "d5", true, ""), "b6 c7 e7 f6", "");
    expect(moves("fhN", CHESS, "d5", false, ""), "b4 c3 e3 f4", "");
}

#[test]
fn pyffish_positions_12x10() {
    // NN on b2 of an empty 12 x 10 board.
    expect(
        moves("NN", LARGE, "b2", true, ""),
        "a4 c4 d1 d3 d6 e8 f10 f4 h5 j6 l7",
        "",
    );
    // R4 on e8.
    expect(
        moves("R4", LARGE, "e8", true, ""),
        "a8 b8 c8 d8 e10 e4 e5 e6 e7 e9 f8 g8 h8 i8",
        "",
    );
    // nZ (the janggi elephant) on f5, a knight on f4 blocks both
    // southward paths' first square.
    expect(
        moves("nZ", LARGE, "f5", true, "f4"),
        "c3 c7 d8 h8 i3 i7",
        "",
    );
    expect(
        moves("nZ", LARGE, "f5", false, ""),
        "c3 c7 d2 d8 h2 h8 i3 i7",
        "",
    );
}

// 16 x 16, beyond pyffish: worked out by hand.
#[test]
fn by_hand_16x16() {
    // A rook on a1 with a piece on a12: the file up to a12, the whole rank.
    expect(
        moves("R", WIDE, "a1", true, "a12"),
        "a2 a3 a4 a5 a6 a7 a8 a9 a10 a11 b1 c1 d1 e1 f1 g1 h1 i1 j1 k1 l1 m1 n1 o1 p1",
        "a12",
    );
    // A nightrider on a1: (1, 2) steps to h15, (2, 1) steps to o8.
    expect(
        moves("NN", WIDE, "a1", true, ""),
        "b3 c5 d7 e9 f11 g13 h15 c2 e3 g4 i5 k6 m7 o8",
        "",
    );
    // Range 5 stops at f1 and a6; N2 (two knight steps) from a1.
    expect(
        moves("R5", WIDE, "a1", true, ""),
        "a2 a3 a4 a5 a6 b1 c1 d1 e1 f1",
        "",
    );
    expect(moves("N2", WIDE, "a1", true, ""), "b3 c5 c2 e3", "");
    // A cannon on a1, hurdles a9 and k1, a target p1: lands a10..a16 and
    // l1..o1, captures p1.
    expect(
        moves("pR", WIDE, "a1", true, "a9 k1 p1"),
        "a10 a11 a12 a13 a14 a15 a16 l1 m1 n1 o1",
        "p1",
    );
    // A grasshopper on h8 with pieces on h14 and n8 (and p8 behind).
    expect(moves("gR", WIDE, "h8", true, "h14 n8 p8"), "h15 o8", "");
    // Black's forward rider goes south: fR on h8 reaches h1.
    expect(
        moves("fR", WIDE, "h8", false, ""),
        "h1 h2 h3 h4 h5 h6 h7",
        "",
    );
}

#[test]
fn hex_sets() {
    assert_eq!(
        parse_hex_set("0x10001").unwrap(),
        Set::bit(0) | Set::bit(16)
    );
    assert_eq!(
        parse_hex_set("1_0000000000000002").unwrap(),
        Set::bit(1) | Set::bit(64)
    );
    let wide = Set::bit(3) | Set::bit(200) | Set::bit(1000);
    assert_eq!(parse_hex_set(&format!("{wide:x}")).unwrap(), wide);
    assert!(parse_hex_set("xyz").is_err());
}
