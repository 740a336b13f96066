//! What every legal move of the side to move must respect, computed once
//! per position: the check mask, the pins (as the rays they hold a piece
//! to), and, only when they are asked for, the squares the king may step
//! to and the rooks it may castle with.
//!
//! The enemy sliders on the king's lines (`Group::rays`), and what stands
//! between each and the king ([`PIN_RAYS`]), give the checks and the pins.
//! The king's steps are tested one square at a time, by per-square lookups
//! from the square (whose attackers would reach it?), only for the squares
//! it could step to at all: usually fewer than the enemy's pieces.

use bitfill::chess::{Fastest, Group, KING_ATTACKS, KNIGHT_ATTACKS, Lookup, PAWN_ATTACKS, squares};

use super::castling::{castling_candidates, king_paths, legal_castling_rooks};
use super::node::Node;
use super::piece::Piece;
use super::side_to_move::SideToMove;
use super::tables::PIN_RAYS;

/// What every legal move of the side to move must respect; computed once per
/// position.
pub(super) struct Constraints {
    pub(super) own: u64,
    pub(super) enemy: u64,
    pub(super) occupied: u64,
    pub(super) king_square: usize,
    /// Enemy pieces giving check.
    pub(super) checkers: u64,
    /// Where a move other than the king's must land: everywhere when not in
    /// check; on the checker or between it and the king in single check;
    /// nowhere in double check.
    pub(super) check_mask: u64,
    /// The rays from the king (exclusive) to each enemy rook or queen that
    /// pins one of our pieces on a file or rank (inclusive): the pinned
    /// piece stands on one and may move only within it.
    pub(super) pin_orthogonal: u64,
    /// The same for the pins on diagonals, by bishops and queens.
    pub(super) pin_diagonal: u64,
}

impl Constraints {
    /// The constraints on `Us`, the side to move of `node`.
    #[inline(always)]
    pub(super) fn new<Us: SideToMove>(node: &Node) -> Constraints {
        let placement = &node.placement;
        let own = placement.by_side[Us::US];
        let enemy = placement.by_side[Us::THEM];
        let occupied = own | enemy;
        let king_square = square_of_king(node.pieces(Us::US, Piece::King));
        let queens = placement.by_kind[Piece::Queen as usize];
        let enemy_orthogonal = enemy & (placement.by_kind[Piece::Rook as usize] | queens);
        let enemy_diagonal = enemy & (placement.by_kind[Piece::Bishop as usize] | queens);

        let mut checkers = (KNIGHT_ATTACKS[king_square] & node.pieces(Us::THEM, Piece::Knight))
            | (PAWN_ATTACKS[Us::US][king_square] & node.pieces(Us::THEM, Piece::Pawn));
        let mut check_mask = checkers;
        let mut pin_orthogonal = 0;
        let mut pin_diagonal = 0;
        // Snipers: enemy sliders on a line through the king, whatever stands
        // between. With nothing between, one gives check; with one own piece
        // between, it pins it.
        let rays = &PIN_RAYS[king_square];
        for sniper in squares(Group::Rook.rays(king_square) & enemy_orthogonal) {
            let ray = rays[sniper];
            let blockers = ray & occupied & !(1 << sniper);
            if blockers == 0 {
                checkers |= 1 << sniper;
                check_mask |= ray;
            } else if is_single(blockers) && blockers & own != 0 {
                pin_orthogonal |= ray;
            }
        }
        for sniper in squares(Group::Bishop.rays(king_square) & enemy_diagonal) {
            let ray = rays[sniper];
            let blockers = ray & occupied & !(1 << sniper);
            if blockers == 0 {
                checkers |= 1 << sniper;
                check_mask |= ray;
            } else if is_single(blockers) && blockers & own != 0 {
                pin_diagonal |= ray;
            }
        }
        // Clearing the lowest checker leaves another: double check.
        if checkers & checkers.wrapping_sub(1) != 0 {
            check_mask = 0;
        } else if checkers == 0 {
            check_mask = !0;
        }
        Constraints {
            own,
            enemy,
            occupied,
            king_square,
            checkers,
            check_mask,
            pin_orthogonal,
            pin_diagonal,
        }
    }

    /// Own pieces that are not pinned.
    #[inline(always)]
    pub(super) fn free(&self) -> u64 {
        !(self.pin_orthogonal | self.pin_diagonal)
    }

    /// Where a piece other than the king may land.
    #[inline(always)]
    pub(super) fn targets(&self) -> u64 {
        !self.own & self.check_mask
    }

    /// The squares the king may step to.
    #[inline(always)]
    pub(super) fn king_steps<Us: SideToMove>(&self, node: &Node) -> u64 {
        let steps = KING_ATTACKS[self.king_square] & !self.own;
        if steps == 0 {
            return 0;
        }
        steps & !self.attacked::<Us>(node, steps)
    }

