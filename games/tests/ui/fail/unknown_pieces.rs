// Names that are no piece of `pieces`, with the closest one.
bitfill_games::variant! {
    pub mod names {
        variant: "names",
        pieces: { pawn: p "fmWfcF", rook: r "R", king: k "K" },
        king: kong,
        promotion_piece_types: [rook, queen],
        castling_rook_pieces: [rok],
        start_fen: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    }
}

fn main() {}
