//! Legal moves, generated directly (no make-and-test except for en
//! passant) from the [`Constraints`] of the position, every move legal by
//! construction: a pinned piece kept to the ray of its pin. Each group of
//! moves goes to a [`Visitor`], which perft answers by playing them and
//! [`legal_moves`] by listing them; [`count_legal_moves`](super::count_legal_moves)
//! counts the same sets without visiting them.

use bitfill::chess::{Fastest, KNIGHT_ATTACKS, Lookup, squares};

use super::castling::CastlingMode;
use super::constraints::Constraints;
use super::moves::{Move, MoveKind};
use super::node::Node;
use super::piece::Piece;
use super::position::Position;
use super::side_to_move::{Black, SideToMove, White};

/// What the generator hands its moves to, a group at a time. `Us` is the
/// side to move; `CASTLING` whether the node has any castling right left
/// (its successors' rights change only then).
pub(super) trait Visitor {
    /// A piece other than a pawn (`piece`) from `from` to each square of
    /// `targets`, captures or not.
    fn piece<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        piece: Piece,
        from: usize,
        targets: u64,
    );

    /// Pawns to each square of `targets`, from `step` bits back: single
    /// pushes (`capture` false) or captures, none of them a promotion.
    fn pawns<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        targets: u64,
        step: i8,
        capture: bool,
    );

    /// Pawns two squares forward to each square of `targets`.
    fn double_pushes<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, targets: u64);

    /// Pawns to each square of `targets` on the last rank, from `step` bits
    /// back: four promotions each.
    fn promotions<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        targets: u64,
        step: i8,
    );

    /// The pawn on `from` captures en passant.
    fn en_passant<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, from: usize);

    /// The king castles with the rook on `rook`.
    fn castle<Us: SideToMove, const CHESS960: bool>(&mut self, node: &Node, rook: usize);
}

/// Hands every legal move of `node` (`Us` to move) to `visitor`. `EP`
/// tells whether `node.en_passant` is set, `CASTLING` whether
/// `node.castling` is.
#[inline(always)]
pub(super) fn generate<
    Us: SideToMove,
    V: Visitor,
    const EP: bool,
    const CASTLING: bool,
    const CHESS960: bool,
>(
    node: &Node,
    visitor: &mut V,
) {
    let c = Constraints::new::<Us>(node);
    let king = c.king_square;
    visitor.piece::<Us, CASTLING>(node, Piece::King, king, c.king_steps::<Us>(node));
    if CASTLING {
        for rook in squares(c.castling_rooks::<Us, CHESS960>(node)) {
            visitor.castle::<Us, CHESS960>(node, rook);
        }
    }
    if c.check_mask == 0 {
        return; // Double check: only the king moves.
    }

    let pawns = pawn_targets::<Us>(&c, node.pieces(Us::US, Piece::Pawn));
    let promotion = Us::PROMOTION_RANK;
    if (pawns.single | pawns.east | pawns.west) & promotion != 0 {
        visitor.promotions::<Us, CASTLING>(node, pawns.single & promotion, Us::PUSH);
        visitor.promotions::<Us, CASTLING>(node, pawns.east & promotion, Us::EAST_CAPTURE);
        visitor.promotions::<Us, CASTLING>(node, pawns.west & promotion, Us::WEST_CAPTURE);
    }
    visitor.pawns::<Us, CASTLING>(node, pawns.single & !promotion, Us::PUSH, false);
    visitor.pawns::<Us, CASTLING>(node, pawns.east & !promotion, Us::EAST_CAPTURE, true);
    visitor.pawns::<Us, CASTLING>(node, pawns.west & !promotion, Us::WEST_CAPTURE, true);
    visitor.double_pushes::<Us, CASTLING>(node, pawns.double);
    if EP {
        for from in squares(en_passant_capturers::<Us>(node, &c)) {
            visitor.en_passant::<Us, CASTLING>(node, from);
        }
    }

    let targets = c.targets();
    let free = c.free();
    for from in squares(node.pieces(Us::US, Piece::Knight) & free) {
        visitor.piece::<Us, CASTLING>(node, Piece::Knight, from, KNIGHT_ATTACKS[from] & targets);
    }
    let placement = &node.placement;
    let queens = placement.by_kind[Piece::Queen as usize];
    let diagonal = c.own & (placement.by_kind[Piece::Bishop as usize] | queens);
    let orthogonal = c.own & (placement.by_kind[Piece::Rook as usize] | queens);
    let occupied = c.occupied;
    let mut slide = |sliders: u64, targets: u64, piece: Piece, attacks: fn(usize, u64) -> u64| {
        for from in squares(sliders) {
            let piece = if queens & 1 << from != 0 {
                Piece::Queen
            } else {
                piece
            };
            visitor.piece::<Us, CASTLING>(node, piece, from, attacks(from, occupied) & targets);
        }
    };
    let (bishop, rook) = (Piece::Bishop, Piece::Rook);
    let pinned_diagonal = targets & c.pin_diagonal;
    let pinned_orthogonal = targets & c.pin_orthogonal;
    slide(
        diagonal & free,
        targets,
        bishop,
        Fastest::bishop_attacks_from,
    );
    slide(
        diagonal & c.pin_diagonal,
        pinned_diagonal,
        bishop,
        Fastest::bishop_attacks_from,
    );
    slide(orthogonal & free, targets, rook, Fastest::rook_attacks_from);
    slide(
        orthogonal & c.pin_orthogonal,
        pinned_orthogonal,
        rook,
        Fastest::rook_attacks_from,
    );
}

