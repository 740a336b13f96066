//! What every legal move of the side to move must respect, computed once
//! per position: the checkers and the check mask, the pinned pieces by the
//! line of their pin, the castling candidates, and the squares the king must
//! not step on.
//!
//! The enemy sliders on the king's lines (`Group::rays`), and what stands
//! between each and the king (`chess::between`), give the checks and the
//! pins. The opponent's attack map is made set-wise with the sliding fills,
//! only when the king may move.

use bitfill::GroupShape;
use bitfill::chess::{
    Direction, Group, KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, RANKS, Side, Sliders, between,
    knight_attacks, pawn_attacks, squares,
};

use super::castling::{castling_candidates, legal_castling_rooks};
use super::piece::Piece;
use super::position::Position;

/// The four lines a piece can be pinned along, as indices into
/// [`Constraints::pinned`]: a pinned piece may only move along its pin.
pub(super) const FILE: usize = 0;
pub(super) const RANK: usize = 1;
/// a1-h8 and its parallels (north-east and south-west).
pub(super) const DIAGONAL: usize = 2;
/// h1-a8 and its parallels (north-west and south-east).
pub(super) const ANTI_DIAGONAL: usize = 3;

/// Whether to skip the sliding fills that cannot matter, one direction at a
/// time: where `bitfill` writes the rook and bishop attacks `split` (x86
/// without AVX2), each fill is scalar code and a skipped one is saved. Where
/// it writes them as one union (AVX2, AVX-512, other targets), LLVM packs
/// several directions' fills into one vector register, which a branch per
/// direction would prevent: there all are computed. `bitfill` decides, per
/// target; this follows it.
pub(super) const SKIP_DIRECTIONS: bool = matches!(Group::Rook.shape(), GroupShape::Split)
    && matches!(Group::Bishop.shape(), GroupShape::Split);

/// What every legal move of the side to move must respect; computed once per
/// position.
pub(super) struct Constraints {
    pub(super) us: Side,
    pub(super) own: u64,
    pub(super) enemy: u64,
    pub(super) empty: u64,
    pub(super) king: u64,
    pub(super) king_square: usize,
    /// Enemy pieces giving check.
    pub(super) checkers: u64,
    /// Where a move other than the king's must land: everywhere when not in
    /// check; on the checker or between it and the king in single check;
    /// nowhere in double check.
    pub(super) check_mask: u64,
    /// Own pieces pinned to the king, by the line of the pin.
    pub(super) pinned: [u64; 4],
    /// The castling rooks whose right is there and path empty; see
    /// [`Constraints::castling_rooks`] for the rest.
    pub(super) castling: u64,
    /// Squares the king must not step on: everything the opponent attacks,
    /// computed with the king removed so it cannot retreat along a checking
    /// ray; left empty when the king has nowhere to go anyway.
    pub(super) danger: u64,
}

impl Constraints {
    /// The constraints on the side to move of `position`.
    #[inline(always)]
    pub(super) fn new<S: Sliders, const CHESS960: bool>(position: &Position) -> Constraints {
        let us = position.side_to_move;
        let them = us.opponent();
        let own = position.side(us);
        let enemy = position.side(them);
        let empty = !(own | enemy);
        let king = position.pieces(us, Piece::King);
        let queens = position.kind(Piece::Queen);
        let enemy_orthogonal = enemy & (position.kind(Piece::Rook) | queens);
        let enemy_diagonal = enemy & (position.kind(Piece::Bishop) | queens);
        let enemy_pawns = position.pieces(them, Piece::Pawn);
        let enemy_knights = position.pieces(them, Piece::Knight);

        let king_square = square_of_king(king);
        let enemy_king_square = square_of_king(position.pieces(them, Piece::King));

        let castling =
            castling_candidates::<CHESS960>(position.castling_rooks, us, king_square, !empty);
        // The attack map costs as much as all the slider moves: skip it when
        // the king is boxed in by its own pieces and cannot castle.
        let king_may_move = KING_ATTACKS[king_square] & !own | castling != 0;
        let danger = if king_may_move {
            // Through the king: it must not step back along a checking ray.
            let through_king = empty | king;
            let mut danger = pawn_attacks(them, enemy_pawns)
                | knight_attacks(enemy_knights)
                | KING_ATTACKS[enemy_king_square];
            if SKIP_DIRECTIONS {
                // A slider reaches the squares the king may step or castle
                // to only from the lines through them: skip the directions
                // no enemy slider stands on, most of the eight in most
                // positions.
                let reach = &ZONE_RAYS[usize::from(castling != 0)][king_square];
                for direction in Direction::ALL {
                    let sliders = if Group::Rook.contains(direction) {
                        enemy_orthogonal
                    } else {
                        enemy_diagonal
                    };
                    if sliders & reach[direction as usize] != 0 {
                        danger |= S::attacks(direction, sliders, through_king);
                    }
                }
            } else {
                danger |= S::rook_attacks(enemy_orthogonal, through_king)
                    | S::bishop_attacks(enemy_diagonal, through_king);
            }
            danger
        } else {
            0
        };

        let occupied = own | enemy;
        let mut checkers = (KNIGHT_ATTACKS[king_square] & enemy_knights)
            | (PAWN_ATTACKS[us.index()][king_square] & enemy_pawns);
        let mut check_mask = checkers;
        let mut pinned = [0; 4];
        // Snipers: enemy sliders on a line through the king, whatever stands
        // between. With nothing between, one gives check; with one own piece
        // between, it pins it.
        let snipers = (Group::Rook.rays(king_square) & enemy_orthogonal)
            | (Group::Bishop.rays(king_square) & enemy_diagonal);
        if snipers != 0 {
            let mut pinned_any = 0;
            for sniper in squares(snipers) {
                let ray = between(king_square, sniper);
                let blockers = ray & occupied;
                if blockers == 0 {
                    checkers |= 1 << sniper;
                    check_mask |= ray | 1 << sniper;
                } else if blockers & blockers.wrapping_sub(1) == 0 {
                    pinned_any |= blockers & own;
                }
            }
            if pinned_any != 0 {
                let on = |direction: Direction| direction.ray(king_square);
                pinned[FILE] = pinned_any & (on(Direction::North) | on(Direction::South));
                pinned[RANK] = pinned_any & (on(Direction::East) | on(Direction::West));
                pinned[DIAGONAL] =
                    pinned_any & (on(Direction::NorthEast) | on(Direction::SouthWest));
                pinned[ANTI_DIAGONAL] =
                    pinned_any & (on(Direction::NorthWest) | on(Direction::SouthEast));
            }
        }
        // Clearing the lowest checker leaves another: double check.
        if checkers & checkers.wrapping_sub(1) != 0 {
            check_mask = 0;
        } else if checkers == 0 {
            check_mask = !0;
        }
        Constraints {
            us,
            own,
            enemy,
            empty,
            king,
            king_square,
            checkers,
            check_mask,
            pinned,
            castling,
            danger,
        }
    }

