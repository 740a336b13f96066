//! The enemy pieces that can attack a general, and the test whether they
//! do on a given occupancy: make-and-test for the moves the constraints
//! cannot wave through, and the check test of FEN reading.

use bitfill::janggi::{Fastest, Group, Lookup, Side};

use super::leapers::{elephants_attack, horses_attack};
use super::piece::Piece;
use super::position::{Node, Position};
use super::side_to_move::{Blue, Red, SideToMove};

/// The pieces of the side not to move that can attack the general of the
/// side to move, by how they attack. Generals and advisors never leave
/// their palace, so never reach the other general.
pub(super) struct Attackers {
    pub(super) chariots: u128,
    pub(super) cannons: u128,
    pub(super) horses: u128,
    pub(super) elephants: u128,
    pub(super) soldiers: u128,
}

impl Attackers {
    /// The pieces that can attack the general of `Us`: its opponent's.
    #[inline(always)]
    pub(super) fn of<Us: SideToMove>(node: &Node) -> Attackers {
        let enemy = node.side(Us::THEM);
        let kind = |piece: Piece| enemy & node.kind(piece.index());
        Attackers {
            chariots: kind(Piece::Chariot),
            cannons: kind(Piece::Cannon),
            horses: kind(Piece::Horse),
            elephants: kind(Piece::Elephant),
            soldiers: kind(Piece::Soldier),
        }
    }

    /// Whether one of them attacks the general of `Us` on `square`, with `occupied` the occupied squares, `alive`
    /// the squares whose pieces are still there (not the one just
    /// captured) and `cannons` every cannon on the board, either side's
    /// (no cannon hops over one). Per-square lookups from the general:
    /// along the chariot's lines (the palace diagonals included) both ways
    /// alike, the general sees a chariot that sees it, and the cannons'
    /// attackers turn their hop around.
    #[inline(always)]
    pub(super) fn attack<L: Lookup, Us: SideToMove>(
        &self,
        square: usize,
        occupied: u128,
        alive: u128,
        cannons: u128,
    ) -> bool {
        let lines = Group::Chariot.rays(square);
        let chariots = self.chariots & alive & lines;
        if chariots != 0 && L::chariot_attacks_from(square, occupied) & chariots != 0 {
            return true;
        }
        let enemy_cannons = self.cannons & alive & lines;
        if enemy_cannons != 0 && L::cannon_attackers(square, occupied, enemy_cannons, cannons) != 0
        {
            return true;
        }
        horses_attack(square, self.horses & alive, occupied)
            || elephants_attack(square, self.elephants & alive, occupied)
            || Us::soldier_steps(square) & self.soldiers & alive != 0
    }
}

/// Whether the general of `side` is attacked in `position`.
pub(super) fn general_attacked(position: &Position, side: Side) -> bool {
    fn attacked<Us: SideToMove>(node: &Node) -> bool {
        let general = node.side(Us::US) & node.kind(Piece::General.index());
        let square = general.trailing_zeros() as usize;
        let occupied = node.side(0) | node.side(1);
        let cannons = node.kind(Piece::Cannon.index());
        Attackers::of::<Us>(node).attack::<Fastest, Us>(square, occupied, !0, cannons)
    }
    match side {
        Side::Blue => attacked::<Blue>(&position.placement),
        Side::Red => attacked::<Red>(&position.placement),
    }
}
