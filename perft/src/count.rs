//! Counting the legal moves without listing them, set-wise where it can:
//! perft's bulk counting at the leaves.

use bitfill::chess::{Direction, KING_ATTACKS, KNIGHT_ATTACKS, Sliders, squares};

use super::castling::CastlingMode;
use super::constraints::{ANTI_DIAGONAL, Constraints, DIAGONAL, FILE, RANK, SKIP_DIRECTIONS};
use super::movegen::{en_passant_capturers, pawn_targets};
use super::piece::Piece;
use super::position::Position;
use crate::popcount::popcount_sum;

/// How many legal moves `position` has, counted without listing them:
/// pawns and sliders set-wise, a popcount per kind of move and direction.
///
/// Sliders are counted one direction at a time: along one direction each
/// target is reached by at most one slider (the nearest behind it), so the
/// popcount of the set-wise attacks is the number of moves.
#[must_use]
#[inline]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    match position.castling_mode {
        CastlingMode::Standard => count::<S, false>(position),
        CastlingMode::Chess960 => count::<S, true>(position),
    }
}

/// [`count_legal_moves`] for one [`CastlingMode`]: Chess960 or not.
#[inline(always)]
pub(super) fn count<S: Sliders, const CHESS960: bool>(position: &Position) -> u64 {
    let c = Constraints::new::<S, CHESS960>(position);
    let king_moves = KING_ATTACKS[c.king_square] & !c.own & !c.danger;
    // Castling is king takes rook: never the square of a king step.
    let castles = c.castling_rooks::<CHESS960>(position);
    let mut count = u64::from((king_moves | castles).count_ones());
    if c.check_mask == 0 {
        return count; // Double check: only the king moves.
    }

    let pawn_moves = pawn_targets(&c, position.pieces(c.us, Piece::Pawn));
    // Pushes land on empty squares, captures on enemy pieces, and a single
    // and a double push never share a target (the double push would be
    // blocked): one popcount for all but the captures towards the a-file,
    // which may hit the same piece as those towards the h-file.
    let east_pushes_and_captures = pawn_moves.single | pawn_moves.double | pawn_moves.east;
    count += u64::from(east_pushes_and_captures.count_ones() + pawn_moves.west.count_ones());
    let promotion_rank = pawn_moves.promotion_rank;
    if (east_pushes_and_captures | pawn_moves.west) & promotion_rank != 0 {
        // Each promotion is four moves: three more than counted above.
        count += 3 * u64::from(
            (east_pushes_and_captures & promotion_rank).count_ones()
                + (pawn_moves.west & promotion_rank).count_ones(),
        );
    }
    if position.en_passant != 0 {
        let capturers = en_passant_capturers(position, &c, position.en_passant);
        count += u64::from(capturers.count_ones());
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(position.pieces(c.us, Piece::Knight) & free) {
        count += u64::from((KNIGHT_ATTACKS[from] & targets).count_ones());
    }

    let queens = position.kind(Piece::Queen);
    let orthogonal = c.own & (position.kind(Piece::Rook) | queens);
    let diagonal = c.own & (position.kind(Piece::Bishop) | queens);
    let empty = c.empty;
    let on_file = orthogonal & (free | c.pinned[FILE]);
    let on_rank = orthogonal & (free | c.pinned[RANK]);
    let on_diagonal = diagonal & (free | c.pinned[DIAGONAL]);
    let on_anti_diagonal = diagonal & (free | c.pinned[ANTI_DIAGONAL]);
    // One direction at a time: along one, each target has a single slider.
    let slider_moves = if SKIP_DIRECTIONS {
        let moves = |direction, sliders| {
            // Where every first step is blocked (sliders boxed in, as in
            // the opening, or none of the kind), the first steps are the
            // attacks: no fill.
            let first_steps = Direction::one(direction, sliders);
            if first_steps & empty == 0 {
                first_steps & targets
            } else {
                S::attacks(direction, sliders, empty) & targets
            }
        };
        [
            moves(Direction::North, on_file),
            moves(Direction::South, on_file),
            moves(Direction::East, on_rank),
            moves(Direction::West, on_rank),
            moves(Direction::NorthEast, on_diagonal),
            moves(Direction::SouthWest, on_diagonal),
            moves(Direction::NorthWest, on_anti_diagonal),
            moves(Direction::SouthEast, on_anti_diagonal),
        ]
    } else {
        [
            S::north_attacks(on_file, empty) & targets,
            S::south_attacks(on_file, empty) & targets,
            S::east_attacks(on_rank, empty) & targets,
            S::west_attacks(on_rank, empty) & targets,
            S::north_east_attacks(on_diagonal, empty) & targets,
            S::south_west_attacks(on_diagonal, empty) & targets,
            S::north_west_attacks(on_anti_diagonal, empty) & targets,
            S::south_east_attacks(on_anti_diagonal, empty) & targets,
        ]
    };
    count += u64::from(popcount_sum(slider_moves));
    count
}
