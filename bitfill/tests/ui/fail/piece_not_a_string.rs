// A piece is a string literal of Betza notation.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        pieces: { archbishop: BN, knight: 'N', rook: "R" },
    }
}

fn main() {}
