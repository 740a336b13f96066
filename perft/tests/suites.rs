//! The perft suites of a peer, shakmaty, run against `bitfill_perft` in
//! both strategies: `tricky.perft` (the chessprogramming.org positions,
//! X-FEN positions and regression cases), `chess960.perft` (the 960
//! Chess960 start positions, one move or more into the game, with
//! Shredder-FEN castling) and `random.perft` (6,838 positions from random
//! games).
//!
//! The files are not copied here (they carry their own copyrights): they are
//! read from the shakmaty package Cargo has already fetched as a
//! dev-dependency, found with `cargo metadata --offline` (no network).
//!
//! `cargo test` runs a sample, about a second in a debug build: every
//! position of `tricky.perft` and every 10th of the others, counts up to
//! depth 3 and 100,000 nodes. The whole suites, tricky to depth 5 and the others to
//! depth 4 (every count the files give up to there), take a release build:
//!
//! ```text
//! cargo test --release -p bitfill-perft -- --ignored --nocapture
//! ```
//!
//! Each test reports its positions, counts, nodes and time (shown with
//! `--nocapture`) and fails listing every position that was refused or
//! miscounted.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;
use std::time::Instant;

use bitfill_perft::{Dumb7, KoggeStone, Position, Sliders, perft};

/// One position of a suite and its published counts.
struct Case {
    id: String,
    fen: String,
    /// (depth, nodes), in file order.
    counts: Vec<(u32, u64)>,
}

/// The positions of `tests/<name>` in the shakmaty package: `id`, `epd` and
/// `perft <depth> <nodes>` lines; `#` comments and blank lines skipped.
fn suite(name: &str) -> Vec<Case> {
    let path = shakmaty_tests().join(name);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
    let mut cases: Vec<Case> = Vec::new();
    let mut id = String::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        let at = || format!("{}:{}", path.display(), number + 1);
        match line.split_once(' ') {
            Some(("id", rest)) => rest.trim().clone_into(&mut id),
            Some(("epd", rest)) => cases.push(Case {
                id: std::mem::take(&mut id),
                fen: rest.trim().to_owned(),
                counts: Vec::new(),
            }),
            Some(("perft", rest)) => {
                let parsed = rest
                    .split_once(' ')
                    .and_then(|(depth, nodes)| Some((depth.parse().ok()?, nodes.parse().ok()?)));
                let count = parsed.unwrap_or_else(|| panic!("{}: bad perft line", at()));
                let case = cases.last_mut();
                case.unwrap_or_else(|| panic!("{}: perft before epd", at()))
                    .counts
                    .push(count);
            }
            _ if line.is_empty() || line.starts_with('#') => {}
            _ => panic!("{}: unexpected line {line:?}", at()),
        }
    }
    assert!(!cases.is_empty(), "{}: no positions", path.display());
    cases
}

/// The `tests/` directory of the shakmaty package this package depends on.
fn shakmaty_tests() -> &'static Path {
    static DIRECTORY: OnceLock<PathBuf> = OnceLock::new();
    DIRECTORY.get_or_init(|| {
        let manifest = Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml");
        let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
        let output = Command::new(cargo)
            .args([
                "metadata",
                "--format-version",
                "1",
                "--offline",
                "--manifest-path",
            ])
            .arg(&manifest)
            .output()
            .expect("cargo metadata runs");
        assert!(
            output.status.success(),
            "cargo metadata: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let text = String::from_utf8(output.stdout).expect("cargo metadata writes UTF-8");
        let metadata = json::parse(&text).expect("cargo metadata writes JSON");
        shakmaty_manifest(&metadata, &manifest)
            .parent()
            .expect("a manifest has a directory")
            .join("tests")
    })
}

