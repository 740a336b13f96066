// Generated code spells out every path and documents every item: it
// compiles without a prelude, beside a user's `core`, under strict lints.
#![no_implicit_prelude]
#![deny(missing_docs, clippy::pedantic)]
//! A crate with its own variant.

/// Not the standard library's.
pub mod core {}

::bitfill_games::variant! {
    /// Shatranj's pieces on a small board, with castling.
    pub mod small {
        variant: "small",
        max_file: f,
        max_rank: 6,
        pieces: {
            pawn: p "fmWfcF", alfil: b "A", rook: r "R", fers: q "F", king: k "K", cannon: c "mRcpR",
        },
        promotion_piece_types: [fers, rook],
        castling_kingside_file: e,
        castling_queenside_file: b,
        start_fen: "rbqkcr/pppppp/6/6/PPPPPP/RBQKCR w KQkq - 0 1",
    }
}

fn main() {
    use ::bitfill_games::Game as _;
    let start = small::Position::start();
    ::std::assert!(::bitfill_games::perft(&start, 2) > 0);
}
