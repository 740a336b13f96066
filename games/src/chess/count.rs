//! Counting the legal moves without listing them: perft's bulk counting at
//! the leaves. The same sets as [`generate`](super::movegen::generate)
//! visits, popcounted.

use bitfill::chess::{Fastest, KNIGHT_ATTACKS, Lookup, Side, squares};

use super::castling::CastlingMode;
use super::constraints::Constraints;
use super::movegen::{en_passant_capturers, pawn_targets};
use super::node::Node;
use super::piece::Piece;
use super::position::Position;
use super::side_to_move::{Black, SideToMove, White};

/// How many legal moves `position` has, counted without listing them.
///
/// The sliding strategy `S` is not used (see
/// [`generate_legal_moves`](super::generate_legal_moves)).
#[must_use]
#[inline]
pub fn count_legal_moves(position: &Position) -> u64 {
    match (position.side_to_move, position.castling_mode) {
        (Side::White, CastlingMode::Standard) => {
            count::<White, true, true, false>(&Node::of::<White>(position))
        }
        (Side::White, CastlingMode::Chess960) => {
            count::<White, true, true, true>(&Node::of::<White>(position))
        }
        (Side::Black, CastlingMode::Standard) => {
            count::<Black, true, true, false>(&Node::of::<Black>(position))
        }
        (Side::Black, CastlingMode::Chess960) => {
            count::<Black, true, true, true>(&Node::of::<Black>(position))
        }
    }
}

/// How many legal moves `node` has, `Us` to move; `EP` and `CASTLING` as
/// for [`generate`](super::movegen::generate).
#[inline(always)]
pub(super) fn count<Us: SideToMove, const EP: bool, const CASTLING: bool, const CHESS960: bool>(
    node: &Node,
) -> u64 {
    let c = Constraints::new::<Us>(node);
    if c.checkers | c.pin_orthogonal | c.pin_diagonal == 0 {
        // Most positions: no check, no pin. The constants let the compiler
        // drop every test of them from this copy of the count.
        let simple = Constraints {
            checkers: 0,
            check_mask: !0,
            pin_orthogonal: 0,
            pin_diagonal: 0,
            ..c
        };
        count_moves::<Us, EP, CASTLING, CHESS960>(node, &simple)
    } else {
        count_moves::<Us, EP, CASTLING, CHESS960>(node, &c)
    }
}

/// [`count`] once the constraints `c` are known.
#[inline(always)]
fn count_moves<Us: SideToMove, const EP: bool, const CASTLING: bool, const CHESS960: bool>(
    node: &Node,
    c: &Constraints,
) -> u64 {
    let mut count = u64::from(c.king_steps::<Us>(node).count_ones());
    if CASTLING {
        count += u64::from(c.castling_rooks::<Us, CHESS960>(node).count_ones());
    }
    if c.check_mask == 0 {
        return count; // Double check: only the king moves.
    }

    count += pawn_moves::<Us>(c, node.pieces(Us::US, Piece::Pawn));
    if EP {
        count += u64::from(en_passant_capturers::<Us>(node, c).count_ones());
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(node.pieces(Us::US, Piece::Knight) & free) {
        count += u64::from((KNIGHT_ATTACKS[from] & targets).count_ones());
    }
    let placement = &node.placement;
    let queens = placement.by_kind[Piece::Queen as usize];
    let diagonal = c.own & (placement.by_kind[Piece::Bishop as usize] | queens);
    let orthogonal = c.own & (placement.by_kind[Piece::Rook as usize] | queens);
    let occupied = c.occupied;
    let mut slide = |sliders: u64, targets: u64, attacks: fn(usize, u64) -> u64| {
        for from in squares(sliders) {
            count += u64::from((attacks(from, occupied) & targets).count_ones());
        }
    };
    slide(diagonal & free, targets, Fastest::bishop_attacks_from);
    slide(orthogonal & free, targets, Fastest::rook_attacks_from);
    let pinned_diagonal = diagonal & c.pin_diagonal;
    let pinned_orthogonal = orthogonal & c.pin_orthogonal;
    if pinned_diagonal | pinned_orthogonal != 0 {
        slide(
            pinned_diagonal,
            targets & c.pin_diagonal,
            Fastest::bishop_attacks_from,
        );
        slide(
            pinned_orthogonal,
            targets & c.pin_orthogonal,
            Fastest::rook_attacks_from,
        );
    }
    count
}

/// How many moves the pawns `own_pawns` of `Us` have (not en passant),
/// under the constraints `c`: a promotion is four.
#[inline(always)]
pub(super) fn pawn_moves<Us: SideToMove>(c: &Constraints, own_pawns: u64) -> u64 {
    let pawns = pawn_targets::<Us>(c, own_pawns);
    let pushes = pawns.single | pawns.double;
    let mut count = u64::from((pushes | pawns.east).count_ones() + pawns.west.count_ones());
    if Us::forward(own_pawns) & Us::PROMOTION_RANK != 0 {
        // Each promotion is four moves: three more than counted above.
        let promotion = Us::PROMOTION_RANK;
        count += 3 * u64::from(
            ((pawns.single | pawns.east) & promotion).count_ones()
                + (pawns.west & promotion).count_ones(),
        );
    }
    count
}
