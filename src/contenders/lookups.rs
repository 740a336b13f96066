//! bitfill's own per-square lookups (`bitfill::chess::{magic, pext,
//! hyperbola}`), one lookup per slider: the set is walked lowest bit
//! first, as engines do and as the peers' magics are walked in
//! [`magic`](super::magic).

/// Declares a module walking the sliders through one lookup module.
macro_rules! per_slider {
    ($(#[$doc:meta])* $name:ident, $lookup:ident) => {
        $(#[$doc])*
        pub mod $name {
            use bitfill::chess::$lookup;

            #[inline(always)]
            fn each(mut sliders: u64, empty: u64, lookup: fn(usize, u64) -> u64) -> u64 {
                let occupied = !empty;
                let mut attacks = 0;
                while sliders != 0 {
                    attacks |= lookup(sliders.trailing_zeros() as usize, occupied);
                    sliders &= sliders - 1;
                }
                attacks
            }

            #[inline]
            pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
                each(sliders, empty, $lookup::rook_attacks_from)
            }

            #[inline]
            pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
                each(sliders, empty, $lookup::bishop_attacks_from)
            }

            #[inline]
            pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
                each(sliders, empty, $lookup::queen_attacks_from)
            }
        }
    };
}

per_slider!(
    /// Fancy magics found by the macro.
    magic, magic
);
per_slider!(
    /// PEXT (the BMI2 instruction where the build has it).
    pext, pext
);
per_slider!(
    /// Obstruction difference on the spec's lines.
    hyperbola, hyperbola
);
