//! Capablanca chess, as Fairy-Stockfish's `capablanca`: 10 x 8, the
//! archbishop (bishop and knight) and the chancellor (rook and knight);
//! the king castles to the i- or c-file.

crate::variant! {
    variant: "capablanca",
    max_file: j,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        archbishop: a "BN", chancellor: c "RN", king: k "K",
    },
    promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
    castling_kingside_file: i,
    castling_queenside_file: c,
    start_fen: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
}
