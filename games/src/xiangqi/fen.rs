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

use bitfill::Geometry;

use bitfill::xiangqi::{HEIGHT, Side, WIDTH, generals_face, squares};

use super::attackers::general_attacked;
use super::piece::Piece;
use super::position::Position;
use crate::FenError;
use crate::fen_fields::{Board, Fields, parse_placement, write_placement};

/// The xiangqi board, as its placement field describes it.
const BOARD: Board = Board {
    files: WIDTH,
    ranks: HEIGHT,
};

/// The piece letters of xiangqi, for the errors.
const LETTERS: &str = "KABNRCP kabnrcp (E, H for elephant, horse)";

/// The rule a misplaced piece of `side` and kind `piece` breaks.
fn rule(side: Side, piece: Piece) -> &'static str {
    match (piece, side) {
        (Piece::General | Piece::Advisor, Side::Red) => "stays in its palace, d1 to f3",
        (Piece::General | Piece::Advisor, Side::Black) => "stays in its palace, d8 to f10",
        (Piece::Elephant, Side::Red) => "never crosses the river: ranks 1 to 5",
        (Piece::Elephant, Side::Black) => "never crosses the river: ranks 6 to 10",
        (_, Side::Red) => "starts on rank 4 and never moves back",
        (_, Side::Black) => "starts on rank 7 and never moves back",
    }
}

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

        let placement = parse_placement(placement, BOARD, LETTERS, |letter| {
            Piece::from_letter(letter).map(Piece::index)
        })?;
        let side_to_move = match side {
            "w" => Side::Red,
            "b" => Side::Black,
            _ => return Err(FenError::SideToMove(side.to_owned())),
        };
        if castling != "-" {
            return Err(FenError::Castling {
                text: castling.to_owned(),
                expected: "xiangqi has no castling, expected `-`",
            });
        }
        if en_passant != "-" {
            return Err(FenError::EnPassant {
                text: en_passant.to_owned(),
                expected: "xiangqi has no en passant, expected `-`",
            });
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
                        square: <bitfill::xiangqi::Board as Geometry>::square_name(square),
                        rule: rule(side, piece),
                    });
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
        if general_attacked(&position, side_to_move.opponent()) {
            return Err(FenError::OpponentInCheck { royal: "general" });
        }
        Ok(position)
    }
}

/// Writes the position as Fairy-Stockfish writes it, with all six fields.
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
