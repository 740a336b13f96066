//! Grand chess, as Fairy-Stockfish's `grand`: 10 x 10, the archbishop
//! and the chancellor, pawns stepping twice from the third rank and
//! promoting on the last three (optionally but on the last), only to a
//! kind the side has lost (one queen, archbishop and chancellor, two of
//! the others); no castling.

crate::variant! {
    variant: "grand",
    max_file: j,
    max_rank: 10,
    pieces: {
        pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
        archbishop: a "BN", chancellor: c "RN", king: k "K",
    },
    double_step_region_white: *3,
    double_step_region_black: *8,
    promotion_region_white: *8 *9 *10,
    promotion_region_black: *3 *2 *1,
    promotion_piece_types: [archbishop, chancellor, queen, rook, bishop, knight],
    promotion_limit: { archbishop: 1, chancellor: 1, queen: 1, rook: 2, bishop: 2, knight: 2 },
    mandatory_pawn_promotion: false,
    castling: false,
    start_fen: "r8r/1nbqkcabn1/pppppppppp/10/10/10/10/PPPPPPPPPP/1NBQKCABN1/R8R w - - 0 1",
}
