//! Perft of the shipped variants from the command line: one position, or
//! many from standard input (what `scripts/variants-check.py` and
//! `scripts/variants-bench.sh` drive).
//!
//! ```text
//! cargo run --release -p bitfill-games --example variant_perft -- capablanca "<FEN>" 4 [--divide]
//! cargo run --release -p bitfill-games --example variant_perft -- grand startpos 3
//! cargo run --release -p bitfill-games --example variant_perft -- --batch < requests
//! ```

use std::process::ExitCode;

use bitfill_games::cli;
use bitfill_games::variants::{GameVisitor, NAMES, visit};
use bitfill_games::{Game, divide, perft};

/// The name errors start with.
const PROGRAM: &str = "variant_perft";

const USAGE: &str = "\
usage: variant_perft <variant> [--divide] \"<FEN>\"|startpos <depth>
       variant_perft --batch < requests

Counts the leaf nodes of the legal-move tree of <FEN> in <variant> (its
Fairy-Stockfish name), <depth> plies deep, and prints the count, the time
and the nodes per second; `startpos` is the variant's start position.

  --divide    also print each legal move (UCI as Fairy-Stockfish spells it)
              with the count below it, sorted, then the total
  --batch     read requests from standard input, one a line,
              `<variant> <depth> <FEN>`, and print each one's count (or
              `error: <why>`), one line each
  --help      print this help

variants: chess chess960 capablanca caparandom gothic embassy janus grand
almost chigorin shatranj courier

example: cargo run --release -p bitfill-games --example variant_perft -- capablanca startpos 4";

/// Perft of one position, printed.
struct Perft {
    fen: String,
    depth: u32,
    divide: bool,
}

impl GameVisitor for Perft {
    type Output = Result<(), String>;

    fn visit<G: Game>(self) -> Result<(), String> {
        let position = if self.fen == "startpos" {
            G::start()
        } else {
            G::from_fen(&self.fen).map_err(|error| format!("bad FEN: {error}"))?
        };
        let split = self.divide.then_some(|| {
            divide(&position, self.depth)
                .into_iter()
                .map(|(legal_move, nodes)| (position.uci(legal_move), nodes))
                .collect::<Vec<_>>()
        });
        cli::run(G::VARIANT, &position.fen(), self.depth, split, || {
            perft(&position, self.depth)
        })
        .map_err(|error| format!("cannot write the output: {error}"))
    }
}

/// One batch request's count.
struct Count<'a> {
    fen: &'a str,
    depth: u32,
}

impl GameVisitor for Count<'_> {
    type Output = Result<u64, String>;

    fn visit<G: Game>(self) -> Result<u64, String> {
        let position = G::from_fen(self.fen).map_err(|error| format!("bad FEN: {error}"))?;
        Ok(perft(&position, self.depth))
    }
}

/// The count of one batch request.
fn count(variant: &str, depth: u32, fen: &str) -> Result<u64, String> {
    visit(variant, Count { fen, depth }).unwrap_or_else(|| {
        Err(format!(
            "no variant {variant:?}: one of {}",
            NAMES.join(" ")
        ))
    })
}

fn main() -> ExitCode {
    let arguments = match cli::command_line(PROGRAM, USAGE, &["--divide", "--batch"]) {
        Ok(arguments) => arguments,
        Err(status) => return status,
    };
    if arguments.has("--batch") {
        return cli::finish(PROGRAM, cli::batch(count));
    }
    let Some((variant, rest)) = arguments.positional.split_first() else {
        return cli::fail(
            PROGRAM,
            "expected a variant, a FEN and a depth (try --help)",
        );
    };
    let (fen, depth) = match cli::fen_and_depth(rest, 4) {
        Ok(fen_and_depth) => fen_and_depth,
        Err(message) => return cli::fail(PROGRAM, &message),
    };
    let request = Perft {
        fen,
        depth,
        divide: arguments.has("--divide"),
    };
    match visit(variant, request) {
        Some(Ok(())) => ExitCode::SUCCESS,
        Some(Err(message)) => cli::fail(PROGRAM, &message),
        None => cli::fail(
            PROGRAM,
            &format!(
                "no variant {variant:?}: one of {} (try --help)",
                NAMES.join(" ")
            ),
        ),
    }
}
