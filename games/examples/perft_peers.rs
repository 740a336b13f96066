//! Perft of two established move generators, for comparison with the
//! `perft` example: shakmaty (its own `shakmaty::perft`) and cozy-chess (the
//! perft of its examples), both counting the moves at the leaves in bulk,
//! like ours. Same output format as `perft`.
//!
//! ```text
//! cargo run --release --example perft_peers -- <shakmaty|cozy-chess> "<FEN>" <depth>
//! ```
//!
//! Chess960 and double Chess960 FENs work too, in X-FEN or Shredder-FEN,
//! as for `perft`: shakmaty reads them in its `CastlingMode::Chess960`
//! (detected from the castling rights), cozy-chess in its Shredder-FEN mode
//! (`Board::from_fen(fen, true)`), the castling field first rewritten to
//! file letters when it is not already.
//!
//! `scripts/perft-compare.sh` runs it next to both strategies of `perft`.

use std::process::ExitCode;
use std::time::Instant;

const USAGE: &str = "usage: perft_peers <shakmaty|cozy-chess> \"<FEN>\" <depth>";

/// A position in one of the peers' own types.
enum Peer {
    Shakmaty(shakmaty::Chess),
    Cozy(cozy_chess::Board),
}

impl Peer {
    /// Reads `fen` with the named engine.
    fn new(engine: &str, fen: &str) -> Result<Peer, String> {
        match engine {
            "shakmaty" => {
                let setup: shakmaty::fen::Fen =
                    fen.parse().map_err(|error| format!("bad FEN: {error}"))?;
                let mode = shakmaty::CastlingMode::detect(setup.as_setup());
                setup
                    .into_position(mode)
                    .map(Peer::Shakmaty)
                    .map_err(|error| format!("bad position: {error}"))
            }
            "cozy-chess" => cozy_chess::Board::from_fen(fen, false)
                .or_else(|error| match shredder_fen(fen) {
                    Some(shredder) => cozy_chess::Board::from_fen(&shredder, true),
                    None => Err(error),
                })
                .map(Peer::Cozy)
                .map_err(|error| format!("bad FEN: {error:?}")),
            other => Err(format!("unknown engine {other:?}")),
        }
    }

    fn name(&self) -> &'static str {
        match self {
            Peer::Shakmaty(_) => "shakmaty",
            Peer::Cozy(_) => "cozy-chess",
        }
    }

    fn perft(&self, depth: u32) -> u64 {
        match self {
            // shakmaty's own perft counts the legal move list at depth 1.
            Peer::Shakmaty(position) => shakmaty::perft(position, depth),
            Peer::Cozy(board) => cozy_perft(board, depth),
        }
    }
}

/// `fen` with its castling field in Shredder-FEN (file letters, `HFhf`),
/// as cozy-chess reads Chess960 positions, and the move counters `0 1` if
/// it has none; shakmaty reads the rights. `None` if shakmaty cannot.
fn shredder_fen(fen: &str) -> Option<String> {
    let setup = fen.parse::<shakmaty::fen::Fen>().ok()?.into_setup();
    let mut castling = String::new();
    // White first, then black; h-file to a-file within each.
    for rank in [shakmaty::Rank::First, shakmaty::Rank::Eighth] {
        for rook in (setup.castling_rights & rank).into_iter().rev() {
            let file = rook.file().char();
            castling.push(if rank == shakmaty::Rank::First {
                file.to_ascii_uppercase()
            } else {
                file
            });
        }
    }
    if castling.is_empty() {
        castling.push('-');
    }
    let mut fields: Vec<&str> = fen.split_ascii_whitespace().collect();
    if let Some(field) = fields.get_mut(2) {
        *field = &castling;
    }
    // cozy-chess wants the move counters, which `perft` makes optional.
    if fields.len() == 4 {
        fields.extend(["0", "1"]);
    }
    Some(fields.join(" "))
}

/// cozy-chess's perft with bulk counting, as in its `examples/perft.rs`.
fn cozy_perft(board: &cozy_chess::Board, depth: u32) -> u64 {
    let mut nodes = 0;
    match depth {
        0 => nodes += 1,
        1 => {
            board.generate_moves(|moves| {
                nodes += moves.len() as u64;
                false
            });
        }
        _ => {
            board.generate_moves(|moves| {
                for legal_move in moves {
                    let mut child = board.clone();
                    child.play_unchecked(legal_move);
                    nodes += cozy_perft(&child, depth - 1);
                }
                false
            });
        }
    }
    nodes
}

fn main() -> ExitCode {
    let Ok(arguments) = std::env::args_os()
        .skip(1)
        .map(std::ffi::OsString::into_string)
        .collect::<Result<Vec<String>, _>>()
    else {
        eprintln!("perft_peers: arguments must be valid UTF-8; {USAGE}");
        return ExitCode::FAILURE;
    };
    if arguments.iter().any(|argument| argument == "--help") {
        println!("{USAGE}");
        return ExitCode::SUCCESS;
    }
    let [engine, fen, depth] = &arguments[..] else {
        eprintln!("perft_peers: expected 3 arguments; {USAGE}");
        return ExitCode::FAILURE;
    };
    let Ok(depth) = depth.parse::<u32>() else {
        eprintln!("perft_peers: bad depth {depth:?}");
        return ExitCode::FAILURE;
    };

    let peer = match Peer::new(engine, fen) {
        Ok(peer) => peer,
        Err(message) => {
            eprintln!("perft_peers: {message}; {USAGE}");
            return ExitCode::FAILURE;
        }
    };
    let start = Instant::now();
    let nodes = peer.perft(depth);
    let seconds = start.elapsed().as_secs_f64();
    let name = peer.name();
    println!("strategy  {name}");
    println!("depth     {depth}");
    println!("nodes     {nodes}");
    println!("time      {seconds:.6} s");
    if seconds > 0.0 {
        println!("speed     {:.1} Mnps", nodes as f64 / seconds / 1e6);
    }
    ExitCode::SUCCESS
}
