//! Perft's walk of the legal-move tree, specialised at compile time on the
//! status of each node, as Gigantua does: the side to move (a [`SideToMove`]
//! type), whether an en passant capture may be possible (`EP`), whether any
//! castling right remains (`CASTLING`), and the castling rules (`CHESS960`).
//! Each move calls the next ply with the status that follows it, so every
//! test of the status is made by the compiler: an endgame without castling
//! rights never looks at castling, a node without an en passant square
//! never looks at en passant, and no code asks whose move it is.
//!
//! Moves are visited ([`Visitor`]), not listed: each group of moves
//! [`generate`] finds is played in place on a copy of the node and the
//! child walked; at the last ply the moves are only counted ([`count`]),
//! and the ply above counts its children's moves by difference
//! ([`frontier`]) unless the walk is told not to.

use bitfill::chess::{Side, squares};

use super::castling::{CastlingMode, destinations};
use super::count::count;
use super::frontier::{Scratch, frontier};
use super::movegen::{Visitor, generate};
use super::node::Node;
use super::piece::Piece;
use super::position::Position;
use super::side_to_move::{Black, SideToMove, White};

/// The number of leaf nodes `depth` plies below `position` (at least 1);
/// with `frontier`, the last ply but one counted by difference
/// ([`frontier`]), otherwise each of its children counted in full.
pub(super) fn perft_from(position: &Position, depth: u32, frontier: bool) -> u64 {
    match (position.side_to_move, position.castling_mode) {
        (Side::White, CastlingMode::Standard) => root::<White, false>(position, depth, frontier),
        (Side::White, CastlingMode::Chess960) => root::<White, true>(position, depth, frontier),
        (Side::Black, CastlingMode::Standard) => root::<Black, false>(position, depth, frontier),
        (Side::Black, CastlingMode::Chess960) => root::<Black, true>(position, depth, frontier),
    }
}

/// [`perft_from`] once the side to move and the castling rules are known:
/// the root's status, then the walk.
fn root<Us: SideToMove, const CHESS960: bool>(
    position: &Position,
    depth: u32,
    frontier: bool,
) -> u64 {
    let node = Node::of::<Us>(position);
    let mut scratch = Box::new(Scratch::default());
    scratch.enabled = frontier;
    let mut walk = Walk::<CHESS960> {
        depth,
        nodes: 0,
        scratch: &mut scratch,
    };
    match (node.en_passant != 0, node.castling != 0) {
        (false, false) => walk.child::<Us, false, false>(&node),
        (false, true) => walk.child::<Us, false, true>(&node),
        (true, false) => walk.child::<Us, true, false>(&node),
        (true, true) => walk.child::<Us, true, true>(&node),
    }
    walk.nodes
}

/// What the children of a node are handed to, with the status they have
/// (`Us` to move, `EP`, `CASTLING`).
pub(super) trait Sink {
    fn child<Us: SideToMove, const EP: bool, const CASTLING: bool>(&mut self, child: &Node);
}

/// Walks the subtrees of the children it is handed, `depth` plies deep,
/// adding their leaves to `nodes`.
struct Walk<'a, const CHESS960: bool> {
    /// Plies to go below each child: 0 is a leaf, 1 is counted.
    depth: u32,
    nodes: u64,
    /// The frontier's buffers, one for the whole walk.
    scratch: &'a mut Scratch,
}

impl<const CHESS960: bool> Sink for Walk<'_, CHESS960> {
    #[inline(always)]
    fn child<Us: SideToMove, const EP: bool, const CASTLING: bool>(&mut self, node: &Node) {
        match self.depth {
            0 => self.nodes += 1,
            1 => self.nodes += leaf_count::<Us, EP, CASTLING, CHESS960>(node),
            2 if self.scratch.enabled => {
                self.nodes += frontier::<Us, EP, CASTLING, CHESS960>(node, self.scratch);
            }
            _ => {
                let subtree = subtree::<Us, EP, CASTLING, CHESS960>;
                self.nodes += subtree(node, self.depth, self.scratch);
            }
        }
    }
}

