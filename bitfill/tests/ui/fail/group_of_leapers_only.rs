// A group may name leapers beside its directions (a compound piece), but a
// group of leapers only is a leaper: its offsets go in one `leapers` entry.
bitfill::fills! {
    pub mod board {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1) },
        groups: { file: [north, south], camel_zebra: [camel, zebra] },
        leapers: { camel: [(1, 3)], zebra: [(2, 3)] },
    }
}

fn main() {}
