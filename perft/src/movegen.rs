//! Legal moves, generated directly (no make-and-test except for en passant):
//! the enemy sliders on the king's lines, and what stands between them and
//! the king, give the checkers and the pinned pieces; one set-wise attack
//! map of the opponent tells where the king may go; every other move is then
//! legal by construction, a pinned piece kept to the `line` through it and
//! its king.
//!
//! Two entry points share that analysis: [`generate_legal_moves`] hands out
//! each move, [`count_legal_moves`] only counts them, set-wise where it can
//! (perft's bulk counting at the leaves).

use bitfill::chess::{
    Colour, Direction, Group, KING_ATTACKS, KNIGHT_ATTACKS, PAWN_ATTACKS, RANKS, Sliders, between,
    black_double_pushes, black_single_pushes, knight_attacks, line, north_east_one, north_west_one,
    pawn_attacks, south_east_one, south_west_one, squares, white_double_pushes,
    white_single_pushes,
};

use super::castling::{CastlingMode, PATHS, Path, destinations};
use super::moves::{Move, MoveKind};
use super::piece::Piece;
use super::position::{Position, backward};

/// The four lines a piece can be pinned along, as indices into
/// [`Constraints::pinned`]: a pinned piece may only move along its pin.
const FILE: usize = 0;
const RANK: usize = 1;
/// a1-h8 and its parallels (north-east and south-west).
const DIAGONAL: usize = 2;
/// h1-a8 and its parallels (north-west and south-east).
const ANTI_DIAGONAL: usize = 3;

/// Whether to skip the sliding fills that cannot matter, one direction at a
/// time: on x86 without AVX2, where each fill is scalar code. With AVX2 (and
/// elsewhere), where lanes of a vector register shift by different amounts,
/// LLVM packs several directions' fills into one register, which a branch
/// per direction would prevent: there all are computed, as the `auto` group
/// shape of `bitfill` does.
const SKIP_DIRECTIONS: bool = cfg!(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    not(target_feature = "avx2")
));

/// What every legal move of the side to move must respect; computed once per
/// position.
struct Constraints {
    us: Colour,
    own: u64,
    enemy: u64,
    empty: u64,
    king: u64,
    king_square: usize,
    /// Enemy pieces giving check.
    checkers: u64,
    /// Where a move other than the king's must land: everywhere when not in
    /// check; on the checker or between it and the king in single check;
    /// nowhere in double check.
    check_mask: u64,
    /// Own pieces pinned to the king, by the line of the pin.
    pinned: [u64; 4],
    /// The castling rooks whose right is there and path empty; see
    /// [`castling_rooks`] for the rest.
    castling: u64,
    /// Squares the king must not step on: everything the opponent attacks,
    /// computed with the king removed so it cannot retreat along a checking
    /// ray; left empty when the king has nowhere to go anyway.
    danger: u64,
}

