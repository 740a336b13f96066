//! The eight compass directions, written once for the suite's specs that
//! differ only in their other fields.

/// `bitfill::fills!` with `north`, `south`, `east`, `west`, `north_east`,
/// `north_west`, `south_east` and `south_west` as (file, rank) steps added
/// to the given fields (which end with a comma). Starting with `every
/// strategy:`, it is [`suite_fills!`](crate::suite_fills) instead: the
/// catalogue's spec, with every strategy.
#[macro_export]
macro_rules! compass_fills {
    (every strategy: $($spec:tt)*) => {
        $crate::compass_fills!(@with $crate::suite_fills, $($spec)*);
    };
    (@with $target:path, $(#[$attribute:meta])* pub mod $module:ident { $($field:tt)* }) => {
        $target! {
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
    ($($spec:tt)*) => {
        $crate::compass_fills!(@with bitfill::fills, $($spec)*);
    };
}
