//! Gothic chess, as Fairy-Stockfish's `gothic`: Capablanca chess from
//! another set-up.

crate::variant! {
    variant: "gothic",
    max_file: j,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        archbishop: a "BN", chancellor: c "RN", king: k "K",
    },
    promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
    castling_kingside_file: i,
    castling_queenside_file: c,
    start_fen: "rnbqckabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQCKABNR w KQkq - 0 1",
}
