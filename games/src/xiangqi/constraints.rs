//! What every legal move of the side to move must respect, computed once
//! per position: whether it is in check, the squares no piece may land on,
//! the pinned pieces and where they may go ([`Pins`]), and the pieces whose
//! moves are tried instead (make-and-test, on the occupancy alone: no
//! position is built).
//!
//! Out of check, along one of the general's rays, a move changes by at most
//! one the number of pieces between the general and an enemy piece there.
//! The chariot and the enemy general (the flying general: it attacks along
//! its file like a chariot) give check with none between, the cannon with
//! exactly one, so only three patterns can turn into check, all found from
//! the first three pieces of the ray, `p1`, `p2`, `p3`:
//!
//! - `p1` is an enemy cannon: no piece may land between it and the general
//!   (it would be the screen): those squares are [`Pins::forbidden`];
//! - `p2` is an enemy chariot or general and `p1` ours: `p1` is pinned, and
//!   may only move up to `p2` along the ray (capturing it included);
//! - `p3` is an enemy cannon: whichever of `p1` and `p2` is ours is pinned
//!   to the empty squares up to `p3` and to `p3` itself (a cannon's hop may
//!   not carry it beyond, and taking the other screen would leave one);
//!   pinned by both patterns, `p1` may only go to the empty squares before
//!   `p2`.
//!
//! The horse is the other piece whose attack the occupancy can open: a
//! piece on its leg (always a diagonal neighbour of the general) that
//! leaves it lets the horse in, unless it takes the horse. Soldiers attack
//! whatever the occupancy, and advisors and elephants never reach the other
//! side's general. The general's own moves, every move in check and the
//! moves of a piece on a horse's leg are tried.
//!
//! The three pieces are found on all four rays at once, by per-square
//! lookups from the general (`L::chariot_attacks_from`, PEXT or
//! magic): the first blockers, then those behind them once the first are
//! taken away, then the third; [`between`] the general and each enemy
//! piece found tells which of ours stand between.

use bitfill::xiangqi::{Group, Lookup, between, squares};

use super::attackers::Attackers;
use super::leapers::legs_towards;
use super::piece::Piece;
use super::position::Node;
use super::side_to_move::SideToMove;

/// What every legal move of the side to move must respect; computed once per
/// position.
pub(super) struct Constraints {
    pub(super) own: u128,
    pub(super) enemy: u128,
    pub(super) occupied: u128,
    /// Our general, as a set and as a square.
    pub(super) general: u128,
    pub(super) square: usize,
    /// The enemy pieces, for make-and-test.
    pub(super) attackers: Attackers,
    pub(super) in_check: bool,
    /// What the general's rays forbid and pin; only used out of check, where
    /// the moves are not all tried.
    pub(super) pins: Pins,
    /// Own pieces on the leg of an enemy horse next to the general (and a
    /// few more diagonal neighbours): their moves are tried.
    pub(super) legs: u128,
}

/// What the first three pieces of the general's rays forbid and pin (see
/// the module's documentation).
#[derive(Clone, Copy)]
pub(super) struct Pins {
    /// Empty squares between the general and an enemy cannon with nothing
    /// between them: a piece landing there would be its screen.
    pub(super) forbidden: u128,
    /// Own pieces pinned.
    pub(super) all: u128,
    /// The enemy pieces that pin them: a pinned piece between the general
    /// and one of them may only go to the empty squares between, or take
    /// it (for a pin by a chariot or the general, the squares the piece
    /// may reach; for a pin by a cannon behind two screens, the screen
    /// may not take the other).
    pinners: u128,
}

