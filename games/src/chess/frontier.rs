//! The last ply but one of perft: each child's legal moves counted by
//! difference with its siblings'.
//!
//! The children of a node differ from it by one move of the side to move
//! (`Us`). The side that answers (`Them`) has the same pieces in all of
//! them but one at most, and most of its moves do not depend on the move
//! played: a slider's moves change only if the move vacated or filled a
//! square it sees, a knight's only if the move captured something, the
//! pawns' only if the move touched a square in front of them or one they
//! attack, the king's only if it can move at all. So the node counts
//! `Them`'s moves once, piece by piece, as if it were `Them`'s turn
//! ([`Snapshot`]), and each child recounts only what its move touched.
//!
//! The count is exact, never estimated: every child whose move could change
//! more is counted in full ([`count`](super::count)): a move that gives
//! check, that touches a line from `Them`'s king to the nearest of our
//! sliders along it where a pin stands, or moves that slider (a check or a
//! pin may appear or vanish), or leaves a line with two pieces or more
//! between them with fewer; castling, en passant, a promotion. Two
//! exceptions are counted by difference: a slider pinning a pawn along the
//! king's rank that moves along it beyond the pawn (the pawn has no move
//! either way), and the slider of a line without a pin moving (off the
//! line, any slider behind it has as many pieces between or more; along
//! it, the test for checks sees it where it lands). A double push that
//! opens en passant is a plain pawn move with the captures en passant it
//! allows added.

use bitfill::chess::{
    Direction, Fastest, Group, KING_ATTACKS, KNIGHT_ATTACKS, Lookup, PAWN_ATTACKS, squares,
};

use super::castling::{PATHS, castling_candidates, king_paths};
use super::constraints::Constraints;
use super::count::{count, pawn_moves};
use super::movegen::{Visitor, byte, en_passant_capturers, generate};
use super::moves::{Move, MoveKind};
use super::node::Node;
use super::piece::Piece;
use super::side_to_move::SideToMove;
use super::tables::PIN_RAYS;
use super::tree::{Leaves, Play, capture, leaf_count, lose_rights, shift};

/// The leaves two plies below `node` (`Us` to move, with the status `EP`
/// and `CASTLING`): the number of legal moves of each child, summed.
#[inline(never)]
pub(super) fn frontier<
    Us: SideToMove,
    const EP: bool,
    const CASTLING: bool,
    const CHESS960: bool,
>(
    node: &Node,
    scratch: &mut Scratch,
) -> u64 {
    let Scratch {
        groups, snapshot, ..
    } = scratch;
    snapshot.take::<Us::Them, CASTLING, CHESS960>(node);
    let mut collect = Collect::<CHESS960> {
        node,
        snapshot,
        groups,
        len: 0,
        nodes: 0,
        special: Play {
            sink: Leaves { nodes: 0 },
        },
    };
    generate::<Us, _, EP, CASTLING, CHESS960>(node, &mut collect);
    collect.flush::<Us, CASTLING>();
    collect.nodes + collect.special.sink.nodes
}

/// The frontier's buffers: made once per walk, reused by every node of the
/// last ply but one.
pub(super) struct Scratch {
    /// Whether the walk counts its last ply but one here at all.
    pub(super) enabled: bool,
    groups: [Targets; MAX_GROUPS],
    snapshot: Snapshot,
}

impl Default for Scratch {
    fn default() -> Scratch {
        Scratch {
            enabled: true,
            groups: [Targets::NONE; MAX_GROUPS],
            snapshot: Snapshot {
                live: 0,
                inert: [0; 8],
                inert_count: 0,
                inert_lines: 0,
                live_sliders: 0,
                rank_pinners: 0,
                along_rank_pins: 0,
                king: 0,
                checks: [0; 6],
                pin_orthogonal: 0,
                pin_diagonal: 0,
                moves: 0,
                own: 0,
                knights: 0,
                sliders: [Slider::default(); MAX_SLIDERS],
                slider_count: 0,
                seen: 0,
                pawn_moves: 0,
                pawn_zone: 0,
                king_zone: 0,
                king_moves: 0,
                king_sensitive: [0; 6],
                castling_moves: 0,
                castling_sensitive: [0; 6],
            },
        }
    }
}

