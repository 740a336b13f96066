// A hopper is `{ over: ..., moves: ..., captures: ... }`.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        hoppers: {
            bare: north,
            extra: { over: north, moves: slide, captures: hop, speed: fast },
            twice: { over: north, over: south, moves: slide, captures: hop },
            short: { over: north },
        },
    }
}

fn main() {}
