//! Embassy chess, as Fairy-Stockfish's `embassy`: Capablanca chess with
//! the king on e1, castling to the h- or b-file.

crate::variant! {
    variant: "embassy",
    max_file: j,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        archbishop: a "BN", chancellor: c "RN", king: k "K",
    },
    promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
    castling_kingside_file: h,
    castling_queenside_file: b,
    start_fen: "rnbqkcabnr/pppppppppp/10/10/10/10/PPPPPPPPPP/RNBQKCABNR w KQkq - 0 1",
}