impl Constraints {
    #[inline(always)]
    fn new<S: Sliders, const CHESS960: bool>(position: &Position) -> Constraints {
        let us = position.side_to_move;
        let them = us.opponent();
        let own = position.colour(us);
        let enemy = position.colour(them);
        let empty = !(own | enemy);
        let king = position.pieces(us, Piece::King);
        let queens = position.kind(Piece::Queen);
        let enemy_orthogonal = enemy & (position.kind(Piece::Rook) | queens);
        let enemy_diagonal = enemy & (position.kind(Piece::Bishop) | queens);
        let enemy_pawns = position.pieces(them, Piece::Pawn);
        let enemy_knights = position.pieces(them, Piece::Knight);

        let king_square = square_of(king);
        let enemy_king_square = square_of(position.pieces(them, Piece::King));

        let castling = castling_candidates::<CHESS960>(position, us, king_square, !empty);
        // The attack map costs as much as all the slider moves: skip it when
        // the king is boxed in by its own pieces and cannot castle.
        let king_may_move = KING_ATTACKS[king_square] & !own | castling != 0;
        let danger = if king_may_move {
            // Through the king: it must not step back along a checking ray.
            let through_king = empty | king;
            let mut danger = pawn_attacks(them, enemy_pawns)
                | knight_attacks(enemy_knights)
                | KING_ATTACKS[enemy_king_square];
            if SKIP_DIRECTIONS {
                // A slider reaches the squares the king may step or castle
                // to only from the lines through them: skip the directions
                // no enemy slider stands on, most of the eight in most
                // positions.
                let reach = &ZONE_RAYS[usize::from(castling != 0)][king_square];
                for direction in Direction::ALL {
                    let sliders = if Group::Rook.contains(direction) {
                        enemy_orthogonal
                    } else {
                        enemy_diagonal
                    };
                    if sliders & reach[direction as usize] != 0 {
                        danger |= S::attacks(direction, sliders, through_king);
                    }
                }
            } else {
                danger |= S::rook_attacks(enemy_orthogonal, through_king)
                    | S::bishop_attacks(enemy_diagonal, through_king);
            }
            danger
        } else {
            0
        };

        let occupied = own | enemy;
        let mut checkers = (KNIGHT_ATTACKS[king_square] & enemy_knights)
            | (PAWN_ATTACKS[us.index()][king_square] & enemy_pawns);
        let mut check_mask = checkers;
        let mut pinned = [0; 4];
        // Snipers: enemy sliders on a line through the king, whatever stands
        // between. With nothing between, one gives check; with one own piece
        // between, it pins it.
        let snipers = (Group::Rook.rays(king_square) & enemy_orthogonal)
            | (Group::Bishop.rays(king_square) & enemy_diagonal);
        if snipers != 0 {
            let mut pinned_any = 0;
            for sniper in squares(snipers) {
                let ray = between(king_square, sniper);
                let blockers = ray & occupied;
                if blockers == 0 {
                    checkers |= 1 << sniper;
                    check_mask |= ray | 1 << sniper;
                } else if blockers & blockers.wrapping_sub(1) == 0 {
                    pinned_any |= blockers & own;
                }
            }
            if pinned_any != 0 {
                let on = |direction: Direction| direction.ray(king_square);
                pinned[FILE] = pinned_any & (on(Direction::North) | on(Direction::South));
                pinned[RANK] = pinned_any & (on(Direction::East) | on(Direction::West));
                pinned[DIAGONAL] =
                    pinned_any & (on(Direction::NorthEast) | on(Direction::SouthWest));
                pinned[ANTI_DIAGONAL] =
                    pinned_any & (on(Direction::NorthWest) | on(Direction::SouthEast));
            }
        }
        // Clearing the lowest checker leaves another: double check.
        if checkers & checkers.wrapping_sub(1) != 0 {
            check_mask = 0;
        } else if checkers == 0 {
            check_mask = !0;
        }
        Constraints {
            us,
            own,
            enemy,
            empty,
            king,
            king_square,
            checkers,
            check_mask,
            pinned,
            castling,
            danger,
        }
    }

    /// Own pieces that are not pinned.
    #[inline(always)]
    fn free(&self) -> u64 {
        !(self.pinned[FILE]
            | self.pinned[RANK]
            | self.pinned[DIAGONAL]
            | self.pinned[ANTI_DIAGONAL])
    }

    /// Where a piece other than the king may land.
    #[inline(always)]
    fn targets(&self) -> u64 {
        !self.own & self.check_mask
    }
}

/// `ZONE_RAYS[castles][king][direction]`: the squares from which a slider
/// moving in `direction` could reach, on an empty board, a square next to
/// `king` or, with `castles` 1 and the king on a back rank, a square of that
/// rank (where castling takes it). Filled by the compiler.
static ZONE_RAYS: [[[u64; 8]; 64]; 2] = {
    let mut table = [[[0; 8]; 64]; 2];
    let mut king = 0;
    while king < 64 {
        let rank = RANKS[king / 8];
        let back_rank = if king < 8 || king >= 56 { rank } else { 0 };
        table[0][king] = rays_into(KING_ATTACKS[king]);
        table[1][king] = rays_into(KING_ATTACKS[king] | back_rank);
        king += 1;
    }
    table
};

