//! Janus chess, as Fairy-Stockfish's `janus`: 10 x 8 with two
//! archbishops (the janus, `j`) a side; the king castles to the i- or
//! b-file.

crate::variant! {
    variant: "janus",
    max_file: j,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        janus: j "BN", king: k "K",
    },
    promotion_piece_types: [janus, queen, rook, bishop, knight],
    castling_kingside_file: i,
    castling_queenside_file: b,
    start_fen: "rjnbkqbnjr/pppppppppp/10/10/10/10/PPPPPPPPPP/RJNBKQBNJR w KQkq - 0 1",
}
