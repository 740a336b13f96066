//! Answers Betza move requests on stdin, one a line:
//!
//! ```text
//! <betza> <width> <height> <from-square-index> <white 0|1> <occupied-hex>
//! ```
//!
//! (squares numbered `rank * width + file`; the hex set as `Set`'s `{:x}`
//! prints it, `0x` and `_` allowed) with one line each:
//!
//! ```text
//! moves <square> ... ; captures <square> ...
//! ```
//!
//! square names as `Geometry::square_name` gives them (`e4`), sorted by
//! square index; captures are every occupied target, of either colour. A
//! request that cannot be answered prints `error: <why>`.
//!
//! The answers come from the naive reference (`bitfill_suite::betza`), or,
//! with `--generated kogge_stone` or `--generated dumb7`, from the code the
//! macro generated for the pieces of `bitfill_suite::betza_pieces`
//! set-wise, or with `--generated magic`, `pext` or `hyperbola` square by
//! square through that lookup (a piece or board outside that catalogue, or
//! a lookup on the board of words, is an error). `--list` prints the
//! catalogue's Betza strings, one a line. [`answer`] is the one seam.

use bitfill_suite::betza::{Piece, parse_hex_set};
use bitfill_suite::betza_pieces::{self, Strategy};
use bitfill_suite::reference::{Geometry, Set};
use std::io::{BufRead, Write};

/// Who answers.
#[derive(Clone, Copy)]
enum Mode {
    /// The naive Betza reference.
    Reference,
    /// The generated code, in one strategy.
    Generated(Strategy),
}

/// A parsed request line.
struct Request {
    betza: String,
    geometry: Geometry,
    from: u32,
    white: bool,
    occupied: Set,
}

fn parse_request(line: &str) -> Result<Request, String> {
    let fields: Vec<&str> = line.split_whitespace().collect();
    let [betza, width, height, from, white, occupied] = fields[..] else {
        return Err(format!("expected 6 fields, got {}", fields.len()));
    };
    let number = |text: &str| text.parse::<u32>().map_err(|e| format!("`{text}`: {e}"));
    let (width, height, from) = (number(width)?, number(height)?, number(from)?);
    if width == 0 || height == 0 || width * height > 1024 || from >= width * height {
        return Err(format!("bad board {width} x {height} or square {from}"));
    }
    let white = match white {
        "1" => true,
        "0" => false,
        other => return Err(format!("side `{other}` is neither 0 nor 1")),
    };
    Ok(Request {
        betza: betza.to_string(),
        geometry: Geometry::new(width, height),
        from,
        white,
        occupied: parse_hex_set(occupied)? & Set::below(width * height),
    })
}

/// The seam: the quiet-move and capture targets for a request.
fn answer(mode: Mode, request: &Request) -> Result<(Set, Set), String> {
    match mode {
        Mode::Reference => {
            let piece = Piece::parse(&request.betza).map_err(|e| e.to_string())?;
            Ok(piece.moves(
                request.geometry,
                request.from,
                request.white,
                request.occupied,
            ))
        }
        Mode::Generated(strategy) => {
            let geometry = request.geometry;
            betza_pieces::answer(
                strategy,
                &request.betza,
                (geometry.width, geometry.height),
                request.white,
                Set::bit(request.from),
                request.occupied | Set::bit(request.from),
            )
            .ok_or_else(|| {
                format!(
                    "`{}` on {} x {} is not in the generated catalogue",
                    request.betza, geometry.width, geometry.height
                )
            })
        }
    }
}

/// The mode the arguments ask for, or `None` after `--list`.
fn mode() -> Result<Option<Mode>, String> {
    let arguments: Vec<String> = std::env::args().skip(1).collect();
    let arguments: Vec<&str> = arguments.iter().map(String::as_str).collect();
    match arguments[..] {
        [] => Ok(Some(Mode::Reference)),
        ["--list"] => {
            for betza in betza_pieces::catalogue() {
                println!("{betza}");
            }
            Ok(None)
        }
        ["--generated", name] => Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
            .map(|strategy| Some(Mode::Generated(strategy)))
            .ok_or_else(|| format!("no generated strategy or lookup `{name}`")),
        _ => Err(format!(
            "usage: betza_moves [--list | --generated kogge_stone|dumb7|magic|pext|hyperbola], not `{}`",
            arguments.join(" ")
        )),
    }
}

fn names(geometry: Geometry, set: Set) -> String {
    set.squares()
        .map(|square| format!(" {}", geometry.square_name(square)))
        .collect()
}

fn main() {
    let mode = match mode() {
        Ok(Some(mode)) => mode,
        Ok(None) => return,
        Err(usage) => {
            eprintln!("{usage}");
            std::process::exit(2);
        }
    };
    let stdin = std::io::stdin();
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    for line in stdin.lock().lines() {
        let line = line.expect("stdin");
        if line.trim().is_empty() {
            continue;
        }
        let reply = parse_request(&line).and_then(|request| {
            answer(mode, &request).map(|(moves, captures)| {
                format!(
                    "moves{} ; captures{}",
                    names(request.geometry, moves),
                    names(request.geometry, captures)
                )
            })
        });
        match reply {
            Ok(text) => writeln!(out, "{text}"),
            Err(why) => writeln!(out, "error: {why}"),
        }
        .expect("stdout");
    }
}
