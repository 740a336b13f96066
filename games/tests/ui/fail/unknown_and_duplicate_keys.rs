// Independent mistakes at once, each on its token: a misspelled key (with
// the closest one), an unknown key, a key given twice.
bitfill_games::variant! {
    pub mod mini {
        variant: "mini",
        pieces: { king: k "K", rook: r "R" },
        promotion_pieces_types: [rook],
        gating: true,
        castling: false,
        castling: false,
        start_fen: "4k3/8/8/8/8/8/8/R3K3 w - - 0 1",
    }
}

fn main() {}
