//! Chigorin chess, as Fairy-Stockfish's `chigorin`: white has knights
//! and a chancellor, black bishops and a queen, and each promotes to
//! its own.

crate::variant! {
    variant: "chigorin",
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        chancellor: c "RN", king: k "K",
    },
    promotion_piece_types_white: [chancellor, rook, knight],
    promotion_piece_types_black: [queen, rook, bishop],
    start_fen: "rbbqkbbr/pppppppp/8/8/8/8/PPPPPPPP/RNNCKNNR w KQkq - 0 1",
}
