// A board beyond 128 squares, a file letter beyond the board, a rank and a
// square off it, a value of the wrong kind.
bitfill_games::variant! {
    pub mod big {
        variant: "big",
        max_file: l,
        max_rank: 12,
        pieces: { pawn: p "fmWfcF", rook: r "R", king: k "K" },
        double_step_region_white: *2 *13,
        promotion_region_white: z9 m1,
        promotion_piece_types: [rook],
        castling_kingside_file: z,
        mandatory_pawn_promotion: yes,
        start_fen: "4k7/12/12/12/12/12/12/12/12/12/12/4K7 w - - 0 1",
    }
}

fn main() {}