    /// The rooks the king may legally castle with (king takes rook): none
    /// in check, else the candidates (right there, path empty) whose king
    /// path is safe.
    #[inline(always)]
    pub(super) fn castling_rooks<Us: SideToMove, const CHESS960: bool>(&self, node: &Node) -> u64 {
        if self.checkers != 0 {
            return 0;
        }
        let candidates = castling_candidates::<CHESS960>(
            node.castling,
            Us::SIDE,
            self.king_square,
            self.occupied,
        );
        if candidates == 0 {
            return 0;
        }
        let paths = king_paths::<CHESS960>(candidates, Us::SIDE, self.king_square);
        legal_castling_rooks::<CHESS960>(
            candidates,
            Us::SIDE,
            self.king_square,
            self.attacked::<Us>(node, paths),
            self.occupied,
            || {
                self.enemy
                    & (node.placement.by_kind[Piece::Rook as usize]
                        | node.placement.by_kind[Piece::Queen as usize])
            },
        )
    }

    /// The king's steps (if `steps`) and the rooks it may castle with (if
    /// `castles`; see [`Constraints::castling_rooks`]), the squares either
    /// needs tested for attacks together, in one pass.
    #[inline(always)]
    pub(super) fn king_moves<Us: SideToMove, const CHESS960: bool>(
        &self,
        node: &Node,
        steps: bool,
        castles: bool,
    ) -> (u64, u64) {
        let steps = if steps {
            KING_ATTACKS[self.king_square] & !self.own
        } else {
            0
        };
        let candidates = if castles && self.checkers == 0 {
            castling_candidates::<CHESS960>(
                node.castling,
                Us::SIDE,
                self.king_square,
                self.occupied,
            )
        } else {
            0
        };
        let paths = king_paths::<CHESS960>(candidates, Us::SIDE, self.king_square);
        if steps | paths == 0 {
            return (0, 0);
        }
        let attacked = self.attacked::<Us>(node, steps | paths);
        let castling = if candidates == 0 {
            0
        } else {
            legal_castling_rooks::<CHESS960>(
                candidates,
                Us::SIDE,
                self.king_square,
                attacked,
                self.occupied,
                || {
                    self.enemy
                        & (node.placement.by_kind[Piece::Rook as usize]
                            | node.placement.by_kind[Piece::Queen as usize])
                },
            )
        };
        (steps & !attacked, castling)
    }

    /// Which of `candidates` (squares without our pieces) the enemy
    /// attacks, our king taken off the board (it must not step back along
    /// a checking line): the pawns and the king set-wise, then each square
    /// left by lookups from it.
    #[inline(always)]
    fn attacked<Us: SideToMove>(&self, node: &Node, candidates: u64) -> u64 {
        let them = Us::THEM;
        let enemy_king = square_of_king(node.pieces(them, Piece::King));
        let pawns = node.pieces(them, Piece::Pawn);
        let mut attacked = candidates
            & (KING_ATTACKS[enemy_king]
                | <Us::Them as SideToMove>::east_capture(pawns)
                | <Us::Them as SideToMove>::west_capture(pawns));
        for knight in squares(node.pieces(them, Piece::Knight)) {
            attacked |= candidates & KNIGHT_ATTACKS[knight];
        }
        let remaining = candidates & !attacked;
        if remaining == 0 {
            return attacked;
        }
        let placement = &node.placement;
        let queens = placement.by_kind[Piece::Queen as usize];
        let orthogonal = self.enemy & (placement.by_kind[Piece::Rook as usize] | queens);
        let diagonal = self.enemy & (placement.by_kind[Piece::Bishop as usize] | queens);
        let occupied = self.occupied & !(1 << self.king_square);
        // One lookup per enemy slider, or two per square: the fewer. Without
        // a `popcnt` instruction (baseline x86-64) the three counts would
        // cost more than a lookup: one square is tested by itself, more by
        // the sliders.
        let per_slider = if cfg!(all(
            any(target_arch = "x86", target_arch = "x86_64"),
            not(target_feature = "popcnt")
        )) {
            !is_single(remaining)
        } else {
            orthogonal.count_ones() + diagonal.count_ones() < 2 * remaining.count_ones()
        };
        if per_slider {
            let mut sliders = 0;
            for square in squares(orthogonal) {
                sliders |= Fastest::rook_attacks_from(square, occupied);
            }
            for square in squares(diagonal) {
                sliders |= Fastest::bishop_attacks_from(square, occupied);
            }
            return attacked | remaining & sliders;
        }
        for square in squares(remaining) {
            let attackers = (Fastest::rook_attacks_from(square, occupied) & orthogonal)
                | (Fastest::bishop_attacks_from(square, occupied) & diagonal);
            if attackers != 0 {
                attacked |= 1 << square;
            }
        }
        attacked
    }
}

/// Whether `set` has exactly one square, given it has one at least.
#[inline(always)]
fn is_single(set: u64) -> bool {
    set & set.wrapping_sub(1) == 0
}

/// The square of a king. Every position that reaches the move generator
/// has exactly one king per side: [`Position::from_fen`] refuses any other,
/// and no legal move captures a king. A missing king would make the index
/// 64, which the tables' bounds checks refuse loudly.
///
/// [`Position::from_fen`]: super::Position::from_fen
#[inline(always)]
pub(super) fn square_of_king(king: u64) -> usize {
    debug_assert_eq!(king.count_ones(), 1, "one king per side");
    king.trailing_zeros() as usize
}