/// One slider of the side that answers, as it stands in the node.
#[derive(Clone, Copy, Debug, Default)]
struct Slider {
    square: usize,
    /// Rook moves, bishop moves, or both (a queen); only those along its
    /// pin if it is pinned.
    orthogonal: bool,
    diagonal: bool,
    /// The ray of its pin, if it is pinned; everywhere otherwise.
    pin: u64,
    /// What it attacks in the node (moves or not).
    attacks: u64,
    /// How many moves it has there.
    moves: u64,
}

impl Slider {
    /// What it attacks with the pieces on `occupied`.
    #[inline(always)]
    fn attacks(&self, occupied: u64) -> u64 {
        let mut attacks = 0;
        if self.orthogonal {
            attacks |= Fastest::rook_attacks_from(self.square, occupied);
        }
        if self.diagonal {
            attacks |= Fastest::bishop_attacks_from(self.square, occupied);
        }
        attacks
    }
}

/// The most sliders a side can have: in a game, its two rooks, two bishops
/// and queen and eight promoted pawns; a FEN may put one on every square.
const MAX_SLIDERS: usize = 64;

/// The moves of `Them` (the side that answers) in a node, piece by piece,
/// as if it were its turn: what each child's count starts from.
struct Snapshot {
    /// The squares from `Them`'s king to the nearest of our sliders on each
    /// line it moves along where a pin stands, the slider's included: a
    /// move from or to one of them may open or close a check or a pin.
    /// Every square if `Them` is in check (which no legal position has,
    /// the side not to move): every child is then counted in full.
    live: u64,
    /// The inert lines: from the king (exclusive) to the slider
    /// (inclusive), with two pieces or more between, or one of ours.
    inert: [u64; 8],
    inert_count: usize,
    inert_lines: u64,
    /// The nearest slider of ours on each line from the king that has one.
    live_sliders: u64,
    /// Those of them that pin a pawn along the king's rank, and the
    /// squares beyond the pawn on those lines: the pinner moving there
    /// keeps the pin, and a pawn pinned along a rank has no move whatever
    /// the pin's length. Such a move is counted by difference.
    rank_pinners: u64,
    along_rank_pins: u64,
    /// `Them`'s king.
    king: usize,
    /// For each kind of our pieces, the squares it checks `Them`'s king
    /// from, or (sliders) may check or pin along the king's lines from.
    checks: [u64; 6],
    /// The pins of `Them`'s pieces, as rays (see [`Constraints`]): the same
    /// in every child that touches no `live` square.
    pin_orthogonal: u64,
    pin_diagonal: u64,
    /// The moves of `Them`'s knights, sliders and pawns in the node.
    moves: u64,
    /// `Them`'s pieces.
    own: u64,
    /// Its knights that may move (not pinned).
    knights: u64,
    sliders: [Slider; MAX_SLIDERS],
    slider_count: usize,
    /// What the sliders see, and where they stand: a move elsewhere leaves
    /// their moves as they are.
    seen: u64,
    /// How many moves the pawns have, and the squares a move must touch
    /// to change that: where they stand, the squares in front of them (two
    /// for those on their first rank), the squares they attack.
    pawn_moves: u64,
    pawn_zone: u64,
    /// The squares around the king.
    king_zone: u64,
    /// How many steps the king has in the node, and for each kind of our
    /// pieces, the squares a move of one must touch to change that: where
    /// it would attack a square the king may step to from, and the lines
    /// to those squares that hold a slider of ours moving along them.
    king_moves: u64,
    king_sensitive: [u64; 6],
    /// The same for castling: how many castling moves `Them` has, and what
    /// a move must touch to change that (the squares that must be empty
    /// and the castling rooks too).
    castling_moves: u64,
    castling_sensitive: [u64; 6],
}

