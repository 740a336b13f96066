//! Chess through the generic generator, as Fairy-Stockfish's `chess`:
//! the same game as [`crate::chess`], which is specialised by hand.

crate::variant! {
    variant: "chess",
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q", king: k "K",
    },
    promotion_piece_types: [queen, rook, bishop, knight],
    start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}
