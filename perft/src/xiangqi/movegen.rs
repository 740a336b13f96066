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
    Direction, Group, HORSE_ATTACKS, Side, Sliders, advisor_attacks, advisor_moves,
    black_soldier_attacks, east_one, elephant_moves, general_attacks, general_moves, horse_attacks,
    red_soldier_attacks, soldier_moves, squares, west_one,
};

use super::moves::Move;
use super::piece::Piece;
use super::position::Position;
use crate::popcount::popcount_sum;

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
    /// All of them.
    all_pinned: u128,
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
            all_pinned: 0,
            segments: [!0; 4],
            // The leg of a horse (1, 2) away is the general's diagonal
            // neighbour towards it, orthogonally next to the horse.
            legs: advisor_attacks(general) & general_attacks(enemy_horses) & own,
        };
        let square = general.trailing_zeros() as usize;
        let near_horses = enemy_horses & HORSE_ATTACKS[square];
        let mut in_check = near_horses != 0 && horse_attacks(near_horses, empty) & general != 0
            || soldier_moves(them, analysis.enemy_soldiers) & general != 0;
        // Rays with no enemy chariot, cannon or general cannot check or pin.
        if Group::Chariot.rays(square) & (analysis.enemy_lines | analysis.enemy_cannons) != 0 {
            in_check |= analysis.scan(Direction::North, square, S::north_attacks);
            in_check |= analysis.scan(Direction::South, square, S::south_attacks);
            in_check |= analysis.scan(Direction::East, square, S::east_attacks);
            in_check |= analysis.scan(Direction::West, square, S::west_attacks);
        }
        analysis.in_check = in_check;
        analysis.all_pinned = analysis.pinned.iter().fold(0, |all, pinned| all | pinned);
        analysis
    }

    /// Follows the general's ray in `direction` (along which `attacks`
    /// slides) to its first three pieces: whether they give check, and
    /// otherwise what they forbid and pin (see the module's documentation).
    #[inline(always)]
    fn scan(
        &mut self,
        direction: Direction,
        square: usize,
        attacks: impl Fn(u128, u128) -> u128,
    ) -> bool {
        if direction.ray(square) & (self.enemy_lines | self.enemy_cannons) == 0 {
            return false;
        }
        let (empty, occupied) = (self.empty, !self.empty);
        let first_reach = attacks(self.general, empty);
        let first = first_reach & occupied;
        if first & self.enemy_lines != 0 {
            return true;
        }
        let second_reach = attacks(first, empty);
        let second = second_reach & occupied;
        if second & self.enemy_cannons != 0 {
            return true;
        }
        let third_reach = attacks(second, empty);
        let third = third_reach & occupied;
        let index = direction as usize;
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
        false
    }

    /// Whether an enemy piece attacks `general`, with `empty` the empty
    /// squares and `alive` the squares whose enemy pieces are still there
    /// (not the one just captured).
    #[inline(always)]
    fn attacked<S: Sliders>(&self, general: u128, empty: u128, alive: u128) -> bool {
        let square = general.trailing_zeros() as usize;
        let (lines, cannons) = (self.enemy_lines & alive, self.enemy_cannons & alive);
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
        let near_horses = self.enemy_horses & alive & HORSE_ATTACKS[square];
        near_horses != 0 && horse_attacks(near_horses, empty) & general != 0
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
        if from & self.all_pinned != 0 {
            for (pinned, segment) in self.pinned.iter().zip(self.segments) {
                if from & pinned != 0 {
                    allowed &= segment;
                }
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
///
/// Out of check, the chariots, cannons and soldiers that are neither pinned
/// nor on a horse's leg are counted set-wise, one direction at a time
/// (along one direction each target has one origin, so a popcount is the
/// move count); the other pieces one by one.
#[must_use]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    let analysis = Analysis::new::<S>(position);
    let (us, general, empty) = (analysis.us, analysis.general, analysis.empty);
    let mut count = 0;
    for to in squares(targets::<S>(&analysis, Piece::General, general)) {
        count += u64::from(analysis.safe::<S>(general, 1 << to, 1 << to));
    }
    // Pieces whose moves need more than the forbidden squares.
    let special = if analysis.in_check {
        !0
    } else {
        analysis.all_pinned | analysis.legs
    };
    let landing = !analysis.own & !analysis.forbidden;
    let mut sets = [0; 12];

    let chariots = position.pieces(us, Piece::Chariot) & !special;
    if chariots != 0 {
        sets[0] = S::north_attacks(chariots, empty) & landing;
        sets[1] = S::south_attacks(chariots, empty) & landing;
        sets[2] = S::east_attacks(chariots, empty) & landing;
        sets[3] = S::west_attacks(chariots, empty) & landing;
    }
    let cannons = position.pieces(us, Piece::Cannon) & !special;
    if cannons != 0 {
        // Slides to the empty squares, hops to the enemy pieces: disjoint.
        let (occupied, enemy) = (!empty, analysis.enemy);
        let along = |attacks: fn(u128, u128) -> u128| {
            let reach = attacks(cannons, empty);
            (reach & empty | attacks(reach & occupied, empty) & enemy) & landing
        };
        sets[4] = along(S::north_attacks);
        sets[5] = along(S::south_attacks);
        sets[6] = along(S::east_attacks);
        sets[7] = along(S::west_attacks);
    }
    let soldiers = position.pieces(us, Piece::Soldier) & !special;
    if soldiers != 0 {
        let crossed = soldiers & !us.home();
        sets[8] = match us {
            Side::Red => red_soldier_attacks(soldiers),
            Side::Black => black_soldier_attacks(soldiers),
        } & landing;
        sets[9] = east_one(crossed) & landing;
        sets[10] = west_one(crossed) & landing;
    }
    count += u64::from(popcount_sum(sets));

    for piece in OTHERS {
        let pieces = position.pieces(us, piece);
        let one_by_one = match piece {
            Piece::Chariot | Piece::Cannon | Piece::Soldier => pieces & special,
            _ => pieces,
        };
        for from in squares(one_by_one) {
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
        all_pinned: 0,
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
