//! Shatranj, as Fairy-Stockfish's `shatranj`: the alfil (two squares
//! diagonally, over anything) and the fers (one square diagonally) for
//! the bishop and the queen; no double step, no castling, promotion to
//! a fers; the bare king loses (unless it bares back) and so does
//! the stalemated side.

crate::variant! {
    variant: "shatranj",
    pieces: {
        pawn: p "fmWfcF", knight: n "N", alfil: b "A", rook: r "R", fers: q "F", king: k "K",
    },
    double_step: false,
    promotion_piece_types: [fers],
    castling: false,
    extinction_value: loss,
    extinction_claim: true,
    extinction_piece_types: all,
    extinction_piece_count: 1,
    extinction_opponent_piece_count: 2,
    stalemate_value: loss,
    start_fen: "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1",
}
