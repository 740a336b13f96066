//! The early-exit loop fill of the Dumb7Fill wiki page ("Fill Loop"): step
//! the newest front until it dies out, no fixed cycle count.

const NOT_A_FILE: u64 = 0xfefe_fefe_fefe_fefe;
const NOT_H_FILE: u64 = 0x7f7f_7f7f_7f7f_7f7f;

macro_rules! loop_attacks {
    ($name:ident, $shift:tt $amount:literal, $wrap:expr) => {
        #[inline]
        pub fn $name(mut sliders: u64, empty: u64) -> u64 {
            let empty = empty & $wrap;
            let mut flood = 0;
            while sliders != 0 {
                flood |= sliders;
                sliders = (sliders $shift $amount) & empty;
            }
            (flood $shift $amount) & $wrap
        }
    };
}

loop_attacks!(south_attacks, >> 8, u64::MAX);
loop_attacks!(north_attacks, << 8, u64::MAX);
loop_attacks!(east_attacks, << 1, NOT_A_FILE);
loop_attacks!(north_east_attacks, << 9, NOT_A_FILE);
loop_attacks!(south_east_attacks, >> 7, NOT_A_FILE);
loop_attacks!(west_attacks, >> 1, NOT_H_FILE);
loop_attacks!(south_west_attacks, >> 9, NOT_H_FILE);
loop_attacks!(north_west_attacks, << 7, NOT_H_FILE);

super::textbook_unions!();