/// For each direction, the squares from which a slider moving that way
/// could reach one of `squares` on an empty board.
const fn rays_into(squares: u64) -> [u64; 8] {
    let mut rays = [0; 8];
    let mut index = 0;
    while index < 8 {
        let direction = Direction::ALL[index];
        let Some(back) = direction.opposite() else {
            panic!("every direction of chess has an opposite");
        };
        let mut square = 0;
        while square < 64 {
            if squares & 1 << square != 0 {
                rays[index] |= back.ray(square);
            }
            square += 1;
        }
        index += 1;
    }
    rays
}

/// Pawn moves of one kind, set-wise: where they land, and the bit offset
/// back to where they start.
struct PawnTargets {
    single: u64,
    double: u64,
    /// Captures towards the h-file.
    east: u64,
    /// Captures towards the a-file.
    west: u64,
    /// Landing minus origin for `single`, `double`, `east`, `west`.
    steps: [i8; 4],
    promotion_rank: u64,
}

/// Pawn pushes and captures (not en passant) that respect the pins and the
/// check mask.
#[inline(always)]
fn pawn_targets(constraints: &Constraints, pawns: u64) -> PawnTargets {
    let c = constraints;
    let free = c.free();
    let pushers = pawns & (free | c.pinned[FILE]);
    let targets = c.check_mask;
    let victims = c.enemy & c.check_mask;
    // One branch on the colour: each arm calls the colour's own functions
    // (the colour-generic ones would branch again).
    // A pawn pinned on a diagonal may still capture along it (the pinner).
    match c.us {
        Colour::White => PawnTargets {
            single: white_single_pushes(pushers, c.empty) & targets,
            double: white_double_pushes(pushers, c.empty) & targets,
            east: north_east_one(pawns & (free | c.pinned[DIAGONAL])) & victims,
            west: north_west_one(pawns & (free | c.pinned[ANTI_DIAGONAL])) & victims,
            steps: [8, 16, 9, 7],
            promotion_rank: RANKS[7],
        },
        Colour::Black => PawnTargets {
            single: black_single_pushes(pushers, c.empty) & targets,
            double: black_double_pushes(pushers, c.empty) & targets,
            east: south_east_one(pawns & (free | c.pinned[ANTI_DIAGONAL])) & victims,
            west: south_west_one(pawns & (free | c.pinned[DIAGONAL])) & victims,
            steps: [-8, -16, -7, -9],
            promotion_rank: RANKS[0],
        },
    }
}

/// The pawns that may capture en passant, legally. Rare, so each candidate
/// is tested the simple way: remove both pawns, put ours on the target, and
/// look for any attack on the king (this covers a pin along the rank through
/// both pawns, which no ordinary pin test sees).
#[inline(always)]
fn en_passant_capturers<S: Sliders>(
    position: &Position,
    constraints: &Constraints,
    target: u64,
) -> u64 {
    let c = constraints;
    let them = c.us.opponent();
    let captured = backward(c.us, target);
    let candidates = pawn_attacks(them, target) & position.pieces(c.us, Piece::Pawn);
    let queens = position.kind(Piece::Queen);
    let enemy_orthogonal = c.enemy & (position.kind(Piece::Rook) | queens);
    let enemy_diagonal = c.enemy & (position.kind(Piece::Bishop) | queens);
    let enemy_knights = position.pieces(them, Piece::Knight);
    let enemy_pawns = position.pieces(them, Piece::Pawn) & !captured;
    let mut legal = 0;
    for from in squares(candidates) {
        let from = 1 << from;
        let empty = (c.empty | from | captured) & !target;
        let attackers = (S::rook_attacks(c.king, empty) & enemy_orthogonal)
            | (S::bishop_attacks(c.king, empty) & enemy_diagonal)
            | (knight_attacks(c.king) & enemy_knights)
            | (pawn_attacks(c.us, c.king) & enemy_pawns);
        if attackers == 0 {
            legal |= from;
        }
    }
    legal
}

/// The first square of the back rank of `colour`: sets of the first rank
/// (such as [`PATHS`]) shift onto it by this.
#[inline(always)]
const fn home(colour: Colour) -> usize {
    match colour {
        Colour::White => 0,
        Colour::Black => 56,
    }
}

