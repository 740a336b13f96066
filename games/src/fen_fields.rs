//! What a FEN is in every game the crate plays: six fields (the last two,
//! the move counters, may be left out), split here and the counters read;
//! the placement read and written here too, on any board (a run of empty
//! squares as a number, `10` and more on wide boards, as Fairy-Stockfish
//! writes them), so that each game's reader only interprets the side to
//! move, castling and en passant, and checks what its game needs.

use std::fmt;

use bitfill::BitSet;

use crate::FenError;
use crate::placement::{KindSets, Placement};

/// A FEN split into its fields, the move counters read (0 and 1 if absent).
pub(crate) struct Fields<'a> {
    pub(crate) placement: &'a str,
    pub(crate) side: &'a str,
    pub(crate) castling: &'a str,
    pub(crate) en_passant: &'a str,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

impl<'a> Fields<'a> {
    /// Splits `fen` at ASCII whitespace and reads the move counters.
    pub(crate) fn split(fen: &'a str) -> Result<Self, FenError> {
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
            _ => return Err(FenError::FieldCount(fields.len())),
        };
        let (halfmove_clock, fullmove_number) = match counters {
            None => (0, 1),
            Some((halfmove, fullmove)) => (
                counter(halfmove).ok_or_else(|| FenError::HalfmoveClock(halfmove.to_owned()))?,
                counter(fullmove)
                    .filter(|&number| number > 0)
                    .ok_or_else(|| FenError::FullmoveNumber(fullmove.to_owned()))?,
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
/// either case; uppercase for the first side; `letters` lists them for the
/// error) and numbers (that many empty squares).
pub(crate) fn parse_placement<B: BitSet, S: KindSets<B>>(
    field: &str,
    board: Board,
    letters: &'static str,
    kind_of: impl Fn(char) -> Option<usize>,
) -> Result<Placement<B, S>, FenError> {
    let ranks: Vec<&str> = field.split('/').collect();
    if ranks.len() != board.ranks as usize {
        return Err(FenError::RankCount {
            found: ranks.len(),
            expected: board.ranks,
        });
    }
    let mut placement = Placement::EMPTY;
    let files = board.files;
    // The first rank in the text is the last.
    for (rank, text) in (0..board.ranks).rev().zip(ranks) {
        let name = rank + 1;
        let too_long = FenError::RankTooLong { rank: name, files };
        let mut file = 0u32;
        let mut characters = text.char_indices().peekable();
        while let Some((start, character)) = characters.next() {
            if character.is_ascii_digit() {
                let mut end = start + 1;
                while let Some(&(next, digit)) = characters.peek() {
                    if !digit.is_ascii_digit() {
                        break;
                    }
                    end = next + 1;
                    characters.next();
                }
                let count = &text[start..end];
                if count.starts_with('0') {
                    return Err(FenError::EmptyCount {
                        rank: name,
                        text: count.to_owned(),
                    });
                }
                let skip: u32 = count.parse().map_err(|_| too_long.clone())?;
                file = file.saturating_add(skip);
            } else {
                let kind = kind_of(character).ok_or(FenError::BadPiece {
                    character,
                    rank: name,
                    letters,
                })?;
                if file >= files {
                    return Err(too_long);
                }
                let side = usize::from(!character.is_ascii_uppercase());
                placement.put(side, kind, (rank * files + file) as usize);
                file += 1;
            }
            if file > files {
                return Err(too_long);
            }
        }
        if file != files {
            return Err(FenError::RankTooShort {
                rank: name,
                squares: file,
                files,
            });
        }
    }
    Ok(placement)
}

/// Writes a placement field, as [`parse_placement`] reads it: `letter`
/// gives a kind's lowercase letter.
pub(crate) fn write_placement<B: BitSet, S: KindSets<B>>(
    f: &mut fmt::Formatter<'_>,
    placement: &Placement<B, S>,
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

/// A move counter: decimal digits only (no sign, no space), at most
/// `u32::MAX`.
fn counter(text: &str) -> Option<u32> {
    if text.is_empty() || !text.bytes().all(|byte| byte.is_ascii_digit()) {
        return None;
    }
    text.parse().ok()
}
