// Castling without a castling piece, a pawn without promotion kinds, a
// promotion to the royal piece, bare-king and stalemate values not read.
bitfill_games::variant! {
    pub mod rules {
        variant: "rules",
        pieces: { pawn: p "fmWfcF", wazir: w "W", king: k "K" },
        extinction_value: draw,
        extinction_piece_types: pawn,
        stalemate_value: win,
        start_fen: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    }
}

bitfill_games::variant! {
    pub mod royal_promotion {
        variant: "royal",
        pieces: { pawn: p "fmWfcF", king: k "K" },
        promotion_piece_types: [king],
        castling: false,
        start_fen: "4k3/pppppppp/8/8/8/8/PPPPPPPP/4K3 w - - 0 1",
    }
}

fn main() {}