/// Pawn moves of one kind, set-wise: where they land.
pub(super) struct PawnTargets {
    pub(super) single: u64,
    pub(super) double: u64,
    /// Captures towards the h-file.
    pub(super) east: u64,
    /// Captures towards the a-file.
    pub(super) west: u64,
}

/// Pawn pushes and captures (not en passant) that respect the pins and the
/// check mask. A pawn pinned on a file may push (its pushes stay on the
/// pin's ray), one pinned on a diagonal may capture along it (the pinner,
/// on the ray), no other pinned pawn moves.
#[inline(always)]
pub(super) fn pawn_targets<Us: SideToMove>(c: &Constraints, pawns: u64) -> PawnTargets {
    let empty = !c.occupied;
    let free = c.free();
    let pushers = pawns & !c.pin_diagonal;
    let single = (Us::forward(pushers & free)
        | Us::forward(pushers & c.pin_orthogonal) & c.pin_orthogonal)
        & empty;
    let double = Us::forward(single & Us::THIRD_RANK) & empty & c.check_mask;
    let victims = c.enemy & c.check_mask;
    let capturers = pawns & !c.pin_orthogonal;
    let pinned = capturers & c.pin_diagonal;
    let capturers = capturers & free;
    PawnTargets {
        single: single & c.check_mask,
        double,
        east: (Us::east_capture(capturers) | Us::east_capture(pinned) & c.pin_diagonal) & victims,
        west: (Us::west_capture(capturers) | Us::west_capture(pinned) & c.pin_diagonal) & victims,
    }
}

/// The pawns that may capture en passant, legally. Rare, so each candidate
/// is tested the simple way: remove both pawns, put ours on the target, and
/// look for any attack on the king (this covers a pin along the rank through
/// both pawns, which no ordinary pin test sees), from the king's square, by
/// lookup.
#[inline(always)]
pub(super) fn en_passant_capturers<Us: SideToMove>(node: &Node, c: &Constraints) -> u64 {
    let them = Us::THEM;
    let target = node.en_passant;
    let captured = Us::backward(target);
    let own_pawns = node.pieces(Us::US, Piece::Pawn);
    let candidates =
        (Us::east_capture_origin(target) | Us::west_capture_origin(target)) & own_pawns;
    let placement = &node.placement;
    let queens = placement.by_kind[Piece::Queen as usize];
    let enemy_orthogonal = c.enemy & (placement.by_kind[Piece::Rook as usize] | queens);
    let enemy_diagonal = c.enemy & (placement.by_kind[Piece::Bishop as usize] | queens);
    let enemy_knights = node.pieces(them, Piece::Knight);
    let enemy_pawns = node.pieces(them, Piece::Pawn) & !captured;
    let king = 1 << c.king_square;
    let mut legal = 0;
    for from in squares(candidates) {
        let from = 1 << from;
        let occupied = (c.occupied & !(from | captured)) | target;
        let attackers = (Fastest::rook_attacks_from(c.king_square, occupied) & enemy_orthogonal)
            | (Fastest::bishop_attacks_from(c.king_square, occupied) & enemy_diagonal)
            | (KNIGHT_ATTACKS[c.king_square] & enemy_knights)
            | ((Us::east_capture(king) | Us::west_capture(king)) & enemy_pawns);
        if attackers == 0 {
            legal |= from;
        }
    }
    legal
}

