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

use bitfill::xiangqi::{
    Direction, Group, HORSE_ATTACKS, Side, Sliders, advisor_attacks, general_attacks,
    horse_attacks, soldier_moves,
};

use super::attackers::Attackers;
use super::piece::Piece;
use super::position::Position;

/// What every legal move of the side to move must respect; computed once per
/// position.
pub(super) struct Constraints {
    pub(super) us: Side,
    pub(super) own: u128,
    pub(super) enemy: u128,
    pub(super) empty: u128,
    pub(super) general: u128,
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
    /// Own pieces pinned to one of the general's rays, by direction
    /// (`Direction::ALL` order).
    pub(super) by_ray: [u128; 4],
    /// All of them.
    pub(super) all: u128,
    /// Where each ray's pinned pieces may go: the ray up to the enemy piece
    /// that pins them, included.
    pub(super) segments: [u128; 4],
}

impl Constraints {
    /// The constraints on the side to move of `position`.
    #[inline(always)]
    pub(super) fn new<S: Sliders>(position: &Position) -> Constraints {
        let us = position.side_to_move;
        let own = position.side(us);
        let enemy = position.side(us.opponent());
        let empty = !(own | enemy);
        let general = position.pieces(us, Piece::General);
        let attackers = Attackers::of(position, us);
        let square = general.trailing_zeros() as usize;
        let near_horses = attackers.horses & HORSE_ATTACKS[square];
        let mut in_check = near_horses != 0 && horse_attacks(near_horses, empty) & general != 0
            || soldier_moves(attackers.them, attackers.soldiers) & general != 0;
        let mut pins = Pins {
            forbidden: 0,
            by_ray: [0; 4],
            all: 0,
            segments: [!0; 4],
        };
        // Rays with no enemy chariot, cannon or general cannot check or pin.
        if Group::Chariot.rays(square) & (attackers.lines | attackers.cannons) != 0 {
            let a = &attackers;
            in_check |= pins.scan(Direction::North, S::north_attacks, general, own, empty, a);
            in_check |= pins.scan(Direction::South, S::south_attacks, general, own, empty, a);
            in_check |= pins.scan(Direction::East, S::east_attacks, general, own, empty, a);
            in_check |= pins.scan(Direction::West, S::west_attacks, general, own, empty, a);
        }
        pins.all = pins.by_ray.iter().fold(0, |all, pinned| all | pinned);
        Constraints {
            us,
            own,
            enemy,
            empty,
            general,
            // The leg of a horse (1, 2) away is the general's diagonal
            // neighbour towards it, orthogonally next to the horse.
            legs: advisor_attacks(general) & general_attacks(attackers.horses) & own,
            attackers,
            in_check,
            pins,
        }
    }

    /// Whether the move from `from` to `to` (one-square sets) leaves our
    /// general, then on `general`, unattacked: make-and-test on the
    /// occupancy.
    #[inline(always)]
    pub(super) fn safe<S: Sliders>(&self, from: u128, to: u128, general: u128) -> bool {
        let occupied = (self.own ^ from) | to | self.enemy;
        !self.attackers.attack::<S>(general, !occupied, !to)
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
            for (pinned, segment) in pins.by_ray.iter().zip(pins.segments) {
                if from & pinned != 0 {
                    allowed &= segment;
                }
            }
        }
        Some(allowed)
    }
}

impl Pins {
    /// Follows the ray of `general` in `direction` (along which `attacks`
    /// slides, `empty` the empty squares) to its first three pieces: whether
    /// they give check, and otherwise what they forbid and pin of `own`.
    #[inline(always)]
    fn scan(
        &mut self,
        direction: Direction,
        attacks: impl Fn(u128, u128) -> u128,
        general: u128,
        own: u128,
        empty: u128,
        attackers: &Attackers,
    ) -> bool {
        let (lines, cannons) = (attackers.lines, attackers.cannons);
        let square = general.trailing_zeros() as usize;
        if direction.ray(square) & (lines | cannons) == 0 {
            return false;
        }
        let occupied = !empty;
        let first_reach = attacks(general, empty);
        let first = first_reach & occupied;
        if first & lines != 0 {
            return true;
        }
        let second_reach = attacks(first, empty);
        let second = second_reach & occupied;
        if second & cannons != 0 {
            return true;
        }
        let third_reach = attacks(second, empty);
        let third = third_reach & occupied;
        let index = direction as usize;
        if first & cannons != 0 {
            self.forbidden |= first_reach & empty;
        }
        // Both patterns may pin `p1` (a chariot as `p2`, a cannon as `p3`):
        // it must then respect both.
        if third & cannons != 0 {
            // Taking the other screen would leave one: only empty squares
            // and the cannon itself.
            self.by_ray[index] |= (first | second) & own;
            self.segments[index] &= (first_reach | second_reach | third_reach) & !(first | second);
        }
        if second & lines != 0 && first & own != 0 {
            self.by_ray[index] |= first;
            self.segments[index] &= first_reach | second_reach;
        }
        false
    }
}
