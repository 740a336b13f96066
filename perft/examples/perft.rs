//! Perft from the command line: the leaf count of the legal-move tree, the
//! time and the speed, optionally split by first move.
//!
//! ```text
//! cargo run --release --example perft -- "<FEN>" <depth> [--divide] [--dumb7] [--chess960]
//! ```
//!
//! The generator is generic over the sliding-attack strategy
//! (`bitfill::chess::Sliders`); this binary holds both instantiations,
//! Kogge-Stone by default and Dumb7 with `--dumb7`.
//!
//! Chess960 and double Chess960 positions are read from their FEN, with
//! castling rights in X-FEN (`KQkq` for the outermost rooks) or Shredder-FEN
//! (`HFhf`). `--divide` spells castling `e1g1` in standard chess and king
//! takes rook (`e1h1`, `g1f1`) in Chess960, as shakmaty and cozy-chess do;
//! the FEN decides which (file letters or a right that standard chess does
//! not have mean Chess960), `--chess960` forces king takes rook.

use std::ffi::OsString;
use std::io::{self, Write};
use std::process::ExitCode;
use std::time::Instant;

use bitfill_perft::{CastlingMode, Dumb7, KoggeStone, Move, Position, Sliders, divide, perft};

const USAGE: &str = "\
usage: perft [--divide] [--dumb7] [--chess960] \"<FEN>\" <depth>

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
  --dumb7     slide with bitfill's Dumb7 fills instead of Kogge-Stone
  --help      print this help

example: cargo run --release --example perft -- \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\" 5";

/// What the command line asks for.
struct Request {
    position: Position,
    depth: u32,
    divide: bool,
    dumb7: bool,
}

/// Reads the arguments; `Ok(None)` asks for the usage.
fn parse_arguments(arguments: impl Iterator<Item = OsString>) -> Result<Option<Request>, String> {
    let mut divide = false;
    let mut dumb7 = false;
    let mut chess960 = false;
    let mut positional = Vec::new();
    for argument in arguments {
        let argument = argument
            .into_string()
            .map_err(|argument| format!("argument {argument:?} is not valid UTF-8"))?;
        match argument.as_str() {
            "--help" | "-h" => return Ok(None),
            "--divide" => divide = true,
            "--dumb7" => dumb7 = true,
            "--chess960" => chess960 = true,
            // A lone `-` is a FEN field, `-3` a (bad) depth.
            flag if flag.starts_with('-')
                && flag
                    .chars()
                    .nth(1)
                    .is_some_and(|second| !second.is_ascii_digit()) =>
            {
                return Err(format!("unknown flag {flag:?} (try --help)"));
            }
            _ => positional.push(argument),
        }
    }
    // The FEN may come quoted or as separate fields: all but the last.
    let Some((depth, fields)) = positional
        .split_last()
        .filter(|(_, fields)| !fields.is_empty())
    else {
        return Err(format!(
            "expected a FEN and a depth, found {} argument{} (try --help)",
            positional.len(),
            if positional.len() == 1 { "" } else { "s" }
        ));
    };
    let fen = fields.join(" ");
    let mut position = Position::from_fen(&fen).map_err(|error| format!("bad FEN: {error}"))?;
    if chess960 {
        // Always `Some`: only the standard spelling has conditions.
        position = position
            .with_castling_mode(CastlingMode::Chess960)
            .unwrap_or(position);
    }
    let depth = depth
        .parse()
        .map_err(|_| format!("bad depth {depth:?}: expected a whole number such as 5"))?;
    Ok(Some(Request {
        position,
        depth,
        divide,
        dumb7,
    }))
}

fn main() -> ExitCode {
    let request = match parse_arguments(std::env::args_os().skip(1)) {
        Ok(Some(request)) => request,
        Ok(None) => return finish(writeln!(io::stdout(), "{USAGE}")),
        Err(message) => {
            eprintln!("perft: {message}");
            return ExitCode::FAILURE;
        }
    };

    finish(if request.dumb7 {
        run::<Dumb7>(&request)
    } else {
        run::<KoggeStone>(&request)
    })
}

/// Runs perft (split or not) with the strategy `S` and reports it.
fn run<S: Sliders>(request: &Request) -> io::Result<()> {
    let start = Instant::now();
    let split = request
        .divide
        .then(|| divide::<S>(&request.position, request.depth));
    let nodes = match &split {
        // Depth 0 has no moves to split by, and one node.
        Some(split) if request.depth > 0 => split.iter().map(|(_, nodes)| nodes).sum(),
        Some(_) => 1,
        None => perft::<S>(&request.position, request.depth),
    };
    let seconds = start.elapsed().as_secs_f64();
    report::<S>(request, split.as_deref(), nodes, seconds)
}

/// Prints the split (if any), then the summary.
fn report<S: Sliders>(
    request: &Request,
    split: Option<&[(Move, u64)]>,
    nodes: u64,
    seconds: f64,
) -> io::Result<()> {
    let mut out = io::stdout().lock();
    if let Some(split) = split {
        for (legal_move, nodes) in split {
            writeln!(out, "{legal_move}: {nodes}")?;
        }
        writeln!(out)?;
    }
    writeln!(out, "strategy  {}", S::NAME)?;
    writeln!(out, "fen       {}", request.position)?;
    writeln!(out, "depth     {}", request.depth)?;
    writeln!(out, "nodes     {nodes}")?;
    writeln!(out, "time      {seconds:.6} s")?;
    if seconds > 0.0 {
        writeln!(out, "speed     {:.1} Mnps", nodes as f64 / seconds / 1e6)?;
    }
    out.flush()
}

/// Success, or a one-line error if stdout failed (a closed pipe, say)
/// rather than the panic of `println!`.
fn finish(written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("perft: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}
