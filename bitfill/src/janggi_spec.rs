bitfill::fills! {
    /// Janggi: 9 files (a to i), 10 ranks (1 to 10), blue at the bottom;
    /// little-endian rank-file mapping (a1 = bit 0, i10 = bit 89).
    pub mod janggi {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone, dumb7],
        lookups: [magic, pext, hyperbola],
        sides: [blue, red],
        directions: {
            /// Towards red's side.
            north: (0, 1),
            /// Towards blue's side.
            south: (0, -1),
            east: (1, 0),
            west: (-1, 0),
            /// Along a palace's diagonal lines, towards red's side.
            palace_north_east: (1, 1) in palace_points,
            /// Along a palace's diagonal lines, towards red's side.
            palace_north_west: (-1, 1) in palace_points,
            /// Along a palace's diagonal lines, towards blue's side.
            palace_south_east: (1, -1) in palace_points,
            /// Along a palace's diagonal lines, towards blue's side.
            palace_south_west: (-1, -1) in palace_points,
        },
        groups: {
            /// The four lines of the board.
            orthogonal: [north, south, east, west],
            /// The palaces' diagonal lines, corner to centre to corner.
            palace_diagonals: [palace_north_east, palace_north_west, palace_south_east, palace_south_west],
            /// The chariot's lines: the board's, and the palaces' diagonals.
            chariot: [orthogonal, palace_diagonals],
        },
        hoppers: {
            /// The cannon: moves and captures by hopping over exactly one
            /// screen, along the chariot's lines; no cannon may be its
            /// screen or its capture (pass every cannon as `except`).
            cannon: { over: chariot, moves: hop, captures: hop, except: argument },
        },
        lame_leapers: {
            /// The horse: a knight's leap, blocked by a piece on its leg,
            /// the orthogonal square next to it.
            horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            /// The elephant: one square orthogonally, then two diagonally
            /// outwards, blocked by a piece on either square it passes.
            elephant: [(2, 3), (3, 2), (3, -2), (2, -3), (-2, -3), (-3, -2), (-3, 2), (-2, 3)],
        },
        regions: {
            /// Blue's palace, d1 to f3.
            blue_palace: [(3, 0)..=(5, 2)],
            /// Red's palace, d8 to f10.
            red_palace: [(3, 7)..=(5, 9)],
            /// The palaces' corners and centres, where their diagonal lines
            /// run: d1, f1, e2, d3, f3 and d8, f8, e9, d10, f10.
            palace_points: [
                (3, 0), (5, 0), (4, 1), (3, 2), (5, 2),
                (3, 7), (5, 7), (4, 8), (3, 9), (5, 9),
            ],
        },
    }
}
