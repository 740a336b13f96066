//! Forsyth-Edwards Notation: [`Position::from_fen`] reads it, checking
//! everything the generator relies on, and `Display` writes it back.
//!
//! Reading never panics: every malformed input is a [`FenError`] whose
//! message names the faulty field.
//!
//! The castling field may be written in any of the three usual notations,
//! mixed freely, each letter read on its own, so no flag is needed:
//!
//! - `KQkq`: standard chess, and X-FEN, where `K` (or `Q`) names the
//!   outermost rook on the king's h-side (a-side), wherever king and rook
//!   stand on the back rank;
//! - file letters, as X-FEN uses for a rook that is not the outermost and
//!   Shredder-FEN for every rook: `HFhf` is the white rooks on h1 and f1 and
//!   the black ones on h8 and f8, uppercase for white.
//!
//! The position's [`CastlingMode`] (how castling moves are spelled) is
//! detected: Chess960 if a letter names a rook by its file or a right does
//! not exist in standard chess, standard otherwise; override it with
//! [`Position::with_castling_mode`]. `Display` writes X-FEN, as shakmaty
//! does: `KQkq` where they name the rook, file letters elsewhere, and the
//! en passant square wherever a pawn has just skipped it.
//! [`Game::fen`](crate::Game::fen) writes the FEN as Fairy-Stockfish
//! does, as every game of the crate does ([`FairyStockfishFen`]).

use std::fmt;

use bitfill::Geometry;

use bitfill::chess::{
    FILES, RANKS, Side, king_attacks, knight_attacks, kogge_stone, parse_square, pawn_attacks,
    square_name, squares,
};

use super::castling::CastlingMode;
use super::piece::Piece;
use super::position::{Position, backward};
use crate::FenError;
use crate::fen_fields::{Board, Fields, parse_placement, write_placement};

/// The chess board, as its placement field describes it.
const BOARD: Board = Board { files: 8, ranks: 8 };

/// The piece letters of chess, for the errors.
const LETTERS: &str = "PNBRQK pnbrqk";

/// What a castling right needs, for its error: "the white king on rank 1
/// and a white rook on its h-side".
fn castling_needs(right: char) -> String {
    let (side, rank) = if right.is_ascii_uppercase() {
        ("white", 1)
    } else {
        ("black", 8)
    };
    let rook = match right.to_ascii_lowercase() {
        'k' => format!("a {side} rook on its h-side"),
        'q' => format!("a {side} rook on its a-side"),
        file => format!("a {side} rook on {file}{rank}"),
    };
    format!("the {side} king on rank {rank} and {rook}")
}

impl Position {
    /// Reads a FEN: piece placement, side to move, castling rights, en
    /// passant square, and optionally the halfmove clock and fullmove number
    /// (0 and 1 if absent).
    ///
    /// The castling field may be standard, X-FEN or Shredder-FEN (see the
    /// module's documentation), for standard chess, Chess960 or double
    /// Chess960; the [`CastlingMode`] is detected from it.
    ///
    /// Besides the syntax, rejects what would make the position unplayable:
    /// a side without exactly one king, pawns on the first or last rank,
    /// castling rights without their rook or without the king on its back
    /// rank, two rights on one side of a king, an en passant square without
    /// the pawn that just skipped it, the side not to move in check.
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

        let placement = parse_placement(placement, BOARD, LETTERS, |letter| {
            Piece::from_letter(letter).map(Piece::index)
        })?;
        let side_to_move = match side {
            "w" => Side::White,
            "b" => Side::Black,
            _ => return Err(FenError::SideToMove(side.to_owned())),
        };
        let mut position = Position {
            placement,
            side_to_move,
            castling_rooks: 0,
            castling_mode: CastlingMode::Standard,
            en_passant: 0,
            halfmove_clock,
            fullmove_number,
        };

