//! Legal moves, by make-and-test where a move could matter: a move is
//! tried on the board (only the occupancy and the enemy's attackers of the
//! general, never a whole position) when it is the general's, when the
//! general is in check, or when it leaves or lands on a square that can
//! change whether the general is attacked. Every other move is legal as
//! generated.
//!
//! Those squares, [`Analysis::sensitive`]: the general's four rays that hold
//! an enemy chariot, cannon or general (the flying general: the enemy
//! general attacks along its file like a chariot), where a move can open a
//! line, take away or add a cannon's screen; and the legs of the enemy
//! horses a knight's leap away, which a move can clear. Soldiers attack
//! whatever the occupancy, and advisors and elephants never reach the other
//! side's general, so nothing else can expose it.
//!
//! Two entry points share that analysis: [`generate_legal_moves`] hands out
//! each move, [`count_legal_moves`] only counts them, one popcount per piece
//! for its moves away from the sensitive squares (perft's bulk counting at
//! the leaves).

use bitfill::xiangqi::{
    Direction, Side, Sliders, advisor_attacks, advisor_moves, elephant_moves, general_attacks,
    general_moves, horse_attacks, soldier_moves, squares,
};

use super::moves::Move;
use super::piece::Piece;
use super::position::Position;

/// What every legal move of the side to move must respect; computed once per
/// position.
struct Analysis {
    us: Side,
    them: Side,
    own: u128,
    enemy: u128,
    empty: u128,
    general: u128,
    /// The enemy chariots and general: they attack along lines (the general
    /// along its file only, and it never shares a rank with ours, the
    /// palaces being ranks apart).
    enemy_lines: u128,
    enemy_cannons: u128,
    enemy_horses: u128,
    enemy_soldiers: u128,
    /// Where a move must start or land to need trying: everywhere in check;
    /// otherwise the general's rays that hold an enemy chariot, cannon or
    /// general, and the legs of the enemy horses next to it. The general's
    /// own moves are always tried.
    sensitive: u128,
}

impl Analysis {
    #[inline(always)]
    fn new<S: Sliders>(position: &Position) -> Analysis {
        let us = position.side_to_move;
        let them = us.opponent();
        let own = position.side(us);
        let enemy = position.side(them);
        let empty = !(own | enemy);
        let general = position.pieces(us, Piece::General);
        let mut analysis = Analysis {
            us,
            them,
            own,
            enemy,
            empty,
            general,
            enemy_lines: enemy & (position.kind(Piece::Chariot) | position.kind(Piece::General)),
            enemy_cannons: position.pieces(them, Piece::Cannon),
            enemy_horses: position.pieces(them, Piece::Horse),
            enemy_soldiers: position.pieces(them, Piece::Soldier),
            sensitive: !0,
        };
        if !analysis.attacked::<S>(general, empty, !0) {
            let square = general.trailing_zeros() as usize;
            let liners = analysis.enemy_lines | analysis.enemy_cannons;
            let mut sensitive = 0;
            for direction in Direction::ALL {
                let ray = direction.ray(square);
                if ray & liners != 0 {
                    sensitive |= ray;
                }
            }
            // A horse's leg is the square next to it towards its target:
            // for a target one (1, 2) leap away, the diagonal neighbour of
            // the target towards the horse.
            sensitive |= advisor_attacks(general) & general_attacks(analysis.enemy_horses);
            analysis.sensitive = sensitive;
        }
        analysis
    }

    /// Whether an enemy piece attacks `general`, with `empty` the empty
    /// squares and `alive` the squares whose enemy pieces are still there
    /// (not the one just captured).
    #[inline(always)]
    fn attacked<S: Sliders>(&self, general: u128, empty: u128, alive: u128) -> bool {
        S::chariot_attacks(general, empty) & self.enemy_lines & alive != 0
            || S::cannon_captures(general, empty) & self.enemy_cannons & alive != 0
            || horse_attacks(self.enemy_horses & alive, empty) & general != 0
            || soldier_moves(self.them, self.enemy_soldiers & alive) & general != 0
    }

    /// Whether the move from `from` to `to` (one-square sets) leaves our
    /// general, then on `general`, unattacked.
    #[inline(always)]
    fn safe<S: Sliders>(&self, from: u128, to: u128, general: u128) -> bool {
        let occupied = (self.own ^ from) | to | self.enemy;
        !self.attacked::<S>(general, !occupied, !to)
    }

