//! The board as the macro computes with it, a [`Grid`]: its squares, steps,
//! wrap masks and ray lengths (the generated `Board` type and the
//! `bitfill::Geometry` trait are what the user's code sees of it).
//!
//! Squares are numbered little-endian rank-file: `index = rank * width + file`,
//! so a1 is bit 0 and, on 8 x 8, h8 is bit 63. Masks are [`Set`]s here
//! whatever holds the board; bits beyond the board are never set in them.

use std::fmt::Write;

use bitfill_types::SquareName;

use super::context::Context;
use super::names;
use super::set::{CAPACITY, Set, WORDS};
use crate::parse::{BitsInput, BoardInput};

/// What holds a board: an unsigned integer, or `N` words of 64 bits.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Bits {
    U16,
    U32,
    U64,
    U128,
    /// `[u64; N]`, square `i` in bit `i % 64` of word `i / 64`.
    Words(u32),
}

impl Bits {
    /// The integers, narrowest first.
    pub const INTEGERS: [Bits; 4] = [Bits::U16, Bits::U32, Bits::U64, Bits::U128];

    pub fn from_name(name: &str) -> Option<Bits> {
        Bits::INTEGERS.into_iter().find(|bits| bits.name() == name)
    }

    /// `u64`, or `[u64; 4]`.
    pub fn name(self) -> String {
        match self {
            Bits::U16 => "u16".to_owned(),
            Bits::U32 => "u32".to_owned(),
            Bits::U64 => "u64".to_owned(),
            Bits::U128 => "u128".to_owned(),
            Bits::Words(count) => format!("[u64; {count}]"),
        }
    }

    /// The words of a multi-word board, `None` for an integer.
    pub fn words(self) -> Option<u32> {
        match self {
            Bits::Words(count) => Some(count),
            _ => None,
        }
    }

    /// Number of bits.
    pub fn width(self) -> u32 {
        match self {
            Bits::U16 => 16,
            Bits::U32 => 32,
            Bits::U64 => 64,
            Bits::U128 => 128,
            Bits::Words(count) => 64 * count,
        }
    }

    /// Every bit.
    pub fn all(self) -> Set {
        Set::below(self.width())
    }

    /// `value << shift` (left for positive `shift`, right for negative), as
    /// the integer, or the words, would compute it.
    pub fn shifted(self, value: Set, shift: i32) -> Set {
        value.shifted(shift, self.width())
    }

    /// Whether `(x << shift) & mask == x << shift` for every `x`: the shift
    /// alone already clears every bit outside `mask`, so the `&` can go.
    pub fn implied_by_shift(self, mask: Set, shift: i32) -> bool {
        (self.shifted(self.all(), shift) & !mask).is_empty()
    }
}

/// A (file, rank) displacement.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Step {
    pub file: i32,
    pub rank: i32,
}

impl Step {
    /// How many times `self` fits into `difference`, if `difference` is a
    /// positive multiple of it.
    pub fn multiple(self, difference: Step) -> Option<i32> {
        let times = if self.file != 0 {
            difference.file / self.file
        } else {
            difference.rank / self.rank
        };
        let exact = times > 0
            && self.file * times == difference.file
            && self.rank * times == difference.rank;
        exact.then_some(times)
    }

    pub fn reversed(self) -> Step {
        Step {
            file: -self.file,
            rank: -self.rank,
        }
    }
}

/// A step as the integer moves it: a shift, and a mask against wrapping.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shift {
    pub step: Step,
    /// Positive: `<<`, negative: `>>`.
    pub amount: i32,
    /// Exactly the squares a one-step move can land on (`NAME_WRAP`).
    pub wrap_mask: Set,
    /// What generated code ANDs after the shift: a mask that keeps the same
    /// squares as `wrap_mask` there (see [`Grid::file_mask`]), or `None`
    /// when the shift alone already drops every other bit.
    pub applied_mask: Option<Set>,
}

impl Shift {
    /// The mask to apply, all bits when none is needed: the start of a
    /// Kogge-Stone propagator.
    pub fn mask_or_all(&self, bits: Bits) -> Set {
        self.applied_mask.unwrap_or(bits.all())
    }
}

/// The spec's `width x height` board, held in `bits`: the model of the
/// generated `Board` type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Grid {
    pub bits: Bits,
    pub width: u32,
    pub height: u32,
}

impl Grid {
    /// Stands in for a board with mistakes, so that the rest of a spec can
    /// still be generated next to the errors: 4 x 4 fits every integer.
    pub fn fallback(bits: Bits) -> Self {
        Grid {
            bits,
            width: 4,
            height: 4,
        }
    }

