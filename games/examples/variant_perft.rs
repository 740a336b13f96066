//! Perft of the shipped variants from the command line: one position, or
//! many from standard input (what `scripts/variants-check.py` and
//! `scripts/variants-bench.sh` drive).
//!
//! ```text
//! cargo run --release -p bitfill-games --example variant_perft -- capablanca "<FEN>" 4 [--divide]
//! cargo run --release -p bitfill-games --example variant_perft -- grand startpos 3
//! cargo run --release -p bitfill-games --example variant_perft -- --batch < requests
//! cargo run --release -p bitfill-games --example variant_perft -- --play < games
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
       variant_perft --play < games

Counts the leaf nodes of the legal-move tree of <FEN> in <variant> (its
Fairy-Stockfish name), <depth> plies deep, and prints the count, the time
and the nodes per second; `startpos` is the variant's start position.

  --divide    also print each legal move (UCI as Fairy-Stockfish spells it)
              with the count below it, sorted, then the total
  --batch     read requests from standard input, one a line,
              `<variant> <depth> <FEN>`, and print each one's count (or
              `error: <why>`), one line each
  --play      read games from standard input, one a line,
              `<variant> <FEN>|startpos moves <UCI> <UCI> ...`, play the moves
              (spelled as Fairy-Stockfish spells them), and print the FEN
              after the last (or `error: <why>`), one line each
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

/// One game of a `--play` batch: its moves played on its FEN.
struct Play<'a> {
    fen: &'a str,
    moves: &'a [&'a str],
}

impl GameVisitor for Play<'_> {
    type Output = Result<String, String>;

    fn visit<G: Game>(self) -> Result<String, String> {
        let mut position = if self.fen == "startpos" {
            G::start()
        } else {
            G::from_fen(self.fen).map_err(|error| format!("bad FEN: {error}"))?
        };
        for uci in self.moves {
            let legal_move = position.parse_uci(uci).map_err(|error| error.to_string())?;
            position = position.play(legal_move);
        }
        Ok(position.fen())
    }
}

/// The FEN after one `--play` request's moves.
fn play(variant: &str, fen: &str, moves: &[&str]) -> Result<String, String> {
    visit(variant, Play { fen, moves }).unwrap_or_else(|| Err(no_variant(variant)))
}

/// The error of a request naming no shipped variant.
fn no_variant(variant: &str) -> String {
    format!("no variant {variant:?}: one of {}", NAMES.join(" "))
}

/// The count of one batch request.
fn count(variant: &str, depth: u32, fen: &str) -> Result<u64, String> {
    visit(variant, Count { fen, depth }).unwrap_or_else(|| Err(no_variant(variant)))
}

fn main() -> ExitCode {
    let arguments = match cli::command_line(PROGRAM, USAGE, &["--divide", "--batch", "--play"]) {
        Ok(arguments) => arguments,
        Err(status) => return status,
    };
    if arguments.has("--batch") {
        return cli::finish(PROGRAM, cli::batch(count));
    }
    if arguments.has("--play") {
        return cli::finish(PROGRAM, cli::play_batch(play));
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
        None => cli::fail(PROGRAM, &format!("{} (try --help)", no_variant(variant))),
    }
}
