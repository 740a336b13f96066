//! The three representations of `between` and `line` that
//! `benches/pairs.rs` and `scripts/pair-cost.sh` weigh against each other,
//! on the standard board:
//!
//! - [`rays`]: what `bitfill::chess` ships, a table of rays plus a small
//!   table of square differences and some arithmetic;
//! - [`full`]: the same spec with `pair_tables: [between, line]`, one load
//!   from a 64 x 64 table;
//! - [`fills`]: no table at all: the direction from the squares' file and
//!   rank differences, then one occluded fill in that direction, chosen at
//!   run time.
//!
//! `tests/pairs.rs` checks that the three agree on every pair of squares.

/// The shipped representation.
pub mod rays {
    pub use bitfill::chess::{between, line};
}

/// The full tables, requested with `pair_tables`.
pub mod full {
    crate::compass_fills! {
        /// Standard chess with full `BETWEEN` and `LINE` tables.
        pub mod chess {
            bits: u64,
            board: 8 x 8,
            strategies: [kogge_stone],
            pair_tables: [between, line],
        }
    }

    pub use chess::{between, line};
}

/// Arithmetic and fills, no table.
pub mod fills {
    use bitfill::chess::Direction;
    use bitfill::chess::kogge_stone::{fill, occluded};

    /// The direction from `a` to `b` on 8 x 8, from the signs of the file
    /// and rank differences, if the squares share a rank, file or diagonal.
    #[inline]
    fn towards(a: usize, b: usize) -> Option<Direction> {
        assert!(a < 64 && b < 64, "a square index is not below 64");
        let files = (b % 8) as i32 - (a % 8) as i32;
        let ranks = (b / 8) as i32 - (a / 8) as i32;
        if a == b || (files != 0 && ranks != 0 && files.abs() != ranks.abs()) {
            return None;
        }
        Some(match (files.signum(), ranks.signum()) {
            (0, 1) => Direction::North,
            (0, _) => Direction::South,
            (1, 0) => Direction::East,
            (_, 0) => Direction::West,
            (1, 1) => Direction::NorthEast,
            (_, 1) => Direction::NorthWest,
            (1, _) => Direction::SouthEast,
            _ => Direction::SouthWest,
        })
    }

    /// The squares strictly between `a` and `b`: the fill from `a` towards
    /// `b`, stopped by `b`, without `a`.
    #[inline]
    #[must_use]
    pub fn between(a: usize, b: usize) -> u64 {
        match towards(a, b) {
            Some(direction) => occluded(direction, 1 << a, !(1 << b)) & !(1 << a),
            None => 0,
        }
    }

    /// The line through `a` and `b`: the fills from `a` both ways.
    #[inline]
    #[must_use]
    pub fn line(a: usize, b: usize) -> u64 {
        match towards(a, b) {
            Some(direction) => {
                let back = direction.opposite().unwrap_or(direction);
                fill(direction, 1 << a) | fill(back, 1 << a)
            }
            None => 0,
        }
    }
}
