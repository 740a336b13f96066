// Doc comments on directions, groups and leapers go into the generated
// items' docs, under `missing_docs`.
#![deny(missing_docs)]
//! Documented entries.

bitfill::fills! {
    /// A small board.
    pub mod board {
        bits: u16,
        board: 4 x 4,
        strategies: [kogge_stone],
        directions: {
            /// Towards the last rank.
            north: (0, 1),
            /// Back.
            ///
            /// Two paragraphs.
            south: (0, -1),
        },
        groups: {
            /// The whole file.
            file: [north, south],
        },
        leapers: {
            /// One step sideways.
            neighbour: [(1, 0), (-1, 0)],
        },
    }
}

fn main() {
    assert_eq!(board::kogge_stone::file_attacks(1, !1), 0x1110);
    assert_eq!(board::NEIGHBOUR_ATTACKS[0], 0b10);
}
