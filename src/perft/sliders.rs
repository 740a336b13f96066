//! The unrolling strategy as a type parameter: the generator is written once
//! against [`Sliders`] and monomorphised for [`KoggeStone`] and [`Dumb7`], so
//! the choice costs nothing at run time and both can be tested in one build.

use bitfill::chess::{dumb7, kogge_stone};

/// Set-wise sliding attacks: every square `sliders` attack through `empty`
/// squares, up to and including the first blocker in each ray.
///
/// `empty` may be `!occupied`. The per-direction functions let the
/// generator follow one ray at a time (checks, pins, moves along a pin).
pub trait Sliders {
    /// The strategy's name, for reports.
    const NAME: &'static str;
    /// Attacks towards rank 8.
    fn north_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards rank 1.
    fn south_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards the h-file.
    fn east_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards the a-file.
    fn west_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards h8.
    fn north_east_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards a8.
    fn north_west_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards h1.
    fn south_east_attacks(sliders: u64, empty: u64) -> u64;
    /// Attacks towards a1.
    fn south_west_attacks(sliders: u64, empty: u64) -> u64;
    /// The four orthogonal directions at once.
    fn rook_attacks(sliders: u64, empty: u64) -> u64;
    /// The four diagonal directions at once.
    fn bishop_attacks(sliders: u64, empty: u64) -> u64;
    /// All eight directions at once.
    fn queen_attacks(sliders: u64, empty: u64) -> u64;
}

/// Forwards every function of [`Sliders`] to one generated module.
macro_rules! forward {
    ($(#[$doc:meta])* $strategy:ident, $name:literal, $module:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
        pub struct $strategy;

        impl Sliders for $strategy {
            const NAME: &'static str = $name;
            forward!(@fns $module: north_attacks, south_attacks, east_attacks, west_attacks,
                north_east_attacks, north_west_attacks, south_east_attacks, south_west_attacks,
                rook_attacks, bishop_attacks, queen_attacks);
        }
    };
    (@fns $module:ident: $($function:ident),*) => {
        $(
            #[inline(always)]
            fn $function(sliders: u64, empty: u64) -> u64 {
                $module::$function(sliders, empty)
            }
        )*
    };
}

forward!(
    /// `bitfill::chess::kogge_stone`: parallel prefix, log2(7) rounds per ray.
    KoggeStone,
    "Kogge-Stone",
    kogge_stone
);
forward!(
    /// `bitfill::chess::dumb7`: one step per cycle, six cycles per ray.
    Dumb7,
    "Dumb7",
    dumb7
);
