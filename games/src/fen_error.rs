//! Why a FEN was rejected, in any game of the crate: one error type with
//! one message per mistake, naming what the game names (its sides, its
//! pieces and their letters, its squares) and what to write instead.

use std::fmt;

use bitfill::SquareName;

/// Why a FEN was rejected. Each game's reader returns the first mistake
/// it finds; [`Display`](fmt::Display) says it in one line, with what the
/// game expects.
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum FenError {
    /// Not 6 fields, nor 4 (without the move counters): how many.
    FieldCount(usize),
    /// The placement does not have one rank per row of the board,
    /// separated by `/`.
    RankCount {
        /// The ranks found.
        found: usize,
        /// The board's ranks.
        expected: u32,
    },
    /// A rank (counted from 1) describes more squares than the board has
    /// files.
    RankTooLong {
        /// The rank, counted from 1.
        rank: u32,
        /// The board's files.
        files: u32,
    },
    /// A rank (counted from 1) describes fewer squares than the board has
    /// files.
    RankTooShort {
        /// The rank, counted from 1.
        rank: u32,
        /// The squares it describes.
        squares: u32,
        /// The board's files.
        files: u32,
    },
    /// A count of empty squares that is 0 or starts with 0 (`10` is ten
    /// empty squares, `01` nothing).
    EmptyCount {
        /// The rank, counted from 1.
        rank: u32,
        /// The count as written.
        text: String,
    },
    /// A character that is neither a piece letter of the game nor a digit.
    BadPiece {
        /// The character.
        character: char,
        /// The rank, counted from 1.
        rank: u32,
        /// The game's piece letters, the first side's (uppercase) and then
        /// the second's.
        letters: &'static str,
    },
    /// The side to move is not `w` or `b`.
    SideToMove(String),
    /// The castling field is not one the game reads.
    Castling {
        /// The field.
        text: String,
        /// What the game reads there.
        expected: &'static str,
    },
    /// A castling right without the pieces it needs where it needs them.
    CastlingWithoutPieces {
        /// The right's letter.
        right: char,
        /// What it needs: "the white king on rank 1 and a white rook on
        /// its h-side".
        needs: String,
    },
    /// Two castling rights for the same side of one king.
    CastlingSameSide {
        /// The first right's letter.
        first: char,
        /// The second's.
        second: char,
        /// Whose king: `white`, `black`.
        side: &'static str,
    },
    /// The en passant field is not `-` or a square, or the game has no
    /// en passant.
    EnPassant {
        /// The field.
        text: String,
        /// What the game reads there.
        expected: &'static str,
    },
    /// An en passant square that no double step of the last move explains.
    ImpossibleEnPassant(SquareName),
    /// The halfmove clock is not a number of decimal digits up to `u32::MAX`.
    HalfmoveClock(String),
    /// The fullmove number is not a number of decimal digits from 1 to
    /// `u32::MAX`.
    FullmoveNumber(String),
    /// A side without exactly one royal piece.
    RoyalCount {
        /// The side: `white`, `red`.
        side: &'static str,
        /// The royal piece: `king`, `general`.
        royal: &'static str,
        /// How many it has.
        count: u32,
    },
    /// A piece where no game can bring it.
    Misplaced {
        /// The piece's side: `white`, `red`.
        side: &'static str,
        /// The piece: `pawn`, `elephant`.
        piece: &'static str,
        /// Where it stands.
        square: SquareName,
        /// The rule it breaks: "never crosses the river: ranks 1 to 5".
        rule: &'static str,
    },
    /// Xiangqi: the two generals face each other on a file (its letter)
    /// with nothing between them.
    GeneralsFace(char),
    /// The side that just moved left its royal piece attacked.
    OpponentInCheck {
        /// The royal piece: `king`, `general`.
        royal: &'static str,
    },
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(count) => write!(
                f,
                "expected 6 fields (or 4, without the move counters), found {count}"
            ),
            FenError::RankCount { found, expected } => write!(
                f,
                "the placement has {found} ranks, expected {expected} separated by `/`"
            ),
            FenError::RankTooLong { rank, files } => {
                write!(f, "rank {rank} has more than {files} squares")
            }
            FenError::RankTooShort {
                rank,
                squares,
                files,
            } => write!(f, "rank {rank} has {squares} squares, expected {files}"),
            FenError::EmptyCount { rank, text } => write!(
                f,
                "bad count of empty squares {text:?} on rank {rank}: expected a number from 1, without a leading 0"
            ),
            FenError::BadPiece {
                character,
                rank,
                letters,
            } => write!(
                f,
                "bad piece {character:?} on rank {rank}: expected one of {letters} or a count of empty squares"
            ),
            FenError::SideToMove(text) => {
                write!(f, "bad side to move {text:?}: expected `w` or `b`")
            }
            FenError::Castling { text, expected } => {
                write!(f, "bad castling field {text:?}: {expected}")
            }
            FenError::CastlingWithoutPieces { right, needs } => {
                write!(f, "castling right `{right}` needs {needs}")
            }
            FenError::CastlingSameSide {
                first,
                second,
                side,
            } => write!(
                f,
                "castling rights `{first}` and `{second}` are on the same side of the {side} king: one rook per side may castle"
            ),
            FenError::EnPassant { text, expected } => {
                write!(f, "bad en passant field {text:?}: {expected}")
            }
            FenError::ImpossibleEnPassant(square) => write!(
                f,
                "impossible en passant square {square}: no pawn can just have passed it with a double step"
            ),
            FenError::HalfmoveClock(text) => {
                write!(
                    f,
                    "bad halfmove clock {text:?}: expected a number from 0 to {}",
                    u32::MAX
                )
            }
            FenError::FullmoveNumber(text) => {
                write!(
                    f,
                    "bad fullmove number {text:?}: expected a number from 1 to {}",
                    u32::MAX
                )
            }
            FenError::RoyalCount { side, royal, count } => {
                write!(f, "{side} has {count} {royal}s, expected exactly 1")
            }
            FenError::Misplaced {
                side,
                piece,
                square,
                rule,
            } => write!(f, "a {side} {piece} on {square}: a {side} {piece} {rule}"),
            FenError::GeneralsFace(file) => write!(
                f,
                "the generals face each other on the {file}-file with nothing between them"
            ),
            FenError::OpponentInCheck { royal } => write!(
                f,
                "the side not to move is in check: its {royal} could be captured"
            ),
        }
    }
}

impl std::error::Error for FenError {}