/// The rooks the king of `us` (on `king_square`) could castle with if no
/// attack stood in the way: the right is there (so king and rook stand on
/// the back rank, at most one rook on each side of the king) and every
/// square the two cross or land on is empty but for them ([`PATHS`], from
/// `chess::between`).
///
/// Without `CHESS960` ([`CastlingMode::Standard`]) every right is one of
/// standard chess, the king on the e-file and the rooks in the corners: the
/// paths are constants (`PATHS[4][7]` and `PATHS[4][0]`), and standard
/// chess keeps its speed.
#[inline(always)]
fn castling_candidates<const CHESS960: bool>(
    position: &Position,
    us: Colour,
    king_square: usize,
    occupied: u64,
) -> u64 {
    let home = home(us);
    let rights = position.castling_rooks >> home;
    let occupied = occupied >> home;
    let mut candidates = 0;
    if CHESS960 {
        for (rook, path) in chess960_paths(rights & 0xff, king_square) {
            if rook != 0 && occupied & u64::from(path.empty) == 0 {
                candidates |= rook;
            }
        }
    } else {
        let (king_side, queen_side) = STANDARD_PATHS;
        if rights & 1 << 7 != 0 && occupied & u64::from(king_side.empty) == 0 {
            candidates |= 1 << 7;
        }
        if rights & 1 != 0 && occupied & u64::from(queen_side.empty) == 0 {
            candidates |= 1;
        }
    }
    candidates << home
}

/// The rooks the king may legally castle with (king takes rook): the
/// candidates, if the king is not in check, attacks none of the squares it
/// crosses or lands on (the attack map, made with the king removed), and,
/// in Chess960, the move itself opens no line onto its destination (see
/// [`castling_exposes_king`]; a rook in a corner has nothing behind it).
#[inline(always)]
fn castling_rooks<const CHESS960: bool>(position: &Position, constraints: &Constraints) -> u64 {
    let c = constraints;
    if c.checkers != 0 || CHESS960 && c.castling == 0 {
        return 0;
    }
    let home = home(c.us);
    let (rooks, danger) = (c.castling >> home, c.danger >> home);
    let mut legal = 0;
    if !CHESS960 {
        let (king_side, queen_side) = STANDARD_PATHS;
        if rooks & 1 << 7 != 0 && danger & u64::from(king_side.safe) == 0 {
            legal |= 1 << 7;
        }
        if rooks & 1 != 0 && danger & u64::from(queen_side.safe) == 0 {
            legal |= 1;
        }
        return legal << home;
    }
    for (rook, path) in chess960_paths(rooks, c.king_square) {
        if rook != 0 && danger & u64::from(path.safe) == 0 {
            legal |= rook;
        }
    }
    let legal = legal << home;
    if legal == 0 {
        return legal;
    }
    let queens = position.kind(Piece::Queen);
    let enemy_sliders = c.enemy & RANKS[home / 8] & (position.kind(Piece::Rook) | queens);
    if enemy_sliders == 0 {
        return legal;
    }
    let (king, occupied) = (c.king_square, !c.empty);
    squares(legal)
        .filter(|&rook| !castling_exposes_king(king, rook, occupied, enemy_sliders))
        .fold(0, |legal, rook| legal | 1 << rook)
}

/// The paths of standard chess: the king on the e-file, the rook in the
/// h-corner or the a-corner.
const STANDARD_PATHS: (Path, Path) = (PATHS[4][7], PATHS[4][0]);

/// The castling rights of the king on `king_square`, seen from its back
/// rank (`rights`: one bit per file): the rook on its h-side and the one on
/// its a-side (one-bit sets of files, or 0), each with its [`Path`].
#[inline(always)]
fn chess960_paths(rights: u64, king_square: usize) -> [(u64, Path); 2] {
    let king_file = king_square % 8;
    let h_side = rights & 0xfe << king_file;
    let a_side = rights & ((1 << king_file) - 1);
    let paths = &PATHS[king_file];
    [
        (h_side, paths[h_side.trailing_zeros() as usize % 8]),
        (a_side, paths[a_side.trailing_zeros() as usize % 8]),
    ]
}

