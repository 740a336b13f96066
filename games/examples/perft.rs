//! Perft from the command line: the leaf count of the legal-move tree, the
//! time and the speed, optionally split by first move.
//!
//! ```text
//! cargo run --release --example perft -- "<FEN>" <depth> [--divide] [--chess960] [--no-frontier]
//! ```
//!
//! The walk reads its sliders' attacks one square at a time, by
//! `bitfill::chess`' per-square lookups (PEXT with BMI2, magic elsewhere).
//! `--no-frontier` counts every position one ply above the leaves in full
//! (`perft_without_frontier`), as Gigantua does, instead of by difference
//! with its siblings.
//!
//! Chess960 and double Chess960 positions are read from their FEN, with
//! castling rights in X-FEN (`KQkq` for the outermost rooks) or Shredder-FEN
//! (`HFhf`). `--divide` spells castling `e1g1` in standard chess and king
//! takes rook (`e1h1`, `g1f1`) in Chess960, as shakmaty and cozy-chess do;
//! the FEN decides which (file letters or a right that standard chess does
//! not have mean Chess960), `--chess960` forces king takes rook.

use std::io::{self, Write};
use std::process::ExitCode;

use bitfill_games::chess::{CastlingMode, Position, divide, perft, perft_without_frontier};
use bitfill_games::cli::{self, Arguments};

const USAGE: &str = "\
usage: perft [--divide] [--chess960] [--no-frontier] \"<FEN>\" <depth>

Counts the leaf nodes of the legal-move tree of <FEN>, <depth> plies deep, and
prints the count, the time and the nodes per second. Quote the FEN, or pass
its fields as separate arguments.

Chess960 and double Chess960 FENs are read too, with castling rights in
X-FEN (KQkq for the outermost rooks, file letters for others) or Shredder-FEN
(file letters, e.g. HFhf).

  --divide    also print each legal move (UCI, e.g. e2e4, e7e8q) with the count
              below it, one `move: count` line each, sorted, then the total;
              castling is the king's step (e1g1) in standard chess and king
              takes rook (e1h1) in Chess960, which a FEN is if its castling
              field has file letters or a right standard chess lacks
  --chess960  spell castling king takes rook (e1h1) whatever the FEN
  --no-frontier
              count every position one ply above the leaves in full, as
              Gigantua does, not by difference with its siblings
  --help      print this help

example: cargo run --release --example perft -- \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" 5";

/// What the command line asks for.
struct Request {
    position: Position,
    depth: u32,
    divide: bool,
    frontier: bool,
}

/// What the arguments ask for.
fn parse_arguments(arguments: Arguments) -> Result<Request, String> {
    let (fen, depth) = arguments.fen_and_depth(5)?;
    let mut position = Position::from_fen(&fen).map_err(|error| format!("bad FEN: {error}"))?;
    if arguments.has("--chess960") {
        // Always `Some`: only the standard spelling has conditions.
        position = position
            .with_castling_mode(CastlingMode::Chess960)
            .unwrap_or(position);
    }
    Ok(Request {
        position,
        depth,
        divide: arguments.has("--divide"),
        frontier: !arguments.has("--no-frontier"),
    })
}

fn main() -> ExitCode {
    let arguments = Arguments::parse(
        std::env::args_os().skip(1),
        &["--divide", "--chess960", "--no-frontier"],
    );
    let request = match arguments.and_then(|arguments| arguments.map(parse_arguments).transpose()) {
        Ok(Some(request)) => request,
        Ok(None) => return cli::finish("perft", writeln!(io::stdout(), "{USAGE}")),
        Err(message) => return cli::fail("perft", &message),
    };
    cli::finish("perft", run(&request))
}

/// Runs perft (split or not) and reports it.
fn run(request: &Request) -> io::Result<()> {
    let (position, depth) = (&request.position, request.depth);
    let mode = position.castling_mode();
    let spelled = || {
        divide(position, depth)
            .into_iter()
            .map(|(legal_move, nodes)| (legal_move.uci(mode), nodes))
            .collect()
    };
    let walk = if request.frontier {
        "lookups, frontier counted by difference"
    } else {
        "lookups, bulk counting at the last ply"
    };
    cli::run(
        walk,
        position,
        depth,
        request.divide.then_some(spelled),
        || {
            if request.frontier {
                perft(position, depth)
            } else {
                perft_without_frontier(position, depth)
            }
        },
    )
}
