//! A variant the crate does not ship, described as the README shows it:
//! Hoppel-Poppel, chess whose knight captures as a bishop and whose bishop
//! captures as a knight (Fairy-Stockfish's `hoppelpoppel`). Perft of one
//! position, or many from standard input, as `variant_perft` answers them,
//! so that `scripts/variants-check.py` compares it with Fairy-Stockfish:
//!
//! ```text
//! cargo run --release -p bitfill-games --example user_variant -- startpos 4 [--divide]
//! cargo build --release -p bitfill-games --example user_variant
//! python3 scripts/variants-check.py target/release/examples/user_variant --variants hoppelpoppel
//! ```
//!
//! The suite's `tests/docs.rs` keeps the description below the README's.

use std::process::ExitCode;

use bitfill_games::cli;
use bitfill_games::{Game, divide, perft};

// The README's description, word for word.
bitfill_games::variant! {
    /// Hoppel-Poppel: the knight captures as a bishop, the bishop as a knight.
    pub mod hoppelpoppel {
        variant: "hoppelpoppel",
        pieces: {
            pawn: p "fmWfcF", knight: n "mNcB", bishop: b "mBcN",
            rook: r "R", queen: q "Q", king: k "K",
        },
        promotion_piece_types: [queen, rook, bishop, knight],
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    }
}

use hoppelpoppel::Position;

/// The name errors start with.
const PROGRAM: &str = "user_variant";

const USAGE: &str = "\
usage: user_variant [--divide] \"<FEN>\"|startpos <depth>
       user_variant --batch < requests

Counts the leaf nodes of the legal-move tree of <FEN> in Hoppel-Poppel,
a variant described in the README's twelve lines, <depth> plies deep.

  --divide    also print each legal move with the count below it
  --batch     read `hoppelpoppel <depth> <FEN>` lines from standard input
              and print each one's count (or `error: <why>`)
  --help      print this help";

fn position(fen: &str) -> Result<Position, String> {
    if fen == "startpos" {
        return Ok(Position::start());
    }
    Position::from_fen(fen).map_err(|error| format!("bad FEN: {error}"))
}

/// The count of one batch request.
fn count(variant: &str, depth: u32, fen: &str) -> Result<u64, String> {
    if variant != Position::VARIANT {
        return Err(format!(
            "no variant {variant:?}: only {}",
            Position::VARIANT
        ));
    }
    Ok(perft(&position(fen)?, depth))
}

fn main() -> ExitCode {
    let arguments = match cli::command_line(PROGRAM, USAGE, &["--divide", "--batch"]) {
        Ok(arguments) => arguments,
        Err(status) => return status,
    };
    if arguments.has("--batch") {
        return cli::finish(PROGRAM, cli::batch(count));
    }
    let (fen, depth) = match arguments.fen_and_depth(4) {
        Ok(fen_and_depth) => fen_and_depth,
        Err(message) => return cli::fail(PROGRAM, &message),
    };
    let start = match position(&fen) {
        Ok(start) => start,
        Err(message) => return cli::fail(PROGRAM, &message),
    };
    let split = arguments.has("--divide").then_some(|| {
        divide(&start, depth)
            .into_iter()
            .map(|(legal_move, nodes)| (start.uci(legal_move), nodes))
            .collect::<Vec<_>>()
    });
    cli::finish(
        PROGRAM,
        cli::run(Position::VARIANT, &start.fen(), depth, split, || {
            perft(&start, depth)
        }),
    )
}
