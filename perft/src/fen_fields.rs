//! What a FEN is in every game the member plays: six fields (the last two,
//! the move counters, may be left out), split here and the counters read;
//! the placement read and written here too, on any board, so the chess,
//! xiangqi and janggi readers only interpret the side to move, castling and en
//! passant, and check what their game needs.

use std::fmt;

use bitfill::BitSet;

use crate::placement::Placement;

/// A FEN split into its fields, the move counters read (0 and 1 if absent).
pub(crate) struct Fields<'a> {
    pub(crate) placement: &'a str,
    pub(crate) side: &'a str,
    pub(crate) castling: &'a str,
    pub(crate) en_passant: &'a str,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

/// Why the fields could not be split, the counters or the placement read;
/// each game's `FenError` has a variant for each.
pub(crate) enum FieldsError {
    /// Not 6 fields, nor 4: how many there are.
    Count(usize),
    /// The placement does not have a rank per row of the board: how many.
    RankCount(usize),
    /// A rank (counted from 1) describes more squares than the board has
    /// files.
    RankTooLong(u8),
    /// A rank (counted from 1) describes fewer squares: how many.
    RankTooShort(u8, u32),
    /// Two digits in a row in a rank (counted from 1).
    AdjacentDigits(u8),
    /// A character that is neither a piece letter nor a digit from 1 to the
    /// number of files, and its rank (counted from 1).
    BadPiece(char, u8),
    /// The halfmove clock is not a number.
    HalfmoveClock(String),
    /// The fullmove number is not a positive number.
    FullmoveNumber(String),
}

impl<'a> Fields<'a> {
    /// Splits `fen` at ASCII whitespace and reads the move counters.
    pub(crate) fn split(fen: &'a str) -> Result<Self, FieldsError> {
        let fields: Vec<&str> = fen.split_ascii_whitespace().collect();
        let (placement, side, castling, en_passant, counters) = match fields[..] {
            [placement, side, castling, en_passant] => {
                (placement, side, castling, en_passant, None)
            }
            [placement, side, castling, en_passant, halfmove, fullmove] => (
                placement,
                side,
                castling,
                en_passant,
                Some((halfmove, fullmove)),
            ),
            _ => return Err(FieldsError::Count(fields.len())),
        };
        let (halfmove_clock, fullmove_number) = match counters {
            None => (0, 1),
            Some((halfmove, fullmove)) => (
                halfmove
                    .parse()
                    .map_err(|_| FieldsError::HalfmoveClock(halfmove.to_owned()))?,
                fullmove
                    .parse()
                    .ok()
                    .filter(|&number| number > 0)
                    .ok_or_else(|| FieldsError::FullmoveNumber(fullmove.to_owned()))?,
            ),
        };
        Ok(Fields {
            placement,
            side,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        })
    }
}

/// The size of a board, as a placement field describes it.
#[derive(Clone, Copy)]
pub(crate) struct Board {
    pub(crate) files: u32,
    pub(crate) ranks: u32,
}

/// Reads a placement field: ranks from the last down, separated by `/`,
/// each a run of piece letters (`kind_of` gives the kind a letter names,
/// either case; uppercase for the first side) and digits (that many empty
/// squares).
pub(crate) fn parse_placement<B: BitSet, const KINDS: usize>(
    field: &str,
    board: Board,
    kind_of: impl Fn(char) -> Option<usize>,
) -> Result<Placement<B, KINDS>, FieldsError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != board.ranks as usize {
        return Err(FieldsError::RankCount(ranks.len()));
    }
    let mut placement = Placement::EMPTY;
    let files = board.files;
    // The first rank in the text is the last.
    for (rank, text) in (0..board.ranks).rev().zip(ranks) {
        let name = u8::try_from(rank + 1).unwrap_or(u8::MAX);
        let mut file = 0u32;
        let mut after_digit = false;
        for character in text.chars() {
            if let Some(skip) = character.to_digit(10) {
                if !(1..=files).contains(&skip) {
                    return Err(FieldsError::BadPiece(character, name));
                }
                if after_digit {
                    return Err(FieldsError::AdjacentDigits(name));
                }
                after_digit = true;
                file += skip;
            } else {
                after_digit = false;
                let kind = kind_of(character).ok_or(FieldsError::BadPiece(character, name))?;
                if file >= files {
                    return Err(FieldsError::RankTooLong(name));
                }
                let side = usize::from(!character.is_ascii_uppercase());
                placement.put(side, kind, (rank * files + file) as usize);
                file += 1;
            }
            if file > files {
                return Err(FieldsError::RankTooLong(name));
            }
        }
        if file != files {
            return Err(FieldsError::RankTooShort(name, file));
        }
    }
    Ok(placement)
}

/// Writes a placement field, as [`parse_placement`] reads it: `letter`
/// gives a kind's lowercase letter.
pub(crate) fn write_placement<B: BitSet, const KINDS: usize>(
    f: &mut fmt::Formatter<'_>,
    placement: &Placement<B, KINDS>,
    board: Board,
    letter: impl Fn(usize) -> char,
) -> fmt::Result {
    let files = board.files as usize;
    for rank in (0..board.ranks as usize).rev() {
        let mut empty_run = 0;
        for file in 0..files {
            match placement.at(rank * files + file) {
                None => empty_run += 1,
                Some((side, kind)) => {
                    if empty_run > 0 {
                        write!(f, "{empty_run}")?;
                        empty_run = 0;
                    }
                    let letter = letter(kind);
                    let letter = if side == 0 {
                        letter.to_ascii_uppercase()
                    } else {
                        letter
                    };
                    write!(f, "{letter}")?;
                }
            }
        }
        if empty_run > 0 {
            write!(f, "{empty_run}")?;
        }
        if rank > 0 {
            write!(f, "/")?;
        }
    }
    Ok(())
}
