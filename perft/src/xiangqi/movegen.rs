//! Legal moves, as in chess, by constraints computed once per position
//! (checks and pins found along the general's rays, by their first three
//! pieces), and by make-and-test where a move is rare or subtle: the
//! general's own moves, every move in check, and the moves of a piece that
//! stands on the leg of an enemy horse next to the general. A move is
//! tried on the occupancy alone: no position is built.
//!
//! Out of check, along one of the general's rays, a move changes by at most
//! one the number of pieces between the general and an enemy piece there.
//! The chariot and the enemy general (the flying general: it attacks along
//! its file like a chariot) give check with none between, the cannon with
//! exactly one, so only three patterns can turn into check, all found from
//! the first three pieces of the ray, `p1`, `p2`, `p3`:
//!
//! - `p1` is an enemy cannon: no piece may land between it and the general
//!   (it would be the screen): those squares are [`Analysis::forbidden`];
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
//! side's general.
//!
//! Two entry points share that analysis: [`generate_legal_moves`] hands out
//! each move, [`count_legal_moves`] only counts them, one popcount per piece
//! (perft's bulk counting at the leaves).

use bitfill::xiangqi::{
    Side, Sliders, advisor_attacks, advisor_moves, elephant_moves, general_attacks, general_moves,
    horse_attacks, soldier_moves, squares,
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
    in_check: bool,
    /// Empty squares between the general and an enemy cannon with nothing
    /// between them: a piece landing there would be its screen.
    forbidden: u128,
    /// Own pieces pinned to one of the general's rays, by direction
    /// (`Direction::ALL` order).
    pinned: [u128; 4],
    /// Where each ray's pinned pieces may go: the ray up to the enemy piece
    /// that pins them, included.
    segments: [u128; 4],
    /// Own pieces on the leg of an enemy horse next to the general (and a
    /// few more diagonal neighbours): their moves are tried.
    legs: u128,
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
        let enemy_horses = position.pieces(them, Piece::Horse);
        let mut analysis = Analysis {
            us,
            them,
            own,
            enemy,
            empty,
            general,
            enemy_lines: enemy & (position.kind(Piece::Chariot) | position.kind(Piece::General)),
            enemy_cannons: position.pieces(them, Piece::Cannon),
            enemy_horses,
            enemy_soldiers: position.pieces(them, Piece::Soldier),
            in_check: false,
            forbidden: 0,
            pinned: [0; 4],
            segments: [!0; 4],
            // The leg of a horse (1, 2) away is the general's diagonal
            // neighbour towards it, orthogonally next to the horse.
            legs: advisor_attacks(general) & general_attacks(enemy_horses) & own,
        };
        analysis.in_check = analysis.attacked::<S>(general, empty, !0);
        if !analysis.in_check {
            analysis.scan(0, S::north_attacks);
            analysis.scan(1, S::south_attacks);
            analysis.scan(2, S::east_attacks);
            analysis.scan(3, S::west_attacks);
        }
        analysis
    }

    /// Follows the general's ray given by `attacks` (its index in
    /// `Direction::ALL` is `index`) to its first three pieces and records
    /// what they forbid and pin; see the module's documentation.
    #[inline(always)]
    fn scan(&mut self, index: usize, attacks: impl Fn(u128, u128) -> u128) {
        let (empty, occupied) = (self.empty, !self.empty);
        let first_reach = attacks(self.general, empty);
        let first = first_reach & occupied;
        if first == 0 {
            return;
        }
        let second_reach = attacks(first, empty);
        let second = second_reach & occupied;
        let third_reach = attacks(second, empty);
        let third = third_reach & occupied;
        if first & self.enemy_cannons != 0 {
            self.forbidden |= first_reach & empty;
        }
        // Both patterns may pin `p1` (a chariot as `p2`, a cannon as `p3`):
        // it must then respect both.
        if third & self.enemy_cannons != 0 {
            // Taking the other screen would leave one: only empty squares
            // and the cannon itself.
            self.pinned[index] |= (first | second) & self.own;
            self.segments[index] &= (first_reach | second_reach | third_reach) & !(first | second);
        }
        if second & self.enemy_lines != 0 && first & self.own != 0 {
            self.pinned[index] |= first;
            self.segments[index] &= first_reach | second_reach;
        }
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
    /// general, then on `general`, unattacked: make-and-test on the
    /// occupancy.
    #[inline(always)]
    fn safe<S: Sliders>(&self, from: u128, to: u128, general: u128) -> bool {
        let occupied = (self.own ^ from) | to | self.enemy;
        !self.attacked::<S>(general, !occupied, !to)
    }

    /// Where the piece on `from` (not the general) may legally land, as a
    /// mask of its targets; `None` if its moves must be tried one by one.
    #[inline(always)]
    fn allowed(&self, from: u128) -> Option<u128> {
        if self.in_check || from & self.legs != 0 {
            return None;
        }
        let mut allowed = !self.forbidden;
        for (pinned, segment) in self.pinned.iter().zip(self.segments) {
            if from & pinned != 0 {
                allowed &= segment;
            }
        }
        Some(allowed)
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

/// The kinds other than the general, whose moves [`Analysis::allowed`]
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
            let targets = targets::<S>(&analysis, piece, from_bit);
            match analysis.allowed(from_bit) {
                Some(allowed) => {
                    for to in squares(targets & allowed) {
                        visit(new_move(from, to, piece));
                    }
                }
                None => {
                    for to in squares(targets) {
                        if analysis.safe::<S>(from_bit, 1 << to, general) {
                            visit(new_move(from, to, piece));
                        }
                    }
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
    for piece in OTHERS {
        for from in squares(position.pieces(analysis.us, piece)) {
            let from_bit = 1 << from;
            let targets = targets::<S>(&analysis, piece, from_bit);
            match analysis.allowed(from_bit) {
                Some(allowed) => count += u64::from((targets & allowed).count_ones()),
                None => {
                    for to in squares(targets) {
                        count += u64::from(analysis.safe::<S>(from_bit, 1 << to, general));
                    }
                }
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
        in_check: false,
        forbidden: 0,
        pinned: [0; 4],
        segments: [0; 4],
        legs: 0,
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
