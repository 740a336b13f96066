bitfill::fills! {
    /// Xiangqi: 9 files (a to i), 10 ranks (1 to 10), red at the bottom;
    /// little-endian rank-file mapping (a1 = bit 0, i10 = bit 89).
    pub mod xiangqi {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        sides: [red, black],
        directions: {
            /// Towards black's side.
            north: (0, 1),
            /// Towards red's side.
            south: (0, -1),
            east: (1, 0),
            west: (-1, 0),
        },
        groups: {
            /// The chariot's lines.
            chariot: [north, south, east, west],
        },
        hoppers: {
            /// The cannon: slides like the chariot to move, captures by
            /// hopping over exactly one screen.
            cannon: { over: chariot, moves: slide, captures: hop },
        },
        lame_leapers: {
            /// The horse: a knight's leap, blocked by a piece on its leg,
            /// the orthogonal square next to it.
            horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            /// The elephant: two squares diagonally, blocked on the
            /// midpoint; it may not cross the river (mask with its side).
            elephant: [(2, 2), (2, -2), (-2, 2), (-2, -2)],
        },
        leapers: {
            /// The general: one square orthogonally, within its palace
            /// (mask with it).
            general: [(1, 0), (0, 1), (-1, 0), (0, -1)],
            /// The advisor: one square diagonally, within its palace (mask
            /// with it).
            advisor: [(1, 1), (-1, 1), (-1, -1), (1, -1)],
            /// A red soldier's step forward.
            red_soldier: [(0, 1)],
            /// A black soldier's step forward.
            black_soldier: [(0, -1)],
            /// A soldier's steps sideways, once it has crossed the river.
            soldier_sideways: [(1, 0), (-1, 0)],
        },
        regions: {
            /// Red's palace, d1 to f3.
            red_palace: [(3, 0)..=(5, 2)],
            /// Black's palace, d8 to f10.
            black_palace: [(3, 7)..=(5, 9)],
            /// Red's half of the board, its bank of the river: ranks 1 to 5.
            red_half: [(0, 0)..=(8, 4)],
            /// Black's half of the board, its bank of the river: ranks 6 to 10.
            black_half: [(0, 5)..=(8, 9)],
        },
    }
}
