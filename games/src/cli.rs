//! The command line the `perft`, `xiangqi_perft`, `janggi_perft`,
//! `variant_perft` and `user_variant` examples share: flags and positional
//! arguments, the FEN and the depth, the timed run and its report, batches
//! of perft requests, and one-line errors with a failure status.

use std::ffi::OsString;
use std::fmt::Display;
use std::io::{self, BufRead, Write};
use std::process::ExitCode;
use std::time::Instant;

/// The arguments of one command line: the flags given, in the order of
/// `known`, and the positional arguments.
#[derive(Debug, Default)]
pub struct Arguments {
    flags: Vec<&'static str>,
    /// The arguments that are not flags (a lone `-` or a negative number
    /// counts as one).
    pub positional: Vec<String>,
}

impl Arguments {
    /// Reads `arguments` (without the program name), knowing the flags in
    /// `known`. `Ok(None)` asks for the usage (`--help` or `-h`).
    ///
    /// # Errors
    ///
    /// An argument that is not UTF-8, or an unknown flag.
    pub fn parse(
        arguments: impl Iterator<Item = OsString>,
        known: &[&'static str],
    ) -> Result<Option<Self>, String> {
        let mut parsed = Arguments::default();
        for argument in arguments {
            let argument = argument
                .into_string()
                .map_err(|argument| format!("argument {argument:?} is not valid UTF-8"))?;
            if argument == "--help" || argument == "-h" {
                return Ok(None);
            }
            if let Some(&flag) = known.iter().find(|&&flag| flag == argument) {
                parsed.flags.push(flag);
            } else if argument.starts_with('-')
                && argument
                    .chars()
                    .nth(1)
                    .is_some_and(|second| !second.is_ascii_digit())
            {
                // A lone `-` is a FEN field, `-3` a (bad) depth.
                return Err(format!("unknown flag {argument:?} (try --help)"));
            } else {
                parsed.positional.push(argument);
            }
        }
        Ok(Some(parsed))
    }

    /// Whether `flag` was given.
    #[must_use]
    pub fn has(&self, flag: &str) -> bool {
        self.flags.contains(&flag)
    }

    /// The FEN and the depth of the positional arguments, as
    /// [`fen_and_depth`] reads them.
    ///
    /// # Errors
    ///
    /// As [`fen_and_depth`].
    pub fn fen_and_depth(&self, example: u32) -> Result<(String, u32), String> {
        fen_and_depth(&self.positional, example)
    }
}

/// The FEN (quoted, or its fields as separate arguments: all of
/// `positional` but the last) and the depth (the last); `example` is the
/// depth the error message suggests.
///
/// # Errors
///
/// Fewer than two arguments, or a depth that is not a whole number.
pub fn fen_and_depth(positional: &[String], example: u32) -> Result<(String, u32), String> {
    let Some((depth, fields)) = positional
        .split_last()
        .filter(|(_, fields)| !fields.is_empty())
    else {
        let count = positional.len();
        return Err(format!(
            "expected a FEN and a depth, found {count} argument{} (try --help)",
            if count == 1 { "" } else { "s" }
        ));
    };
    let depth = depth
        .parse()
        .map_err(|_| format!("bad depth {depth:?}: expected a whole number such as {example}"))?;
    Ok((fields.join(" "), depth))
}

/// Runs perft, split by first move when `divide` is given, times it and
/// prints the split (if any), then the summary: how it was computed
/// (`method`: the strategy, or the walk), FEN, depth, nodes, time and
/// speed.
///
/// # Errors
///
/// Standard output failed.
pub fn run<M: Display>(
    method: &str,
    fen: &dyn Display,
    depth: u32,
    divide: Option<impl FnOnce() -> Vec<(M, u64)>>,
    perft: impl FnOnce() -> u64,
) -> io::Result<()> {
    let start = Instant::now();
    let split = divide.map(|divide| divide());
    let nodes = match &split {
        // Depth 0 has no moves to split by, and one node.
        Some(split) if depth > 0 => split.iter().map(|(_, nodes)| nodes).sum(),
        Some(_) => 1,
        None => perft(),
    };
    let seconds = start.elapsed().as_secs_f64();

    let mut out = io::stdout().lock();
    if let Some(split) = split {
        for (legal_move, nodes) in split {
            writeln!(out, "{legal_move}: {nodes}")?;
        }
        writeln!(out)?;
    }
    writeln!(out, "method    {method}")?;
    writeln!(out, "fen       {fen}")?;
    writeln!(out, "depth     {depth}")?;
    writeln!(out, "nodes     {nodes}")?;
    writeln!(out, "time      {seconds:.6} s")?;
    if seconds > 0.0 {
        writeln!(out, "speed     {:.1} Mnps", nodes as f64 / seconds / 1e6)?;
    }
    out.flush()
}

/// `program: message` on standard error, and a failure status.
#[must_use]
pub fn fail(program: &str, message: &str) -> ExitCode {
    eprintln!("{program}: {message}");
    ExitCode::FAILURE
}

/// Success, or a one-line error if standard output failed (a closed pipe,
/// say) rather than the panic of `println!`.
#[must_use]
pub fn finish(program: &str, written: io::Result<()>) -> ExitCode {
    match written {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => fail(program, &format!("cannot write the output: {error}")),
    }
}

/// Answers perft requests from standard input, one a line,
/// `<variant> <depth> <FEN>` (what `scripts/variants-check.py` and
/// `scripts/variants-bench.py` send): each line's count, or `error: <why>`,
/// one line each. `count` answers one request.
///
/// # Errors
///
/// Standard input or output failed.
pub fn batch(mut count: impl FnMut(&str, u32, &str) -> Result<u64, String>) -> io::Result<()> {
    answer_lines(|line| {
        let mut fields = line.splitn(3, ' ');
        match (fields.next(), fields.next(), fields.next()) {
            (Some(variant), Some(depth), Some(fen)) => match depth.parse() {
                Ok(depth) => count(variant, depth, fen.trim()).map(|nodes| nodes.to_string()),
                Err(_) => Err(format!("bad depth {depth:?}")),
            },
            _ => Err("expected `<variant> <depth> <FEN>`".to_owned()),
        }
    })
}

/// Answers requests to play moves from standard input, one a line,
/// `<variant> <FEN> moves <UCI> <UCI> ...` (what
/// `scripts/variants-check.py` sends to compare FENs with
/// Fairy-Stockfish's): the FEN after the moves, or `error: <why>`, one
/// line each. `play` answers one request (the variant, the FEN, the
/// moves).
///
/// # Errors
///
/// Standard input or output failed.
pub fn play_batch(
    mut play: impl FnMut(&str, &str, &[&str]) -> Result<String, String>,
) -> io::Result<()> {
    answer_lines(|line| {
        let Some((variant, rest)) = line.trim().split_once(' ') else {
            return Err("expected `<variant> <FEN> moves <UCI> ...`".to_owned());
        };
        let (fen, moves) = match rest.split_once(" moves") {
            Some((fen, moves)) => (fen, moves.split_whitespace().collect()),
            None => (rest, Vec::new()),
        };
        play(variant, fen.trim(), &moves)
    })
}

/// Each non-blank line of standard input answered by `answer`: its
/// answer, or `error: <why>`, one line each.
fn answer_lines(mut answer: impl FnMut(&str) -> Result<String, String>) -> io::Result<()> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    for line in io::stdin().lock().lines() {
        let line = line?;
        if line.trim().is_empty() {
            continue;
        }
        match answer(&line) {
            Ok(text) => writeln!(out, "{text}")?,
            Err(why) => writeln!(out, "error: {why}")?,
        }
    }
    out.flush()
}

/// This program's arguments, knowing the flags in `known`; or, as the
/// status to exit with, the usage printed (`--help`) or a one-line error.
///
/// # Errors
///
/// The exit status when there is nothing to run.
pub fn command_line(
    program: &str,
    usage: &str,
    known: &[&'static str],
) -> Result<Arguments, ExitCode> {
    match Arguments::parse(std::env::args_os().skip(1), known) {
        Ok(Some(arguments)) => Ok(arguments),
        Ok(None) => Err(finish(program, writeln!(io::stdout(), "{usage}"))),
        Err(message) => Err(fail(program, &message)),
    }
}
