//! A variant's FEN as Fairy-Stockfish writes it: the placement in the
//! variant's letters (a run of ten empty squares written `10`), `w` or `b`,
//! the castling rights (`KQkq`, or the rooks' files in Chess960
//! variants and for a rook with another castling rook beyond it, as X-FEN
//! writes it), the en passant square, the move counters.
//!
//! Reading accepts `KQkq` (the outermost rook of a castling kind on the
//! king's side, on the king's rank) and file letters (`A` to the board's
//! last file, uppercase for the first side) in any variant, as
//! Fairy-Stockfish does, and keeps an en passant square only where a pawn
//! of the side to move may take there, as Fairy-Stockfish does; a square no
//! double step explains is an error.

use std::fmt;
use std::marker::PhantomData;

use bitfill::{BitSet, Geometry};

use super::movegen::bare_king_ended;
use super::position::Position;
use super::rules::Variant;
use crate::FenError;
use crate::fen_fields::{Board, Fields, parse_placement, write_placement};
use crate::placement::KindSets;

/// The board, as the placement field describes it.
fn board<V: Variant>() -> Board {
    Board {
        files: V::Board::WIDTH,
        ranks: V::Board::HEIGHT,
    }
}

/// `side`'s first rank, counted from 0: its castling rank.
fn home_rank<V: Variant>(side: usize) -> u32 {
    if side == 0 { 0 } else { V::Board::HEIGHT - 1 }
}

/// The pieces of `side` of a kind that castles with the royal piece, on
/// the side's home rank.
fn home_castlers<V: Variant>(position: &Position<V>, side: usize) -> V::Bits {
    let kinds = V::CASTLING.map_or(&[][..], |castling| castling.rook_kinds);
    let castlers = kinds.iter().fold(V::Bits::EMPTY, |all, &kind| {
        all | position.pieces(side, kind)
    });
    let mut on_rank = V::Bits::EMPTY;
    for square in castlers.squares() {
        if V::Board::rank_of(square) == home_rank::<V>(side) {
            on_rank |= V::Bits::square(square);
        }
    }
    on_rank
}

/// The outermost of `castlers` on the `higher` (or lower) side of `king`:
/// the rook `K` (or `Q`) names.
fn outermost_castler<V: Variant>(castlers: V::Bits, king: usize, higher: bool) -> Option<usize> {
    let wing = castlers.squares().filter(|&rook| (rook > king) == higher);
    if higher { wing.max() } else { wing.min() }
}

impl<V: Variant> Position<V> {
    /// Reads a FEN of the variant (see the module's documentation); the
    /// move counters may be left out.
    ///
    /// Besides the syntax, rejects what would make the position
    /// unplayable: a side without exactly one royal piece, a pawn where it
    /// has no move, a castling right without its king and rook, an en
    /// passant square no double step explains, the side not to move in
    /// check.
    ///
    /// # Errors
    ///
    /// A [`FenError`] naming the first problem found.
    pub fn from_fen(fen: &str) -> Result<Position<V>, FenError> {
        let Fields {
            placement,
            side,
            castling,
            en_passant,
            halfmove_clock,
            fullmove_number,
        } = Fields::split(fen)?;
        let placement = parse_placement(placement, board::<V>(), "", |letter| {
            V::PIECES
                .iter()
                .position(|piece| piece.letter == letter.to_ascii_lowercase())
        })
        .map_err(|error| match error {
            FenError::BadPiece {
                character, rank, ..
            } => FenError::BadPiece {
                character,
                rank,
                letters: V::PIECE_LETTERS,
            },
            other => other,
        })?;
        let side_to_move = match side {
            "w" => 0,
            "b" => 1,
            _ => return Err(FenError::SideToMove(side.to_owned())),
        };
        let mut position: Position<V> = Position {
            placement,
            side_to_move,
            castling_rooks: V::Bits::EMPTY,
            en_passant: V::Bits::EMPTY,
            halfmove_clock,
            fullmove_number,
            variant: PhantomData,
        };
        let side_name = |side: usize| if side == 0 { "white" } else { "black" };
        let royal = V::PIECES[V::ROYAL].name;
        for side in 0..2 {
            let count = position.pieces(side, V::ROYAL).count_ones();
            if count != 1 {
                return Err(FenError::RoyalCount {
                    side: side_name(side),
                    royal,
                    count,
                });
            }
        }
        if let Some(pawn) = V::PAWN {
            for side in 0..2 {
                // A pawn on its last rank, where it cannot move.
                let stuck = position.pieces(side, pawn) & !V::forward(1 - side, V::Board::BOARD);
                let mut square = stuck;
                if let Some(square) = square.pop_first() {
                    return Err(FenError::Misplaced {
                        side: side_name(side),
                        piece: V::PIECES[pawn].name,
                        square: V::Board::square_name(square),
                        rule: "has no move on its last rank",
                    });
                }
            }
        }
        position.castling_rooks = parse_castling(&position, castling)?;
        position.en_passant = parse_en_passant(&position, en_passant)?;
        let them = 1 - side_to_move;
        let their_royal = position.royal_square(them);
        let our_kinds = position.kinds_of(side_to_move);
        let occupied = position.occupied();
        if bare_king_ended(&position).is_none()
            && !V::attackers(side_to_move, their_royal, occupied, &our_kinds).is_empty()
        {
            return Err(FenError::OpponentInCheck { royal });
        }
        Ok(position)
    }
}