/// A square index as a move stores it: every index here comes from a set of
/// the board, so it is below 64.
#[inline(always)]
pub(super) fn byte(square: usize) -> u8 {
    debug_assert!(square < 64, "square {square}");
    square as u8
}

/// Lists the moves it visits, as [`Move`]s.
struct Listing<'a, F> {
    visit: &'a mut F,
}

impl<F: FnMut(Move)> Listing<'_, F> {
    /// A pawn move to each square of `targets` from `step` bits back.
    fn pawn_moves(&mut self, targets: u64, step: i8, kind: MoveKind) {
        for to in squares(targets) {
            let to = byte(to);
            (self.visit)(Move {
                from: to.wrapping_add_signed(-step),
                to,
                piece: Piece::Pawn,
                kind,
            });
        }
    }
}

impl<F: FnMut(Move)> Visitor for Listing<'_, F> {
    fn piece<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        _: &Node,
        piece: Piece,
        from: usize,
        targets: u64,
    ) {
        for to in squares(targets) {
            (self.visit)(Move {
                from: byte(from),
                to: byte(to),
                piece,
                kind: MoveKind::Normal,
            });
        }
    }

    fn pawns<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        _: &Node,
        targets: u64,
        step: i8,
        _: bool,
    ) {
        self.pawn_moves(targets, step, MoveKind::Normal);
    }

    fn double_pushes<Us: SideToMove, const CASTLING: bool>(&mut self, _: &Node, targets: u64) {
        self.pawn_moves(targets, Us::DOUBLE_PUSH, MoveKind::DoublePush);
    }

    fn promotions<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        _: &Node,
        targets: u64,
        step: i8,
    ) {
        for piece in Piece::PROMOTIONS {
            self.pawn_moves(targets, step, MoveKind::Promotion(piece));
        }
    }

    fn en_passant<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, from: usize) {
        (self.visit)(Move {
            from: byte(from),
            to: byte(node.en_passant.trailing_zeros() as usize),
            piece: Piece::Pawn,
            kind: MoveKind::EnPassant,
        });
    }

    fn castle<Us: SideToMove, const CHESS960: bool>(&mut self, node: &Node, rook: usize) {
        let king = node.pieces(Us::US, Piece::King).trailing_zeros() as usize;
        (self.visit)(Move {
            from: byte(king),
            to: byte(rook),
            piece: Piece::King,
            kind: MoveKind::Castle,
        });
    }
}

/// Hands every legal move of `position` to `visit`, in no particular order.
///
/// The sliding strategy `S` is not used: one slider at a time is a
/// per-square lookup's job. It stays a parameter for the symmetry with
/// [`perft`](fn@crate::perft).
#[inline]
pub fn generate_legal_moves(position: &Position, mut visit: impl FnMut(Move)) {
    let mut listing = Listing { visit: &mut visit };
    match (position.side_to_move, position.castling_mode) {
        (bitfill::chess::Side::White, CastlingMode::Standard) => {
            generate::<White, _, true, true, false>(&Node::of::<White>(position), &mut listing);
        }
        (bitfill::chess::Side::White, CastlingMode::Chess960) => {
            generate::<White, _, true, true, true>(&Node::of::<White>(position), &mut listing);
        }
        (bitfill::chess::Side::Black, CastlingMode::Standard) => {
            generate::<Black, _, true, true, false>(&Node::of::<Black>(position), &mut listing);
        }
        (bitfill::chess::Side::Black, CastlingMode::Chess960) => {
            generate::<Black, _, true, true, true>(&Node::of::<Black>(position), &mut listing);
        }
    }
}

/// The legal moves of `position`, in no particular order.
#[must_use]
pub fn legal_moves(position: &Position) -> Vec<Move> {
    let mut moves = Vec::with_capacity(64);
    generate_legal_moves(position, |legal_move| moves.push(legal_move));
    moves
}
