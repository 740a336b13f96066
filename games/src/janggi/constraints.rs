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
//! Along a ray, only the squares up to the farthest enemy chariot or
//! cannon on it are watched: beyond, a move changes nothing they see.
//!
//! The pass is legal unless the side to move is in check; in bikjang it is
//! legal even in check (Fairy-Stockfish's `Position::legal`).

use bitfill::janggi::{Direction, ELEPHANT_ATTACKS, HORSE_ATTACKS, Lookup, between};

use super::attackers::Attackers;
use super::piece::Piece;
use super::position::Node;
use super::side_to_move::SideToMove;

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
    pub(super) own: u128,
    pub(super) occupied: u128,
    /// Our general, as a set and as a square.
    pub(super) general: u128,
    pub(super) square: usize,
    /// The other side's general's square, for bikjang.
    enemy_general: usize,
    /// Every cannon on the board, either side's.
    pub(super) cannons: u128,
    /// The enemy pieces, for make-and-test.
    attackers: Attackers,
    /// Whether the generals face each other: every move but the pass must
    /// break it.
    bikjang: bool,
    /// The squares a move must leave or land on to be tried (see the
    /// module's documentation); every square in check or bikjang.
    pub(super) watched: u128,
    /// Whether the side to move may pass.
    pub(super) may_pass: bool,
}

impl Constraints {
    /// The constraints on `Us`, the side to move of `node`.
    #[inline(always)]
    pub(super) fn new<L: Lookup, Us: SideToMove>(node: &Node) -> Constraints {
        let own = node.side(Us::US);
        let enemy = node.side(Us::THEM);
        let occupied = own | enemy;
        let generals = node.kind(Piece::General.index());
        let general = own & generals;
        let square = general.trailing_zeros() as usize;
        let enemy_general = (enemy & generals).trailing_zeros() as usize;
        let cannons = node.kind(Piece::Cannon.index());
        let attackers = Attackers::of::<Us>(node);
        let in_check = attackers.attack::<L, Us>(square, occupied, !0, cannons);
        let bikjang = face(square, enemy_general, occupied);
        let watched = if in_check || bikjang {
            !0
        } else {
            watched(&attackers, square)
        };
        Constraints {
            own,
            occupied,
            general,
            square,
            enemy_general,
            cannons,
            attackers,
            bikjang,
            watched,
            may_pass: !in_check || bikjang,
        }
    }

    /// Whether the move of a `piece` (not the general) from `from` to `to`
    /// (one-square sets) is legal: it leaves our general unattacked, and in
    /// bikjang, no longer facing the other. Make-and-test on the occupancy.
    #[inline(always)]
    pub(super) fn safe<L: Lookup, Us: SideToMove>(
        &self,
        piece: Piece,
        from: u128,
        to: u128,
    ) -> bool {
        let occupied = (self.occupied ^ from) | to;
        if self.bikjang && face(self.square, self.enemy_general, occupied) {
            return false;
        }
        let cannons = if piece == Piece::Cannon {
            self.cannons ^ from | to
        } else {
            self.cannons & !to
        };
        !self
            .attackers
            .attack::<L, Us>(self.square, occupied, !to, cannons)
    }

    /// Whether our general may step to `to` (a square).
    #[inline(always)]
    pub(super) fn general_safe<L: Lookup, Us: SideToMove>(&self, to: usize) -> bool {
        let to_bit = 1 << to;
        let occupied = (self.occupied ^ self.general) | to_bit;
        if self.bikjang && face(to, self.enemy_general, occupied) {
            return false;
        }
        !self
            .attackers
            .attack::<L, Us>(to, occupied, !to_bit, self.cannons & !to_bit)
    }
}

/// The squares whose occupancy decides whether `attackers` reach the
/// general on `square` (see the module's documentation): each ray up to
/// its farthest enemy chariot or cannon, and the squares within two of the
/// general if an enemy horse or elephant is a leap away.
#[inline(always)]
fn watched(attackers: &Attackers, square: usize) -> u128 {
    let mut watched = 0;
    let sliders = attackers.chariots | attackers.cannons;
    for direction in Direction::ALL {
        let ray = direction.ray(square);
        let on_ray = ray & sliders;
        if on_ray != 0 {
            // The rays' squares rise or fall with the direction's shift.
            let farthest = if direction.shift() > 0 {
                127 - on_ray.leading_zeros() as usize
            } else {
                on_ray.trailing_zeros() as usize
            };
            // Up to the farthest, included (`between` does not follow the
            // palace diagonals, directions confined to a region).
            watched |= ray & !direction.ray(farthest);
        }
    }
    let near =
        attackers.horses & HORSE_ATTACKS[square] | attackers.elephants & ELEPHANT_ATTACKS[square];
    if near != 0 {
        watched |= WITHIN_TWO[square];
    }
    watched
}

/// Whether the generals on `ours` and `theirs` (squares) face each other
/// with `occupied` the occupied squares: on one file, nothing between (the
/// palaces are ranks apart, so never on one rank).
#[inline(always)]
fn face(ours: usize, theirs: usize, occupied: u128) -> bool {
    ours % 9 == theirs % 9 && between(ours, theirs) & occupied == 0
}