    /// A step that fits, to stand in for a step with mistakes.
    pub fn placeholder_step(&self) -> Option<Step> {
        if self.width > 1 {
            Some(Step { file: 1, rank: 0 })
        } else if self.height > 1 {
            Some(Step { file: 0, rank: 1 })
        } else {
            None
        }
    }

    pub fn squares(&self) -> u32 {
        self.width * self.height
    }

    /// Every square of the board.
    pub fn mask(&self) -> Set {
        Set::below(self.squares())
    }

    fn coordinates(&self, index: u32) -> (u32, u32) {
        (index % self.width, index / self.width)
    }

    /// Whether the step can be made from at least one square.
    pub fn fits(&self, step: Step) -> bool {
        step.file.unsigned_abs() < self.width && step.rank.unsigned_abs() < self.height
    }

    /// The bit shift of a step (positive: towards higher bits).
    pub fn shift(&self, step: Step) -> i32 {
        // Both factors are below 128 for a step that fits.
        step.rank * self.width as i32 + step.file
    }

    /// The step a shift stands for: file delta in `(-width/2, width/2]`.
    pub fn step_of_shift(&self, shift: i32) -> Step {
        let width = self.width as i32;
        let mut file = shift.rem_euclid(width);
        if 2 * file > width {
            file -= width;
        }
        Step {
            file,
            rank: (shift - file) / width,
        }
    }

    /// The square reached from `index` by `step`, if it is on the board.
    pub fn target(&self, index: u32, step: Step) -> Option<u32> {
        let (file, rank) = self.coordinates(index);
        let file = file.checked_add_signed(step.file)?;
        let rank = rank.checked_add_signed(step.rank)?;
        (file < self.width && rank < self.height).then(|| rank * self.width + file)
    }

    /// The wrap mask of a step: every square a one-step move can land on.
    pub fn wrap_mask(&self, step: Step) -> Set {
        (0..self.squares())
            .filter_map(|index| self.target(index, step))
            .collect()
    }

    /// The mask the generated code applies after shifting by `step`: the
    /// wrap mask, or, when the board fills its integer, the file mask alone
    /// (every square of a reachable file). The shift makes the two
    /// equivalent there, since ranks leaving the board leave the integer too,
    /// and the file mask is the textbook's (`notAFile` for east-going steps),
    /// so the generated code is the textbook's to the instruction.
    fn file_mask(&self, step: Step) -> Set {
        if self.squares() < self.bits.width() {
            return self.wrap_mask(step);
        }
        (0..self.squares())
            .filter(|&index| {
                let file = i64::from(index % self.width) - i64::from(step.file);
                (0..i64::from(self.width)).contains(&file)
            })
            .collect()
    }

    /// The shift of `step` with its masks.
    pub fn shift_of(&self, step: Step) -> Shift {
        let amount = self.shift(step);
        let file_mask = self.file_mask(step);
        Shift {
            step,
            amount,
            wrap_mask: self.wrap_mask(step),
            applied_mask: (!self.bits.implied_by_shift(file_mask, amount)).then_some(file_mask),
        }
    }

    /// The differences between two squares, `(to - from)` in files and
    /// ranks, in the order of the generated tables indexed by them: index
    /// `(rank + height - 1) * (2 * width - 1) + file + width - 1`.
    pub fn differences(&self) -> impl Iterator<Item = Step> + use<> {
        let (width, height) = (self.width as i32, self.height as i32);
        (1 - height..height)
            .flat_map(move |rank| (1 - width..width).map(move |file| Step { file, rank }))
    }

    /// The longest ray: how many steps fit in a row from the best square.
    pub fn ray_length(&self, step: Step) -> u32 {
        let along = |delta: i32, size: u32| match delta.unsigned_abs() {
            0 => u32::MAX,
            delta => (size - 1) / delta,
        };
        along(step.file, self.width).min(along(step.rank, self.height))
    }

    /// `e4`, as `bitfill::Geometry::square_name` writes it (`aa1` beyond
    /// the 26th file); bits beyond the board are named `bit N`.
    pub fn square_name(&self, index: u32) -> String {
        if index >= self.squares() {
            return format!("bit {index}");
        }
        let (file, rank) = self.coordinates(index);
        SquareName::new(file, rank).to_string()
    }

