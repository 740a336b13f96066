//! What a FEN is in every game the member plays: six fields (the last two,
//! the move counters, may be left out), split here and the counters read,
//! so the chess and xiangqi readers only interpret the first four.

/// A FEN split into its fields, the move counters read (0 and 1 if absent).
pub(crate) struct Fields<'a> {
    pub(crate) placement: &'a str,
    pub(crate) side: &'a str,
    pub(crate) castling: &'a str,
    pub(crate) en_passant: &'a str,
    pub(crate) halfmove_clock: u32,
    pub(crate) fullmove_number: u32,
}

/// Why the fields could not be split or the counters read; each game's
/// `FenError` has a variant for each.
pub(crate) enum FieldsError {
    /// Not 6 fields, nor 4: how many there are.
    Count(usize),
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