impl Snapshot {
    /// Takes the snapshot of `node` for `Them` (the side not to move), in
    /// place.
    #[inline(always)]
    fn take<Them: SideToMove, const CASTLING: bool, const CHESS960: bool>(&mut self, node: &Node) {
        let c = Constraints::new::<Them>(node);
        let placement = &node.placement;
        let own = c.own;
        let enemy = c.enemy;
        let king = c.king_square;
        let queens = placement.by_kind[Piece::Queen as usize];
        let rooks = placement.by_kind[Piece::Rook as usize] | queens;
        let bishops = placement.by_kind[Piece::Bishop as usize] | queens;
        let (enemy_rooks, enemy_bishops) = (enemy & rooks, enemy & bishops);

        // The lines from the king to the nearest of our sliders along each:
        // with two pieces or more between, or one of ours, a line is
        // inert (no check, no pin) and a move that touches it may leave
        // it so (its slider moving too: off the line, any slider behind it
        // has as many pieces between or more; along it, the test for
        // checks sees it where it lands); with one of `Them`'s between (a
        // pin), a move that touches the line or moves its slider is
        // counted in full.
        let mut live = 0;
        let mut inert = [0; 8];
        let mut inert_count = 0;
        let mut live_sliders = 0;
        let mut rank_pinners = 0;
        let mut along_rank_pins = 0;
        let rank = 0xff << (king & 56);
        let pawns = node.pieces(Them::US, Piece::Pawn);
        // Our sliders on the king's lines, each along a line it moves on.
        let snipers =
            (Group::Rook.rays(king) & enemy_rooks) | (Group::Bishop.rays(king) & enemy_bishops);
        for direction in Direction::ALL {
            if snipers == 0 {
                break; // None: no line to follow.
            }
            let sliders = direction.ray(king) & snipers;
            if sliders != 0 {
                let nearest = if direction.shift() > 0 {
                    sliders.trailing_zeros()
                } else {
                    63 - sliders.leading_zeros()
                } as usize;
                let segment = PIN_RAYS[king][nearest];
                live_sliders |= 1 << nearest;
                let between = segment & c.occupied & !(1 << nearest);
                if is_inert(between, own) {
                    inert[inert_count] = segment;
                    inert_count += 1;
                } else {
                    live |= segment;
                    // A pin (no check here, see below) of a pawn along
                    // the rank.
                    if between & pawns != 0 && segment & !rank == 0 {
                        rank_pinners |= 1 << nearest;
                        let pawn = between.trailing_zeros() as usize;
                        along_rank_pins |= direction.ray(king) & !PIN_RAYS[king][pawn];
                    }
                }
            }
        }
        let orthogonal = Group::Rook.rays(king);
        let diagonal = Group::Bishop.rays(king);
        let checks = [
            PAWN_ATTACKS[Them::US][king],
            KNIGHT_ATTACKS[king],
            diagonal,
            orthogonal,
            orthogonal | diagonal,
            0,
        ];

        let targets = !own;
        let free = c.free();
        let knights = node.pieces(Them::US, Piece::Knight) & free;
        let mut moves = 0;
        for square in squares(knights) {
            moves += u64::from((KNIGHT_ATTACKS[square] & targets).count_ones());
        }
        let sliders = &mut self.sliders;
        let mut slider_count = 0;
        let mut seen = 0;
        for square in squares(own & (rooks | bishops)) {
            let bit = 1 << square;
            let mut slider = Slider {
                square,
                orthogonal: rooks & bit != 0,
                diagonal: bishops & bit != 0,
                pin: !0,
                attacks: 0,
                moves: 0,
            };
            if c.pin_orthogonal & bit != 0 {
                slider.diagonal = false;
                slider.pin = c.pin_orthogonal;
            } else if c.pin_diagonal & bit != 0 {
                slider.orthogonal = false;
                slider.pin = c.pin_diagonal;
            }
            slider.attacks = slider.attacks(c.occupied);
            slider.moves = u64::from((slider.attacks & targets & slider.pin).count_ones());
            moves += slider.moves;
            seen |= slider.attacks | bit;
            sliders[slider_count] = slider;
            slider_count += 1;
        }
        let pawn_count = pawn_moves::<Them>(&c, pawns);
        moves += pawn_count;
        let ahead = Them::forward(pawns);
        let pawn_zone = pawns
            | ahead
            | Them::forward(ahead & Them::THIRD_RANK)
            | Them::east_capture(pawns)
            | Them::west_capture(pawns);

        let king_zone = KING_ATTACKS[king];
        let steps = king_zone & !own;
        let king_moves = if steps == 0 {
            0
        } else {
            u64::from(c.king_steps::<Them>(node).count_ones())
        };
        // Our sliders' lines to the king's squares as they stand, the king
        // off the board (it must not step back along a line of attack).
        let around_king = c.occupied & !(1 << king);
        let king_sensitive =
            sensitivity::<Them>(steps, around_king, enemy, enemy_rooks, enemy_bishops);

        // Castling changes if a move touches a square that must be empty,
        // takes a castling rook, or changes the attacks on a square the
        // king must cross.
        let rights = node.castling & Them::BACK_RANK;
        let (castling_moves, castling_sensitive) = if CASTLING && rights != 0 {
            let mut zone = rights;
            for rook in squares(rights) {
                let path = PATHS[king % 8][rook % 8];
                zone |= u64::from(path.empty) << (king - king % 8);
            }
            let candidates =
                castling_candidates::<CHESS960>(node.castling, Them::SIDE, king, c.occupied);
            let paths = king_paths::<CHESS960>(candidates, Them::SIDE, king);
            let mut sensitive =
                sensitivity::<Them>(paths, around_king, enemy, enemy_rooks, enemy_bishops);
            for squares in &mut sensitive {
                *squares |= zone;
            }
            let moves = c.castling_rooks::<Them, CHESS960>(node).count_ones();
            (u64::from(moves), sensitive)
        } else {
            (0, [0; 6])
        };

        self.live = if c.checkers == 0 { live } else { !0 };
        self.inert = inert;
        self.inert_count = inert_count;
        self.inert_lines = inert.iter().fold(0, |lines, &line| lines | line);
        self.live_sliders = live_sliders;
        // In check (which no legal position has, `Them` not to move),
        // every child is counted in full.
        self.rank_pinners = if c.checkers == 0 { rank_pinners } else { 0 };
        self.along_rank_pins = along_rank_pins;
        self.king = king;
        self.checks = checks;
        self.pin_orthogonal = c.pin_orthogonal;
        self.pin_diagonal = c.pin_diagonal;
        self.moves = moves;
        self.own = own;
        self.knights = knights;
        self.slider_count = slider_count;
        self.seen = seen;
        self.pawn_moves = pawn_count;
        self.pawn_zone = pawn_zone;
        self.king_zone = king_zone;
        self.king_moves = king_moves;
        self.king_sensitive = king_sensitive;
        self.castling_moves = castling_moves;
        self.castling_sensitive = castling_sensitive;
    }
}