    /// Whether the move of a piece other than the general from `from` to
    /// `to` is legal.
    #[inline(always)]
    fn legal<S: Sliders>(&self, from: u128, to: u128) -> bool {
        (from | to) & self.sensitive == 0 || self.safe::<S>(from, to, self.general)
    }
}

/// The squares a piece of kind `piece` on `from` (a one-square set) moves
/// to, captures included, legal or not.
#[inline(always)]
fn targets<S: Sliders>(analysis: &Analysis, piece: Piece, from: u128) -> u128 {
    let (us, empty, own) = (analysis.us, analysis.empty, analysis.own);
    match piece {
        Piece::General => general_moves(us, from) & !own,
        Piece::Advisor => advisor_moves(us, from) & !own,
        Piece::Elephant => elephant_moves(us, from, empty) & !own,
        Piece::Horse => horse_attacks(from, empty) & !own,
        Piece::Chariot => S::chariot_attacks(from, empty) & !own,
        Piece::Cannon => {
            S::cannon_moves(from, empty) | S::cannon_captures(from, empty) & analysis.enemy
        }
        Piece::Soldier => soldier_moves(us, from) & !own,
    }
}

/// The kinds other than the general, whose moves [`Analysis::legal`]
/// decides.
const OTHERS: [Piece; 6] = [
    Piece::Advisor,
    Piece::Elephant,
    Piece::Horse,
    Piece::Chariot,
    Piece::Cannon,
    Piece::Soldier,
];

/// Hands each legal move of `position` to `visit`, generated with the
/// sliding strategy `S` (`KoggeStone` or `Dumb7`).
pub fn generate_legal_moves<S: Sliders>(position: &Position, mut visit: impl FnMut(Move)) {
    let analysis = Analysis::new::<S>(position);
    let general = analysis.general;
    let from = general.trailing_zeros() as usize;
    for to in squares(targets::<S>(&analysis, Piece::General, general)) {
        if analysis.safe::<S>(general, 1 << to, 1 << to) {
            visit(new_move(from, to, Piece::General));
        }
    }
    for piece in OTHERS {
        for from in squares(position.pieces(analysis.us, piece)) {
            let from_bit = 1 << from;
            for to in squares(targets::<S>(&analysis, piece, from_bit)) {
                if analysis.legal::<S>(from_bit, 1 << to) {
                    visit(new_move(from, to, piece));
                }
            }
        }
    }
}

/// The legal moves of `position`, in generation order.
#[must_use]
pub fn legal_moves<S: Sliders>(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate_legal_moves::<S>(position, |legal_move| moves.push(legal_move));
    moves
}

/// The number of legal moves of `position`, without listing them.
#[must_use]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    let analysis = Analysis::new::<S>(position);
    let general = analysis.general;
    let mut count = 0;
    for to in squares(targets::<S>(&analysis, Piece::General, general)) {
        count += u64::from(analysis.safe::<S>(general, 1 << to, 1 << to));
    }
    let sensitive = analysis.sensitive;
    for piece in OTHERS {
        for from in squares(position.pieces(analysis.us, piece)) {
            let from_bit = 1 << from;
            let mut targets = targets::<S>(&analysis, piece, from_bit);
            if from_bit & sensitive == 0 {
                count += u64::from((targets & !sensitive).count_ones());
                targets &= sensitive;
            }
            for to in squares(targets) {
                count += u64::from(analysis.safe::<S>(from_bit, 1 << to, general));
            }
        }
    }
    count
}

/// Whether the general of `side` is attacked in `position` (the flying
/// general included: facing the other general on an open file).
pub(super) fn general_attacked<S: Sliders>(position: &Position, side: Side) -> bool {
    let them = side.opponent();
    let own = position.side(side);
    let enemy = position.side(them);
    let analysis = Analysis {
        us: side,
        them,
        own,
        enemy,
        empty: !(own | enemy),
        general: position.pieces(side, Piece::General),
        enemy_lines: enemy & (position.kind(Piece::Chariot) | position.kind(Piece::General)),
        enemy_cannons: position.pieces(them, Piece::Cannon),
        enemy_horses: position.pieces(them, Piece::Horse),
        enemy_soldiers: position.pieces(them, Piece::Soldier),
        sensitive: !0,
    };
    analysis.attacked::<S>(analysis.general, analysis.empty, !0)
}

#[inline(always)]
fn new_move(from: usize, to: usize, piece: Piece) -> Move {
    // Squares are below 90.
    let byte = |square: usize| u8::try_from(square).unwrap_or(u8::MAX);
    Move {
        from: byte(from),
        to: byte(to),
        piece,
    }
}
