// A letter that is not one lowercase letter, a letter used twice, a bad
// Betza string, a piece without its letter, a piece declared twice.
bitfill_games::variant! {
    pub mod pieces {
        variant: "pieces",
        pieces: {
            king: k "K",
            knight: N "N",
            rook: k "R",
            bishop: b "Bx",
            queen: "Q",
            king: z "K",
        },
        castling: false,
        start_fen: "4k3/8/8/8/8/8/8/4K3 w - - 0 1",
    }
}

fn main() {}
