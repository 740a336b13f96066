//! Capablanca random chess, as Fairy-Stockfish's `caparandom`:
//! Capablanca chess from shuffled set-ups, castling as in Chess960.

crate::variant! {
    variant: "caparandom",
    max_file: j,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        archbishop: a "BN", chancellor: c "RN", king: k "K",
    },
    promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
    castling_kingside_file: i,
    castling_queenside_file: c,
    chess960: true,
    start_fen: "rnabqkbcnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNABQKBCNR w KQkq - 0 1",
}
