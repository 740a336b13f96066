//! Chess960 (Fischer random chess) through the generic generator, as
//! Fairy-Stockfish's `chess960`: castling rights by the rooks' files,
//! castling spelled as the king taking its rook.

crate::variant! {
    variant: "chess960",
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q", king: k "K",
    },
    promotion_piece_types: [queen, rook, bishop, knight],
    chess960: true,
    start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
}