    /// The mask drawn as a board, rank 1 at the bottom, for boards small
    /// enough to read that way.
    pub fn diagram(&self, mask: Set) -> Option<String> {
        if self.width > 26 || self.height > 16 {
            return None;
        }
        let label_width = self.height.to_string().len();
        let mut text = String::new();
        for rank in (0..self.height).rev() {
            let _ = write!(text, "{:>label_width$} ", rank + 1);
            for file in 0..self.width {
                let set = mask.contains(rank * self.width + file);
                text.push_str(if set { " 1" } else { " ." });
            }
            text.push('\n');
        }
        let _ = write!(text, "{:label_width$} ", "");
        for file in 0..self.width {
            let letter = char::from_u32('a' as u32 + file).unwrap_or('?');
            let _ = write!(text, " {letter}");
        }
        text.push('\n');
        Some(text)
    }
}

pub fn check_bits(cx: &mut Context, input: &BitsInput) -> Option<Bits> {
    let errors = &mut cx.errors;
    match input {
        BitsInput::Integer(ident) => {
            let name = names::plain(ident);
            let bits = Bits::from_name(&name);
            if bits.is_none() {
                errors.error(
                    ident.span(),
                    format!(
                        "unknown `bits` type `{name}`: expected `u16`, `u32`, `u64`, `u128`, or `[u64; N]` for boards of more than 128 squares"
                    ),
                );
            }
            bits
        }
        BitsInput::Words(count) => {
            let valid = (1..=WORDS as u32).contains(&count.value);
            if !valid {
                errors.error(
                    count.span,
                    format!(
                        "`[u64; {}]` holds no board: a board takes 1 to {WORDS} words (up to {CAPACITY} squares)",
                        count.value
                    ),
                );
            }
            valid.then_some(Bits::Words(count.value))
        }
    }
}

/// The board of `board: W x H` in `bits` (`None` when `bits` has mistakes;
/// `bits_input`, where it was written, is where a mismatch is reported, since
/// the fix goes there).
pub fn check_board(
    cx: &mut Context,
    input: &BoardInput,
    bits: Option<Bits>,
    bits_input: Option<&BitsInput>,
) -> Option<Grid> {
    let errors = &mut cx.errors;
    let (width, height) = (input.width.value, input.height.value);
    if width == 0 {
        errors.error(
            input.width.span,
            "a board needs at least one file: the width must not be 0",
        );
    }
    if height == 0 {
        errors.error(
            input.height.span,
            "a board needs at least one rank: the height must not be 0",
        );
    }
    if width == 0 || height == 0 {
        return None;
    }
    let squares = u64::from(width) * u64::from(height);
    if squares > u64::from(CAPACITY) {
        errors.error(
            input.width.span,
            format!(
                "{} {width} x {height} board has {squares} squares: bitfill's boards hold at most {CAPACITY} (`bits: [u64; {WORDS}]`, 32 x 32)",
                article(width)
            ),
        );
        return None;
    }
    let bits = bits?;
    // Only a board too large for the integer, or words not matching it.
    let needed = squares.div_ceil(64);
    let fits = match bits {
        Bits::Words(count) => u64::from(count) == needed,
        integer => squares <= u64::from(integer.width()),
    };
    if !fits {
        let suggestion = Bits::INTEGERS
            .into_iter()
            .find(|wider| squares <= u64::from(wider.width()))
            .map_or_else(|| format!("[u64; {needed}]"), Bits::name);
        let problem = match bits {
            Bits::Words(count) if u64::from(count) > needed => format!(
                "{needed} word{} of 64 bits hold{} it, not {count}",
                if needed == 1 { "" } else { "s" },
                if needed == 1 { "s" } else { "" }
            ),
            _ => format!("more than the {} bits of `{}`", bits.width(), bits.name()),
        };
        let at = match bits_input {
            Some(BitsInput::Words(count)) => count.span,
            Some(BitsInput::Integer(ident)) => ident.span(),
            None => input.width.span,
        };
        errors.error(
            at,
            format!(
                "{} {width} x {height} board has {squares} squares, {problem}: use `bits: {suggestion}`",
                article(width)
            ),
        );
        return None;
    }
    Some(Grid {
        bits,
        width,
        height,
    })
}

/// "a" or "an" before a number said in English: an 8, an 11, an 80.
fn article(number: u32) -> &'static str {
    let digits = number.to_string();
    let eleven_or_eighteen = number == 11 || number == 18 || (11_000..12_000).contains(&number);
    if digits.starts_with('8') || eleven_or_eighteen {
        "an"
    } else {
        "a"
    }
}

