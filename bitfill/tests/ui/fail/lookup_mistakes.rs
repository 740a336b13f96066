// Lookups: an unknown one, one listed twice, and table lookups on a board of
// words, which name what the spec's pieces keep.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        lookups: [magic, pex, magic],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south] },
    }
}

bitfill::fills! {
    pub mod go {
        bits: [u64; 6],
        board: 19 x 19,
        strategies: [kogge_stone],
        lookups: [pext, magic],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south] },
        pieces: { archbishop: "BN", cannon: "mRcpR" },
    }
}

fn main() {}
