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

use bitfill::Geometry;

use bitfill::janggi::{HEIGHT, Side, WIDTH, squares};

use super::attackers::general_attacked;
use super::piece::Piece;
use super::position::Position;
use crate::FenError;
use crate::fen_fields::{Board, Fields, parse_placement, write_placement};

/// The janggi board, as its placement field describes it.
const BOARD: Board = Board {
    files: WIDTH,
    ranks: HEIGHT,
};

/// The piece letters of janggi, for the errors.
const LETTERS: &str = "KABNRCP kabnrcp (E, H for elephant, horse)";

/// The rule a misplaced piece of `side` and kind `piece` breaks.
fn rule(side: Side, piece: Piece) -> &'static str {
    match (piece, side) {
        (Piece::General | Piece::Advisor, Side::Blue) => "stays in its palace, d1 to f3",
        (Piece::General | Piece::Advisor, Side::Red) => "stays in its palace, d8 to f10",
        (_, Side::Blue) => "starts on rank 4 and never moves back",
        (_, Side::Red) => "starts on rank 7 and never moves back",
    }
}

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

        let placement = parse_placement(placement, BOARD, LETTERS, |letter| {
            Piece::from_letter(letter).map(Piece::index)
        })?;
        let side_to_move = match side {
            "w" => Side::Blue,
            "b" => Side::Red,
            _ => return Err(FenError::SideToMove(side.to_owned())),
        };
        if castling != "-" {
            return Err(FenError::Castling {
                text: castling.to_owned(),
                expected: "janggi has no castling, expected `-`",
            });
        }
        if en_passant != "-" {
            return Err(FenError::EnPassant {
                text: en_passant.to_owned(),
                expected: "janggi has no en passant, expected `-`",
            });
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
                return Err(FenError::RoyalCount {
                    side: side.name(),
                    royal: "general",
                    count: generals,
                });
            }
        }
        for side in Side::ALL {
            for piece in Piece::ALL {
                let misplaced = position.pieces(side, piece) & forbidden(side, piece);
                if let Some(square) = squares(misplaced).next() {
                    return Err(FenError::Misplaced {
                        side: side.name(),
                        piece: piece.name(),
                        square: <bitfill::janggi::Board as Geometry>::square_name(square),
                        rule: rule(side, piece),
                    });
                }
            }
        }
        if general_attacked(&position, side_to_move.opponent()) {
            return Err(FenError::OpponentInCheck { royal: "general" });
        }
        Ok(position)
    }
}

/// Writes the position as Fairy-Stockfish writes it, with all six fields
/// (a pass or the end of the game, which the FEN does not hold, left
/// out).
/// [`Position::from_fen`].
impl std::str::FromStr for Position {
    type Err = FenError;

    fn from_str(fen: &str) -> Result<Position, FenError> {
        Position::from_fen(fen)
    }
}

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
