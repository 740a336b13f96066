//! Xiangqi perft from the command line: the leaf count of the legal-move
//! tree, the time and the speed, optionally split by first move; or the
//! legal moves of many positions, for comparison with another engine.
//!
//! ```text
//! cargo run --release -p bitfill-games --example xiangqi_perft -- "<FEN>" <depth> [--divide] [--hyperbola]
//! cargo run --release -p bitfill-games --example xiangqi_perft -- --moves [--hyperbola] < fens.txt
//! ```
//!
//! FENs are Fairy-Stockfish's for xiangqi (`w` is red, uppercase pieces);
//! moves are spelled in UCI as Fairy-Stockfish spells them (`h3e3`,
//! `b3b10`). The generator is generic over the
//! per-square lookup (`bitfill::xiangqi::Lookup`); this binary holds two
//! instantiations: `Fastest` by default (PEXT with BMI2, magic bitboards
//! elsewhere) and `Hyperbola` (no tables) with `--hyperbola`.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use bitfill_games::cli::{self, Arguments};
use bitfill_games::xiangqi::{Fastest, Hyperbola, Lookup, Position, divide, legal_moves, perft};

/// The name errors start with.
const PROGRAM: &str = "xiangqi_perft";

const USAGE: &str = "\
usage: xiangqi_perft [--divide] [--hyperbola] \"<FEN>\" <depth>
       xiangqi_perft --moves [--hyperbola] < FENs

Counts the leaf nodes of the legal-move tree of the xiangqi position <FEN>,
<depth> plies deep, and prints the count, the time and the nodes per second.
Quote the FEN, or pass its fields as separate arguments. FENs are written as
Fairy-Stockfish writes them: uppercase for red, `w` for red to move, e.g.
rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1

  --divide    also print each legal move (UCI as Fairy-Stockfish spells it,
              e.g. h3e3, b3b10) with the count below it, one `move: count`
              line each, sorted, then the total
  --moves     read FENs from standard input, one per line, and print each
              position's legal moves, sorted and separated by spaces, one
              line per FEN (empty if there are none); a bad FEN stops it
  --hyperbola answer the per-square lookups with bitfill's Hyperbola (no
              tables) instead of Fastest (PEXT with BMI2, magic elsewhere)
  --help      print this help

example: cargo run --release -p bitfill-games --example xiangqi_perft -- \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\" 4";

/// What the command line asks for.
enum Request {
    Perft {
        position: Position,
        depth: u32,
        divide: bool,
        hyperbola: bool,
    },
    Moves {
        hyperbola: bool,
    },
}

/// What the arguments ask for.
fn parse_arguments(arguments: Arguments) -> Result<Request, String> {
    let hyperbola = arguments.has("--hyperbola");
    if arguments.has("--moves") {
        if arguments.has("--divide") || !arguments.positional.is_empty() {
            return Err(
                "--moves reads its FENs from standard input: no FEN, depth or --divide (try --help)"
                    .to_owned(),
            );
        }
        return Ok(Request::Moves { hyperbola });
    }
    let (fen, depth) = arguments.fen_and_depth(4)?;
    let position = Position::from_fen(&fen).map_err(|error| format!("bad FEN: {error}"))?;
    Ok(Request::Perft {
        position,
        depth,
        divide: arguments.has("--divide"),
        hyperbola,
    })
}

fn main() -> ExitCode {
    let arguments = Arguments::parse(
        std::env::args_os().skip(1),
        &["--divide", "--hyperbola", "--moves"],
    );
    let request = match arguments.and_then(|arguments| arguments.map(parse_arguments).transpose()) {
        Ok(Some(request)) => request,
        Ok(None) => return cli::finish(PROGRAM, writeln!(io::stdout(), "{USAGE}")),
        Err(message) => return cli::fail(PROGRAM, &message),
    };
    match request {
        Request::Perft {
            position,
            depth,
            divide,
            hyperbola,
        } => cli::finish(
            PROGRAM,
            if hyperbola {
                run::<Hyperbola>(&position, depth, divide)
            } else {
                run::<Fastest>(&position, depth, divide)
            },
        ),
        Request::Moves { hyperbola } => {
            let listed = if hyperbola {
                list_moves::<Hyperbola>()
            } else {
                list_moves::<Fastest>()
            };
            match listed {
                Ok(()) => ExitCode::SUCCESS,
                Err(Failure::Input(message)) => cli::fail(PROGRAM, &message),
                Err(Failure::Output(error)) => cli::finish(PROGRAM, Err(error)),
            }
        }
    }
}

/// Runs perft (split or not) with the strategy `S` and reports it.
fn run<L: Lookup>(position: &Position, depth: u32, divide_it: bool) -> io::Result<()> {
    cli::run(
        L::NAME,
        position,
        depth,
        divide_it.then_some(|| divide::<L>(position, depth)),
        || perft::<L>(position, depth),
    )
}

/// Why `--moves` stopped.
enum Failure {
    /// A bad line of input: the message.
    Input(String),
    /// Standard output failed.
    Output(io::Error),
}

/// `--moves`: each FEN of standard input to its sorted legal moves.
fn list_moves<L: Lookup>() -> Result<(), Failure> {
    let mut out = BufWriter::new(io::stdout().lock());
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line
            .map_err(|error| Failure::Input(format!("cannot read line {}: {error}", number + 1)))?;
        let position = Position::from_fen(&line)
            .map_err(|error| Failure::Input(format!("line {}: bad FEN: {error}", number + 1)))?;
        let mut moves: Vec<String> = legal_moves::<L>(&position)
            .iter()
            .map(ToString::to_string)
            .collect();
        moves.sort_unstable();
        writeln!(out, "{}", moves.join(" ")).map_err(Failure::Output)?;
    }
    out.flush().map_err(Failure::Output)
}