impl Constraints {
    /// The constraints on `Us`, the side to move of `node`.
    #[inline(always)]
    pub(super) fn new<L: Lookup, Us: SideToMove>(node: &Node) -> Constraints {
        let own = node.side(Us::US);
        let enemy = node.side(Us::THEM);
        let occupied = own | enemy;
        let general = own & node.kind(Piece::General.index());
        let square = general.trailing_zeros() as usize;
        let attackers = Attackers::of::<Us>(node);
        let mut in_check = attackers.leapers_attack::<Us>(square, occupied, !0);
        let mut pins = Pins {
            forbidden: 0,
            all: 0,
            pinners: 0,
        };
        // No enemy chariot, cannon or general on the general's lines: no
        // check along them, no pin.
        if Group::Chariot.rays(square) & (attackers.lines | attackers.cannons) != 0 {
            in_check |= pins.scan::<L>(square, own, occupied, &attackers);
        }
        Constraints {
            own,
            enemy,
            occupied,
            general,
            square,
            // The leg of a horse (1, 2) away is the general's diagonal
            // neighbour towards it, orthogonally next to the horse.
            legs: legs_towards(square, attackers.horses) & own,
            attackers,
            in_check,
            pins,
        }
    }

    /// Whether the move from `from` to `to` (one-square sets) of a piece
    /// other than the general leaves our general unattacked: make-and-test
    /// on the occupancy.
    #[inline(always)]
    pub(super) fn safe<L: Lookup, Us: SideToMove>(&self, from: u128, to: u128) -> bool {
        let occupied = (self.occupied ^ from) | to;
        !self.attackers.attack::<L, Us>(self.square, occupied, !to)
    }

    /// Whether our general may step to `to` (a square).
    #[inline(always)]
    pub(super) fn general_safe<L: Lookup, Us: SideToMove>(&self, to: usize) -> bool {
        let to_bit = 1 << to;
        let occupied = (self.occupied ^ self.general) | to_bit;
        !self.attackers.attack::<L, Us>(to, occupied, !to_bit)
    }

    /// Where the piece on `from` (not the general) may legally land, as a
    /// mask of its targets; `None` if its moves must be tried one by one.
    #[inline(always)]
    pub(super) fn allowed(&self, from: u128) -> Option<u128> {
        if self.in_check || from & self.legs != 0 {
            return None;
        }
        let pins = &self.pins;
        let mut allowed = !pins.forbidden;
        if from & pins.all != 0 {
            for pinner in squares(pins.pinners) {
                let path = between(self.square, pinner);
                if from & path != 0 {
                    allowed &= path & !self.occupied | 1 << pinner;
                }
            }
        }
        Some(allowed)
    }
}

impl Pins {
    /// Finds the first three pieces of each ray of the general on
    /// `square`: whether they give check, and otherwise what they forbid
    /// and pin of `own`.
    #[inline(always)]
    fn scan<L: Lookup>(
        &mut self,
        square: usize,
        own: u128,
        occupied: u128,
        attackers: &Attackers,
    ) -> bool {
        let (lines, cannons) = (attackers.lines, attackers.cannons);
        let first_reach = L::chariot_attacks_from(square, occupied);
        let first = first_reach & occupied;
        if first & lines != 0 {
            return true;
        }
        let second_reach = L::chariot_attacks_from(square, occupied ^ first) & !first_reach;
        let second = second_reach & occupied;
        if second & cannons != 0 {
            return true;
        }
        for cannon in squares(first & cannons) {
            self.forbidden |= between(square, cannon);
        }
        for pinner in squares(second & lines) {
            let path = between(square, pinner);
            let screen = first & path & own;
            if screen != 0 {
                self.all |= screen;
                self.pinners |= 1 << pinner;
            }
        }
        // Cannons behind the second pieces pin whichever of those are ours:
        // taking the other screen would leave one, so only to the empty
        // squares and the cannon itself.
        let seen = first_reach | second_reach;
        if Group::Chariot.rays(square) & cannons & !seen != 0 {
            let third_reach = L::chariot_attacks_from(square, occupied ^ first ^ second) & !seen;
            for cannon in squares(third_reach & cannons) {
                let path = between(square, cannon);
                let pinned = (first | second) & path & own;
                if pinned != 0 {
                    self.all |= pinned;
                    self.pinners |= 1 << cannon;
                }
            }
        }
        false
    }
}
