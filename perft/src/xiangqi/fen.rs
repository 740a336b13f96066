//! FEN as Fairy-Stockfish writes it for xiangqi: [`Position::from_fen`]
//! reads it, checking everything the generator relies on, and `Display`
//! writes it back.
//!
//! `rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1`:
//! ten ranks from the tenth (black's back rank) down, uppercase for red;
//! `k` general, `a` advisor, `b` elephant, `n` horse, `r` chariot, `c`
//! cannon, `p` soldier (`e` and `h` are read for the elephant and the
//! horse, as Fairy-Stockfish reads them); `w` for red to move, `b` for
//! black; `-` for castling and en passant, which xiangqi does not have;
//! then the halfmove clock and the move number, which may be left out.
//!
//! Reading never panics: every malformed input is a [`FenError`] whose
//! message names the faulty field.

use std::fmt;

use bitfill::xiangqi::{HEIGHT, KoggeStone, Side, WIDTH, generals_face, squares};

use super::attackers::general_attacked;
use super::moves::square_name;
use super::piece::Piece;
use super::position::Position;
use crate::fen_fields::{Board, Fields, FieldsError, parse_placement, write_placement};

/// The xiangqi board, as its placement field describes it.
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
    /// its palace, an elephant across the river, a soldier behind its
    /// starting rank. Its side, kind and square.
    Misplaced(Side, Piece, usize),
    /// The two generals face each other on a file (its letter) with
    /// nothing between them.
    GeneralsFace(char),
    /// The side that just moved left its general attacked.
    OpponentInCheck,
}

/// `red` or `black`.
fn side_name(side: Side) -> &'static str {
    match side {
        Side::Red => "red",
        Side::Black => "black",
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
                "bad side to move {text:?}: expected `w` (red) or `b` (black)"
            ),
            FenError::Castling(text) => write!(
                f,
                "bad castling field {text:?}: xiangqi has no castling, expected `-`"
            ),
            FenError::EnPassant(text) => write!(
                f,
                "bad en passant field {text:?}: xiangqi has no en passant, expected `-`"
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
                    (Piece::General | Piece::Advisor, Side::Red) => "stays in its palace, d1 to f3",
                    (Piece::General | Piece::Advisor, Side::Black) => {
                        "stays in its palace, d8 to f10"
                    }
                    (Piece::Elephant, Side::Red) => "never crosses the river: ranks 1 to 5",
                    (Piece::Elephant, Side::Black) => "never crosses the river: ranks 6 to 10",
                    (_, Side::Red) => "starts on rank 4 and never moves back",
                    (_, Side::Black) => "starts on rank 7 and never moves back",
                };
                write!(
                    f,
                    "a {side_name} {} on {}: a {side_name} {} {rule}",
                    piece.name(),
                    square_name(*square),
                    piece.name()
                )
            }
            FenError::GeneralsFace(file) => write!(
                f,
                "the generals face each other on the {file}-file with nothing between them"
            ),
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
    let board = bitfill::xiangqi::BOARD;
    match piece {
        Piece::General | Piece::Advisor => board & !side.palace(),
        Piece::Elephant => board & !side.half(),
        // Behind the soldiers' starting rank: ranks 1 to 3 for red, 8 to
        // 10 for black.
        Piece::Soldier => match side {
            Side::Red => (1 << (3 * WIDTH)) - 1,
            Side::Black => board & !((1 << (7 * WIDTH)) - 1),
        },
        Piece::Horse | Piece::Chariot | Piece::Cannon => 0,
    }
}

impl Position {
    /// Reads a FEN in Fairy-Stockfish's xiangqi notation (see the module's
    /// documentation): placement, side to move, castling and en passant
    /// (both `-`), and optionally the halfmove clock and fullmove number (0
    /// and 1 if absent).
    ///
    /// Besides the syntax, rejects what would make the position unplayable
    /// or unreachable: a side without exactly one general, a general or an
    /// advisor outside its palace, an elephant across the river, a soldier
    /// behind its starting rank, the generals facing each other, the side
    /// not to move in check.
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
            "w" => Side::Red,
            "b" => Side::Black,
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
        let red_general = position.pieces(Side::Red, Piece::General);
        if generals_face(
            red_general,
            position.pieces(Side::Black, Piece::General),
            !position.occupied(),
        ) {
            let file = red_general.trailing_zeros() % WIDTH;
            return Err(FenError::GeneralsFace(char::from(b'a' + file as u8)));
        }
        if general_attacked::<KoggeStone>(&position, side_to_move.opponent()) {
            return Err(FenError::OpponentInCheck);
        }
        Ok(position)
    }
}

/// Writes the position as Fairy-Stockfish writes it, with all six fields.
impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_placement(f, &self.placement, BOARD, |kind| Piece::ALL[kind].letter())?;
        let side = match self.side_to_move {
            Side::Red => 'w',
            Side::Black => 'b',
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