/// Whether castling with the rook on `rook` (the king on `king`, the board
/// `occupied`) leaves the king attacked along the back rank by one of
/// `enemy_sliders` (the enemy rooks and queens on it) through the square
/// the rook left: the one attack the map (which keeps the rook in place)
/// cannot see, as with a rook on b1 castling queen side beside an enemy
/// rook on a1. Files and diagonals through the king's destination cross the
/// back rank nowhere else, and an attack along the rank from the other side
/// would already have hit the king's path. Tested exactly, with the squares
/// between each slider and the destination once king and rook have moved.
#[cold]
#[inline(never)]
fn castling_exposes_king(king: usize, rook: usize, occupied: u64, enemy_sliders: u64) -> bool {
    let (king_to, rook_to) = destinations(king, rook);
    let occupied = occupied & !(1 << king | 1 << rook) | 1 << king_to | 1 << rook_to;
    squares(enemy_sliders).any(|slider| between(slider, king_to) & occupied == 0)
}

/// Hands every legal move of `position` to `visit`, in no particular order.
#[inline]
pub fn generate_legal_moves<S: Sliders>(position: &Position, visit: impl FnMut(Move)) {
    match position.castling_mode {
        CastlingMode::Standard => generate::<S, false>(position, visit),
        CastlingMode::Chess960 => generate::<S, true>(position, visit),
    }
}

