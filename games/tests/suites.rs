//! The perft suites of a peer, shakmaty, run against `bitfill_games` in
//! both strategies: `tricky.perft` (the chessprogramming.org positions,
//! X-FEN positions and regression cases), `chess960.perft` (the 960
//! Chess960 start positions, one move or more into the game, with
//! Shredder-FEN castling) and `random.perft` (6,838 positions from random
//! games).
//!
//! The files are not copied here (they carry their own copyrights): they are
//! read from the shakmaty package cargo has already fetched and compiled as a
//! dev-dependency, found through the dep-info file cargo wrote beside this
//! test's executable (see [`shakmaty_tests`]). No network, no `cargo`
//! subprocess: it works wherever `cargo test` built the test.
//!
//! `cargo test` runs a sample, about a second in a debug build: every
//! position of `tricky.perft` and every 10th of the others, counts up to
//! depth 3 and 100,000 nodes. The whole suites, tricky to depth 5 and the others to
//! depth 4 (every count the files give up to there), take a release build:
//!
//! ```text
//! cargo test --release -p bitfill-games -- --ignored --nocapture
//! ```
//!
//! Each test reports its positions, counts, nodes and time (shown with
//! `--nocapture`) and fails listing every position that was refused or
//! miscounted.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::time::Instant;

use bitfill_games::chess::{Position, perft};

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

/// The version of shakmaty this package depends on (`=0.30.1` in its
/// manifest): the suites are read from that package.
const SHAKMATY_VERSION: &str = "0.30.1";

/// The `tests/` directory of the shakmaty package this test is linked with.
///
/// Cargo compiled that package into the directory of this test's executable
/// and wrote beside it a dep-info file, `shakmaty-<hash>.d`, listing the
/// package's source files by absolute path: the package is wherever cargo
/// read it from (the registry cache, a vendor directory, a git checkout).
/// Nothing is downloaded and nothing but files cargo already wrote is read.
fn shakmaty_tests() -> &'static Path {
    static DIRECTORY: OnceLock<PathBuf> = OnceLock::new();
    DIRECTORY.get_or_init(|| {
        let executable = std::env::current_exe().expect("the test's executable");
        let deps = executable.parent().expect("an executable has a directory");
        let listing =
            std::fs::read_dir(deps).unwrap_or_else(|error| panic!("{}: {error}", deps.display()));
        let mut seen = Vec::new();
        for entry in listing {
            let path = entry.expect("a directory entry").path();
            let name = path
                .file_name()
                .and_then(|name| name.to_str())
                .unwrap_or("");
            if !(name.starts_with("shakmaty-") && name.ends_with(".d")) {
                continue;
            }
            let text = std::fs::read_to_string(&path)
                .unwrap_or_else(|error| panic!("{}: {error}", path.display()));
            if let Some(root) = package_root(&text) {
                if manifest_version(&root).as_deref() == Some(SHAKMATY_VERSION) {
                    return root.join("tests");
                }
                seen.push(root);
            }
        }
        panic!(
            "no dep-info file of shakmaty {SHAKMATY_VERSION} in {} (found {seen:?}): \
             this test reads the suites from the shakmaty package cargo compiled for it",
            deps.display()
        )
    })
}

/// The package directory of a crate from its dep-info file: the directory
/// above the `src/lib.rs` it lists.
fn package_root(dep_info: &str) -> Option<PathBuf> {
    let (_, sources) = dep_info.lines().next()?.split_once(": ")?;
    let mut paths = Vec::new();
    let mut path = String::new();
    let mut characters = sources.chars();
    // rustc escapes only spaces (`\ `); other backslashes are literal.
    while let Some(character) = characters.next() {
        match character {
            '\\' if characters.clone().next() == Some(' ') => {
                path.push(' ');
                characters.next();
            }
            ' ' => paths.push(std::mem::take(&mut path)),
            _ => path.push(character),
        }
    }
    paths.push(path);
    paths
        .iter()
        .map(Path::new)
        .find(|path| path.is_absolute() && path.ends_with("src/lib.rs"))
        .and_then(|lib| Some(lib.parent()?.parent()?.to_path_buf()))
}

/// The `version` of the package whose manifest is in `root`.
fn manifest_version(root: &Path) -> Option<String> {
    let manifest = std::fs::read_to_string(root.join("Cargo.toml")).ok()?;
    let mut in_package = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_package = line == "[package]";
        } else if let Some(value) = line.strip_prefix("version").filter(|_| in_package) {
            let value = value.trim_start().strip_prefix('=')?.trim();
            return Some(value.trim_matches('"').to_owned());
        }
    }
    None
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
fn run(name: &str, cases: &[Case], every: usize, max_depth: u32, max_nodes: u64) -> Outcome {
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
            let ours = perft(&position, depth);
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
        "{name}: {} of {} positions, {} counts to depth {max_depth}, {} nodes, {:.2} s, {} failures",
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
fn check(name: &str, every: usize, max_depth: u32, max_nodes: u64) -> Outcome {
    let cases = suite(name);
    let outcome = run(name, &cases, every, max_depth, max_nodes);
    assert!(
        outcome.failures.is_empty(),
        "{} of {} positions of {name} fail:\n{}",
        outcome.failures.len(),
        outcome.positions,
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
        let outcome = check("tricky.perft", 1, 5, 100_000);
        assert_eq!(outcome.positions, 26);
    }

    #[test]
    fn chess960() {
        check("chess960.perft", 10, 3, 100_000);
    }

    #[test]
    fn random() {
        check("random.perft", 10, 3, 100_000);
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
        let outcome = run("made up", &cases, 1, 2, u64::MAX);
        assert_eq!(outcome.positions, 2);
        assert_eq!(outcome.counts, 2);
        assert_eq!(outcome.failures.len(), 2, "{:?}", outcome.failures);
        assert!(outcome.failures[0].contains("perft(2) = 25, expected 1"));
        assert!(outcome.failures[1].starts_with("refused"));
    }

    #[test]
    fn dep_info_names_the_package() {
        let text = "/t/deps/shakmaty-1.d: /a\\ b/shakmaty-0.30.1/src/lib.rs /a\\ b/shakmaty-0.30.1/src/m.rs\n\n/a\\ b/shakmaty-0.30.1/src/lib.rs:\n";
        let root = package_root(text);
        assert_eq!(root.as_deref(), Some(Path::new("/a b/shakmaty-0.30.1")));
        let relative = "/t/deps/shakmaty-1.d: shakmaty/src/lib.rs\n";
        assert_eq!(package_root(relative), None);
        assert_eq!(package_root("no colon here"), None);
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

/// The whole suites to the issue's depths.
mod full {
    use super::*;

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fn tricky_to_depth_5() {
        check("tricky.perft", 1, 5, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fn chess960_to_depth_4() {
        check("chess960.perft", 1, 4, u64::MAX);
    }

    #[test]
    #[ignore = "release only: cargo test --release -p bitfill-games -- --ignored"]
    fn random_to_depth_4() {
        check("random.perft", 1, 4, u64::MAX);
    }
}