/// The manifest of the `shakmaty` this package (`manifest`) depends on: its
/// package id in the resolve graph, then that package's `manifest_path`.
fn shakmaty_manifest(metadata: &json::Value, manifest: &Path) -> PathBuf {
    let packages = metadata.get("packages").and_then(json::Value::as_array);
    let packages = packages.expect("cargo metadata lists packages");
    let field = |package: &json::Value, name: &str| -> String {
        let value = package.get(name).and_then(json::Value::as_str);
        value
            .unwrap_or_else(|| panic!("a package without {name}"))
            .to_owned()
    };
    let ours = packages
        .iter()
        .find(|package| Path::new(&field(package, "manifest_path")) == manifest)
        .map(|package| field(package, "id"))
        .expect("cargo metadata lists this package");
    let nodes = metadata
        .get("resolve")
        .and_then(|resolve| resolve.get("nodes"));
    let nodes = nodes
        .and_then(json::Value::as_array)
        .expect("a resolve graph");
    let dependencies = nodes
        .iter()
        .find(|node| node.get("id").and_then(json::Value::as_str) == Some(&ours))
        .and_then(|node| node.get("deps"))
        .and_then(json::Value::as_array)
        .expect("this package's dependencies");
    let shakmaty = dependencies
        .iter()
        .find(|dependency| dependency.get("name").and_then(json::Value::as_str) == Some("shakmaty"))
        .and_then(|dependency| dependency.get("pkg"))
        .and_then(json::Value::as_str)
        .expect("a dependency on shakmaty");
    let package = packages
        .iter()
        .find(|package| field(package, "id") == shakmaty)
        .expect("the shakmaty package");
    PathBuf::from(field(package, "manifest_path"))
}

/// What running a suite found.
#[derive(Default)]
struct Outcome {
    positions: usize,
    counts: usize,
    nodes: u64,
    /// One line per refused FEN or wrong count.
    failures: Vec<String>,
}

/// Checks, with strategy `S`, every count of `cases` whose depth is at most
/// `max_depth` and whose node count at most `max_nodes`; every `every`-th
/// position only. Prints and returns what it found.
fn run<S: Sliders>(
    name: &str,
    cases: &[Case],
    every: usize,
    max_depth: u32,
    max_nodes: u64,
) -> Outcome {
    let start = Instant::now();
    let mut outcome = Outcome::default();
    for case in cases.iter().step_by(every) {
        outcome.positions += 1;
        let position = match Position::from_fen(&case.fen) {
            Ok(position) => position,
            Err(error) => {
                outcome
                    .failures
                    .push(format!("{} {}: {error}", case.id, case.fen));
                continue;
            }
        };
        for &(depth, nodes) in &case.counts {
            if depth > max_depth || nodes > max_nodes {
                continue;
            }
            let ours = perft::<S>(&position, depth);
            outcome.counts += 1;
            outcome.nodes += ours;
            if ours != nodes {
                outcome.failures.push(format!(
                    "{} {}: perft({depth}) = {ours}, expected {nodes}",
                    case.id, case.fen
                ));
            }
        }
    }
    println!(
        "{name}, {}: {} of {} positions, {} counts to depth {max_depth}, {} nodes, {:.2} s, {} failures",
        S::NAME,
        outcome.positions,
        cases.len(),
        outcome.counts,
        outcome.nodes,
        start.elapsed().as_secs_f64(),
        outcome.failures.len()
    );
    outcome
}

/// [`run`], failing with the list of failures if there are any.
fn check<S: Sliders>(name: &str, every: usize, max_depth: u32, max_nodes: u64) -> Outcome {
    let cases = suite(name);
    let outcome = run::<S>(name, &cases, every, max_depth, max_nodes);
    assert!(
        outcome.failures.is_empty(),
        "{} of {} positions of {name} fail with {}:\n{}",
        outcome.failures.len(),
        outcome.positions,
        S::NAME,
        outcome.failures.join("\n")
    );
    assert!(outcome.counts > 0, "{name}: nothing checked");
    outcome
}

/// Fast samples, for `cargo test` in debug.
mod sample {
    use super::*;

    #[test]
    fn tricky() {
        // All 26 positions, including X-FEN castling and a king on h8 with
        // a queen-side right.
        let outcome = check::<KoggeStone>("tricky.perft", 1, 5, 100_000);
        assert_eq!(outcome.positions, 26);
        check::<Dumb7>("tricky.perft", 1, 5, 100_000);
    }

    #[test]
    fn chess960() {
        check::<KoggeStone>("chess960.perft", 10, 3, 100_000);
        check::<Dumb7>("chess960.perft", 10, 3, 100_000);
    }

    #[test]
    fn random() {
        check::<KoggeStone>("random.perft", 10, 3, 100_000);
        check::<Dumb7>("random.perft", 10, 3, 100_000);
    }

