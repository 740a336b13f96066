//! The enemy pieces that can attack a general, and the test whether they
//! do on a given occupancy: make-and-test for the moves the constraints
//! cannot wave through, and the check test of FEN reading.

use bitfill::janggi::{
    ELEPHANT_ATTACKS, Group, HORSE_ATTACKS, Side, Sliders, elephant_attacks, horse_attacks,
    soldier_moves,
};

use super::piece::Piece;
use super::position::Position;

/// The pieces of `them` that can attack the other side's general, by how
/// they attack. Generals and advisors never leave their palace, so never
/// reach the other general.
pub(super) struct Attackers {
    pub(super) them: Side,
    pub(super) chariots: u128,
    pub(super) cannons: u128,
    pub(super) horses: u128,
    pub(super) elephants: u128,
    pub(super) soldiers: u128,
}

impl Attackers {
    /// The pieces that can attack the general of `side`: its opponent's.
    #[inline(always)]
    pub(super) fn of(position: &Position, side: Side) -> Attackers {
        let them = side.opponent();
        Attackers {
            them,
            chariots: position.pieces(them, Piece::Chariot),
            cannons: position.pieces(them, Piece::Cannon),
            horses: position.pieces(them, Piece::Horse),
            elephants: position.pieces(them, Piece::Elephant),
            soldiers: position.pieces(them, Piece::Soldier),
        }
    }

    /// Whether one of them attacks `general`, with `empty` the empty
    /// squares, `alive` the squares whose pieces are still there (not the
    /// one just captured) and `cannons` every cannon on the board, either
    /// side's (no cannon hops over one).
    #[inline(always)]
    pub(super) fn attack<S: Sliders>(
        &self,
        general: u128,
        empty: u128,
        alive: u128,
        cannons: u128,
    ) -> bool {
        let square = general.trailing_zeros() as usize;
        // Along the chariot's lines (the palace diagonals included), both
        // ways alike: the general sees a chariot that sees it.
        let lines = Group::Chariot.rays(square);
        let chariots = self.chariots & alive & lines;
        if chariots != 0 && S::chariot_attacks(general, empty) & chariots != 0 {
            return true;
        }
        let enemy_cannons = self.cannons & alive & lines;
        if enemy_cannons != 0 && S::cannon_captures(enemy_cannons, empty, cannons) & general != 0 {
            return true;
        }
        // The leapers' offsets are symmetric: only those an offset away
        // can reach the general.
        let horses = self.horses & alive & HORSE_ATTACKS[square];
        if horses != 0 && horse_attacks(horses, empty) & general != 0 {
            return true;
        }
        let elephants = self.elephants & alive & ELEPHANT_ATTACKS[square];
        if elephants != 0 && elephant_attacks(elephants, empty) & general != 0 {
            return true;
        }
        soldier_moves(self.them, self.soldiers & alive) & general != 0
    }
}

/// Whether the general of `side` is attacked in `position`.
pub(super) fn general_attacked<S: Sliders>(position: &Position, side: Side) -> bool {
    let general = position.pieces(side, Piece::General);
    Attackers::of(position, side).attack::<S>(
        general,
        !position.occupied(),
        !0,
        position.kind(Piece::Cannon),
    )
}
