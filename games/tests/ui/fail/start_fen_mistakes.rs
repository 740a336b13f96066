// A start position whose placement does not fit the board or the pieces.
bitfill_games::variant! {
    pub mod short {
        variant: "short",
        pieces: { king: k "K", rook: r "R" },
        castling: false,
        start_fen: "4k3/8/8/8/8/8/4K3 w - - 0 1",
    }
}

bitfill_games::variant! {
    pub mod letters {
        variant: "letters",
        pieces: { king: k "K", rook: r "R" },
        castling: false,
        start_fen: "4k3/8/8/8/8/8/8/3QK3 w - - 0 1",
    }
}

// One royal piece a side: none for black here, two for white.
bitfill_games::variant! {
    pub mod kings {
        variant: "kings",
        pieces: { king: k "K", rook: r "R" },
        castling: false,
        start_fen: "8/8/8/8/8/8/8/3KK3 w - - 0 1",
    }
}

fn main() {}
