//! Betza pieces expand into the spec's primitives: a ride is the
//! strategy's code for a direction with that step, a leap a clipped shift,
//! a limited ride a short chain of steps.

use super::{expand, function, module, pretty};

/// The body lines of the function `name`, nested blocks and all (the
/// shared helper stops at the first closing line).
fn whole<'a>(code: &'a str, name: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = code.lines().map(str::trim).collect();
    let start = lines
        .iter()
        .position(|line| line.starts_with(&format!("pub const fn {name}(")))
        .unwrap_or_else(|| panic!("no function {name}"));
    let mut depth = 0;
    let mut body = Vec::new();
    for line in &lines[start..] {
        let opened = depth;
        depth += line.matches('{').count();
        depth -= line.matches('}').count();
        if opened > 0 && depth > 0 {
            body.push(*line);
        }
        if opened > 0 && depth == 0 {
            break;
        }
    }
    body
}

const PIECES: &str = r#"mod trial {
    bits: u64,
    board: 8 x 8,
    strategies: [kogge_stone, dumb7],
    directions: { north: (0, 1), east: (1, 0) },
    pieces: {
        rook: "R",
        berolina: "mfFcfW",
        lance: "fR3",
    },
}"#;

/// The lines of the block bound to `reach_N` in a piece's function.
fn reach<'a>(lines: &[&'a str], index: usize) -> Vec<&'a str> {
    let start = lines
        .iter()
        .position(|line| *line == format!("let reach_{index}: super::Bits = {{"))
        .unwrap_or_else(|| panic!("no reach_{index} in {lines:#?}"));
    let end = start
        + lines[start..]
            .iter()
            .position(|line| *line == "};")
            .expect("an end");
    lines[start + 1..end].to_vec()
}

#[test]
fn a_ride_is_the_strategy_code_of_its_direction() {
    let expansion = pretty(PIECES);
    for strategy in ["kogge_stone", "dumb7"] {
        let code = module(&expansion, strategy);
        let rook = whole(code, "rook_moves");
        for (index, direction) in [(0, "north_attacks"), (2, "east_attacks")] {
            let ride = reach(&rook, index);
            // The block binds the piece's squares and, where the direction
            // writes to it, a copy of `empty`.
            let statements: Vec<&str> = ride
                .iter()
                .copied()
                .filter(|line| {
                    !line.starts_with("let mut sliders") && !line.starts_with("let mut empty")
                })
                .collect();
            assert_eq!(
                statements,
                function(code, direction),
                "{strategy} {direction}"
            );
        }
        assert_eq!(
            rook.last().copied(),
            Some("(reach_0 | reach_1 | reach_2 | reach_3) & empty")
        );
    }
}

#[test]
fn a_sided_piece_matches_on_the_side_and_leaps_by_clipped_shifts() {
    let expansion = pretty(PIECES);
    let code = module(&expansion, "kogge_stone");
    assert_eq!(
        whole(code, "berolina_moves").join(" "),
        "match side { super::Side::White => { (((pieces << 9) & 0xfefe_fefe_fefe_fefe) | ((pieces << 7) & 0x7f7f_7f7f_7f7f_7f7f)) & empty } super::Side::Black => { (((pieces >> 9) & 0x7f7f_7f7f_7f7f_7f7f) | ((pieces >> 7) & 0xfefe_fefe_fefe_fefe)) & empty } }"
    );
    assert_eq!(
        whole(code, "berolina_captures").join(" "),
        "match side { super::Side::White => (pieces << 8) & !empty, super::Side::Black => (pieces >> 8) & !empty, }"
    );
}

#[test]
fn a_limited_ride_is_a_chain_of_steps() {
    let expansion = pretty(PIECES);
    for strategy in ["kogge_stone", "dumb7"] {
        let lance = whole(module(&expansion, strategy), "lance_captures");
        assert_eq!(
            reach(&lance, 0),
            [
                "let ray_1: super::Bits = pieces << 8;",
                "let ray_2: super::Bits = (ray_1 & empty) << 8;",
                "let ray_3: super::Bits = (ray_2 & empty) << 8;",
                "ray_1 | ray_2 | ray_3",
            ]
        );
    }
}

#[test]
fn the_piece_dispatch_passes_the_side_to_sided_pieces_only() {
    let expansion = pretty(PIECES);
    assert_eq!(
        whole(module(&expansion, "dumb7"), "moves"),
        [
            "match piece {",
            "super::Piece::Rook => rook_moves(pieces, empty),",
            "super::Piece::Berolina => berolina_moves(side, pieces, empty),",
            "super::Piece::Lance => lance_moves(side, pieces, empty),",
            "}",
        ]
    );
}

#[test]
fn a_piece_without_captures_has_an_empty_captures_function() {
    let spec = PIECES.replace(r#"lance: "fR3","#, r#"quiet: "mK","#);
    let expansion = pretty(&spec);
    assert_eq!(
        whole(module(&expansion, "kogge_stone"), "quiet_captures"),
        ["let _ = (pieces, empty);", "0"]
    );
    assert!(expand(spec.parse().expect("tokens")).is_ok());
}

/// A per-square lookup of a piece's directions is masked to what it rides
/// or hops along only where it reaches more: a rook's, a queen's and a
/// cannon's moves and the cannon's hops are the lookup as it is, and their
/// tables are not made; a lance (one direction of travel of its unit's
/// two), a short rook and a short cannon (a range) and a rook that
/// captures as a bishop (directions it only moves along) keep theirs.
#[test]
fn a_lookup_is_masked_only_where_it_reaches_more_than_the_rides() {
    let spec = r#"mod trial {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        lookups: [magic],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
        pieces: {
            rook: "R",
            queen: "Q",
            cannon: "mRcpR",
            short_cannon: "mRcpR3",
            lance: "fR",
            short_rook: "R4",
            mover: "mRcB",
        },
    }"#;
    let expansion = pretty(spec);
    let magic = module(&expansion, "magic");
    for (function, table) in [
        ("rook_moves_from", None),
        ("rook_captures_from", None),
        ("queen_moves_from", None),
        ("cannon_moves_from", None),
        ("cannon_captures_from", None),
        (
            "short_cannon_captures_from",
            Some("SHORT_CANNON_CAPTURE_HOPS"),
        ),
        ("lance_moves_from", Some("LANCE_MOVE_RIDES")),
        ("short_rook_moves_from", Some("SHORT_ROOK_MOVE_RIDES")),
        ("mover_moves_from", Some("MOVER_MOVE_RIDES")),
        ("mover_captures_from", Some("MOVER_CAPTURE_RIDES")),
    ] {
        let body = whole(magic, function).join("\n");
        match table {
            Some(table) => assert!(body.contains(table), "{function} reads {table}:\n{body}"),
            None => assert!(
                !body.contains("_RIDES") && !body.contains("_HOPS"),
                "{function} reads no mask:\n{body}"
            ),
        }
    }
    for unmade in [
        "ROOK_MOVE_RIDES",
        "QUEEN_CAPTURE_RIDES",
        "CANNON_MOVE_RIDES",
        "CANNON_CAPTURE_HOPS",
    ] {
        let item = format!("static {unmade}:");
        assert!(!expansion.contains(&item), "{unmade} is not made");
    }
    assert!(expansion.contains("static LANCE_MOVE_RIDES:"));
}
