//! Dumb7Fill as printed on the chessprogramming wiki ("Dumb7Fill", section
//! "All Directions": six propagating cycles, then the final step),
//! transcribed by hand: the control that the generated code must match.

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

/// The wiki's attack getter for one direction, unrolled: `step` moves a set
/// one square (without masking), `wrap` is applied to `empty` and to the
/// final step.
macro_rules! dumb7 {
    ($name:ident, $shift:tt $amount:literal, $wrap:expr) => {
        #[inline]
        pub fn $name(mut sliders: u64, mut empty: u64) -> u64 {
            empty &= $wrap;
            let mut flood = sliders;
            sliders = (sliders $shift $amount) & empty;
            flood |= sliders;
            sliders = (sliders $shift $amount) & empty;
            flood |= sliders;
            sliders = (sliders $shift $amount) & empty;
            flood |= sliders;
            sliders = (sliders $shift $amount) & empty;
            flood |= sliders;
            sliders = (sliders $shift $amount) & empty;
            flood |= sliders;
            flood |= (sliders $shift $amount) & empty;
            (flood $shift $amount) & $wrap
        }
    };
}

dumb7!(south_attacks, >> 8, u64::MAX);
dumb7!(north_attacks, << 8, u64::MAX);
dumb7!(east_attacks, << 1, NOT_A_FILE);
dumb7!(north_east_attacks, << 9, NOT_A_FILE);
dumb7!(south_east_attacks, >> 7, NOT_A_FILE);
dumb7!(west_attacks, >> 1, NOT_H_FILE);
dumb7!(south_west_attacks, >> 9, NOT_H_FILE);
dumb7!(north_west_attacks, << 7, NOT_H_FILE);

super::textbook_unions!();