/// The most groups of moves collected before they are counted: more than
/// a side has pieces (one group each) and kinds of pawn moves.
const MAX_GROUPS: usize = 128;

/// A group of plain moves as the generator hands it over: one piece's
/// targets, or the pawns' targets of one kind (one step).
#[derive(Clone, Copy, Debug)]
struct Targets {
    targets: u64,
    /// The square the piece leaves; for pawns, minus the step (the square
    /// left is the target's plus this).
    origin: i8,
    /// Whether `origin` is relative to each target (pawns).
    relative: bool,
    piece: Piece,
}

impl Targets {
    /// A placeholder, for the buffer.
    const NONE: Targets = Targets {
        targets: 0,
        origin: 0,
        relative: false,
        piece: Piece::Pawn,
    };
}

/// Collects the plain moves it visits (a piece from one square to another,
/// capturing or not), a group at a time, to be counted by difference in one
/// loop ([`Collect::flush`]); counts a double push that opens en passant at
/// once (the same way, en passant added); plays the others and counts their
/// children in full.
struct Collect<'a, const CHESS960: bool> {
    node: &'a Node,
    snapshot: &'a Snapshot,
    groups: &'a mut [Targets; MAX_GROUPS],
    len: usize,
    /// The leaves below the moves counted so far.
    nodes: u64,
    special: Play<Leaves<CHESS960>>,
}

