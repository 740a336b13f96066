// Members must be directions or groups; typos get a suggestion.
bitfill::fills! {
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
            south: (0, -1),
        },
        groups: { file: [nort, south], all: [file, diagonal] },
    }
}

fn main() {}