    /// The failures are reported, not hidden: a wrong count or a refused
    /// FEN makes `check` fail.
    #[test]
    fn failures_are_reported() {
        let cases = [
            Case {
                id: "wrong".into(),
                fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1".into(),
                counts: vec![(1, 5), (2, 1)],
            },
            Case {
                id: "refused".into(),
                fen: "4k3/8/8/8/8/8/8/4K3 w KQ - 0 1".into(),
                counts: vec![(1, 5)],
            },
        ];
        let outcome = run::<KoggeStone>("made up", &cases, 1, 2, u64::MAX);
        assert_eq!(outcome.positions, 2);
        assert_eq!(outcome.counts, 2);
        assert_eq!(outcome.failures.len(), 2, "{:?}", outcome.failures);
        assert!(outcome.failures[0].contains("perft(2) = 25, expected 1"));
        assert!(outcome.failures[1].starts_with("refused"));
    }

    #[test]
    fn the_suites_are_found_and_read() {
        let counts: BTreeMap<&str, usize> = ["tricky.perft", "chess960.perft", "random.perft"]
            .into_iter()
            .map(|name| (name, suite(name).len()))
            .collect();
        assert_eq!(counts["tricky.perft"], 26);
        assert_eq!(counts["chess960.perft"], 960);
        assert_eq!(counts["random.perft"], 6_838);
        let first = &suite("chess960.perft")[0];
        assert_eq!(first.id, "0");
        assert_eq!(first.counts[0], (1, 21));
    }
}

