//! Xiangqi perft from the command line: the leaf count of the legal-move
//! tree, the time and the speed, optionally split by first move; or the
//! legal moves of many positions, for comparison with another engine.
//!
//! ```text
//! cargo run --release -p bitfill-games --example xiangqi_perft -- "<FEN>" <depth> [--divide] [--dumb7]
//! cargo run --release -p bitfill-games --example xiangqi_perft -- --moves [--dumb7] < fens.txt
//! ```
//!
//! FENs are Fairy-Stockfish's for xiangqi (`w` is red, uppercase pieces);
//! moves are spelled in UCI as Fairy-Stockfish spells them (`h3e3`,
//! `b3b10`). The generator is generic over the sliding-attack strategy
//! (`bitfill::xiangqi::Sliders`); this binary holds both instantiations,
//! Kogge-Stone by default and Dumb7 with `--dumb7`.

use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;

use bitfill_games::cli::{self, Arguments};
use bitfill_games::xiangqi::{Dumb7, KoggeStone, Position, Sliders, divide, legal_moves, perft};

/// The name errors start with.
const PROGRAM: &str = "xiangqi_perft";

const USAGE: &str = "\
usage: xiangqi_perft [--divide] [--dumb7] \"<FEN>\" <depth>
       xiangqi_perft --moves [--dumb7] < FENs

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
  --dumb7     slide with bitfill's Dumb7 fills instead of Kogge-Stone
  --help      print this help

example: cargo run --release -p bitfill-games --example xiangqi_perft -- \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\" 4";

/// What the command line asks for.
enum Request {
    Perft {
        position: Position,
        depth: u32,
        divide: bool,
        dumb7: bool,
    },
    Moves {
        dumb7: bool,
    },
}

/// What the arguments ask for.
fn parse_arguments(arguments: Arguments) -> Result<Request, String> {
    let dumb7 = arguments.has("--dumb7");
    if arguments.has("--moves") {
        if arguments.has("--divide") || !arguments.positional.is_empty() {
            return Err(
                "--moves reads its FENs from standard input: no FEN, depth or --divide (try --help)"
                    .to_owned(),
            );
        }
        return Ok(Request::Moves { dumb7 });
    }
    let (fen, depth) = arguments.fen_and_depth(4)?;
    let position = Position::from_fen(&fen).map_err(|error| format!("bad FEN: {error}"))?;
    Ok(Request::Perft {
        position,
        depth,
        divide: arguments.has("--divide"),
        dumb7,
    })
}

fn main() -> ExitCode {
    let arguments = Arguments::parse(
        std::env::args_os().skip(1),
        &["--divide", "--dumb7", "--moves"],
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
            dumb7,
        } => cli::finish(
            PROGRAM,
            if dumb7 {
                run::<Dumb7>(&position, depth, divide)
            } else {
                run::<KoggeStone>(&position, depth, divide)
            },
        ),
        Request::Moves { dumb7 } => {
            let listed = if dumb7 {
                list_moves::<Dumb7>()
            } else {
                list_moves::<KoggeStone>()
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
fn run<S: Sliders>(position: &Position, depth: u32, divide_it: bool) -> io::Result<()> {
    cli::run(
        S::NAME,
        position,
        depth,
        divide_it.then_some(|| divide::<S>(position, depth)),
        || perft::<S>(position, depth),
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
fn list_moves<S: Sliders>() -> Result<(), Failure> {
    let mut out = BufWriter::new(io::stdout().lock());
    for (number, line) in io::stdin().lock().lines().enumerate() {
        let line = line
            .map_err(|error| Failure::Input(format!("cannot read line {}: {error}", number + 1)))?;
        let position = Position::from_fen(&line)
            .map_err(|error| Failure::Input(format!("line {}: bad FEN: {error}", number + 1)))?;
        let mut moves: Vec<String> = legal_moves::<S>(&position)
            .iter()
            .map(ToString::to_string)
            .collect();
        moves.sort_unstable();
        writeln!(out, "{}", moves.join(" ")).map_err(Failure::Output)?;
    }
    out.flush().map_err(Failure::Output)
}
