//! Errors through [`expand`](crate::expand::expand) and
//! [`run`](crate::expand::run): the messages, the tokens they point at, and
//! what is generated beside them. `bitfill/tests/ui` checks the same errors
//! as the compiler prints them; these tests check the pipeline's outcomes
//! directly.

use proc_macro2::TokenStream;

use crate::expand::{Expansion, expand, run, test_crate};

/// Each error's message and the source text it points at.
fn errors(source: &str) -> Vec<(String, String)> {
    let tokens: TokenStream = source.parse().expect("tokens");
    let error = expand(tokens).expect_err("the spec has mistakes");
    error
        .into_iter()
        .map(|error| {
            let text = error.span().source_text().unwrap_or_default();
            (error.to_string(), text)
        })
        .collect()
}

fn spec(fields: &str) -> String {
    format!("pub mod board {{ bits: u64, board: 8 x 8, strategies: [kogge_stone], {fields} }}")
}

#[test]
fn an_error_at_the_end_of_the_input_points_at_the_last_token() {
    // `#` needs brackets: syn runs out of tokens at the top level.
    let found = errors("#[doc = \"Board.\"] #");
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "#", "{found:?}");
    assert!(found[0].0.contains("expected"), "{found:?}");
}

#[test]
fn every_independent_mistake_is_reported_once() {
    let found = errors(&spec(
        "directions: { north: (0, 1), up: (0, 9), North: (0, -1) }, groups: { g: [north, nort] }, pair_tables: [lines]",
    ));
    let messages: Vec<&str> = found.iter().map(|(message, _)| message.as_str()).collect();
    assert_eq!(found.len(), 4, "{messages:#?}");
    assert!(
        messages[0].contains("leaves the 8 x 8 board"),
        "{messages:#?}"
    );
    assert!(messages[1].contains("not snake_case"), "{messages:#?}");
    assert!(
        messages[2].contains("did you mean `north`"),
        "{messages:#?}"
    );
    assert!(messages[3].contains("did you mean `line`"), "{messages:#?}");
    let pointed: Vec<&str> = found.iter().map(|(_, text)| text.as_str()).collect();
    assert_eq!(pointed, ["(0, 9)", "North", "nort", "lines"]);
}

#[test]
fn a_wrong_step_still_generates_its_name() {
    let source = spec("directions: { north: (0, 1), up: (0, 9) }, groups: { file: [north, up] }");
    let Expansion::Recovered { code, errors } = run(&test_crate(), source.parse().expect("tokens"))
    else {
        panic!("expected a recovered spec");
    };
    assert_eq!(errors.into_iter().count(), 1);
    let code = code.to_string();
    for name in ["up_attacks", "up_xray", "file_attacks", "Up", "Sliders"] {
        assert!(code.contains(name), "no `{name}` beside the error");
    }
}

#[test]
fn a_one_square_board_with_directions_generates_nothing() {
    let source =
        "mod dot { bits: u16, board: 1 x 1, strategies: [dumb7], directions: { north: (0, 1) } }";
    let Expansion::Failed(errors) = run(&test_crate(), source.parse().expect("tokens")) else {
        panic!("no placeholder step fits a 1 x 1 board");
    };
    assert!(errors.to_string().contains("leaves the 1 x 1 board"));
}

#[test]
fn pair_tables_are_checked() {
    let found = errors(&spec(
        "directions: { north: (0, 1) }, pair_tables: [between, line, between]",
    ));
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].0, "pair table `between` is listed twice");
    assert_eq!(found[0].1, "between");
}

#[test]
fn group_variants_collide_like_direction_variants() {
    let found = errors(&spec(
        "directions: { north: (0, 1) }, groups: { rook_2: [north], rook2: [north] }",
    ));
    assert_eq!(
        found,
        [(
            "groups `rook_2` and `rook2` would both be the variant `Group::Rook2`: rename one"
                .to_owned(),
            "rook2".to_owned()
        )]
    );
}

#[test]
fn a_clean_spec_expands_with_every_engine_item() {
    let source = spec(
        "directions: { north: (0, 1), south: (0, -1) }, groups: { file: [north, south] }, pair_tables: [line]",
    );
    let code = expand(source.parse().expect("tokens"))
        .expect("no mistakes")
        .to_string();
    for item in [
        "pub trait Sliders",
        "pub struct KoggeStone",
        "pub enum Group",
        "pub fn between",
        "pub static LINE",
        "pub fn north_xray",
        "pub fn file_xray",
        "pub fn squares",
    ] {
        let item = item.replace("pub fn", "pub const fn");
        assert!(code.contains(&item), "no `{item}`");
    }
    assert!(
        !code.contains("struct Dumb7"),
        "a strategy not listed has a type"
    );
    assert!(!code.contains("static BETWEEN"), "a table not asked for");
}

#[test]
fn a_misspelled_field_is_one_error_with_a_suggestion() {
    let found = errors(
        "pub mod board { bits: u64, board: 8 x 8, strategy: [kogge_stone], directons: { north: (0, 1) } }",
    );
    let messages: Vec<&str> = found.iter().map(|(message, _)| message.as_str()).collect();
    assert_eq!(found.len(), 2, "{messages:#?}");
    assert!(
        messages[0].contains("did you mean `strategies`"),
        "{messages:#?}"
    );
    assert!(
        messages[1].contains("did you mean `directions`"),
        "{messages:#?}"
    );
    // An unknown key unlike any field leaves the spec without moves.
    let found = errors("pub mod board { bits: u64, board: 8 x 8, strategies: [dumb7], cells: 3 }");
    let messages: Vec<&str> = found.iter().map(|(message, _)| message.as_str()).collect();
    assert_eq!(found.len(), 2, "{messages:#?}");
    assert!(!messages[0].contains("did you mean"), "{messages:#?}");
    assert!(
        messages[1].contains("has nothing that moves"),
        "{messages:#?}"
    );
    // A misspelled moving field is one mistake, not also a spec without moves.
    let found = errors(
        "pub mod board { bits: u64, board: 8 x 8, strategies: [dumb7], lepers: { k: [(1, 0)] } }",
    );
    assert_eq!(found.len(), 1, "{found:#?}");
}

#[test]
fn a_board_too_large_for_its_bits_points_at_the_bits() {
    let found = errors(
        "pub mod board { bits: [u64; 4], board: 19 x 19, strategies: [dumb7], directions: { north: (0, 1) } }",
    );
    assert_eq!(found.len(), 1, "{found:?}");
    assert_eq!(found[0].1, "4", "{found:?}");
    assert!(found[0].0.contains("use `bits: [u64; 6]`"), "{found:?}");
}

#[test]
fn a_compass_name_its_step_contradicts_is_a_warning_in_clean_specs_only() {
    let clean = spec("directions: { north: (0, -1), south_west: (-1, -1), up: (0, 1) }");
    let Expansion::Code(code) = run(&test_crate(), clean.parse().expect("tokens")) else {
        panic!("a warning is not an error");
    };
    let code = code.to_string();
    assert_eq!(code.matches("deprecated").count(), 1, "{code}");
    assert!(code.contains("direction `north` steps (0, -1)"), "{code}");
    // After an error, steps may be stand-ins: no warning then.
    let recovered = spec("directions: { north: (0, -1), east: (9, 0) }");
    let Expansion::Recovered { code, .. } = run(&test_crate(), recovered.parse().expect("tokens"))
    else {
        panic!("the step (9, 0) is an error");
    };
    assert!(!code.to_string().contains("deprecated"));
}