impl<const CHESS960: bool> Collect<'_, CHESS960> {
    #[inline(always)]
    fn push<Us: SideToMove, const CASTLING: bool>(&mut self, group: Targets) {
        if group.targets == 0 {
            return;
        }
        if self.len == MAX_GROUPS {
            self.flush::<Us, CASTLING>();
        }
        self.groups[self.len] = group;
        self.len += 1;
    }

    /// Counts the children of the moves collected, and empties the list.
    #[inline(never)]
    fn flush<Us: SideToMove, const CASTLING: bool>(&mut self) {
        for group in &self.groups[..self.len] {
            let relative = if group.relative { !0 } else { 0 };
            for to in squares(group.targets) {
                let from = (to & relative).wrapping_add_signed(isize::from(group.origin));
                let step = Move {
                    from: byte(from),
                    to: byte(to),
                    piece: group.piece,
                    kind: MoveKind::Normal,
                };
                self.nodes += count_child::<Us, CASTLING, CHESS960, false, true>(
                    self.node,
                    self.snapshot,
                    step,
                );
            }
        }
        self.len = 0;
    }
}

impl<const CHESS960: bool> Visitor for Collect<'_, CHESS960> {
    #[inline(always)]
    fn piece<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        _: &Node,
        piece: Piece,
        from: usize,
        targets: u64,
    ) {
        self.push::<Us, CASTLING>(Targets {
            targets,
            origin: from as i8,
            relative: false,
            piece,
        });
    }

    #[inline(always)]
    fn pawns<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        _: &Node,
        targets: u64,
        step: i8,
        _: bool,
    ) {
        self.push::<Us, CASTLING>(Targets {
            targets,
            origin: -step,
            relative: true,
            piece: Piece::Pawn,
        });
    }

    #[inline(always)]
    fn double_pushes<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, targets: u64) {
        let enemy_pawns = node.pieces(Us::THEM, Piece::Pawn);
        let beside = bitfill::chess::east_one(enemy_pawns) | bitfill::chess::west_one(enemy_pawns);
        // Those that open en passant are counted at once, apart: rare.
        for to in squares(targets & beside) {
            let from = to.wrapping_add_signed(-isize::from(Us::DOUBLE_PUSH));
            let push = Move {
                from: byte(from),
                to: byte(to),
                piece: Piece::Pawn,
                kind: MoveKind::DoublePush,
            };
            self.nodes += count_child_opening_en_passant::<Us, CASTLING, CHESS960>(
                self.node,
                self.snapshot,
                push,
            );
        }
        self.pawns::<Us, CASTLING>(node, targets & !beside, Us::DOUBLE_PUSH, false);
    }

    #[inline(always)]
    fn promotions<Us: SideToMove, const CASTLING: bool>(
        &mut self,
        node: &Node,
        targets: u64,
        step: i8,
    ) {
        self.special.promotions::<Us, CASTLING>(node, targets, step);
    }

    #[inline(always)]
    fn en_passant<Us: SideToMove, const CASTLING: bool>(&mut self, node: &Node, from: usize) {
        self.special.en_passant::<Us, CASTLING>(node, from);
    }

    #[inline(always)]
    fn castle<Us: SideToMove, const CHESS960_: bool>(&mut self, node: &Node, rook: usize) {
        self.special.castle::<Us, CHESS960_>(node, rook);
    }
}

