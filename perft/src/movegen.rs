//! Legal moves, listed: [`generate_legal_moves`] hands each to a visitor,
//! [`legal_moves`] collects them. Generated directly (no make-and-test
//! except for en passant) from the [`Constraints`] of the position: every
//! move is legal by construction, a pinned piece kept to the `line` through
//! it and its king. The pawn moves, set-wise, and en passant are shared with
//! [`count_legal_moves`](super::count_legal_moves).

use bitfill::chess::{
    KING_ATTACKS, KNIGHT_ATTACKS, Lookup, RANKS, Side, Sliders, black_double_pushes,
    black_single_pushes, knight_attacks, line, north_east_one, north_west_one, pawn_attacks,
    south_east_one, south_west_one, squares, white_double_pushes, white_single_pushes,
};

use super::castling::CastlingMode;
use super::constraints::{ANTI_DIAGONAL, Constraints, DIAGONAL, FILE};
use super::lookup::PieceLookup;
use super::moves::{Move, MoveKind};
use super::piece::Piece;
use super::position::{Position, backward};

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

    let from = c.king_square;
    let steps = KING_ATTACKS[from] & !c.own & !c.danger;
    emit(from, steps, Piece::King, MoveKind::Normal, &mut visit);
    let castles = c.castling_rooks::<CHESS960>(position);
    emit(from, castles, Piece::King, MoveKind::Castle, &mut visit);
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
        let capturers = en_passant_capturers(position, &c, 1 << to);
        emit_to(to, capturers, MoveKind::EnPassant, &mut visit);
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(position.pieces(c.us, Piece::Knight) & free) {
        let moves = KNIGHT_ATTACKS[from] & targets;
        emit(from, moves, Piece::Knight, MoveKind::Normal, &mut visit);
    }
    // One slider at a time: a per-square lookup (BENCHMARKS.md, "Per-square
    // lookups": cheaper than a fill for one piece).
    let mut sliders = |piece, attacks: fn(usize, u64) -> u64| {
        for from in squares(position.pieces(c.us, piece)) {
            let moves = slider_moves(&c, attacks, from) & targets;
            emit(from, moves, piece, MoveKind::Normal, &mut visit);
        }
    };
    sliders(Piece::Bishop, PieceLookup::bishop_attacks_from);
    sliders(Piece::Rook, PieceLookup::rook_attacks_from);
    sliders(Piece::Queen, PieceLookup::queen_attacks_from);
}

/// A square index as a move stores it: every index here comes from a set of
/// the board, so it is below 64.
#[inline(always)]
fn byte(square: usize) -> u8 {
    debug_assert!(square < 64, "square {square}");
    square as u8
}

/// A pawn move to `to` from `step` bits back.
#[inline(always)]
fn pawn_move(to: usize, step: i8, kind: MoveKind) -> Move {
    let to = byte(to);
    Move {
        from: to.wrapping_add_signed(-step),
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

/// The squares a slider on `from` attacks (`attacks`: its group's lookup),
/// limited to the line through it and its king if it is pinned (a rook
/// pinned on a diagonal has no move along it, and so on).
#[inline(always)]
fn slider_moves(constraints: &Constraints, attacks: fn(usize, u64) -> u64, from: usize) -> u64 {
    let c = constraints;
    let attacks = attacks(from, !c.empty);
    if 1 << from & c.free() != 0 {
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

/// Pawn moves of one kind, set-wise: where they land, and the bit offset
/// back to where they start.
pub(super) struct PawnTargets {
    pub(super) single: u64,
    pub(super) double: u64,
    /// Captures towards the h-file.
    pub(super) east: u64,
    /// Captures towards the a-file.
    pub(super) west: u64,
    /// Landing minus origin for `single`, `double`, `east`, `west`.
    pub(super) steps: [i8; 4],
    pub(super) promotion_rank: u64,
}

/// Pawn pushes and captures (not en passant) that respect the pins and the
/// check mask.
#[inline(always)]
pub(super) fn pawn_targets(constraints: &Constraints, pawns: u64) -> PawnTargets {
    let c = constraints;
    let free = c.free();
    let pushers = pawns & (free | c.pinned[FILE]);
    let targets = c.check_mask;
    let victims = c.enemy & c.check_mask;
    // One branch on the side: each arm calls the side's own functions
    // (the side-generic ones would branch again).
    // A pawn pinned on a diagonal may still capture along it (the pinner).
    match c.us {
        Side::White => PawnTargets {
            single: white_single_pushes(pushers, c.empty) & targets,
            double: white_double_pushes(pushers, c.empty) & targets,
            east: north_east_one(pawns & (free | c.pinned[DIAGONAL])) & victims,
            west: north_west_one(pawns & (free | c.pinned[ANTI_DIAGONAL])) & victims,
            steps: [8, 16, 9, 7],
            promotion_rank: RANKS[7],
        },
        Side::Black => PawnTargets {
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
/// both pawns, which no ordinary pin test sees), from the king's square, by
/// lookup.
#[inline(always)]
pub(super) fn en_passant_capturers(
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
        let occupied = !((c.empty | from | captured) & !target);
        let attackers = (PieceLookup::rook_attacks_from(c.king_square, occupied)
            & enemy_orthogonal)
            | (PieceLookup::bishop_attacks_from(c.king_square, occupied) & enemy_diagonal)
            | (knight_attacks(c.king) & enemy_knights)
            | (pawn_attacks(c.us, c.king) & enemy_pawns);
        if attackers == 0 {
            legal |= from;
        }
    }
    legal
}