/// `0xfefe_fefe_fefe_fefe`: every digit of the integer, grouped by four; for
/// words, each word so, lowest first: `[0x…, 0x…]`.
pub fn hex(value: Set, bits: Bits) -> String {
    match bits.words() {
        Some(count) => {
            let words: Vec<String> = (0..count as usize)
                .map(|word| hex_digits(u128::from(value.word(word)), 64))
                .collect();
            format!("[{}]", words.join(", "))
        }
        None => hex_digits(value.low(), bits.width()),
    }
}

/// `value` in hex with `width / 4` digits, grouped by four.
pub fn hex_digits(value: u128, width: u32) -> String {
    let digits = format!("{value:0width$x}", width = width as usize / 4);
    let groups: Vec<&str> = digits
        .as_bytes()
        .chunks(4)
        .map(|chunk| std::str::from_utf8(chunk).unwrap_or_default())
        .collect();
    format!("0x{}", groups.join("_"))
}

#[cfg(test)]
mod tests {
    use super::*;

    const CHESS: Grid = Grid {
        bits: Bits::U64,
        width: 8,
        height: 8,
    };

    #[test]
    fn compass_wrap_masks_match_the_wiki_pictures() {
        let mask = |file, rank| CHESS.wrap_mask(Step { file, rank }).low();
        assert_eq!(mask(0, 1), 0xffff_ffff_ffff_ff00);
        assert_eq!(mask(1, 0), 0xfefe_fefe_fefe_fefe);
        assert_eq!(mask(-1, 0), 0x7f7f_7f7f_7f7f_7f7f);
        assert_eq!(mask(1, 1), 0xfefe_fefe_fefe_fe00);
        assert_eq!(mask(-1, 1), 0x7f7f_7f7f_7f7f_7f00);
        assert_eq!(mask(1, -1), 0x00fe_fefe_fefe_fefe);
        assert_eq!(mask(-1, -1), 0x007f_7f7f_7f7f_7f7f);
        assert_eq!(mask(0, -1), 0x00ff_ffff_ffff_ffff);
    }

    #[test]
    fn shifts_and_steps_round_trip() {
        for shift in -63..=63 {
            if shift == 0 {
                continue;
            }
            let step = CHESS.step_of_shift(shift);
            assert_eq!(CHESS.shift(step), shift);
            assert!((-3..=4).contains(&step.file), "{shift}: {step:?}");
        }
        assert_eq!(CHESS.step_of_shift(7), Step { file: -1, rank: 1 });
        assert_eq!(CHESS.step_of_shift(-7), Step { file: 1, rank: -1 });
    }

    #[test]
    fn ray_lengths() {
        let capablanca = Grid {
            bits: Bits::U128,
            width: 10,
            height: 8,
        };
        assert_eq!(capablanca.ray_length(Step { file: 1, rank: 0 }), 9);
        assert_eq!(capablanca.ray_length(Step { file: 0, rank: -1 }), 7);
        assert_eq!(capablanca.ray_length(Step { file: 1, rank: 1 }), 7);
        assert_eq!(CHESS.ray_length(Step { file: 1, rank: 2 }), 3);
    }

    #[test]
    fn implied_masks() {
        let north = CHESS.wrap_mask(Step { file: 0, rank: 1 });
        assert!(Bits::U64.implied_by_shift(north, 8));
        let east = CHESS.wrap_mask(Step { file: 1, rank: 0 });
        assert!(!Bits::U64.implied_by_shift(east, 1));
        let small = Grid {
            bits: Bits::U64,
            width: 6,
            height: 6,
        };
        // Left shifts push bits beyond the 36 squares: the mask stays.
        assert!(!Bits::U64.implied_by_shift(small.wrap_mask(Step { file: 0, rank: 1 }), 6));
        assert!(!Bits::U64.implied_by_shift(small.wrap_mask(Step { file: 0, rank: -1 }), -6));
    }

    #[test]
    fn names_and_hex() {
        assert_eq!(CHESS.square_name(0), "a1");
        assert_eq!(CHESS.square_name(63), "h8");
        assert_eq!(CHESS.square_name(64), "bit 64");
        assert_eq!(
            hex(Set::from(0xfefe_fefe_fefe_fefe), Bits::U64),
            "0xfefe_fefe_fefe_fefe"
        );
        assert_eq!(hex(Set::from(0x1f), Bits::U32), "0x0000_001f");
        assert_eq!(
            hex(Set::bit(64) | Set::bit(0), Bits::Words(2)),
            "[0x0000_0000_0000_0001, 0x0000_0000_0000_0001]"
        );
    }
}