/// The whole suites to the issue's depths, both strategies.
mod full {
    use super::*;

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn tricky_to_depth_5_kogge_stone() {
        check::<KoggeStone>("tricky.perft", 1, 5, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn tricky_to_depth_5_dumb7() {
        check::<Dumb7>("tricky.perft", 1, 5, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn chess960_to_depth_4_kogge_stone() {
        check::<KoggeStone>("chess960.perft", 1, 4, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn chess960_to_depth_4_dumb7() {
        check::<Dumb7>("chess960.perft", 1, 4, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn random_to_depth_4_kogge_stone() {
        check::<KoggeStone>("random.perft", 1, 4, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-perft -- --ignored"]
    fn random_to_depth_4_dumb7() {
        check::<Dumb7>("random.perft", 1, 4, u64::MAX);
    }
}

/// Just enough JSON for `cargo metadata`: objects, arrays, strings with
/// their escapes, and the other scalars kept as their text.
mod json {
    use std::collections::BTreeMap;

    #[derive(Debug, PartialEq)]
    pub enum Value {
        Object(BTreeMap<String, Value>),
        Array(Vec<Value>),
        String(String),
        /// A number, `true`, `false` or `null`, as written.
        Scalar(String),
    }

    impl Value {
        pub fn get(&self, key: &str) -> Option<&Value> {
            match self {
                Value::Object(fields) => fields.get(key),
                _ => None,
            }
        }

        pub fn as_array(&self) -> Option<&[Value]> {
            match self {
                Value::Array(items) => Some(items),
                _ => None,
            }
        }

        pub fn as_str(&self) -> Option<&str> {
            match self {
                Value::String(text) => Some(text),
                _ => None,
            }
        }
    }

    /// The value `text` holds, or a description of the first problem.
    pub fn parse(text: &str) -> Result<Value, String> {
        let mut parser = Parser {
            chars: text.char_indices().peekable(),
        };
        let value = parser.value()?;
        parser.skip_space();
        match parser.chars.next() {
            None => Ok(value),
            Some((at, _)) => Err(format!("trailing text at byte {at}")),
        }
    }

    struct Parser<'a> {
        chars: std::iter::Peekable<std::str::CharIndices<'a>>,
    }

    impl Parser<'_> {
        fn skip_space(&mut self) {
            while self
                .chars
                .next_if(|(_, c)| c.is_ascii_whitespace())
                .is_some()
            {}
        }

        fn expect(&mut self, expected: char) -> Result<(), String> {
            self.skip_space();
            match self.chars.next() {
                Some((_, c)) if c == expected => Ok(()),
                Some((at, c)) => Err(format!("expected {expected:?} at byte {at}, found {c:?}")),
                None => Err(format!("expected {expected:?}, found the end")),
            }
        }

        fn value(&mut self) -> Result<Value, String> {
            self.skip_space();
            match self.chars.peek().copied() {
                Some((_, '{')) => {
                    self.chars.next();
                    let mut fields = BTreeMap::new();
                    self.skip_space();
                    if self.chars.next_if(|(_, c)| *c == '}').is_some() {
                        return Ok(Value::Object(fields));
                    }
                    loop {
                        self.expect('"')?;
                        let key = self.string()?;
                        self.expect(':')?;
                        fields.insert(key, self.value()?);
                        self.skip_space();
                        match self.chars.next() {
                            Some((_, ',')) => {}
                            Some((_, '}')) => return Ok(Value::Object(fields)),
                            _ => return Err("expected `,` or `}` in an object".into()),
                        }
                    }
                }
                Some((_, '[')) => {
                    self.chars.next();
                    let mut items = Vec::new();
                    self.skip_space();
                    if self.chars.next_if(|(_, c)| *c == ']').is_some() {
                        return Ok(Value::Array(items));
                    }
                    loop {
                        items.push(self.value()?);
                        self.skip_space();
                        match self.chars.next() {
                            Some((_, ',')) => {}
                            Some((_, ']')) => return Ok(Value::Array(items)),
                            _ => return Err("expected `,` or `]` in an array".into()),
                        }
                    }
                }
                Some((_, '"')) => {
                    self.chars.next();
                    self.string().map(Value::String)
                }
                Some(_) => {
                    let mut scalar = String::new();
                    while let Some((_, c)) = self
                        .chars
                        .next_if(|(_, c)| c.is_ascii_alphanumeric() || "+-.".contains(*c))
                    {
                        scalar.push(c);
                    }
                    if scalar.is_empty() {
                        Err("expected a value".into())
                    } else {
                        Ok(Value::Scalar(scalar))
                    }
                }
                None => Err("expected a value, found the end".into()),
            }
        }

        /// The rest of a string whose opening quote was read.
        fn string(&mut self) -> Result<String, String> {
            let mut text = String::new();
            loop {
                let Some((_, c)) = self.chars.next() else {
                    return Err("unterminated string".into());
                };
                match c {
                    '"' => return Ok(text),
                    '\\' => {
                        let escaped = match self.chars.next().map(|(_, c)| c) {
                            Some('n') => '\n',
                            Some('t') => '\t',
                            Some('r') => '\r',
                            Some('b') => '\u{8}',
                            Some('f') => '\u{c}',
                            Some('u') => self.code_point()?,
                            Some(c @ ('"' | '\\' | '/')) => c,
                            _ => return Err("bad escape".into()),
                        };
                        text.push(escaped);
                    }
                    c => text.push(c),
                }
            }
        }

        /// The character of a `\u` escape (a surrogate pair in two).
        fn code_point(&mut self) -> Result<char, String> {
            let high = self.hex4()?;
            let code = if (0xd800..0xdc00).contains(&high) {
                if self.chars.next().map(|(_, c)| c) != Some('\\')
                    || self.chars.next().map(|(_, c)| c) != Some('u')
                {
                    return Err("lone surrogate".into());
                }
                let low = self.hex4()?;
                0x10000 + ((high - 0xd800) << 10) + low.wrapping_sub(0xdc00)
            } else {
                high
            };
            char::from_u32(code).ok_or_else(|| "bad code point".into())
        }

        fn hex4(&mut self) -> Result<u32, String> {
            let mut code = 0;
            for _ in 0..4 {
                let digit = self.chars.next().and_then(|(_, c)| c.to_digit(16));
                code = code * 16 + digit.ok_or("bad \\u escape")?;
            }
            Ok(code)
        }
    }

    #[test]
    fn parses_what_cargo_metadata_writes() {
        let text = r#" {"packages": [{"name": "sh\"ak", "n": -1.5e3, "ok": true,
            "path": "C:\\x\u00e9\ud83d\ude00", "e": [], "o": {}}], "v": null} "#;
        let value = parse(text).expect("valid");
        let package = &value
            .get("packages")
            .and_then(Value::as_array)
            .expect("array")[0];
        assert_eq!(package.get("name").and_then(Value::as_str), Some("sh\"ak"));
        assert_eq!(package.get("n"), Some(&Value::Scalar("-1.5e3".into())));
        assert_eq!(
            package.get("path").and_then(Value::as_str),
            Some("C:\\xé😀")
        );
        assert_eq!(package.get("e").and_then(Value::as_array), Some(&[][..]));
        assert_eq!(value.get("v"), Some(&Value::Scalar("null".into())));
        for bad in [r#"{"a": 1"#, r#"{"a" 1}"#, "[1,]", r#""\x""#, "[] x", ""] {
            assert!(parse(bad).is_err(), "{bad}");
        }
    }
}
