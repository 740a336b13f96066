// Betza pieces: each mistake names the part, its position and why (on the
// string: stable Rust cannot point inside a literal), and every one is
// reported at once.
bitfill::fills! {
    pub mod board {
        bits: u16,
        board: 3 x 3,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        groups: { both: [north, cannon] },
        pieces: {
            unknown_letter: "BX",
            chess_pawn: "fmWfceF",
            no_atom: "Nfm",
            empty: "",
            knight_hopper: "pN",
            mixture: "fRbpR",
            too_long: "G",
            north: "W",
            cannon: "mRcpR",
            king_2: "K",
            king2: "K",
        },
    }
}

fn main() {}
