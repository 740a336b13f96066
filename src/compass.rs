//! The eight compass directions, written once for the suite's specs that
//! differ only in their other fields.

/// `bitfill::fills!` with `north`, `south`, `east`, `west`, `north_east`,
/// `north_west`, `south_east` and `south_west` as (file, rank) steps added
/// to the given fields (which end with a comma).
#[macro_export]
macro_rules! compass_fills {
    ($(#[$attribute:meta])* pub mod $module:ident { $($field:tt)* }) => {
        bitfill::fills! {
            $(#[$attribute])*
            pub mod $module {
                $($field)*
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
            }
        }
    };
}
