//! Courier chess, as Fairy-Stockfish's `courier`: 12 x 8, shatranj's
//! alfil (`e`) and fers with the bishop (the courier), the commoner
//! (`m`, a king that is not royal) and the wazir; pawns start advanced
//! and never step twice; the bare king and stalemate lose.

crate::variant! {
    variant: "courier",
    max_file: l,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", alfil: e "A", bishop: b "B", commoner: m "K",
        wazir: w "W", fers: f "F", rook: r "R", king: k "K",
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
    start_fen: "rnebmk1wbenr/1ppppp1pppp1/6f5/p5p4p/P5P4P/6F5/1PPPPP1PPPP1/RNEBMK1WBENR w - - 0 1",
}