/// [`count_child`] for a double push that opens en passant: called, not
/// inlined, to keep the loop over the plain moves as it is.
#[inline(never)]
fn count_child_opening_en_passant<Us: SideToMove, const CASTLING: bool, const CHESS960: bool>(
    node: &Node,
    s: &Snapshot,
    push: Move,
) -> u64 {
    count_child::<Us, CASTLING, CHESS960, true, true>(node, s, push)
}

/// [`count_child`] for a slider that pins a pawn along `Them`'s king's
/// rank and moves along it beyond the pawn: no check or pin appears or
/// vanishes, none to test for. Called, not inlined, as rare.
#[inline(never)]
fn count_child_along_pin<Us: SideToMove, const CASTLING: bool, const CHESS960: bool>(
    node: &Node,
    s: &Snapshot,
    step: Move,
) -> u64 {
    count_child::<Us, CASTLING, CHESS960, false, false>(node, s, step)
}

/// The number of legal moves of the child of `node` (`Us` to move, with
/// castling rights or not: `CASTLING`) after the plain move `step` (or,
/// `OPENS_EN_PASSANT`, the double push `step` that lets a pawn take en
/// passant), by difference with the snapshot `s` of the opponent's moves
/// where it can, in full otherwise.
#[inline(always)]
fn count_child<
    Us: SideToMove,
    const CASTLING: bool,
    const CHESS960: bool,
    const OPENS_EN_PASSANT: bool,
    const LINES: bool,