/// The castling field, as the rooks that may castle.
fn parse_castling<V: Variant>(position: &Position<V>, field: &str) -> Result<V::Bits, FenError> {
    let expected = "expected `-`, or letters among KQkq and the files (uppercase for white)";
    let bad = || FenError::Castling {
        text: field.to_owned(),
        expected,
    };
    if field == "-" {
        return Ok(V::Bits::EMPTY);
    }
    if V::CASTLING.is_none() {
        return Err(FenError::Castling {
            text: field.to_owned(),
            expected: "the variant has no castling, expected `-`",
        });
    }
    let width = V::Board::WIDTH;
    let mut rooks = V::Bits::EMPTY;
    let mut seen: Vec<char> = Vec::new();
    // Per side, the letter of the right on the king's lower and higher
    // side: one rook each.
    let mut wings: [[Option<char>; 2]; 2] = [[None; 2]; 2];
    for letter in field.chars() {
        let lower = letter.to_ascii_lowercase();
        let is_file = lower.is_ascii_lowercase() && u32::from(lower) - u32::from('a') < width;
        if seen.contains(&letter) || !(lower == 'k' || lower == 'q' || is_file) {
            return Err(bad());
        }
        seen.push(letter);
        let side = usize::from(!letter.is_ascii_uppercase());
        let rank = home_rank::<V>(side);
        let king = position.royal_square(side);
        let castlers = home_castlers(position, side);
        let rook = if V::Board::rank_of(king) != rank {
            None
        } else if lower == 'k' {
            outermost_castler::<V>(castlers, king, true)
        } else if lower == 'q' {
            outermost_castler::<V>(castlers, king, false)
        } else {
            let file = u32::from(lower) - u32::from('a');
            castlers
                .squares()
                .find(|&rook| V::Board::file_of(rook) == file)
        };
        let Some(rook) = rook else {
            let side_name = if side == 0 { "white" } else { "black" };
            return Err(FenError::CastlingWithoutPieces {
                right: letter,
                needs: format!(
                    "the {side_name} {} on rank {} and a {side_name} castling rook {}",
                    V::PIECES[V::ROYAL].name,
                    rank + 1,
                    match lower {
                        'k' => "on its higher side".to_owned(),
                        'q' => "on its lower side".to_owned(),
                        file => format!("on the {file}-file"),
                    }
                ),
            });
        };
        let wing = &mut wings[side][usize::from(rook > king)];
        if let Some(first) = *wing {
            return Err(FenError::CastlingSameSide {
                first,
                second: letter,
                side: if side == 0 { "white" } else { "black" },
            });
        }
        *wing = Some(letter);
        rooks |= V::Bits::square(rook);
    }
    Ok(rooks)
}

/// The en passant field: a square a pawn of the other side just passed
/// with a double step, kept if a pawn of the side to move may take there.
fn parse_en_passant<V: Variant>(position: &Position<V>, field: &str) -> Result<V::Bits, FenError> {
    if field == "-" {
        return Ok(V::Bits::EMPTY);
    }
    let Some(pawn) = V::PAWN else {
        return Err(FenError::EnPassant {
            text: field.to_owned(),
            expected: "the variant has no pawn to take en passant, expected `-`",
        });
    };
    let square = V::Board::parse_square(field).ok_or_else(|| FenError::EnPassant {
        text: field.to_owned(),
        expected: "expected `-` or a square such as e3",
    })?;
    let us = position.side_to_move;
    let them = 1 - us;
    let target = V::Bits::square(square);
    // The pawn that passed stands in front of the square, from where it
    // came behind it: both squares empty, its origin in its region.
    let pawn_square = V::forward(them, target);
    let origin = V::forward(us, target);
    let possible = !(position.pieces(them, pawn) & pawn_square).is_empty()
        && (position.occupied() & (target | origin)).is_empty()
        && !(V::DOUBLE_STEP_REGION[them] & origin).is_empty();
    if !possible {
        return Err(FenError::ImpossibleEnPassant(V::Board::square_name(square)));
    }
    let mut our_pawns = V::Kinds::EMPTY;
    our_pawns.as_mut()[pawn] = position.pieces(us, pawn);
    let takers = V::attackers(us, square, position.occupied() | target, &our_pawns);
    Ok(if takers.is_empty() {
        V::Bits::EMPTY
    } else {
        target
    })
}

/// Writes the FEN as Fairy-Stockfish writes it.
impl<V: Variant> fmt::Display for Position<V> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write_placement(f, &self.placement, board::<V>(), |kind| {
            V::PIECES[kind].letter
        })?;
        write!(f, " {} ", if self.side_to_move == 0 { 'w' } else { 'b' })?;
        if self.castling_rooks.is_empty() {
            f.write_str("-")?;
        }
        for side in 0..2 {
            let king = self.royal_square(side);
            // The higher side first, as Fairy-Stockfish writes `KQ`.
            let mut rooks: Vec<usize> = (self.castling_rooks & self.side(side)).squares().collect();
            rooks.sort_unstable_by_key(|&rook| std::cmp::Reverse(rook > king));
            // `KQ` name the outermost castling rooks on the king's rank
            // (as `parse_castling` reads them); another rook further out
            // takes its file's letter, as X-FEN writes it, so that the FEN
            // reads back.
            let castlers = home_castlers(self, side);
            for rook in rooks {
                let outermost = outermost_castler::<V>(castlers, king, rook > king);
                let letter = if V::CHESS960 || outermost != Some(rook) {
                    let file = u8::try_from(V::Board::file_of(rook)).unwrap_or(0);
                    char::from(b'a' + file)
                } else if rook > king {
                    'k'
                } else {
                    'q'
                };
                let letter = if side == 0 {
                    letter.to_ascii_uppercase()
                } else {
                    letter
                };
                write!(f, "{letter}")?;
            }
        }
        match self.en_passant() {
            Some(square) => write!(f, " {}", V::Board::square_name(square))?,
            None => f.write_str(" -")?,
        }
        write!(f, " {} {}", self.halfmove_clock, self.fullmove_number)
    }
}
