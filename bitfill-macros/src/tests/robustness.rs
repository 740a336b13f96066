//! `expand` never panics, whatever it is given, and every error it reports
//! points inside the input.
//!
//! Inputs are valid specs with random token-level mutations (deleting,
//! duplicating, replacing and swapping tokens), and random token soup.

use proc_macro2::{Delimiter, TokenStream, TokenTree};
use proptest::prelude::*;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::str::FromStr;

use super::chess;
use crate::expand::{Expansion, run, test_crate};

/// A spec with every feature: both forms, groups of groups, leapers,
/// Betza pieces.
const FULL: &str = "
    /// Docs.
    #[allow(dead_code)]
    pub(crate) mod board {
        bits: u128,
        board: 10 x 8,
        strategies: [dumb7, kogge_stone],
        directions: {
            north: (0, 1),
            east: << 1 & 0x0000_0000_0000_ffbf_effb_feff_bfef_fbfe,
            hop: (1, 2),
            south_west: >> 11 & 0x0000_0000_0000_001f_f7fd_ff7f_dff7_fdff,
        },
        groups: { line: [north, east], all: [line, hop, south_west] },
        group_shape: split,
        leapers: { king: [(1, 0), (0, 1), (-1, -1)], pawn: [(1, 1), (-1, 1)] },
        pieces: { archbishop: \"BN\", cannon: \"mRcpR\", short: \"fR2pB3\", horse: \"nN\", locust: \"gQ\" },
    }
";

/// Every lookup on a small board, with a leaper-like direction, a lone
/// direction and a group of groups: cheap to search, so it can be mutated.
const LOOKUPS: &str = "
    mod board {
        bits: u32,
        board: 5 x 5,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), hop: (1, 2), west: (-1, 0) },
        groups: { file: [north, south], odd: [east, hop], both: [file, odd], all: [north, west, hop] },
        lookups: [magic, pext, hyperbola],
    }
";