/// Counts the legal moves of the children it is handed.
pub(super) struct Leaves<const CHESS960: bool> {
    pub(super) nodes: u64,
}

impl<const CHESS960: bool> Sink for Leaves<CHESS960> {
    #[inline(always)]
    fn child<Us: SideToMove, const EP: bool, const CASTLING: bool>(&mut self, node: &Node) {
        self.nodes += leaf_count::<Us, EP, CASTLING, CHESS960>(node);
    }
}

/// The legal moves of `node`, `Us` to move: [`count`], called rather
/// than inlined into each kind of move of the ply above.
#[inline(never)]
pub(super) fn leaf_count<
    Us: SideToMove,
    const EP: bool,
    const CASTLING: bool,
    const CHESS960: bool,
>(
    node: &Node,
) -> u64 {
    count::<Us, EP, CASTLING, CHESS960>(node)
}

/// The leaves `depth` plies (2 or more) below `node`, `Us` to move.
#[inline(never)]
fn subtree<Us: SideToMove, const EP: bool, const CASTLING: bool, const CHESS960: bool>(
    node: &Node,
    depth: u32,
    scratch: &mut Scratch,
) -> u64 {
    let mut play = Play {
        sink: Walk::<CHESS960> {
            depth: depth - 1,
            nodes: 0,
            scratch,
        },
    };
    generate::<Us, _, EP, CASTLING, CHESS960>(node, &mut play);
    play.sink.nodes
}

/// Plays the moves it visits, each on a copy of the node, and hands the
/// children to its sink.
pub(super) struct Play<K> {
    pub(super) sink: K,
}

impl<K: Sink> Play<K> {
    /// Hands `child` (whose side to move is `Us`, no en passant) to the
    /// sink, after a move of a node with castling rights or not
    /// (`CASTLING`).
    #[inline(always)]
    fn enter_child<Us: SideToMove, const CASTLING: bool>(&mut self, child: &Node) {
        if CASTLING && child.castling != 0 {
            self.sink.child::<Us, false, true>(child);
        } else {
            self.sink.child::<Us, false, false>(child);
        }
    }
}