        for side in Side::ALL {
            let kings = position.pieces(side, Piece::King).count_ones();
            if kings != 1 {
                return Err(FenError::RoyalCount {
                    side: side.name(),
                    royal: "king",
                    count: kings,
                });
            }
        }
        let misplaced_pawns = position.kind(Piece::Pawn) & (RANKS[0] | RANKS[7]);
        if let Some(square) = squares(misplaced_pawns).next() {
            return Err(FenError::Misplaced {
                side: position
                    .piece_at(square)
                    .map_or("white", |(side, _)| side.name()),
                piece: "pawn",
                square: <bitfill::chess::Board as Geometry>::square_name(square),
                rule: "never stands on the first or last rank",
            });
        }
        let (castling_rooks, by_file) = parse_castling(&position, castling)?;
        position.castling_rooks = castling_rooks;
        if by_file || !position.has_standard_castling() {
            position.castling_mode = CastlingMode::Chess960;
        }
        position.en_passant = parse_en_passant(&position, en_passant)?;
        if attacks_of(&position, side_to_move)
            & position.pieces(side_to_move.opponent(), Piece::King)
            != 0
        {
            return Err(FenError::OpponentInCheck { royal: "king" });
        }
        Ok(position)
    }
}

/// The castling field, as the squares of the rooks that may castle, and
/// whether a letter named a rook by its file.
fn parse_castling(position: &Position, field: &str) -> Result<(u64, bool), FenError> {
    if field == "-" {
        return Ok((0, false));
    }
    // The syntax first, so that `KQkx` is reported as a bad field.
    let mut letters = Vec::new();
    for letter in field.chars() {
        let known = matches!(letter, 'K' | 'Q' | 'k' | 'q' | 'A'..='H' | 'a'..='h');
        if !known || letters.contains(&letter) {
            return Err(FenError::Castling {
                text: field.to_owned(),
                expected: "expected `-` or distinct letters among KQkq (X-FEN) and A-H a-h (files, Shredder-FEN)",
            });
        }
        letters.push(letter);
    }
    let mut rooks = 0;
    let mut by_file = false;
    // The letter already read for each side of each king.
    let mut sides: [[Option<char>; 2]; 2] = [[None; 2]; 2];
    for letter in letters {
        let side = if letter.is_ascii_uppercase() {
            Side::White
        } else {
            Side::Black
        };
        let rank = RANKS[if side == Side::White { 0 } else { 7 }];
        let missing = FenError::CastlingWithoutPieces {
            right: letter,
            needs: castling_needs(letter),
        };
        let king = position.pieces(side, Piece::King) & rank;
        if king == 0 {
            return Err(missing);
        }
        let own_rooks = position.pieces(side, Piece::Rook) & rank;
        // Squares above the king's (its h-side) and below (its a-side).
        let h_side = !0 << king.trailing_zeros() << 1;
        let a_side = king - 1;
        let rook = match letter.to_ascii_lowercase() {
            // The outermost rook: the highest on the h-side, the lowest on
            // the a-side.
            'k' => highest(own_rooks & h_side),
            'q' => own_rooks & a_side & (own_rooks & a_side).wrapping_neg(),
            file => {
                by_file = true;
                let file_index = u32::from(file) - u32::from('a');
                own_rooks & FILES[file_index as usize]
            }
        };
        if rook == 0 {
            return Err(missing);
        }
        let entry = &mut sides[side.index()][usize::from(rook & h_side != 0)];
        if let Some(first) = entry {
            return Err(FenError::CastlingSameSide {
                first: *first,
                second: letter,
                side: side.name(),
            });
        }
        *entry = Some(letter);
        rooks |= rook;
    }
    Ok((rooks, by_file))
}

/// The highest square of `set`, as a one-square set (0 if `set` is).
fn highest(set: u64) -> u64 {
    if set == 0 {
        0
    } else {
        1 << (63 - set.leading_zeros())
    }
}

/// The en passant field, as a one-bit set or 0. The square must be the one
/// an enemy pawn skipped on the last move: behind that pawn, empty, with the
/// pawn's origin empty too.
fn parse_en_passant(position: &Position, field: &str) -> Result<u64, FenError> {
    if field == "-" {
        return Ok(0);
    }
    let square = parse_square(field).ok_or_else(|| FenError::EnPassant {
        text: field.to_owned(),
        expected: "expected `-` or a square such as e3",
    })?;
    let us = position.side_to_move;
    let target = 1 << square;
    let expected_rank = match us {
        Side::White => RANKS[5],
        Side::Black => RANKS[2],
    };
    let pushed_pawn = backward(us, target);
    let origin = us.forward(target);
    let possible = target & expected_rank != 0
        && position.pieces(us.opponent(), Piece::Pawn) & pushed_pawn != 0
        && position.occupied() & (target | origin) == 0;
    if possible {
        Ok(target)
    } else {
        Err(FenError::ImpossibleEnPassant(
            <bitfill::chess::Board as Geometry>::square_name(square),
        ))
    }
}

