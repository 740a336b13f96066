//! Almost chess, as Fairy-Stockfish's `almost`: chess with a chancellor
//! (rook and knight) in place of the queen.

crate::variant! {
    variant: "almost",
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", chancellor: c "RN",
        king: k "K",
    },
    promotion_piece_types: [chancellor, rook, bishop, knight],
    start_fen: "rnbckbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBCKBNR w KQkq - 0 1",
}
