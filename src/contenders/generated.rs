//! The standard chess spec again, with each `group_shape` forced, so that
//! both shapes are measured on every target (`bitfill::chess` uses `auto`).

macro_rules! chess_with_shape {
    ($module:ident, $shape:ident) => {
        bitfill::fills! {
            /// Standard chess with the group shape forced.
            pub mod $module {
                bits: u64,
                board: 8 x 8,
                strategies: [kogge_stone, dumb7],
                group_shape: $shape,
                directions: {
                    north: (0, 1),
                    south: (0, -1),
                    east: (1, 0),
                    west: (-1, 0),
                    north_east: (1, 1),
                    north_west: (-1, 1),
                    south_east: (1, -1),
                    south_west: (-1, -1),
                },
                groups: {
                    rook: [north, south, east, west],
                    bishop: [north_east, north_west, south_east, south_west],
                    queen: [rook, bishop],
                },
            }
        }
    };
}

chess_with_shape!(fused, fused);
chess_with_shape!(split, split);
chess_with_shape!(paired, paired);
