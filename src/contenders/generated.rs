//! The standard chess spec again, with each `group_shape` forced, so that
//! both shapes are measured on every target (`bitfill::chess` uses `auto`).

macro_rules! chess_with_shape {
    ($module:ident, $shape:ident) => {
        crate::compass_fills! {
            /// Standard chess with the group shape forced.
            pub mod $module {
                bits: u64,
                board: 8 x 8,
                strategies: [kogge_stone, dumb7],
                group_shape: $shape,
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