    /// Own pieces that are not pinned.
    #[inline(always)]
    pub(super) fn free(&self) -> u64 {
        !(self.pinned[FILE]
            | self.pinned[RANK]
            | self.pinned[DIAGONAL]
            | self.pinned[ANTI_DIAGONAL])
    }

    /// The rooks the king may legally castle with (king takes rook): none in
    /// check, else the candidates whose king path is safe
    /// ([`legal_castling_rooks`]).
    #[inline(always)]
    pub(super) fn castling_rooks<const CHESS960: bool>(&self, position: &Position) -> u64 {
        if self.checkers != 0 || CHESS960 && self.castling == 0 {
            return 0;
        }
        legal_castling_rooks::<CHESS960>(
            self.castling,
            self.us,
            self.king_square,
            self.danger,
            !self.empty,
            || self.enemy & (position.kind(Piece::Rook) | position.kind(Piece::Queen)),
        )
    }

    /// Where a piece other than the king may land.
    #[inline(always)]
    pub(super) fn targets(&self) -> u64 {
        !self.own & self.check_mask
    }
}

/// `ZONE_RAYS[castles][king][direction]`: the squares from which a slider
/// moving in `direction` could reach, on an empty board, a square next to
/// `king` or, with `castles` 1 and the king on a back rank, a square of that
/// rank (where castling takes it). Filled by the compiler.
static ZONE_RAYS: [[[u64; 8]; 64]; 2] = {
    let mut table = [[[0; 8]; 64]; 2];
    let mut king = 0;
    while king < 64 {
        let rank = RANKS[king / 8];
        let back_rank = if king < 8 || king >= 56 { rank } else { 0 };
        table[0][king] = rays_into(KING_ATTACKS[king]);
        table[1][king] = rays_into(KING_ATTACKS[king] | back_rank);
        king += 1;
    }
    table
};

// Spot checks, evaluated by the compiler.
const _: () = {
    const E1: usize = 4;
    let [north, south] = [Direction::North as usize, Direction::South as usize];
    // Next to e1 (d1, d2, e2, f2, f1), a slider moving north arrives from
    // d1, e1 or f1; one moving south from above on the d- to f-files (above
    // e2 on the e-file).
    assert!(ZONE_RAYS[0][E1][north] == 0x38);
    assert!(ZONE_RAYS[0][E1][south] == 0x3838_3838_3838_2800);
    // With castling, every square of the first rank is watched too: a
    // slider moving south reaches one from anywhere above it.
    assert!(ZONE_RAYS[1][E1][south] == 0xffff_ffff_ffff_ff00);
};

/// For each direction, the squares from which a slider moving that way
/// could reach one of `squares` on an empty board.
const fn rays_into(squares: u64) -> [u64; 8] {
    let mut rays = [0; 8];
    let mut index = 0;
    while index < 8 {
        let direction = Direction::ALL[index];
        let Some(back) = direction.opposite() else {
            panic!("every direction of chess has an opposite");
        };
        let mut square = 0;
        while square < 64 {
            if squares & 1 << square != 0 {
                rays[index] |= back.ray(square);
            }
            square += 1;
        }
        index += 1;
    }
    rays
}

/// The square of a king. Every position that reaches the move generator
/// has exactly one king per side: [`Position::from_fen`] refuses any other,
/// and no legal move captures a king. A missing king would make the index
/// 64, which the tables' bounds checks refuse loudly.
#[inline(always)]
fn square_of_king(king: u64) -> usize {
    debug_assert_eq!(king.count_ones(), 1, "one king per side");
    king.trailing_zeros() as usize
}
