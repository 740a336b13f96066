//! Xiangqi perft from the command line: the leaf count of the legal-move
//! tree, the time and the speed, optionally split by first move; or the
//! legal moves of many positions, for comparison with another engine.
//!
//! ```text
//! cargo run --release -p bitfill-perft --example xiangqi_perft -- "<FEN>" <depth> [--divide] [--dumb7]
//! cargo run --release -p bitfill-perft --example xiangqi_perft -- --moves [--dumb7] < fens.txt
//! ```
//!
//! FENs are Fairy-Stockfish's for xiangqi (`w` is red, uppercase pieces);
//! moves are spelled in UCI as Fairy-Stockfish spells them (`h3e3`,
//! `b3b10`). The generator is generic over the sliding-attack strategy
//! (`bitfill::xiangqi::Sliders`); this binary holds both instantiations,
//! Kogge-Stone by default and Dumb7 with `--dumb7`.

use std::ffi::OsString;
use std::io::{self, BufRead, BufWriter, Write};
use std::process::ExitCode;
use std::time::Instant;

use bitfill_perft::xiangqi::{
    Dumb7, KoggeStone, Move, Position, Sliders, divide, legal_moves, perft,
};

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

example: cargo run --release -p bitfill-perft --example xiangqi_perft -- \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\" 4";

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

/// Reads the arguments; `Ok(None)` asks for the usage.
fn parse_arguments(arguments: impl Iterator<Item = OsString>) -> Result<Option<Request>, String> {
    let mut divide = false;
    let mut dumb7 = false;
    let mut moves = false;
    let mut positional = Vec::new();
    for argument in arguments {
        let argument = argument
            .into_string()
            .map_err(|argument| format!("argument {argument:?} is not valid UTF-8"))?;
        match argument.as_str() {
            "--help" | "-h" => return Ok(None),
            "--divide" => divide = true,
            "--dumb7" => dumb7 = true,
            "--moves" => moves = true,
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
    if moves {
        if divide || !positional.is_empty() {
            return Err(
                "--moves reads its FENs from standard input: no FEN, depth or --divide (try --help)"
                    .to_owned(),
            );
        }
        return Ok(Some(Request::Moves { dumb7 }));
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
    let position = Position::from_fen(&fen).map_err(|error| format!("bad FEN: {error}"))?;
    let depth = depth
        .parse()
        .map_err(|_| format!("bad depth {depth:?}: expected a whole number such as 4"))?;
    Ok(Some(Request::Perft {
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
        Err(message) => return fail(&message),
    };
    match request {
        Request::Perft {
            position,
            depth,
            divide,
            dumb7,
        } => finish(if dumb7 {
            run::<Dumb7>(&position, depth, divide)
        } else {
            run::<KoggeStone>(&position, depth, divide)
        }),
        Request::Moves { dumb7 } => {
            let listed = if dumb7 {
                list_moves::<Dumb7>()
            } else {
                list_moves::<KoggeStone>()
            };
            match listed {
                Ok(()) => ExitCode::SUCCESS,
                Err(Failure::Input(message)) => fail(&message),
                Err(Failure::Output(error)) => finish(Err(error)),
            }
        }
    }
}

/// Runs perft (split or not) with the strategy `S` and reports it.
fn run<S: Sliders>(position: &Position, depth: u32, divide_it: bool) -> io::Result<()> {
    let start = Instant::now();
    let split = divide_it.then(|| divide::<S>(position, depth));
    let nodes = match &split {
        // Depth 0 has no moves to split by, and one node.
        Some(split) if depth > 0 => split.iter().map(|(_, nodes)| nodes).sum(),
        Some(_) => 1,
        None => perft::<S>(position, depth),
    };
    let seconds = start.elapsed().as_secs_f64();
    report::<S>(position, depth, split.as_deref(), nodes, seconds)
}

/// Prints the split (if any), then the summary.
fn report<S: Sliders>(
    position: &Position,
    depth: u32,
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
    writeln!(out, "fen       {position}")?;
    writeln!(out, "depth     {depth}")?;
    writeln!(out, "nodes     {nodes}")?;
    writeln!(out, "time      {seconds:.6} s")?;
    if seconds > 0.0 {
        writeln!(out, "speed     {:.1} Mnps", nodes as f64 / seconds / 1e6)?;
    }
    out.flush()
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

/// A one-line error and a failure status.
fn fail(message: &str) -> ExitCode {
    eprintln!("xiangqi_perft: {message}");
    ExitCode::FAILURE
}

/// Success, or a one-line error if stdout failed (a closed pipe, say)
/// rather than the panic of `println!`.
fn finish(written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(&format!("cannot write the output: {error}")),
    }
}
