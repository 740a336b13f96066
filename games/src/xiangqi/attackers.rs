//! The enemy pieces that can attack a general, and the test whether they
//! do on a given occupancy: make-and-test for the moves the constraints
//! cannot decide, and the check test of FEN reading.

use bitfill::xiangqi::{
    Direction, Group, HORSE_ATTACKS, Side, Sliders, horse_attacks, soldier_moves,
};

use super::piece::Piece;
use super::position::Position;

/// The pieces of `them` that can attack the other side's general, by how
/// they attack.
pub(super) struct Attackers {
    pub(super) them: Side,
    /// The chariots and the general: they attack along lines (the general
    /// along its file only, and it never shares a rank with the other, the
    /// palaces being ranks apart).
    pub(super) lines: u128,
    pub(super) cannons: u128,
    pub(super) horses: u128,
    pub(super) soldiers: u128,
}

impl Attackers {
    /// The pieces that can attack the general of `side`: its opponent's.
    #[inline(always)]
    pub(super) fn of(position: &Position, side: Side) -> Attackers {
        let them = side.opponent();
        let enemy = position.side(them);
        Attackers {
            them,
            lines: enemy & (position.kind(Piece::Chariot) | position.kind(Piece::General)),
            cannons: position.pieces(them, Piece::Cannon),
            horses: position.pieces(them, Piece::Horse),
            soldiers: position.pieces(them, Piece::Soldier),
        }
    }

    /// Whether one of them attacks `general`, with `empty` the empty
    /// squares and `alive` the squares whose pieces are still there (not
    /// the one just captured).
    #[inline(always)]
    pub(super) fn attack<S: Sliders>(&self, general: u128, empty: u128, alive: u128) -> bool {
        let square = general.trailing_zeros() as usize;
        let (lines, cannons) = (self.lines & alive, self.cannons & alive);
        if Group::Chariot.rays(square) & (lines | cannons) != 0 {
            let along = |direction: Direction, attacks: fn(u128, u128) -> u128| {
                if direction.ray(square) & (lines | cannons) == 0 {
                    return false;
                }
                let reach = attacks(general, empty);
                reach & lines != 0 || attacks(reach & !empty, empty) & cannons != 0
            };
            if along(Direction::North, S::north_attacks)
                || along(Direction::South, S::south_attacks)
                || along(Direction::East, S::east_attacks)
                || along(Direction::West, S::west_attacks)
            {
                return true;
            }
        }
        let near_horses = self.horses & alive & HORSE_ATTACKS[square];
        near_horses != 0 && horse_attacks(near_horses, empty) & general != 0
            || soldier_moves(self.them, self.soldiers & alive) & general != 0
    }
}

/// Whether the general of `side` is attacked in `position` (the flying
/// general included: facing the other general on an open file).
pub(super) fn general_attacked<S: Sliders>(position: &Position, side: Side) -> bool {
    let general = position.pieces(side, Piece::General);
    Attackers::of(position, side).attack::<S>(general, !position.occupied(), !0)
}