/// [`generate_legal_moves`] for one [`CastlingMode`]: Chess960 or not.
#[inline]
pub(super) fn generate<S: Sliders, const CHESS960: bool>(
    position: &Position,
    mut visit: impl FnMut(Move),
) {
    let c = Constraints::new::<S, CHESS960>(position);

    if c.king != 0 {
        let from = c.king_square;
        let steps = KING_ATTACKS[from] & !c.own & !c.danger;
        emit(from, steps, Piece::King, MoveKind::Normal, &mut visit);
        let castles = castling_rooks::<CHESS960>(position, &c);
        let kind = MoveKind::Castle(position.castling_mode);
        emit(from, castles, Piece::King, kind, &mut visit);
    }
    if c.check_mask == 0 {
        return; // Double check: only the king moves.
    }

    let pawns = position.pieces(c.us, Piece::Pawn);
    let pawn_moves = pawn_targets(&c, pawns);
    let [single, double, east, west] = pawn_moves.steps;
    for (targets, step) in [
        (pawn_moves.single, single),
        (pawn_moves.east, east),
        (pawn_moves.west, west),
    ] {
        for to in squares(targets & !pawn_moves.promotion_rank) {
            visit(pawn_move(to, step, MoveKind::Normal));
        }
        for to in squares(targets & pawn_moves.promotion_rank) {
            for piece in Piece::PROMOTIONS {
                visit(pawn_move(to, step, MoveKind::Promotion(piece)));
            }
        }
    }
    for to in squares(pawn_moves.double) {
        visit(pawn_move(to, double, MoveKind::DoublePush));
    }
    if let Some(to) = position.en_passant() {
        let capturers = en_passant_capturers::<S>(position, &c, 1 << to);
        emit_to(to, capturers, MoveKind::EnPassant, &mut visit);
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(position.pieces(c.us, Piece::Knight) & free) {
        let moves = KNIGHT_ATTACKS[from] & targets;
        emit(from, moves, Piece::Knight, MoveKind::Normal, &mut visit);
    }
    for piece in [Piece::Bishop, Piece::Rook, Piece::Queen] {
        for from in squares(position.pieces(c.us, piece)) {
            let moves = slider_moves::<S>(&c, piece, from) & targets;
            emit(from, moves, piece, MoveKind::Normal, &mut visit);
        }
    }
}

/// The square of a one-square set (such as a king), below 64.
#[inline(always)]
fn square_of(set: u64) -> usize {
    set.trailing_zeros() as usize % 64
}

/// A square index as a move stores it; every index here is below 64.
#[inline(always)]
fn byte(square: usize) -> u8 {
    (square % 64) as u8
}

/// A pawn move to `to` from `step` bits back.
#[inline(always)]
fn pawn_move(to: usize, step: i8, kind: MoveKind) -> Move {
    let to = byte(to);
    Move {
        from: to.wrapping_add_signed(-step) % 64,
        to,
        piece: Piece::Pawn,
        kind,
    }
}

/// One move of `piece` from `from` to each square of `targets`.
#[inline(always)]
fn emit(from: usize, targets: u64, piece: Piece, kind: MoveKind, visit: &mut impl FnMut(Move)) {
    for to in squares(targets) {
        visit(Move {
            from: byte(from),
            to: byte(to),
            piece,
            kind,
        });
    }
}

/// One pawn move to `to` from each square of `origins`.
#[inline(always)]
fn emit_to(to: usize, origins: u64, kind: MoveKind, visit: &mut impl FnMut(Move)) {
    for from in squares(origins) {
        visit(Move {
            from: byte(from),
            to: byte(to),
            piece: Piece::Pawn,
            kind,
        });
    }
}

/// The squares one slider of kind `piece` on `from` attacks, limited to
/// the line through it and its king if it is pinned (a rook pinned on a
/// diagonal has no move along it, and so on).
#[inline(always)]
fn slider_moves<S: Sliders>(constraints: &Constraints, piece: Piece, from: usize) -> u64 {
    let c = constraints;
    let slider = 1 << from;
    let attacks = match piece {
        Piece::Bishop => S::bishop_attacks(slider, c.empty),
        Piece::Rook => S::rook_attacks(slider, c.empty),
        _ => S::queen_attacks(slider, c.empty),
    };
    if slider & c.free() != 0 {
        attacks
    } else {
        attacks & line(c.king_square, from)
    }
}

/// The legal moves of `position`, in no particular order.
#[must_use]
pub fn legal_moves<S: Sliders>(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate_legal_moves::<S>(position, |legal_move| moves.push(legal_move));
    moves
}

/// How many legal moves `position` has, counted without listing them:
/// pawns and sliders set-wise, a popcount per kind of move and direction.
///
/// Sliders are counted one direction at a time: along one direction each
/// target is reached by at most one slider (the nearest behind it), so the
/// popcount of the set-wise attacks is the number of moves.
#[must_use]
#[inline]
pub fn count_legal_moves<S: Sliders>(position: &Position) -> u64 {
    match position.castling_mode {
        CastlingMode::Standard => count::<S, false>(position),
        CastlingMode::Chess960 => count::<S, true>(position),
    }
}

/// [`count_legal_moves`] for one [`CastlingMode`]: Chess960 or not.
#[inline(always)]
pub(super) fn count<S: Sliders, const CHESS960: bool>(position: &Position) -> u64 {
    let c = Constraints::new::<S, CHESS960>(position);
    let king_moves = KING_ATTACKS[c.king_square] & !c.own & !c.danger;
    // Castling is king takes rook: never the square of a king step.
    let castles = castling_rooks::<CHESS960>(position, &c);
    let mut count = u64::from((king_moves | castles).count_ones());
    if c.check_mask == 0 {
        return count; // Double check: only the king moves.
    }

    let pawn_moves = pawn_targets(&c, position.pieces(c.us, Piece::Pawn));
    // Pushes land on empty squares, captures on enemy pieces, and a single
    // and a double push never share a target (the double push would be
    // blocked): one popcount for all but the captures towards the a-file,
    // which may hit the same piece as those towards the h-file.
    let east_pushes_and_captures = pawn_moves.single | pawn_moves.double | pawn_moves.east;
    count += u64::from(east_pushes_and_captures.count_ones() + pawn_moves.west.count_ones());
    let promotion_rank = pawn_moves.promotion_rank;
    if (east_pushes_and_captures | pawn_moves.west) & promotion_rank != 0 {
        // Each promotion is four moves: three more than counted above.
        count += 3 * u64::from(
            (east_pushes_and_captures & promotion_rank).count_ones()
                + (pawn_moves.west & promotion_rank).count_ones(),
        );
    }
    if position.en_passant != 0 {
        let capturers = en_passant_capturers::<S>(position, &c, position.en_passant);
        count += u64::from(capturers.count_ones());
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(position.pieces(c.us, Piece::Knight) & free) {
        count += u64::from((KNIGHT_ATTACKS[from] & targets).count_ones());
    }

    let queens = position.kind(Piece::Queen);
    let orthogonal = c.own & (position.kind(Piece::Rook) | queens);
    let diagonal = c.own & (position.kind(Piece::Bishop) | queens);
    let empty = c.empty;
    let on_file = orthogonal & (free | c.pinned[FILE]);
    let on_rank = orthogonal & (free | c.pinned[RANK]);
    let on_diagonal = diagonal & (free | c.pinned[DIAGONAL]);
    let on_anti_diagonal = diagonal & (free | c.pinned[ANTI_DIAGONAL]);
    // One direction at a time: along one, each target has a single slider.
    let slider_moves = if SKIP_DIRECTIONS {
        let moves = |direction, sliders| {
            // Where every first step is blocked (sliders boxed in, as in
            // the opening, or none of the kind), the first steps are the
            // attacks: no fill.
            let first_steps = Direction::one(direction, sliders);
            if first_steps & empty == 0 {
                first_steps & targets
            } else {
                S::attacks(direction, sliders, empty) & targets
            }
        };
        [
            moves(Direction::North, on_file),
            moves(Direction::South, on_file),
            moves(Direction::East, on_rank),
            moves(Direction::West, on_rank),
            moves(Direction::NorthEast, on_diagonal),
            moves(Direction::SouthWest, on_diagonal),
            moves(Direction::NorthWest, on_anti_diagonal),
            moves(Direction::SouthEast, on_anti_diagonal),
        ]
    } else {
        [
            S::north_attacks(on_file, empty) & targets,
            S::south_attacks(on_file, empty) & targets,
            S::east_attacks(on_rank, empty) & targets,
            S::west_attacks(on_rank, empty) & targets,
            S::north_east_attacks(on_diagonal, empty) & targets,
            S::south_west_attacks(on_diagonal, empty) & targets,
            S::north_west_attacks(on_anti_diagonal, empty) & targets,
            S::south_east_attacks(on_anti_diagonal, empty) & targets,
        ]
    };
    count += u64::from(count_sum(slider_moves));
    count
}

/// The sum of the popcounts of eight sets.
#[inline(always)]
fn count_sum(sets: [u64; 8]) -> u32 {
    // Baseline x86 has no `popcnt` instruction: each popcount is a dozen
    // instructions there, and adding the sets bit-sliced first saves four.
    if cfg!(all(
        any(target_arch = "x86", target_arch = "x86_64"),
        not(target_feature = "popcnt")
    )) {
        harley_seal(sets)
    } else {
        sets.iter().map(|set| set.count_ones()).sum()
    }
}

/// The sum of the popcounts of eight sets with four popcounts: carry-save
/// adders sum the sets bit-sliced first (Harley-Seal).
#[inline(always)]
fn harley_seal(sets: [u64; 8]) -> u32 {
    /// Full adder on 64 lanes: (sum, carry) of three bits per lane.
    #[inline(always)]
    fn add(a: u64, b: u64, c: u64) -> (u64, u64) {
        let partial = a ^ b;
        (partial ^ c, (a & b) | (partial & c))
    }
    let [a, b, c, d, e, f, g, h] = sets;
    let (ones_abc, twos_abc) = add(a, b, c);
    let (ones_def, twos_def) = add(d, e, f);
    let (ones_gh, twos_gh) = add(g, h, ones_abc);
    let (ones, twos_last) = add(ones_gh, ones_def, 0);
    let (twos, fours_abc) = add(twos_abc, twos_def, twos_gh);
    let (twos, fours_last) = add(twos, twos_last, 0);
    let (fours, eights) = add(fours_abc, fours_last, 0);
    ones.count_ones() + 2 * twos.count_ones() + 4 * fours.count_ones() + 8 * eights.count_ones()
}