>(
    node: &Node,
    s: &Snapshot,
    step: Move,
) -> u64 {
    let (from, to) = (step.from_bit(), step.to_bit());
    let theirs = node.placement.by_side[Us::THEM];
    let captured = theirs & to != 0;
    // The child itself, made only where a count needs its pieces: most
    // children are counted from the sets alone.
    let play = || {
        let mut child = *node;
        child.en_passant = if OPENS_EN_PASSANT {
            Us::backward(to)
        } else {
            0
        };
        if captured {
            capture(&mut child, Us::THEM, to);
        }
        shift(&mut child, Us::US, step.piece, from | to);
        if CASTLING {
            lose_rights::<Us>(&mut child, step.piece, from | to);
        }
        child
    };
    // Below a node without castling rights (most of the tree) the count is
    // inlined; above one with rights it is called, as inlining it there
    // measured slower.
    let full = |child: &Node| {
        if !CASTLING {
            count::<Us::Them, OPENS_EN_PASSANT, false, CHESS960>(child)
        } else if child.castling != 0 {
            leaf_count::<Us::Them, OPENS_EN_PASSANT, true, CHESS960>(child)
        } else {
            leaf_count::<Us::Them, OPENS_EN_PASSANT, false, CHESS960>(child)
        }
    };

    let touched = from | to;
    let piece = step.piece as usize;
    if LINES && touched & s.live != 0 {
        if from & s.rank_pinners != 0 && to & s.along_rank_pins != 0 {
            return count_child_along_pin::<Us, CASTLING, CHESS960>(node, s, step);
        }
        return full(&play());
    }
    let own = theirs & !to;
    let ours = node.placement.by_side[Us::US] ^ touched;
    let occupied = own | ours;
    if LINES && to & s.checks[piece] != 0 {
        // A knight or a pawn gives check; a slider lands on a line from the
        // king: a check or a pin if nothing or one of `Them`'s pieces
        // stands between.
        if piece <= Piece::Knight as usize
            || !is_inert(PIN_RAYS[s.king][usize::from(step.to)] & occupied & !to, own)
        {
            return full(&play());
        }
    }
    if LINES && touched & s.inert_lines != 0 {
        for &line in &s.inert[..s.inert_count] {
            if touched & line != 0 && !is_inert(line & occupied & !s.live_sliders, own) {
                return full(&play());
            }
        }
    }
    let mut moves = s.moves;
    if captured {
        // A knight taken loses its moves; the knights that defended the
        // square may take there now.
        let square = usize::from(step.to);
        if s.knights & to != 0 {
            moves -= u64::from((KNIGHT_ATTACKS[square] & !s.own).count_ones());
        }
        moves += u64::from((KNIGHT_ATTACKS[square] & s.knights).count_ones());
    }
    if touched & s.seen != 0 {
        for slider in &s.sliders[..s.slider_count] {
            if 1 << slider.square == to {
                moves -= slider.moves;
            } else if touched & slider.attacks != 0 {
                moves -= slider.moves;
                let allowed = !own & slider.pin;
                moves += u64::from((slider.attacks(occupied) & allowed).count_ones());
            }
        }
    }
    type Them<Us> = <Us as SideToMove>::Them;
    let mut c = Constraints {
        own,
        enemy: ours,
        occupied,
        king_square: s.king,
        checkers: 0,
        check_mask: !0,
        pin_orthogonal: 0,
        pin_diagonal: 0,
    };
    if touched & s.pawn_zone != 0 {
        c.pin_orthogonal = s.pin_orthogonal;
        c.pin_diagonal = s.pin_diagonal;
        moves -= s.pawn_moves;
        let pawns = node.placement.by_kind[Piece::Pawn as usize] & own;
        moves += pawn_moves::<Them<Us>>(&c, pawns);
    }
    let king = touched & s.king_sensitive[piece] != 0 || captured && to & s.king_zone != 0;
    let castling = CASTLING && touched & s.castling_sensitive[piece] != 0;
    if !(OPENS_EN_PASSANT || king || castling) {
        if CASTLING {
            moves += s.castling_moves;
        }
        return moves + s.king_moves;
    }
    let child = play();
    if OPENS_EN_PASSANT {
        // The pawn's move touches what a plain move does (the square it
        // skipped is empty before and after); the captures en passant it
        // allows come on top.
        moves += u64::from(en_passant_capturers::<Them<Us>>(&child, &c).count_ones());
    }
    if king && castling {
        // The squares both need, tested together.
        let (steps, castles) = c.king_moves::<Them<Us>, CHESS960>(&child, true, true);
        moves += u64::from((steps | castles).count_ones());
    } else {
        if king {
            moves += u64::from(c.king_steps::<Them<Us>>(&child).count_ones());
        } else {
            moves += s.king_moves;
        }
        if CASTLING {
            if castling {
                moves += u64::from(c.castling_rooks::<Them<Us>, CHESS960>(&child).count_ones());
            } else {
                moves += s.castling_moves;
            }
        }
    }
    moves
}

/// Whether a line from `Them`'s king to one of our sliders, with the pieces
/// `between` them, neither checks (nothing between) nor pins (one piece of
/// `Them`'s, in `own`, between).
#[inline(always)]
fn is_inert(between: u64, own: u64) -> bool {
    between != 0 && (between & between.wrapping_sub(1) != 0 || between & own == 0)
}

