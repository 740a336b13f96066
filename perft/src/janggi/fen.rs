//! FEN as Fairy-Stockfish writes it for janggi: [`Position::from_fen`]
//! reads it, checking everything the generator relies on, and `Display`
//! writes it back.
//!
//! `rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1`:
//! ten ranks from the tenth (red's back rank) down, uppercase for blue;
//! `k` general, `a` advisor, `b` elephant, `n` horse, `r` chariot, `c`
//! cannon, `p` soldier (`e` and `h` are read for the elephant and the
//! horse, as Fairy-Stockfish reads them); `w` for blue to move (Fairy-
//! Stockfish's white), `b` for red; `-` for castling and en passant, which
//! janggi does not have; then the halfmove clock and the move number,
//! which may be left out.
//!
//! A FEN does not say whether the last move was a pass, nor whether the
//! game has ended (two passes in a row): a position read from one has
//! neither, as in pyffish when no moves follow the FEN.
//!
//! Reading never panics: every malformed input is a [`FenError`] whose
//! message names the faulty field.

use std::fmt;

use bitfill::janggi::{HEIGHT, KoggeStone, Side, WIDTH, squares};

use super::attackers::general_attacked;
use super::moves::square_name;
use super::piece::Piece;
use super::position::Position;
use crate::fen_fields::{Board, Fields, FieldsError, parse_placement, write_placement};

/// The janggi board, as its placement field describes it.
const BOARD: Board = Board {
    files: WIDTH,
    ranks: HEIGHT,
};

/// Why a FEN was rejected.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// Not 6 fields (or 4, without the move counters).
    FieldCount(usize),
    /// The placement does not have 10 ranks separated by `/`.
    RankCount(usize),
    /// A rank (1 to 10) describes more than 9 squares.
    RankTooLong(u8),
    /// A rank (1 to 10) describes fewer than 9 squares: how many.
    RankTooShort(u8, u32),
    /// Two digits in a row in a rank (1 to 10).
    AdjacentDigits(u8),
    /// A character that is neither a piece letter nor a digit 1 to 9, and
    /// the rank (1 to 10) it is on.
    BadPiece(char, u8),
    /// The side to move is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not `-`.
    Castling(String),
    /// The en passant field is not `-`.
    EnPassant(String),
    /// The halfmove clock is not a number.
    HalfmoveClock(String),
    /// The fullmove number is not a positive number.
    FullmoveNumber(String),
    /// A side without exactly one general: its side and how many it has.
    GeneralCount(Side, u32),
    /// A piece where no game can bring it: a general or an advisor outside
    /// its palace, a soldier behind its starting rank. Its side, kind and
    /// square.
    Misplaced(Side, Piece, usize),
    /// The side that just moved left its general attacked.
    OpponentInCheck,
}

/// `blue` or `red`.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::Blue => "blue",
        Side::Red => "red",
    }
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(count) => write!(
                f,
                "expected 6 fields (or 4, without the move counters), found {count}"
            ),
            FenError::RankCount(count) => write!(
                f,
                "the placement has {count} ranks, expected 10 separated by `/`"
            ),
            FenError::RankTooLong(rank) => write!(f, "rank {rank} has more than 9 squares"),
            FenError::RankTooShort(rank, squares) => {
                write!(f, "rank {rank} has {squares} squares, expected 9")
            }
            FenError::AdjacentDigits(rank) => write!(f, "rank {rank} has two digits in a row"),
            FenError::BadPiece(character, rank) => write!(
                f,
                "bad piece {character:?} on rank {rank}: expected one of KABNRCP kabnrcp (E, H for elephant, horse) or a digit 1 to 9"
            ),
            FenError::SideToMove(text) => write!(
                f,
                "bad side to move {text:?}: expected `w` (blue) or `b` (red)"
            ),
            FenError::Castling(text) => write!(
                f,
                "bad castling field {text:?}: janggi has no castling, expected `-`"
            ),
            FenError::EnPassant(text) => write!(
                f,
                "bad en passant field {text:?}: janggi has no en passant, expected `-`"
            ),
            FenError::HalfmoveClock(text) => {
                write!(f, "bad halfmove clock {text:?}: expected a number")
            }
            FenError::FullmoveNumber(text) => {
                write!(f, "bad fullmove number {text:?}: expected a number from 1")
            }
            FenError::GeneralCount(side, count) => write!(
                f,
                "{} has {count} generals, expected exactly 1",
                side_name(*side)
            ),
            FenError::Misplaced(side, piece, square) => {
                let side_name = side_name(*side);
                let rule = match (piece, side) {
                    (Piece::General | Piece::Advisor, Side::Blue) => {
                        "stays in its palace, d1 to f3"
                    }
                    (Piece::General | Piece::Advisor, Side::Red) => {
                        "stays in its palace, d8 to f10"
                    }
                    (_, Side::Blue) => "starts on rank 4 and never moves back",
                    (_, Side::Red) => "starts on rank 7 and never moves back",
                };
                write!(
                    f,
                    "a {side_name} {} on {}: a {side_name} {} {rule}",
                    piece.name(),
                    square_name(*square),
                    piece.name()
                )
            }
            FenError::OpponentInCheck => write!(
                f,
                "the side not to move is in check: its general could be captured"
            ),
        }
    }
}

