// A hopper's members are directions or groups; its modes slide, hop or jump;
// `except` is `argument`.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south] },
        hoppers: {
            cannon: { over: [file, nort], moves: slide, captures: hops },
            janggi_cannon: { over: file, moves: hop, captures: hop, except: cannons },
        },
    }
}

fn main() {}