/// The chess spec without its lookups: mutated thousands of times, where
/// its magic search (a third of a second each, unoptimised) would dominate;
/// [`LOOKUPS`] covers them.
fn chess_without_lookups() -> String {
    chess()
        .lines()
        .filter(|line| !line.trim_start().starts_with("lookups:"))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Tokens that make interesting replacements.
const POOL: &[&str] = &[
    "0",
    "1",
    "-1",
    "2",
    "7",
    "8",
    "9",
    "16",
    "63",
    "64",
    "127",
    "128",
    "4294967296",
    "99999999999999999999999999999999999999999",
    "0xfefe_fefe_fefe_fefe",
    "0x0",
    "0xff",
    "8u32",
    "8x8",
    "0x8",
    "1.5",
    "'a'",
    "\"text\"",
    "true",
    "x",
    "u8",
    "u16",
    "u32",
    "u64",
    "u128",
    "i64",
    "north",
    "south",
    "rook",
    "queen",
    "kogge_stone",
    "dumb7",
    "bits",
    "board",
    "directions",
    "pieces",
    "\"BN\"",
    "\"fmW\"",
    "groups",
    "leapers",
    "strategies",
    "lookups",
    "magic",
    "pext",
    "North",
    "__",
    "_",
    "r#gen",
    "r#mod",
    "self",
    "<<",
    ">>",
    "&",
    "&&",
    ",",
    ":",
    "::",
    ";",
    "-",
    "#",
    "!",
    "=",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    "mod",
    "pub",
    "fn",
    "é",
    "a_1",
    "a1",
];

/// `source` as a flat list of token texts, groups as their delimiters.
fn flatten(stream: TokenStream, out: &mut Vec<String>) {
    for tree in stream {
        match tree {
            TokenTree::Group(group) => {
                let (open, close) = match group.delimiter() {
                    Delimiter::Parenthesis => ("(", ")"),
                    Delimiter::Brace => ("{", "}"),
                    Delimiter::Bracket => ("[", "]"),
                    Delimiter::None => ("", ""),
                };
                out.push(open.to_owned());
                flatten(group.stream(), out);
                out.push(close.to_owned());
            }
            TokenTree::Punct(punct) => out.push(punct.as_char().to_string()),
            other => out.push(other.to_string()),
        }
    }
}

fn tokens_of(source: &str) -> Vec<String> {
    let mut out = Vec::new();
    flatten(
        TokenStream::from_str(source).expect("a valid spec"),
        &mut out,
    );
    out
}

#[derive(Clone, Debug)]
enum Mutation {
    Delete(usize),
    Duplicate(usize),
    Replace(usize, usize),
    Swap(usize, usize),
}

fn mutation() -> impl Strategy<Value = Mutation> {
    prop_oneof![
        any::<usize>().prop_map(Mutation::Delete),
        any::<usize>().prop_map(Mutation::Duplicate),
        (any::<usize>(), 0..POOL.len()).prop_map(|(at, with)| Mutation::Replace(at, with)),
        (any::<usize>(), any::<usize>()).prop_map(|(a, b)| Mutation::Swap(a, b)),
    ]
}

fn mutate(mut tokens: Vec<String>, mutations: &[Mutation]) -> String {
    for mutation in mutations {
        if tokens.is_empty() {
            break;
        }
        let len = tokens.len();
        match *mutation {
            Mutation::Delete(at) => {
                tokens.remove(at % len);
            }
            Mutation::Duplicate(at) => {
                let token = tokens[at % len].clone();
                tokens.insert(at % len, token);
            }
            Mutation::Replace(at, with) => tokens[at % len] = POOL[with].to_owned(),
            Mutation::Swap(a, b) => tokens.swap(a % len, b % len),
        }
    }
    tokens.join(" ")
}

/// Runs the macro on `source` (when it lexes) and checks it neither panics
/// nor reports an error outside the input.
fn check(source: &str) -> Result<(), TestCaseError> {
    let Ok(input) = TokenStream::from_str(source) else {
        // Unbalanced delimiters never reach a proc-macro.
        return Ok(());
    };
    let empty = input.is_empty();
    let outcome = catch_unwind(AssertUnwindSafe(|| run(&test_crate(), input)));
    let expansion = outcome.map_err(|_| TestCaseError::fail(format!("panicked on: {source}")))?;
    let (tokens, error) = match expansion {
        Expansion::Code(code) => (Some(code), None),
        Expansion::Recovered { code, errors } => (Some(code), Some(errors)),
        Expansion::Failed(errors) => (None, Some(errors)),
    };
    if let Some(tokens) = tokens {
        syn::parse2::<syn::File>(tokens).map_err(|error| {
            TestCaseError::fail(format!(
                "generated code does not parse ({error}) for: {source}"
            ))
        })?;
    }
    for error in error.into_iter().flatten() {
        let span = error.span();
        let range = span.byte_range();
        let inside = span.source_text().is_some() && range.end <= source.len();
        prop_assert!(
            inside || empty,
            "error `{error}` at {range:?} is not inside the input: {source}"
        );
    }
    Ok(())
}

/// Many more cases, for a long run:
/// `cargo test -p bitfill-macros --release -- --ignored`.
#[test]
#[ignore = "long: run with --release -- --ignored"]
fn many_mutated_specs() {
    let config = ProptestConfig::with_cases(100_000);
    let mut runner = proptest::test_runner::TestRunner::new(config);
    let specs = [
        tokens_of(&chess_without_lookups()),
        tokens_of(FULL),
        tokens_of(LOOKUPS),
    ];
    let strategy = (0..specs.len(), prop::collection::vec(mutation(), 1..8));
    runner
        .run(&strategy, |(spec, mutations)| {
            check(&mutate(specs[spec].clone(), &mutations))
        })
        .expect("no panic, every error inside the input");
}

proptest! {
    // 400 cases each: at 1000 the three took 177 s of CPU in debug on a
    // 2-core Xeon, most of the README's test command's macro tests.
    // `many_mutated_specs` above runs 100,000.
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn mutated_chess_specs(mutations in prop::collection::vec(mutation(), 1..5)) {
        check(&mutate(tokens_of(&chess_without_lookups()), &mutations))?;
    }

    #[test]
    fn mutated_full_specs(mutations in prop::collection::vec(mutation(), 1..5)) {
        check(&mutate(tokens_of(FULL), &mutations))?;
    }

    #[test]
    fn random_token_soup(picks in prop::collection::vec(0..POOL.len(), 0..40)) {
        let source: Vec<&str> = picks.iter().map(|&pick| POOL[pick]).collect();
        check(&source.join(" "))?;
    }

    #[test]
    fn random_specs_around_the_grammar(
        bits in prop::sample::select(vec!["u16", "u32", "u64", "u128", "u8"]),
        width in 0u32..20,
        height in 0u32..20,
        steps in prop::collection::vec((-20i64..20, -20i64..20), 0..6),
        shift in 0u32..140,
        mask in any::<u128>(),
    ) {
        let directions: Vec<String> = steps
            .iter()
            .enumerate()
            .map(|(index, (file, rank))| format!("d{index}: ({file}, {rank})"))
            .chain(std::iter::once(format!("s: << {shift} & {mask:#x}")))
            .collect();
        let source = format!(
            "mod m {{ bits: {bits}, board: {width} x {height}, strategies: [kogge_stone, dumb7], directions: {{ {} }}, groups: {{ g: [s, d0] }}, leapers: {{ l: [(1, 1), (2, 0)] }} }}",
            directions.join(", ")
        );
        check(&source)?;
    }
}

/// The letters of Betza notation, digits, and some it does not have.
const BETZA_LETTERS: &[char] = &[
    'W', 'F', 'D', 'N', 'A', 'H', 'C', 'L', 'Z', 'J', 'G', 'K', 'R', 'B', 'Q', 'f', 'b', 'l', 'r',
    'v', 's', 'h', 'm', 'c', 'p', 'g', 'n', '0', '1', '2', '3', '9', 'j', 'e', 'x', 'é',
];

proptest! {
    #![proptest_config(ProptestConfig::with_cases(500))]

    /// Any Betza string on any small board: a piece, or errors inside the
    /// input, never a panic, and code that parses either way.
    #[test]
    fn random_betza_strings(
        letters in prop::collection::vec(prop::sample::select(BETZA_LETTERS), 0..9),
        width in 1u32..13,
        height in 1u32..11,
    ) {
        let betza: String = letters.into_iter().collect();
        let source = format!(
            "mod m {{ bits: u128, board: {width} x {height}, strategies: [kogge_stone, dumb7], directions: {{ d: (0, 1) }}, pieces: {{ piece: \"{betza}\", knight: \"N\" }} }}"
        );
        check(&source)?;
    }
}

proptest! {
    // Each expansion searches magics: fewer cases.
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn mutated_lookup_specs(mutations in prop::collection::vec(mutation(), 1..5)) {
        check(&mutate(tokens_of(LOOKUPS), &mutations))?;
    }
}

#[test]
fn the_valid_specs_expand() {
    for source in [chess(), FULL, LOOKUPS] {
        match run(&test_crate(), source.parse().expect("tokens")) {
            Expansion::Code(_) => {}
            Expansion::Recovered { errors, .. } | Expansion::Failed(errors) => {
                panic!("{errors}")
            }
        }
    }
}