impl<K: Sink> Visitor for Play<K> {
    #[inline(always)]
    fn piece<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        piece: Piece,
        from: usize,
        targets: u64,
    ) {
        let from = 1 << from;
        let enemy = node.placement.by_side[Us::THEM];
        for to in squares(targets & enemy) {
            let to = 1 << to;
            let mut child = *node;
            child.en_passant = 0;
            capture(&mut child, Us::THEM, to);
            shift(&mut child, Us::US, piece, from | to);
            if CASTLING {
                lose_rights::<Us>(&mut child, piece, from | to);
            }
            self.enter_child::<Us::Them, CASTLING>(&child);
        }
        for to in squares(targets & !enemy) {
            let to = 1 << to;
            let mut child = *node;
            child.en_passant = 0;
            shift(&mut child, Us::US, piece, from | to);
            if CASTLING {
                lose_rights::<Us>(&mut child, piece, from);
            }
            self.enter_child::<Us::Them, CASTLING>(&child);
        }
    }

    #[inline(always)]
    fn pawns<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        targets: u64,
        step: i8,
        is_capture: bool,
    ) {
        for to in squares(targets) {
            let to = 1 << to;
            let from = shift_back(to, step);
            let mut child = *node;
            child.en_passant = 0;
            if is_capture {
                capture(&mut child, Us::THEM, to);
                if CASTLING {
                    child.castling &= !to;
                }
            }
            shift(&mut child, Us::US, Piece::Pawn, from | to);
            self.enter_child::<Us::Them, CASTLING>(&child);
        }
    }

    #[inline(always)]
    fn double_pushes<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, targets: u64) {
        let enemy_pawns = node.pieces(Us::THEM, Piece::Pawn);
        for to in squares(targets) {
            let to = 1 << to;
            let from = shift_back(to, Us::DOUBLE_PUSH);
            let mut child = *node;
            shift(&mut child, Us::US, Piece::Pawn, from | to);
            let beside = bitfill::chess::east_one(to) | bitfill::chess::west_one(to);
            if beside & enemy_pawns != 0 {
                child.en_passant = Us::backward(to);
                if CASTLING && child.castling != 0 {
                    self.sink.child::<Us::Them, true, true>(&child);
                } else {
                    self.sink.child::<Us::Them, true, false>(&child);
                }
            } else {
                child.en_passant = 0;
                self.enter_child::<Us::Them, CASTLING>(&child);
            }
        }
    }

    #[inline(always)]
    fn promotions<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        targets: u64,
        step: i8,
    ) {
        for to in squares(targets) {
            let to = 1 << to;
            let from = shift_back(to, step);
            let mut pawn_gone = *node;
            pawn_gone.en_passant = 0;
            capture(&mut pawn_gone, Us::THEM, to);
            if CASTLING {
                pawn_gone.castling &= !to;
            }
            shift(&mut pawn_gone, Us::US, Piece::Pawn, from);
            pawn_gone.placement.by_side[Us::US] |= to;
            for piece in Piece::PROMOTIONS {
                let mut child = pawn_gone;
                child.placement.by_kind[piece as usize] |= to;
                self.enter_child::<Us::Them, CASTLING>(&child);
            }
        }
    }

    #[inline(always)]
    fn en_passant<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, from: usize) {
        let to = node.en_passant;
        let mut child = *node;
        child.en_passant = 0;
        let captured = Us::backward(to);
        shift(&mut child, Us::THEM, Piece::Pawn, captured);
        shift(&mut child, Us::US, Piece::Pawn, 1 << from | to);
        self.enter_child::<Us::Them, CASTLING>(&child);
    }

    #[inline(always)]
    fn castle<Us: SideToMove, const CHESS960: bool>(&mut self, node: &Node, rook: usize) {
        let king = node.pieces(Us::US, Piece::King).trailing_zeros() as usize;
        let (king_to, rook_to) = destinations(king, rook);
        let mut child = *node;
        child.en_passant = 0;
        let placement = &mut child.placement;
        let [king_index, rook_index] = [Piece::King as usize, Piece::Rook as usize];
        let before = 1 << king | 1 << rook;
        placement.by_side[Us::US] =
            placement.by_side[Us::US] & !before | 1 << king_to | 1 << rook_to;
        placement.by_kind[king_index] = placement.by_kind[king_index] & !(1 << king) | 1 << king_to;
        placement.by_kind[rook_index] = placement.by_kind[rook_index] & !(1 << rook) | 1 << rook_to;
        child.castling &= !Us::BACK_RANK;
        if child.castling != 0 {
            self.sink.child::<Us::Them, false, true>(&child);
        } else {
            self.sink.child::<Us::Them, false, false>(&child);
        }
    }
}

/// The square `step` bits back from `to` (a one-square set).
#[inline(always)]
fn shift_back(to: u64, step: i8) -> u64 {
    if step > 0 { to >> step } else { to << -step }
}

/// Takes whatever piece of side `them` stands on `to` off the board.
#[inline(always)]
pub(super) fn capture(node: &mut Node, them: usize, to: u64) {
    let placement = &mut node.placement;
    placement.by_side[them] &= !to;
    for pieces in &mut placement.by_kind[..Piece::King as usize] {
        *pieces &= !to;
    }
}

/// Moves the `piece` of side `side` between the two squares of `from_to`.
#[inline(always)]
pub(super) fn shift(node: &mut Node, side: usize, piece: Piece, from_to: u64) {
    node.placement.by_side[side] ^= from_to;
    node.placement.by_kind[piece as usize] ^= from_to;
}

/// The castling rights a move of `piece` over `squares` (where it left,
/// and where it captured) takes away: the rook's that moved or was taken,
/// both of its side's if it is the king.
#[inline(always)]
pub(super) fn lose_rights<Us: SideToMove>(node: &mut Node, piece: Piece, squares: u64) {
    node.castling &= !squares;
    if piece == Piece::King {
        node.castling &= !Us::BACK_RANK;
    }
}
