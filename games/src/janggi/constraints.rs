//! What every legal move of the side to move must respect, computed once
//! per position: whether it is in check, whether the generals face each
//! other (bikjang), and the squares a move must touch to be tried.
//!
//! Legality is make-and-test on the occupancy alone (no position is
//! built): a move is legal if, made, it leaves its own general unattacked
//! ([`Attackers::attack`]), and, in bikjang, no longer facing the other
//! general. Only some moves need the test. The enemy pieces stay where
//! they are (but the one captured), and whether one attacks the general
//! depends on the occupancy only along its path: for a chariot or a
//! cannon, the general's ray (along a file, a rank or a palace diagonal)
//! it stands on; for a horse or an elephant near the general, the squares
//! within two of the general (the legs and the squares an elephant
//! passes); for a soldier, nowhere. A move changes the occupancy at two
//! squares, the one it leaves and the one it lands on (removing the piece
//! it captures). So out of check and bikjang, a move that touches none of
//! those squares, [`Constraints::watched`], leaves the general unattacked:
//! it is legal as generated. Every other move is tried, every move in
//! check or in bikjang, and every move of the general.
//!
//! The pass is legal unless the side to move is in check; in bikjang it is
//! legal even in check (Fairy-Stockfish's `Position::legal`).

use bitfill::janggi::{Direction, ELEPHANT_ATTACKS, HORSE_ATTACKS, Side, Sliders, generals_face};

use super::attackers::Attackers;
use super::piece::Piece;
use super::position::Position;

/// The squares within two files and two ranks of each square: where the
/// legs of the horses and the squares the elephants pass lie, for those
/// that can reach a general on that square.
const WITHIN_TWO: [u128; 90] = {
    let mut table = [0; 90];
    let mut square = 0usize;
    while square < 90 {
        let mut other = 0usize;
        while other < 90 {
            if (other % 9).abs_diff(square % 9) <= 2 && (other / 9).abs_diff(square / 9) <= 2 {
                table[square] |= 1 << other;
            }
            other += 1;
        }
        square += 1;
    }
    table
};

/// What every legal move of the side to move must respect; computed once per
/// position.
pub(super) struct Constraints {
    pub(super) us: Side,
    pub(super) own: u128,
    pub(super) enemy: u128,
    pub(super) empty: u128,
    pub(super) general: u128,
    /// The other side's general, for bikjang.
    pub(super) enemy_general: u128,
    /// Every cannon on the board, either side's.
    pub(super) cannons: u128,
    /// The enemy pieces, for make-and-test.
    pub(super) attackers: Attackers,
    /// Whether the generals face each other: every move but the pass must
    /// break it.
    pub(super) bikjang: bool,
    /// The squares a move must leave or land on to be tried (see the
    /// module's documentation); every square in check or bikjang.
    pub(super) watched: u128,
    /// Whether the side to move may pass.
    pub(super) may_pass: bool,
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
        let enemy_general = position.pieces(us.opponent(), Piece::General);
        let cannons = position.kind(Piece::Cannon);
        let attackers = Attackers::of(position, us);
        let in_check = attackers.attack::<S>(general, empty, !0, cannons);
        let bikjang = face(us, general, enemy_general, empty);
        let watched = if in_check || bikjang {
            !0
        } else {
            watched(&attackers, general)
        };
        Constraints {
            us,
            own,
            enemy,
            empty,
            general,
            enemy_general,
            cannons,
            attackers,
            bikjang,
            watched,
            may_pass: !in_check || bikjang,
        }
    }

    /// Whether the move of a `piece` from `from` to `to` (one-square sets)
    /// is legal: it leaves our general, then on `general`, unattacked, and
    /// in bikjang, no longer facing the other. Make-and-test on the
    /// occupancy.
    #[inline(always)]
    pub(super) fn safe<S: Sliders>(
        &self,
        piece: Piece,
        from: u128,
        to: u128,
        general: u128,
    ) -> bool {
        let occupied = (self.own ^ from) | to | self.enemy;
        if self.bikjang && face(self.us, general, self.enemy_general, !occupied) {
            return false;
        }
        let moved_cannon = if piece == Piece::Cannon { to } else { 0 };
        let cannons = self.cannons & !(from | to) | moved_cannon;
        !self.attackers.attack::<S>(general, !occupied, !to, cannons)
    }
}

/// The squares whose occupancy decides whether `attackers` reach
/// `general` (see the module's documentation).
#[inline(always)]
fn watched(attackers: &Attackers, general: u128) -> u128 {
    let square = general.trailing_zeros() as usize;
    let mut watched = 0;
    let sliders = attackers.chariots | attackers.cannons;
    for direction in Direction::ALL {
        let ray = direction.ray(square);
        if ray & sliders != 0 {
            watched |= ray;
        }
    }
    let near =
        attackers.horses & HORSE_ATTACKS[square] | attackers.elephants & ELEPHANT_ATTACKS[square];
    if near != 0 {
        watched |= WITHIN_TWO[square];
    }
    watched
}

/// Whether `ours`, the general of `us`, and `theirs` face each other with
/// only `empty` squares between them.
#[inline(always)]
fn face(us: Side, ours: u128, theirs: u128, empty: u128) -> bool {
    match us {
        Side::Blue => generals_face(ours, theirs, empty),
        Side::Red => generals_face(theirs, ours, empty),
    }
}
