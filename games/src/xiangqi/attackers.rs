//! The enemy pieces that can attack a general, and the test whether they
//! do on a given occupancy: make-and-test for the moves the constraints
//! cannot decide, and the check test of FEN reading.

use bitfill::xiangqi::{Fastest, Group, Lookup, Side};

use super::leapers::horses_attack;

use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Black, Red, SideToMove};

/// The pieces of the side not to move that can attack the general of the
/// side to move, by how they attack.
pub(super) struct Attackers {
    /// The chariots and the general: they attack along lines (the general
    /// along its file only, and it never shares a rank with the other, the
    /// palaces being ranks apart).
    pub(super) lines: u128,
    pub(super) cannons: u128,
    pub(super) horses: u128,
    pub(super) soldiers: u128,
}

impl Attackers {
    /// The pieces that can attack the general of `Us`: its opponent's.
    #[inline(always)]
    pub(super) fn of<Us: SideToMove>(node: &Node) -> Attackers {
        let enemy = node.side(Us::THEM);
        let kind = |piece: Piece| node.kind(piece.index());
        Attackers {
            lines: enemy & (kind(Piece::Chariot) | kind(Piece::General)),
            cannons: enemy & kind(Piece::Cannon),
            horses: enemy & kind(Piece::Horse),
            soldiers: enemy & kind(Piece::Soldier),
        }
    }

    /// Whether one of them attacks the general of `Us` on `square`, with
    /// `occupied` the occupied squares and `alive` the squares whose pieces
    /// are still there (not the one just captured). Per-square lookups
    /// from the general: its chariot's lines reach the chariots and the
    /// other general, its cannon's hop the cannons.
    #[inline(always)]
    pub(super) fn attack<L: Lookup, Us: SideToMove>(
        &self,
        square: usize,
        occupied: u128,
        alive: u128,
    ) -> bool {
        let (lines, cannons) = (self.lines & alive, self.cannons & alive);
        let rays = Group::Chariot.rays(square);
        if rays & (lines | cannons) != 0 {
            if rays & lines != 0 && L::chariot_attacks_from(square, occupied) & lines != 0 {
                return true;
            }
            if rays & cannons != 0 && L::cannon_captures_from(square, occupied) & cannons != 0 {
                return true;
            }
        }
        self.leapers_attack::<Us>(square, occupied, alive)
    }

    /// Whether a horse or a soldier of them attacks the general of `Us`:
    /// [`Attackers::attack`] without the lines.
    #[inline(always)]
    pub(super) fn leapers_attack<Us: SideToMove>(
        &self,
        square: usize,
        occupied: u128,
        alive: u128,
    ) -> bool {
        horses_attack(square, self.horses & alive, occupied)
            || Us::soldier_attackers(square) & self.soldiers & alive != 0
    }
}

/// Whether the general of `side` is attacked in `position` (the flying
/// general included: facing the other general on an open file).
pub(super) fn general_attacked(position: &Position, side: Side) -> bool {
    fn attacked<Us: SideToMove>(node: &Node) -> bool {
        let general = node.side(Us::US) & node.kind(Piece::General.index());
        let square = general.trailing_zeros() as usize;
        let occupied = node.side(0) | node.side(1);
        Attackers::of::<Us>(node).attack::<Fastest, Us>(square, occupied, !0)
    }
    match side {
        Side::Red => attacked::<Red>(&position.placement),
        Side::Black => attacked::<Black>(&position.placement),
    }
}