impl std::error::Error for FenError {}

/// The squares no game can bring a piece of `side` and kind `piece` to.
fn forbidden(side: Side, piece: Piece) -> u128 {
    let board = bitfill::janggi::BOARD;
    match piece {
        Piece::General | Piece::Advisor => board & !side.palace(),
        // Behind the soldiers' starting rank: ranks 1 to 3 for blue, 8 to
        // 10 for red.
        Piece::Soldier => match side {
            Side::Blue => (1 << (3 * WIDTH)) - 1,
            Side::Red => board & !((1 << (7 * WIDTH)) - 1),
        },
        Piece::Elephant | Piece::Horse | Piece::Chariot | Piece::Cannon => 0,
    }
}

impl Position {
    /// Reads a FEN in Fairy-Stockfish's janggi notation (see the module's
    /// documentation): placement, side to move, castling and en passant
    /// (both `-`), and optionally the halfmove clock and fullmove number (0
    /// and 1 if absent).
    ///
    /// Besides the syntax, rejects what would make the position unplayable
    /// or unreachable: a side without exactly one general, a general or an
    /// advisor outside its palace, a soldier behind its starting rank, the
    /// side not to move in check. The generals may face each other
    /// (bikjang).
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the first problem found.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        let Fields {
            placement,
            side,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        } = Fields::split(fen)?;

        let placement = parse_placement(placement, BOARD, |letter| {
            Piece::from_letter(letter).map(Piece::index)
        })?;
        let side_to_move = match side {
            "w" => Side::Blue,
            "b" => Side::Red,
            _ => return Err(FenError::SideToMove(side.to_owned())),
        };
        if castling != "-" {
            return Err(FenError::Castling(castling.to_owned()));
        }
        if en_passant != "-" {
            return Err(FenError::EnPassant(en_passant.to_owned()));
        }
        let position = Position {
            placement,
            side_to_move,
            halfmove_clock,
            fullmove_number,
            passed: false,
            over: false,
        };

        for side in Side::ALL {
            let generals = position.pieces(side, Piece::General).count_ones();
            if generals != 1 {
                return Err(FenError::GeneralCount(side, generals));
            }
        }
        for side in Side::ALL {
            for piece in Piece::ALL {
                let misplaced = position.pieces(side, piece) & forbidden(side, piece);
                if let Some(square) = squares(misplaced).next() {
                    return Err(FenError::Misplaced(side, piece, square));
                }
            }
        }
        if general_attacked::<KoggeStone>(&position, side_to_move.opponent()) {
            return Err(FenError::OpponentInCheck);
        }
        Ok(position)
    }
}

/// Writes the position as Fairy-Stockfish writes it, with all six fields
/// (a pass or the end of the game, which the FEN does not hold, left
/// out).
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_placement(f, &self.placement, BOARD, |kind| Piece::ALL[kind].letter())?;
        let side = match self.side_to_move {
            Side::Blue => 'w',
            Side::Red => 'b',
        };
        write!(
            f,
            " {side} - - {} {}",
            self.halfmove_clock, self.fullmove_number
        )
    }
}

impl From<FieldsError> for FenError {
    fn from(error: FieldsError) -> Self {
        match error {
            FieldsError::Count(count) => FenError::FieldCount(count),
            FieldsError::RankCount(count) => FenError::RankCount(count),
            FieldsError::RankTooLong(rank) => FenError::RankTooLong(rank),
            FieldsError::RankTooShort(rank, squares) => FenError::RankTooShort(rank, squares),
            FieldsError::AdjacentDigits(rank) => FenError::AdjacentDigits(rank),
            FieldsError::BadPiece(character, rank) => FenError::BadPiece(character, rank),
            FieldsError::HalfmoveClock(text) => FenError::HalfmoveClock(text),
            FieldsError::FullmoveNumber(text) => FenError::FullmoveNumber(text),
        }
    }
}