/// Every square the pieces of `side` attack.
pub(super) fn attacks_of(position: &Position, side: Side) -> u64 {
    let pieces = |piece| position.pieces(side, piece);
    let empty = !position.occupied();
    let queens = pieces(Piece::Queen);
    pawn_attacks(side, pieces(Piece::Pawn))
        | knight_attacks(pieces(Piece::Knight))
        | king_attacks(pieces(Piece::King))
        | kogge_stone::rook_attacks(pieces(Piece::Rook) | queens, empty)
        | kogge_stone::bishop_attacks(pieces(Piece::Bishop) | queens, empty)
}

/// Writes the position as a FEN with all six fields.
/// [`Position::from_fen`].
impl std::str::FromStr for Position {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, self, Convention::XFen)
    }
}

/// The position's FEN as Fairy-Stockfish writes it in `chess` (standard
/// castling mode) and in `chess960` (Chess960 mode), what
/// [`Game::fen`](crate::Game::fen) returns (see [`Convention`]).
pub(super) struct FairyStockfishFen<'a>(pub(super) &'a Position);

impl fmt::Display for FairyStockfishFen<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_fen(f, self.0, Convention::FairyStockfish)
    }
}

/// How a FEN names the castling rooks and when it keeps the en passant
/// square.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Convention {
    /// X-FEN, as shakmaty writes it: `K` (`Q`) for the outermost rook on
    /// the king's h-side (a-side), the rook's file otherwise; the en
    /// passant square after every double step.
    XFen,
    /// Fairy-Stockfish's: `K` and `Q` in standard castling mode, the
    /// rooks' files in Chess960 mode (Shredder-FEN); the en passant square
    /// only where a pawn of the side to move attacks it.
    FairyStockfish,
}

/// The six fields of `position`'s FEN in `convention`; the castling
/// field white then black, each side's rooks from the h-file down (the
/// king's side first), `-` for none.
fn write_fen(
    f: &mut fmt::Formatter<'_>,
    position: &Position,
    convention: Convention,
) -> fmt::Result {
    write_placement(f, &position.placement, BOARD, |kind| {
        Piece::ALL[kind].letter()
    })?;
    let us = position.side_to_move;
    write!(f, " {} ", if us == Side::White { 'w' } else { 'b' })?;
    if position.castling_rooks == 0 {
        f.write_str("-")?;
    }
    for side in Side::ALL {
        let rank = RANKS[if side == Side::White { 0 } else { 7 }];
        let king = position.pieces(side, Piece::King) & rank;
        let own_rooks = position.pieces(side, Piece::Rook) & rank;
        for rook in squares(position.castling_rooks & rank).rev() {
            let bit = 1 << rook;
            let letter = match (convention, position.castling_mode) {
                (Convention::XFen, _) if bit > king && bit == highest(own_rooks) => 'k',
                (Convention::XFen, _) if bit < king && own_rooks & (bit - 1) == 0 => 'q',
                (Convention::FairyStockfish, CastlingMode::Standard) if bit > king => 'k',
                (Convention::FairyStockfish, CastlingMode::Standard) => 'q',
                (Convention::XFen, _) | (Convention::FairyStockfish, CastlingMode::Chess960) => {
                    char::from(b'a' + (rook % 8) as u8)
                }
            };
            let letter = match side {
                Side::White => letter.to_ascii_uppercase(),
                Side::Black => letter,
            };
            write!(f, "{letter}")?;
        }
    }
    // The squares a pawn of the side to move takes en passant from are
    // those an enemy pawn on the target would attack.
    let takers =
        pawn_attacks(us.opponent(), position.en_passant) & position.pieces(us, Piece::Pawn);
    match position.en_passant() {
        Some(square) if convention == Convention::XFen || takers != 0 => {
            write!(f, " {}", square_name(square))?;
        }
        _ => f.write_str(" -")?,
    }
    write!(
        f,
        " {} {}",
        position.halfmove_clock, position.fullmove_number
    )
}