/// For each kind of our pieces, the squares a move of one must touch (leave
/// or reach) to change whether we attack any of `squares_`: where it
/// attacks one from, or would (a slider: up to the first piece of
/// `occupied` on each line from the square, that piece included; one that
/// leaves a square there or lands on one is the only kind whose own attack
/// on the square may change), and the squares between each of them and
/// each of our sliders on one of its lines that the slider moves along
/// (`enemy_rooks`, `enemy_bishops`), the slider's included: a piece leaving
/// or arriving there opens or closes an attack.
#[inline(always)]
fn sensitivity<Them: SideToMove>(
    squares_: u64,
    occupied: u64,
    enemy: u64,
    enemy_rooks: u64,
    enemy_bishops: u64,
) -> [u64; 6] {
    if squares_ == 0 {
        return [0; 6];
    }
    let mut rook_lines = 0;
    let mut bishop_lines = 0;
    let mut rook_squares = 0;
    let mut bishop_squares = 0;
    // By table, square by square: a handful of them, fewer steps than the
    // set-wise fills.
    let mut knight_squares = 0;
    let mut king_squares = 0;
    for square in squares(squares_) {
        rook_lines |= Group::Rook.rays(square);
        bishop_lines |= Group::Bishop.rays(square);
        rook_squares |= Fastest::rook_attacks_from(square, occupied);
        bishop_squares |= Fastest::bishop_attacks_from(square, occupied);
        knight_squares |= KNIGHT_ATTACKS[square];
        king_squares |= KING_ATTACKS[square];
    }
    // A line matters if nothing stands between (a piece landing there
    // blocks it) or one of ours alone (leaving opens it); with one of
    // theirs alone (a capture there leaves it blocked) or two pieces or
    // more, no move opens or closes it. The slider itself moving is the
    // moving piece's own attack, in its kind's squares above.
    let mut live = 0;
    let mut line = |square: usize, slider: usize| {
        let ray = PIN_RAYS[square][slider];
        let between = ray & occupied & !(1 << slider);
        if between & between.wrapping_sub(1) == 0 && between & !enemy == 0 {
            live |= ray;
        }
    };
    for slider in squares(enemy_rooks & rook_lines) {
        for square in squares(squares_ & Group::Rook.rays(slider)) {
            line(square, slider);
        }
    }
    for slider in squares(enemy_bishops & bishop_lines) {
        for square in squares(squares_ & Group::Bishop.rays(slider)) {
            line(square, slider);
        }
    }
    // An enemy pawn attacks a square from where ours would capture from it.
    let pawn = Them::east_capture(squares_) | Them::west_capture(squares_);
    [
        pawn | live,
        knight_squares | live,
        bishop_squares | live,
        rook_squares | live,
        rook_squares | bishop_squares | live,
        king_squares | live,
    ]
}

#[cfg(test)]
mod tests {
    use super::super::position::Position;
    use super::super::tree::perft_from;

    /// Pawns pinned along their king's rank by rooks and queens, on one
    /// side of the king or both, with pieces they could take if free: the
    /// pinners' moves along the rank are counted by difference, the others
    /// in full; both walks agree at every depth.
    #[test]
    fn rank_pins_by_difference_agree_with_full_counts() {
        for fen in [
            "7k/8/3n4/K1P3r1/8/8/8/8 b - - 0 1",
            "7k/8/3n4/K1P3q1/8/8/8/8 b - - 0 1",
            "7k/8/1n1n4/q1P1K1Pr/8/8/8/8 b - - 0 1",
            "8/8/8/R2pk1pQ/4P3/8/8/K7 w - - 0 1",
            "8/8/4N3/R1Rpk1p1/2P5/8/8/K6Q w - - 0 1",
        ] {
            agree(fen, 4);
        }
    }

    /// Lines from the king with two pieces or more between it and our
    /// nearest slider, or one of ours: the slider moving off the line (one
    /// behind it or none), along it, or taking one of the pieces between
    /// (a pin or a check may appear).
    #[test]
    fn inert_lines_by_difference_agree_with_full_counts() {
        for fen in [
            "7k/8/8/8/8/8/8/rNB1K3 b - - 0 1",
            "7k/8/8/8/8/8/8/r1nBK3 b - - 0 1",
            "7k/8/8/8/8/8/8/rrNBK3 b - - 0 1",
            "7k/8/8/8/b7/1N6/2B5/3K4 b - - 0 1",
            "q6k/8/2N5/8/4B3/8/6P1/7K b - - 0 1",
            "K7/1p6/8/3b4/8/8/6R1/7k w - - 0 1",
        ] {
            agree(fen, 4);
        }
    }

    /// Both walks count the same leaves below `fen`, to `depth`.
    fn agree(fen: &str, depth: u32) {
        let position = Position::from_fen(fen).expect("a legal FEN");
        for depth in 1..=depth {
            assert_eq!(
                perft_from(&position, depth, true),
                perft_from(&position, depth, false),
                "perft({depth}) of {fen}"
            );
        }
    }
}
