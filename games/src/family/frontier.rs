//! Perft's last ply but one, counted by difference: a node two plies above
//! the leaves counts each child's legal moves from what it computed once
//! for the side that answers, where the move cannot have changed more than
//! a few of them; the other children are played and counted in full.
//!
//! The answering side's moves are worked out once, on the node's own
//! occupancy, by parts: the pieces that leap (and those pinned, whose
//! moves stay on their pin's line), each piece that rides, the pawns, the
//! king, castling. A child whose move does none of the following keeps the
//! answering king out of check and its pins as they were (the others are
//! counted in full, but five, below):
//!
//! - leaves a pin's line;
//! - leaves a line from that king where a rider behind would then check
//!   the king or pin one of its pieces;
//! - promotes a pawn that moves away from that king along a line,
//!   leaving it as its first piece (it may check, or pin the second);
//! - lands on a pin's line;
//! - lands on a line from that king, up to its second piece, with a
//!   rider that attacks the king from there through the first piece or
//!   none (a check, or a pin: beyond the second piece, two stand
//!   between);
//! - lands where its piece attacks the king by a leap;
//! - castles, takes en passant or allows en passant.
//!
//! Such a child's count is the node's, with only these parts counted again:
//! the riders whose moves pass through the squares the move left or took,
//! the pawns' moves onto those two squares (all of them again where it took
//! a piece whose count limits promotions), the king's steps
//! whose attackers it may have changed, and castling. A taken piece's
//! moves go, and each piece that attacked its square gains a capture.
//! A move that touches no part but the pawns' is told apart by two set
//! tests, and its count is the node's with the pawns' moves onto its two
//! squares counted from their tallies.
//!
//! Five of the cases above are counted by difference too, from the same
//! parts:
//!
//! - a move that changes one pin and no other: its pinner leaving the
//!   line or moving along it, or a piece landing on the line (a double
//!   step too, its captures en passant added): the pinned piece's moves
//!   counted again, free, or on the line to whatever pins it in the
//!   child;
//! - a piece that checks from where it lands (one that takes a pinned
//!   piece too): the king's steps, and the other pieces' moves that take
//!   it or stand between (pinned pieces have none);
//! - a rider that lands behind the first piece on a line from the king,
//!   where that is the answering side's: its moves off the line taken
//!   away. Behind a piece of its own side, such a rider changes nothing
//!   but the king's steps;
//! - a piece that leaves a line from the king where a rider behind it then
//!   pins the answering side's piece between: the same, that piece's moves
//!   off the line taken away;
//! - a double step that allows en passant: the captures en passant of its
//!   child added.
//!
//! A child that castles has the node's count where neither the king's
//! nor the rook's squares, left or landed on, are any part's or test's:
//! each piece's move alone would leave the count as it is, and no other
//! square changes.
//!
//! The king's steps are counted set-wise: those safe once the moving
//! piece has left, less those it attacks where it lands (one lookup of
//! its attacks). Where its leaving changes none (it unmasks no rider on a
//! safe step and attacks no attacked one), the node's safe steps are
//! those; otherwise they are worked out once for all the moves of that
//! piece. A move that lands between a step and its one attacker, which is
//! rare, has every step tested again.
//!
//! Under the bare-king rule, which ends a game on the pieces' counts, a
//! child without a capture ends where the node would with the answering
//! side to move; a child with one is counted in full.
//!
//! Sound only where a move's reach is all its sets of steps, whoever
//! stands there ([`applies`]): leaps and rides along lines, captures where
//! the piece moves, pawns that step set-wise.

use core::cell::Cell;

use bitfill::{BitSet, Geometry};

use super::movegen::{
    Counter, Node, POPCNT, Sink, bare_king_ended, castling_path, double_steps, generate,
    king_moves, may_castle, may_promote_to, pawn_moves, unpromoted_stops,
};
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::rules::{PawnStepVisitor, PieceVisitor, Variant};
use crate::placement::KindSets;

/// The most riders of the answering side a node follows one by one; a
/// node with more counts its children in full.
const MAX_RIDERS: usize = 16;

/// Whether the variant's children can be counted by difference: every
/// attack a leap or a ride along lines, every piece capturing where it
/// moves, pawns stepping set-wise.
pub(super) fn applies<V: Variant>() -> bool {
    V::PINS_ON_LINES && V::ATTACK_MAP && (V::PAWN.is_none() || V::SET_WISE_PAWNS)
}

/// Perft `depth` plies deep (2 or more) from `position`, the last ply but
/// one counted by difference. Only where [`applies`].
pub(super) fn perft<V: Variant>(position: &Position<V>, depth: u32) -> u64 {
    let mut parts = Parts::new();
    walk(position, depth, &mut parts)
}

/// [`perft`] below `position`, with the walk's buffers.
fn walk<V: Variant>(
    position: &Position<V>,
    depth: u32,
    parts: &mut Parts<V::Bits, V::Kinds>,
) -> u64 {
    if depth <= 2 {
        return perft_2(position, parts);
    }
    let mut nodes = 0;
    position.generate_legal_moves(|legal_move| {
        let mut child = *position;
        child.make(legal_move);
        nodes += walk(&child, depth - 1, parts);
    });
    nodes
}

/// The buffers of a node's parts that are kept one by one, and of those
/// few nodes use: made once per walk, reused by every node of the last
/// ply but one. Kept out of [`Frontier`], which each node writes whole:
/// its stores come in one burst, and the fewer the faster.
struct Parts<B, K> {
    riders: [Rider<B>; MAX_RIDERS],
    king_steps: [KingStep<B>; MAX_KING_STEPS],
    /// See [`Frontier`]'s `castling_rooks`; written only where the
    /// answering side may castle.
    castling_landing_reach: K,
    /// The steps once a piece whose leaving may change them has left: the
    /// last such piece's, as its moves are counted one after another.
    steps_left: Cell<StepsLeft<B>>,
    /// See [`Frontier`]'s `pin_openers`.
    opened_pins: [OpenedPin; 8],
    /// A piece pinned at the node: its square, its kind and its moves
    /// there (onto its pin's line), looked up by the first child that
    /// changes its pin, kept for the next (the moves of one piece come
    /// one after another).
    pinned_moves: Cell<(usize, usize, u64)>,
}

impl<B: BitSet, K: KindSets<B>> Parts<B, K> {
    fn new() -> Parts<B, K> {
        Parts {
            castling_landing_reach: K::EMPTY,
            opened_pins: [OpenedPin {
                moving: 0,
                pinned: 0,
                pinner: 0,
            }; 8],
            pinned_moves: Cell::new((usize::MAX, 0, 0)),
            steps_left: Cell::new(StepsLeft {
                from: usize::MAX,
                steps: SafeSteps::NONE,
            }),
            riders: [Rider {
                attacks: B::EMPTY,
                square: 0,
                kind: 0,
            }; MAX_RIDERS],
            king_steps: [KingStep {
                attackers: B::EMPTY,
                unmasking: B::EMPTY,
                square: 0,
            }; MAX_KING_STEPS],
        }
    }
}

/// Perft two plies deep from `position`, the children counted by
/// difference where they can be.
fn perft_2<V: Variant>(position: &Position<V>, parts: &mut Parts<V::Bits, V::Kinds>) -> u64 {
    // The answering side a constant: its pawns' steps and its sided
    // pieces' lookups fold to one side's. Whether it may still castle
    // too: past the opening most nodes have no right left, and their
    // children then skip every castling test.
    let castles = |them: usize| {
        V::CASTLING.is_some() && !(position.castling_rooks & position.side(them)).is_empty()
    };
    match (
        position.side_to_move == 0,
        castles(1 - position.side_to_move),
    ) {
        (true, true) => perft_2_answered_by::<V, 1, true>(position, parts),
        (true, false) => perft_2_answered_by::<V, 1, false>(position, parts),
        (false, true) => perft_2_answered_by::<V, 0, true>(position, parts),
        (false, false) => perft_2_answered_by::<V, 0, false>(position, parts),
    }
}

/// [`perft_2`] where the side that answers is `THEM`.
fn perft_2_answered_by<V: Variant, const THEM: usize, const CASTLING: bool>(
    position: &Position<V>,
    parts: &mut Parts<V::Bits, V::Kinds>,
) -> u64 {
    // Used where it was made, by reference: moving it out of the
    // `Option` would copy every part.
    let mut made = Frontier::<V, THEM, CASTLING>::new(position, parts);
    if let Some(frontier) = &mut made {
        generate(position, frontier);
        return frontier.nodes + frontier.untouched_children.total() * frontier.untouched;
    }
    let mut nodes = 0;
    position.generate_legal_moves(|legal_move| {
        nodes += full_count(position, legal_move);
    });
    nodes
}

/// The legal moves of the child `legal_move` leads to, generated.
#[inline(never)]
fn full_count<V: Variant>(position: &Position<V>, legal_move: Move) -> u64 {
    let mut child = *position;
    child.make(legal_move);
    let mut counter = Counter::new();
    generate(&child, &mut counter);
    counter.total()
}

/// The most squares the answering king's steps cover that a node follows
/// one by one; a royal piece with more has all its steps tested again
/// where a move touches any.
const MAX_KING_STEPS: usize = 8;

/// A square the answering king may step to, whoever stands there but its
/// own side, and what a piece leaving a square may change there: its
/// attackers at the node, the king lifted (none where the step is safe),
/// and where it is safe, the moving side's pieces whose leaving lets a
/// rider behind attack it. A piece that leaves any other square leaves a
/// safe step safe until it lands, and an attacked one attacked unless it
/// was an attacker (see [`StepsLeft`]).
#[derive(Clone, Copy)]
struct KingStep<B> {
    attackers: B,
    unmasking: B,
    square: u8,
}

/// A rider of the answering side, not pinned, and what it attacks at the
/// node, whoever stands there: its moves are those not on its own side's
/// pieces.
#[derive(Clone, Copy)]
struct Rider<B> {
    attacks: B,
    square: u8,
    kind: u8,
}

/// The answering king's safe steps on a board: those no piece attacks,
/// and how many.
#[derive(Clone, Copy)]
struct SafeSteps<B> {
    safe: B,
    count: u64,
    /// Between each step attacked by one piece and that piece: a piece
    /// landing there may make it safe.
    blocks: B,
}

impl<B: BitSet> SafeSteps<B> {
    const NONE: SafeSteps<B> = SafeSteps {
        safe: B::EMPTY,
        count: 0,
        blocks: B::EMPTY,
    };

    /// Adds the step on `square`, which `attackers` attack: safe where
    /// none does, its line to the one attacker a block where one does.
    #[inline(always)]
    fn add<V: Variant<Bits = B>>(&mut self, square: usize, attackers: B) {
        let mut others = attackers;
        match (others.pop_first(), others.is_empty()) {
            (None, _) => {
                self.safe |= B::square(square);
                self.count += 1;
            }
            (Some(attacker), true) => self.blocks |= V::between(square, attacker),
            (Some(_), false) => {}
        }
    }
}

/// The answering king's safe steps once the piece on `from` has left,
/// before it lands anywhere: worked out once for all the moves of a piece
/// whose leaving changes them, so that each move's count is set-wise.
#[derive(Clone, Copy)]
struct StepsLeft<B> {
    /// The square left; none where `usize::MAX`.
    from: usize,
    steps: SafeSteps<B>,
}

/// The answering side's moves at the node, by parts, and the sets that say
/// which parts a child's move changes: a [`Sink`] of the node's moves,
/// adding up their children's counts. `CASTLING`: whether the answering
/// side has a castling right left (none of its children gains one).
struct Frontier<'a, V: Variant, const THEM: usize, const CASTLING: bool> {
    position: &'a Position<V>,
    /// The node with the answering side to move: its pins, its pieces.
    node: Node<V>,
    /// Along each line from the answering king, the squares up to its
    /// first piece (included).
    near: V::Bits,
    /// The moving side's pieces, first or second on a line from the
    /// answering king, whose leaving would check it or pin one of its
    /// pieces.
    unmasking: V::Bits,
    /// Of `unmasking`, the pieces whose leaving pins one of the answering
    /// side's, and those pins, `parts.opened_pins[..opened_pin_count]`.
    pin_openers: V::Bits,
    opened_pin_count: usize,
    /// The lines of the answering side's pins, pinner included.
    pin_lines: V::Bits,
    /// Along each line from the answering king, the squares up to its
    /// third piece (included): where a rider landing may check, or pin
    /// (the first piece once the second has left, beyond the second),
    /// which a child that changes a pin counts in full (see
    /// [`Frontier::counted_pin_changed`]). The whole line where no rider
    /// of the moving side stands on it: its pieces beyond the first are
    /// not looked for.
    line_reach: V::Bits,
    /// Per kind, where a piece of that kind landing may check or pin:
    /// where it would attack the answering king, and for a kind that
    /// rides, each line from that king up to its second piece (included;
    /// the whole line where no rider of the moving side stands on it, as
    /// in `line_reach`). A rider beyond has two pieces between it and the
    /// king, and the second stays for the answering side's moves.
    check_landings: V::Kinds,
    /// Per kind, where a piece of that kind would attack the answering
    /// king at the node's occupancy: where a piece landing checks it.
    checking: V::Kinds,
    /// The moves of the pieces but the king and the pawns.
    piece_moves: u64,
    /// The riders and king's steps kept one by one, in
    /// `parts[..count]`; every square the riders (not pinned) attack,
    /// their own side's pieces' included.
    parts: &'a Parts<V::Bits, V::Kinds>,
    rider_count: usize,
    rider_reach: V::Bits,
    /// The pawns not pinned, their moves, and where they step or capture.
    free_pawns: V::Bits,
    pawn_moves: u64,
    pawn_reach: V::Bits,
    /// The pinned pawns' moves.
    pinned_pawn_moves: u64,
    /// Per square, how many of the pawns not pinned step onto it by a
    /// move, and by a capture, whoever stands there; the squares their
    /// double steps pass or land on.
    pawn_pushes: Tally<V::Bits>,
    pawn_captures: Tally<V::Bits>,
    pawn_tallies_overflow: bool,
    double_step_reach: V::Bits,
    /// The kinds a pawn of the answering side may promote to at the node.
    promotion_choices: u64,
    /// Where a double step of the moving side lands past a square the
    /// answering pawns attack: it allows en passant.
    en_passant_landings: V::Bits,
    /// The answering king's steps at the node, and where a move may change
    /// them: the squares whose piece leaving may (`king_from_reach`), and
    /// per kind, those where a piece of that kind landing may (see
    /// [`KingStep`]).
    safe_steps: SafeSteps<V::Bits>,
    king_from_reach: V::Bits,
    king_landing_reach: V::Kinds,
    /// Where the royal piece leaps and has few steps: each step (see
    /// [`KingStep`]), and its own pieces it would take, were a move to
    /// take them instead.
    king_by_steps: bool,
    king_step_count: usize,
    king_guards: V::Bits,
    /// Every square the answering side attacks, where the moving side is
    /// not in check (see [`Sink::known_attacks`]).
    known_attacks: Option<V::Bits>,
    /// The rooks the answering king may castle with whose paths hold none
    /// of its pieces (a move may empty them), how many it castles with at
    /// the node, and where a move may change that: their paths and the
    /// rooks; where a piece leaving opens a line to a square the king
    /// passes, or stops attacking it; per kind, where a piece of that kind
    /// landing would attack one, or stand between it and its attacker
    /// (`parts.castling_landing_reach`).
    castling_rooks: V::Bits,
    castlings: u64,
    castling_from_reach: V::Bits,
    /// Whether a child without a capture has ended by the bare-king rule.
    bared: bool,
    /// Where a move's square left, or (per kind of the piece moving) the
    /// square it goes to, sends its child past the count of an untouched
    /// child (`untouched`): every square one of the tests below, or a
    /// part, looks at. The squares gone to are, per kind,
    /// `beyond_pawns_to`'s with `pawn_reach`.
    busy_from: V::Bits,
    /// The moving side's pawns on `busy_from`.
    busy_pawns: V::Bits,
    /// Of `busy_from` and the squares gone to, those that send a child
    /// past a count by the free pawns' tallies: all but those only the
    /// free pawns look at, where the tallies hold all their moves. A child
    /// whose move touches those alone has the untouched count with the
    /// pawns' moves onto the two squares counted again (see
    /// [`Frontier::pawn_moves_changed`]).
    beyond_pawns_from: V::Bits,
    beyond_pawns_to: V::Kinds,
    /// The count of a child whose move touches none of the parts: the
    /// node's count of the answering side's moves.
    untouched: u64,
    /// The answering king, as a set.
    king_bit: V::Bits,
    /// The leaves counted so far, but those of the children counted a
    /// set at once: those children, each `untouched` leaves (one count
    /// at the end, as the target counts bits, see [`Counter`]).
    nodes: u64,
    untouched_children: Counter<V::Bits>,
}

impl<'a, V: Variant, const THEM: usize, const CASTLING: bool> Frontier<'a, V, THEM, CASTLING> {
    /// `None` where the walk does not follow the node: the answering side
    /// in check (not a legal node) or with more riders than it keeps.
    fn new(
        position: &'a Position<V>,
        parts: &'a mut Parts<V::Bits, V::Kinds>,
    ) -> Option<Frontier<'a, V, THEM, CASTLING>> {
        debug_assert_eq!(position.side_to_move, 1 - THEM, "THEM answers");
        // The answering side's node and lines from the position as it is:
        // a copy with that side to move would be read back at once, the
        // parent's stores to it not yet done.
        let (them, us) = (THEM, 1 - THEM);
        let king = position.royal_square(them);
        // Per kind, where a piece of that kind would attack the answering
        // king: the checks, and where a piece landing gives one.
        let checking = V::attackers_by_kind(us, king, position.occupied());
        if !seen::<V>(&checking, &position.kinds_of(us))
            .attackers
            .is_empty()
        {
            return None;
        }
        let their_kinds = position.kinds_of(them);

        let Lines {
            near,
            far,
            behind,
            unmasking,
            pin_openers,
            opened_pin_count,
            pinned,
            pinners,
        } = lines_from(position, them, king, &mut parts.opened_pins);
        // The pins the lines found: one x-ray the fewer.
        let node = Node::with_pins(position, THEM, pinned, pinners);
        let mut pin_lines = V::Bits::EMPTY;
        for pinner in node.pinners.squares() {
            pin_lines |= V::between(node.king, pinner) | V::Bits::square(pinner);
        }

        let mut pieces = Pieces {
            node: &node,
            moves: Counter::new(),
            riders: &mut parts.riders,
            rider_count: 0,
            overflow: false,
            attacks: V::Bits::EMPTY,
        };
        // Every square a capture may land on: each piece's attacks, whoever
        // stands there; its targets are those not its own side's.
        V::for_each_piece(
            them,
            &their_kinds,
            node.occupied,
            V::Board::BOARD,
            &mut pieces,
        );
        if pieces.overflow {
            return None;
        }
        let Pieces {
            moves,
            rider_count,
            attacks: piece_attacks,
            ..
        } = pieces;
        let piece_moves = moves.total();
        let mut rider_reach = V::Bits::EMPTY;
        for rider in &parts.riders[..rider_count] {
            rider_reach |= rider.attacks;
        }

        let promotion_choices = V::PROMOTION_KINDS[them]
            .iter()
            .filter(|&&kind| may_promote_to(position, them, kind))
            .count() as u64;
        let (mut free_pawns, mut pawn_count, mut pawn_reach) = (V::Bits::EMPTY, 0, V::Bits::EMPTY);
        let (mut pinned_pawn_moves, mut en_passant_landings) = (0, V::Bits::EMPTY);
        let mut pawn_attacks = V::Bits::EMPTY;
        let (mut pawn_pushes, mut pawn_captures) = (Tally::new(), Tally::new());
        let mut double_step_reach = V::Bits::EMPTY;
        if let Some(pawn) = V::PAWN {
            let pawns = their_kinds.as_ref()[pawn];
            free_pawns = pawns & !node.pinned;
            // With every square empty the steps are the moves, with every
            // square an enemy the captures.
            let board = V::Board::BOARD;
            V::pawn_steps(them, free_pawns, board, V::Bits::EMPTY, &mut pawn_pushes);
            V::pawn_steps(them, free_pawns, V::Bits::EMPTY, board, &mut pawn_captures);
            let single = V::forward(them, free_pawns & V::DOUBLE_STEP_REGION[them]);
            double_step_reach = single | V::forward(them, single);
            let empty = board & !node.occupied;
            // A square reached four times or more reads as fewer: the
            // pawns stepped again, rarely.
            let (pushed, mut captured, count) = if pawn_pushes.overflow || pawn_captures.overflow {
                free_pawns_stepped(position, &node, pawn, free_pawns)
            } else {
                // The node is not in check and these pawns are not pinned:
                // each step onto an empty square, or an enemy's, is a move.
                let doubles = V::forward(them, single & empty) & empty;
                // A square is empty or an enemy's, not both: one sum each
                // of the squares reached once and twice.
                let ones = pawn_pushes.ones & empty | pawn_captures.ones & node.theirs;
                let twos = pawn_pushes.twos & empty | pawn_captures.twos & node.theirs;
                let weighed = |set| arrivals_weighed::<V>(them, set, promotion_choices);
                let count = weighed(ones) + 2 * weighed(twos) + weighed(doubles);
                (pawn_pushes.reach(), pawn_captures.reach(), count)
            };
            pawn_count = count;
            pawn_reach = pushed | captured | double_step_reach;
            let pinned = pawns & node.pinned;
            if !pinned.is_empty() {
                let mut counter = Counter::new();
                pawn_moves(&answer_of(position), &node, pawn, pinned, &mut counter);
                pinned_pawn_moves = counter.total();
                // With no empty square, the steps are the captures.
                let mut captures = StepReach(V::Bits::EMPTY);
                V::pawn_steps(them, pinned, V::Bits::EMPTY, board, &mut captures);
                captured |= captures.0;
            }
            en_passant_landings = V::forward(us, captured);
            pawn_attacks = captured;
        }

        let king_bit = V::Bits::square(node.king);
        let lifted = node.occupied & !king_bit;
        let steps = V::targets(V::ROYAL, them, node.king, node.occupied, node.theirs);
        // Where a move may change the king's steps, of every step (a
        // piece leaving or landing alike), and of the steps kept one by
        // one: a safe step changes only where a piece leaving opens a line
        // to it, or one landing attacks it; an attacked one only where a
        // move takes its one or two attackers away, or blocks its one
        // attacker's line.
        let mut kept_from_reach = V::Bits::EMPTY;
        let mut kept_landing_reach = V::Kinds::EMPTY;
        // The king's legal steps: those no piece attacks, the king lifted
        // (the attackers below, as `king_moves` would find them).
        let mut safe_steps = SafeSteps::NONE;
        let king_steps = &mut parts.king_steps;
        let mut king_step_count = 0;
        // A royal piece that rides has its steps tested again; one with
        // more steps than kept, too (known once the loop has counted
        // them: no count of bits first, which the baseline target does
        // in software).
        let mut king_by_steps = !V::BLOCKABLE[V::ROYAL];
        for step in steps.squares() {
            let by_kind = V::attackers_by_kind(us, step, lifted);
            let Seen { lines, attackers } = seen::<V>(&by_kind, &node.their_kinds);
            safe_steps.add::<V>(step, attackers);
            if !king_by_steps {
                continue;
            }
            if king_step_count == MAX_KING_STEPS {
                king_by_steps = false;
                continue;
            }
            // Boards hold at most 128 squares.
            #[allow(clippy::cast_possible_truncation)]
            let square = step as u8;
            let mut unmasking = V::Bits::EMPTY;
            if attackers.is_empty() {
                unmasking = unmasking_blockers::<V>(us, step, lifted, lines, &node);
                kept_from_reach |= unmasking;
                for (landing, &set) in kept_landing_reach.as_mut().iter_mut().zip(by_kind.as_ref())
                {
                    *landing |= set;
                }
            } else {
                // One or two: a move may take one away (or block the one,
                // see `SafeSteps::add`); three or more: it takes one away
                // and blocks one at most.
                if attackers.without_first().without_first().is_empty() {
                    kept_from_reach |= attackers;
                }
            }
            king_steps[king_step_count] = KingStep {
                attackers,
                unmasking,
                square,
            };
            king_step_count += 1;
        }
        let (king_from_reach, king_landing_reach) = if king_by_steps {
            for landing in kept_landing_reach.as_mut() {
                *landing |= safe_steps.blocks;
            }
            (kept_from_reach, kept_landing_reach)
        } else {
            let king_reach = king_reach::<V>(us, steps, lifted);
            (king_reach, each_kind::<V>(king_reach))
        };
        let king_attacks = V::targets(V::ROYAL, them, node.king, node.occupied, V::Board::BOARD);
        let king_guards = king_attacks & node.ours;
        // What the answering side attacks, for the moving king's steps:
        // with that king out of check, no rider sees past its square.
        let their_attacks = piece_attacks | pawn_attacks | king_attacks;
        let known_attacks = (their_attacks & node.their_kinds.as_ref()[V::ROYAL])
            .is_empty()
            .then_some(their_attacks);

        let (mut castling_rooks, mut castlings) = (V::Bits::EMPTY, 0);
        let mut castling_from_reach = V::Bits::EMPTY;
        let mut castling_landing_reach = V::Kinds::EMPTY;
        if CASTLING {
            for rook in (position.castling_rooks & node.ours).squares() {
                if !(V::between(node.king, rook) & node.ours).is_empty() {
                    continue;
                }
                let (king_to, rook_to) = position.castling_targets(node.king, rook);
                let path = castling_path::<V>(node.king, king_to, rook, rook_to);
                if !(path & node.ours).is_empty() {
                    continue;
                }
                let rook_bit = V::Bits::square(rook);
                castling_rooks |= rook_bit;
                castlings += u64::from(may_castle(position, &node, rook));
                // Rays through the king's and the rook's squares too: what
                // may_castle sees once they leave.
                let lifted = lifted & !rook_bit;
                let mut blocks = path | rook_bit;
                castling_from_reach |= blocks;
                // The squares may_castle tests: those the king passes and
                // its target, its own square where it stays (Chess960),
                // seen with the rook gone: a piece that lands behind the
                // rook may attack it then.
                let passed = V::between(node.king, king_to) | V::Bits::square(king_to);
                for square in passed.squares() {
                    let by_kind = V::attackers_by_kind(us, square, lifted);
                    let Seen {
                        lines, attackers, ..
                    } = seen::<V>(&by_kind, &node.their_kinds);
                    castling_from_reach |=
                        attackers | unmasking_blockers::<V>(us, square, lifted, lines, &node);
                    for attacker in attackers.squares() {
                        blocks |= V::between(square, attacker);
                    }
                    for (landing, &set) in castling_landing_reach
                        .as_mut()
                        .iter_mut()
                        .zip(by_kind.as_ref())
                    {
                        *landing |= set;
                    }
                }
                for landing in castling_landing_reach.as_mut() {
                    *landing |= blocks;
                }
            }
        }

        let line_reach = near | far | behind;
        // Beyond a line's second piece a rider landing neither checks nor
        // pins (`behind` is for the pins changed, see `line_reach`).
        let mut check_landings = checking;
        for (kind, set) in check_landings.as_mut().iter_mut().enumerate() {
            if V::BLOCKABLE[kind] {
                *set |= near | far;
            }
        }
        // The copy of the position made only under that rule.
        let bared = V::BARE_KING.is_some() && bare_king_ended(&answer_of(position)).is_some();
        let untouched = if bared {
            0
        } else {
            piece_moves + pawn_count + pinned_pawn_moves + safe_steps.count + castlings
        };
        // The pawns' moves count by their tallies where none overflows and
        // no child without a capture has ended; otherwise a move that
        // touches their reach is counted one by one.
        let tallied =
            V::PAWN.is_some() && !pawn_pushes.overflow && !pawn_captures.overflow && !bared;
        let untallied = if tallied { V::Bits::EMPTY } else { pawn_reach };
        let beyond_pawns_from = near
            | pin_lines
            | unmasking
            | rider_reach
            | untallied
            | king_from_reach
            | castling_from_reach;
        let mut beyond_pawns_to = V::Kinds::EMPTY;
        for (kind, set) in beyond_pawns_to.as_mut().iter_mut().enumerate() {
            *set = check_landings.as_ref()[kind]
                | pin_lines
                | node.ours
                | rider_reach
                | untallied
                | king_landing_reach.as_ref()[kind]
                | castling_landing_reach.as_ref()[kind];
        }
        let busy_from = beyond_pawns_from | pawn_reach;
        let busy_pawns = V::PAWN.map_or(V::Bits::EMPTY, |pawn| {
            busy_from & node.their_kinds.as_ref()[pawn]
        });
        if CASTLING {
            parts.castling_landing_reach = castling_landing_reach;
        }
        parts.steps_left.set(StepsLeft {
            from: usize::MAX,
            steps: SafeSteps::NONE,
        });
        parts.pinned_moves.set((usize::MAX, 0, 0));
        Some(Frontier {
            position,
            node,
            near,
            unmasking,
            pin_openers,
            opened_pin_count,
            pin_lines,
            line_reach,
            check_landings,
            checking,
            piece_moves,
            parts,
            rider_count,
            rider_reach,
            free_pawns,
            pawn_moves: pawn_count,
            pawn_reach,
            pinned_pawn_moves,
            pawn_pushes,
            pawn_captures,
            pawn_tallies_overflow: pawn_pushes.overflow || pawn_captures.overflow,
            double_step_reach,
            promotion_choices,
            en_passant_landings,
            safe_steps,
            king_from_reach,
            king_landing_reach,
            king_by_steps,
            king_step_count,
            king_guards,
            known_attacks,
            castling_rooks,
            castlings,
            castling_from_reach,
            bared,
            busy_from,
            busy_pawns,
            beyond_pawns_from,
            beyond_pawns_to,
            untouched,
            king_bit,
            nodes: 0,
            untouched_children: Counter::new(),
        })
    }

    /// Where a piece of kind `kind` going sends its child past the count
    /// of an untouched child (see `busy_from`).
    #[inline(always)]
    fn busy_to(&self, kind: usize) -> V::Bits {
        self.beyond_pawns_to.as_ref()[kind] | self.pawn_reach
    }

    /// The answering side's pieces that leap or ride (not pawns, not the
    /// king, not pinned), by kind: what gains a capture where a piece is
    /// taken, and what stops a check but the pawns and the king. Made
    /// again where a child needs them, not kept.
    fn capturers(&self) -> V::Kinds {
        let mut capturers = self.position.kinds_of(THEM);
        for (kind, set) in capturers.as_mut().iter_mut().enumerate() {
            if kind == V::ROYAL || Some(kind) == V::PAWN {
                *set = V::Bits::EMPTY;
            }
            *set &= !self.node.pinned;
        }
        capturers
    }

    /// How many of the answering side's pieces that leap (not pawns, not
    /// the king, not pinned) attack `to` at the node: each gains a capture
    /// there where a move takes the piece on it. One lookup of the kinds
    /// that leap, not of those that ride.
    #[inline(always)]
    fn leapers_guarding(&self, to: usize) -> u64 {
        let by_kind = V::attackers_by_kind(THEM, to, self.node.occupied);
        let pieces = self.position.kinds_of(THEM);
        let mut guards = V::Bits::EMPTY;
        for (kind, (&set, &own)) in by_kind.as_ref().iter().zip(pieces.as_ref()).enumerate() {
            if !V::BLOCKABLE[kind] && kind != V::ROYAL && Some(kind) != V::PAWN {
                guards |= set & own;
            }
        }
        sparse_count(guards & !self.node.pinned)
    }

    /// The legal moves of the child after the move from `from` (a piece
    /// of kind `piece`) to `to`.
    #[inline(always)]
    fn child(&self, from: usize, piece: usize, to: usize, kind: MoveKind) -> u64 {
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let node = &self.node;
        let us = 1 - THEM;
        // The common cases first: a move that no test or part looks at,
        // or only the free pawns' tallies.
        if (from_bit & self.beyond_pawns_from).is_empty()
            && (to_bit & self.beyond_pawns_to.as_ref()[piece]).is_empty()
            && match kind {
                MoveKind::Normal => true,
                MoveKind::DoubleStep => (to_bit & self.en_passant_landings).is_empty(),
                // A piece that promotes may ride back through the square
                // it left (see `counted_by_difference`).
                MoveKind::Promotion(_) | MoveKind::Castle | MoveKind::EnPassant => false,
            }
        {
            if !meets(self.pawn_reach, from_bit | to_bit) {
                return self.untouched;
            }
            // It takes nothing: the square landed on is empty.
            let occupied = node.occupied & !from_bit | to_bit;
            return self.pawn_moves_changed(
                self.untouched,
                from_bit,
                to_bit,
                false,
                None,
                occupied,
            );
        }
        let legal_move = Move::new(from, to, kind);
        let landing = match kind {
            MoveKind::Promotion(promoted) => usize::from(promoted),
            MoveKind::Castle => return self.counted_castling(from, to, legal_move),
            MoveKind::EnPassant => return full_count(self.position, legal_move),
            MoveKind::Normal | MoveKind::DoubleStep => piece,
        };
        if V::BARE_KING.is_some() {
            if node.ours.contains(to) {
                return full_count(self.position, legal_move);
            }
            if self.bared {
                return 0;
            }
        }
        let occupied = node.occupied & !from_bit | to_bit;
        if !(from_bit & (self.pin_lines | self.unmasking)).is_empty()
            || self.promotes_away(from, to, kind)
            || !(to_bit & self.pin_lines).is_empty()
        {
            if !(from_bit & self.pin_openers).is_empty() {
                return self.counted_opening_pin(from, piece, landing, to, legal_move);
            }
            return self.counted_pin_changed(from, piece, landing, to, legal_move);
        }
        if kind == MoveKind::DoubleStep && !(to_bit & self.en_passant_landings).is_empty() {
            return self.counted_opening_en_passant(from, piece, to, legal_move);
        }
        // One test of both, lines and checks: a branch less to mispredict.
        if meets(self.check_landings.as_ref()[landing], to_bit) {
            let lined = self.lands_on_line(to_bit, landing);
            // As at the node's occupancy: attacks are leaps and rides
            // along lines, and a piece that left a square between (the
            // line's first piece, moving away along it) checks from there
            // only where it promoted, which went above.
            if meets(self.checking.as_ref()[landing], to_bit) {
                return self.counted_in_check(from, piece, landing, to, legal_move);
            }
            // Through the first piece on the line: where that is the
            // answering side's, a pin.
            if lined
                && meets(
                    V::captures_from(landing, us, to, occupied & !self.near),
                    self.king_bit,
                )
            {
                let first = V::between(node.king, to) & occupied & node.ours;
                if let Some(first) = first.squares().next() {
                    return self.counted_pinning(from, piece, landing, to, legal_move, first, to);
                }
            }
        }
        self.counted_by_difference(from, piece, landing, to, legal_move)
    }

    /// Whether the move from `from` to `to` promotes a pawn that moves
    /// away from the answering king along a line, leaving it as its first
    /// piece: promoted, it may check the king, or pin the line's second
    /// piece. A piece that keeps its kind cannot: first on the line, it
    /// has no capturing ride towards the king along it (the king would be
    /// in check at the node), nor has it where it lands.
    #[inline(always)]
    fn promotes_away(&self, from: usize, to: usize, kind: MoveKind) -> bool {
        matches!(kind, MoveKind::Promotion(_))
            && meets(V::Bits::square(from), self.near)
            && V::between(self.node.king, to).contains(from)
    }

    /// The count of a child whose move castles, the king on `king` with
    /// the rook on `rook`: the node's where neither square left nor either
    /// square landed on is one a test or a part looks at, as for a plain
    /// move (each of the two pieces' moves would leave the child
    /// untouched, and the two squares left and the two landed on are the
    /// only ones whose pieces change); in full otherwise. It takes
    /// nothing, so under the bare-king rule it ends where a plain move
    /// would (`untouched` is 0 there).
    #[inline(never)]
    fn counted_castling(&self, king: usize, rook: usize, legal_move: Move) -> u64 {
        let (king_to, rook_to) = self.position.castling_targets(king, rook);
        if let Some((_, rook_kind)) = self.position.piece_at(rook) {
            let left = V::Bits::square(king) | V::Bits::square(rook);
            if !meets(self.busy_from, left)
                && !meets(self.busy_to(V::ROYAL), V::Bits::square(king_to))
                && !meets(self.busy_to(rook_kind), V::Bits::square(rook_to))
            {
                return self.untouched;
            }
        }
        full_count(self.position, legal_move)
    }

    /// The count of a child whose move checks the answering king from the
    /// square it lands on, and only from there (a check uncovered is
    /// counted in full, see [`Frontier::child`]): the king's steps, and
    /// the other pieces' moves that take the checker or stand between.
    /// Pinned pieces have none: their lines cross the check's only at the
    /// king. The piece taken may be a pinned one (see
    /// [`Frontier::counted_pin_changed`]): it is on the square landed on,
    /// which no piece counted here moves from.
    #[inline(never)]
    fn counted_in_check(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
    ) -> u64 {
        let node = &self.node;
        let us = 1 - THEM;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let taken_kind = if meets(node.ours, to_bit) {
            self.position.piece_at(to).map(|(_, kind)| kind)
        } else {
            None
        };
        if !self.king_by_steps || taken_kind.is_some_and(|kind| V::PROMOTION_LIMIT[kind] != 0) {
            return full_count(self.position, legal_move);
        }
        let occupied = node.occupied & !from_bit | to_bit;
        let movers = node.theirs & !from_bit | to_bit;
        // The squares that stop the check: the checker's, and those
        // between where a piece there would stop it (a ride, not a leap).
        // Most checks are from next to the king or by a leap off its
        // lines: no square between, and no lookup of the checker's kind.
        // Where every capturing leap along a line goes next door (see
        // `Variant::CHECKERS_FROM_XRAY`), a check from further along one
        // rides.
        let line = V::between(node.king, to);
        let stops = if line.is_empty()
            || !V::CHECKERS_FROM_XRAY
                && meets(
                    V::captures_from(landing, us, to, occupied | line),
                    self.king_bit,
                ) {
            to_bit
        } else {
            line | to_bit
        };

        // The pieces but the pawns that stop it, square by square: those
        // that attack the square in the child (each captures where it
        // moves), one lookup for all; the piece taken has none.
        let mut count = 0;
        let mut capturers = self.capturers();
        for set in capturers.as_mut() {
            *set &= !to_bit;
        }
        for stop in stops.squares() {
            count += sparse_count(V::attackers(THEM, stop, occupied, &capturers));
        }
        if V::PAWN.is_some() {
            let pawns = self.free_pawns & !to_bit;
            let empty = V::Board::BOARD & !occupied;
            count +=
                pawn_moves_onto::<V>(THEM, self.promotion_choices, pawns, empty, movers, stops);
        }

        // The king: its steps where the move touched them, the checker's
        // square where it guarded it.
        count + self.king_steps_after(from, piece, landing, to, occupied)
    }

    /// The answering king's steps after the move from `from` to `to` (a
    /// piece of kind `piece`, landing as kind `landing`), the board then
    /// `occupied`: the steps safe once the piece has left (see
    /// [`StepsLeft`]) less those the landing piece attacks, and the square
    /// taken where the king guarded it. Only where `king_by_steps`.
    /// Where the piece lands between a step and its one attacker, which
    /// is rare, each step is tested again instead.
    #[inline(always)]
    fn king_steps_after(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        occupied: V::Bits,
    ) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let lifted = occupied & !V::Bits::square(node.king);
        let mut movers_kinds = node.their_kinds;
        movers_kinds.as_mut()[piece] &= !from_bit;
        movers_kinds.as_mut()[landing] |= to_bit;
        let safe = |square: usize| V::attackers(1 - THEM, square, lifted, &movers_kinds).is_empty();
        // The steps safe once the piece has left, before it lands: the
        // node's where the square left lets no rider through to a safe
        // step, nor held an attacker of an attacked one (or of one with
        // three attackers or more, which stays attacked); those worked out
        // for the piece's moves otherwise.
        let steps = if meets(self.king_from_reach, from_bit) {
            let mut left = self.parts.steps_left.get();
            if left.from != from {
                left = self.steps_left(from, piece);
                self.parts.steps_left.set(left);
            }
            left.steps
        } else {
            self.safe_steps
        };
        // Then only the piece landing changes them, set-wise, seen where
        // the square left is empty: the safe steps it attacks (whoever
        // stands there: a piece but the pawn captures where it moves, see
        // `V::ATTACK_MAP`) are attacked now. One that lands between a step
        // and its one attacker is tested below, step by step.
        if !meets(steps.blocks, to_bit) {
            let hits = if Some(landing) == V::PAWN {
                V::captures_from(landing, 1 - THEM, to, V::Board::BOARD)
            } else {
                V::targets(landing, 1 - THEM, to, lifted, V::Board::BOARD)
            };
            let mut count = steps.count - sparse_count(steps.safe & hits);
            if meets(self.king_guards, to_bit) {
                count += u64::from(safe(to));
            }
            return count;
        }
        // It lands between a step and its one attacker (rare): each step
        // tested.
        let mut count = 0;
        for step in &self.parts.king_steps[..self.king_step_count] {
            count += u64::from(safe(usize::from(step.square)));
        }
        if meets(self.king_guards, to_bit) {
            count += u64::from(safe(to));
        }
        count
    }

    /// [`StepsLeft`] of the piece of kind `piece` on `from`, one of the
    /// moving side's whose leaving may change the king's steps: each step
    /// whose attackers it was among, or where it masked a rider, tested
    /// again without it. Only where `king_by_steps`.
    fn steps_left(&self, from: usize, piece: usize) -> StepsLeft<V::Bits> {
        let node = &self.node;
        let from_bit = V::Bits::square(from);
        let lifted = node.occupied & !from_bit & !self.king_bit;
        let mut movers_kinds = node.their_kinds;
        movers_kinds.as_mut()[piece] &= !from_bit;
        let mut steps = SafeSteps::NONE;
        for step in &self.parts.king_steps[..self.king_step_count] {
            let square = usize::from(step.square);
            let changed = if step.attackers.is_empty() {
                meets(step.unmasking, from_bit)
            } else {
                meets(step.attackers, from_bit)
            };
            // The piece leaving changes what rides through its square only.
            let attackers = if changed {
                step.attackers & !from_bit
                    | riders_attacking::<V>(1 - THEM, square, lifted, &movers_kinds)
            } else {
                step.attackers
            };
            steps.add::<V>(square, attackers);
        }
        StepsLeft { from, steps }
    }

    /// `count`, with the pawns' moves of the node in it, turned into the
    /// child's, where the move (from `from_bit` to `to_bit`, taking a
    /// piece where `taken`, the board then `occupied`) takes no piece
    /// whose count limits promotions: the square left gains the pawns'
    /// moves onto it and loses their captures there, the square taken the
    /// reverse (none where it held a piece of theirs), and the double
    /// steps that pass or land on either are counted again. A pawn taken,
    /// `gone` (a free one: pinned, it stands on a pin's line), has its
    /// moves of the node out of `count` already: its steps onto the square
    /// left come out of the tallies, and it steps twice no more.
    #[inline(always)]
    fn pawn_moves_changed(
        &self,
        count: u64,
        from_bit: V::Bits,
        to_bit: V::Bits,
        taken: bool,
        gone: Option<usize>,
        occupied: V::Bits,
    ) -> u64 {
        let them = THEM;
        let weight = |bit| arrival_weight::<V>(them, bit, self.promotion_choices);
        let (from_weight, to_weight) = (weight(from_bit), weight(to_bit));
        let (pushes, captures) = (&self.pawn_pushes, &self.pawn_captures);
        let (mut pushes_from, mut captures_from) = (pushes.at(from_bit), captures.at(from_bit));
        if let (Some(pawn), Some(square)) = (V::PAWN, gone) {
            let (empty, full) = (V::Bits::EMPTY, V::Board::BOARD);
            pushes_from -= u64::from(meets(V::moves_from(pawn, them, square, empty), from_bit));
            captures_from -= u64::from(meets(V::captures_from(pawn, them, square, full), from_bit));
        }
        let mut count = count + pushes_from * from_weight + captures.at(to_bit) * to_weight
            - captures_from * from_weight
            - u64::from(!taken) * pushes.at(to_bit) * to_weight;
        if meets(self.double_step_reach, from_bit | to_bit) {
            // The double steps that land on or pass either square, before
            // and after.
            let squares = from_bit | to_bit;
            let gone = gone.map_or(V::Bits::EMPTY, V::Bits::square);
            let doubles = |occupied: V::Bits| {
                let empty = V::Board::BOARD & !occupied;
                let landings = double_steps::<V>(them, self.free_pawns & !gone, empty);
                let mut count = 0;
                for landing in (landings & (squares | V::forward(them, squares))).squares() {
                    count += weight(V::Bits::square(landing));
                }
                count
            };
            count = count + doubles(occupied) - doubles(self.node.occupied);
        }
        count
    }

    /// Whether a piece landing on `to_bit` as kind `landing` rides, on a
    /// line from the answering king up to its third piece: where it may
    /// check, or pin a piece of the answering side.
    #[inline(always)]
    fn lands_on_line(&self, to_bit: V::Bits, landing: usize) -> bool {
        V::BLOCKABLE[landing] && meets(self.line_reach, to_bit)
    }

    /// The count of a child whose double step from `from` to `to` (a pawn
    /// of kind `pawn`) allows a capture en passant: a plain move's count
    /// and the captures en passant of its child. Counted in full where it
    /// may check or pin from where it lands.
    #[inline(never)]
    fn counted_opening_en_passant(
        &self,
        from: usize,
        pawn: usize,
        to: usize,
        legal_move: Move,
    ) -> u64 {
        if meets(self.check_landings.as_ref()[pawn], V::Bits::square(to)) {
            return full_count(self.position, legal_move);
        }
        self.counted_by_difference(from, pawn, pawn, to, legal_move)
            + self.en_passant_captures(from, pawn, to)
    }

    /// The captures en passant in the child of a double step from `from`
    /// to `to` (a pawn of kind `pawn`) that checks the answering king
    /// neither from where it lands nor by uncovering a rider: each
    /// answering pawn that attacks the square passed, unless taking
    /// leaves its king attacked. Only by a rider, seen through the squares
    /// the capture empties: the king is not in check in the child, and no
    /// leap depends on the pieces between. A pawn pinned at the node is
    /// tested the same way: the move may have blocked its pin.
    #[inline(always)]
    fn en_passant_captures(&self, from: usize, pawn: usize, to: usize) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let passed = V::forward(1 - THEM, from_bit);
        let occupied = node.occupied & !from_bit | to_bit;
        let mut answering_pawns = V::Kinds::EMPTY;
        answering_pawns.as_mut()[pawn] = self.position.pieces(THEM, pawn);
        let mut captures = 0;
        if let Some(passed_square) = passed.squares().next() {
            let capturers = V::attackers(THEM, passed_square, occupied | passed, &answering_pawns);
            for capturer in capturers.squares() {
                let after = occupied & !V::Bits::square(capturer) & !to_bit | passed;
                // The moving side's riders are the node's: a pawn moved.
                let riders = riders_attacking::<V>(1 - THEM, node.king, after, &node.their_kinds);
                captures += u64::from(riders.is_empty());
            }
        }
        captures
    }

    /// The count of a child whose move takes a piece of its side off a
    /// line from the answering king where that leaves one of the answering
    /// side's pieces pinned (see [`OpenedPin`]). Counted in full where the
    /// move also touches a pin, stays on that line, allows en passant, or
    /// may check or pin from where it lands.
    #[inline(never)]
    fn counted_opening_pin(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
    ) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let opened = self.parts.opened_pins[..self.opened_pin_count]
            .iter()
            .find(|opened| usize::from(opened.moving) == from);
        let Some(opened) = opened else {
            return full_count(self.position, legal_move);
        };
        let pinner = usize::from(opened.pinner);
        if !(from_bit & self.pin_lines).is_empty()
            || !(to_bit & (self.pin_lines | self.check_landings.as_ref()[landing])).is_empty()
            || V::between(node.king, pinner).contains(to)
            || legal_move.kind == MoveKind::DoubleStep
                && !(to_bit & self.en_passant_landings).is_empty()
        {
            return full_count(self.position, legal_move);
        }
        let pinned = usize::from(opened.pinned);
        self.counted_pinning(from, piece, landing, to, legal_move, pinned, pinner)
    }

    /// The count of a child whose move leaves or lands on a pin's line, or
    /// a line from the answering king where that may check or pin (see
    /// [`Frontier::child`]), but opens no pin. By difference where it
    /// changes one pin of the answering side's and no other: the pinner
    /// moves (no rider of its side behind it, see `pin_openers`), or a
    /// piece lands on the pin's line (a double step too, its captures en
    /// passant added). As if the pin stayed, with the pinned piece's moves
    /// counted again: on the line to its pinner where one still pins it,
    /// free where none does. A move that takes the piece pinned and
    /// checks from its square is a check's ([`Frontier::counted_in_check`]).
    /// In full otherwise, and where the move touches another pin, takes
    /// the piece pinned without a check, or may check, or pin off the
    /// pin's line (beyond the piece pinned on it, the pinner moved away
    /// along it and still pins).
    #[inline(never)]
    fn counted_pin_changed(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
    ) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        // The pin changed, and the squares between its pinner and the king:
        // its pinner moving, or a piece landing on its line (a square
        // between holds no piece of either side).
        let pin = if node.pinners.contains(from) {
            Some((from, V::between(node.king, from)))
        } else if (from_bit & (self.pin_lines | self.unmasking)).is_empty()
            && !self.promotes_away(from, to, legal_move.kind)
        {
            node.pinners
                .squares()
                .map(|pinner| (pinner, V::between(node.king, pinner)))
                .find(|&(_, between)| meets(between, to_bit))
        } else {
            None
        };
        let Some((pinner, between)) = pin else {
            return full_count(self.position, legal_move);
        };
        let pin_line = between | V::Bits::square(pinner);
        // Between the king and its pinner, only the piece pinned.
        let pinned = between & node.ours;
        let Some(square) = pinned.squares().next() else {
            return full_count(self.position, legal_move);
        };
        let other_pins = self.pin_lines & !pin_line;
        let double_step = legal_move.kind == MoveKind::DoubleStep;
        if !(legal_move.kind == MoveKind::Normal || double_step)
            || meets(self.unmasking | other_pins, from_bit)
            || meets(other_pins, to_bit)
        {
            return full_count(self.position, legal_move);
        }
        if meets(pinned, to_bit) {
            // The piece pinned taken, by a piece that checks from its
            // square (the pinner, along the line) or not: the pin gone.
            if meets(self.checking.as_ref()[landing], to_bit) {
                return self.counted_in_check(from, piece, landing, to, legal_move);
            }
            return full_count(self.position, legal_move);
        }
        // Promotion limits count the pieces left.
        let limits = V::PROMOTION_LIMIT.iter().any(|&limit| limit != 0);
        let taken = if limits && meets(node.ours, to_bit) {
            self.position.piece_at(to)
        } else {
            None
        };
        let occupied = node.occupied & !from_bit | to_bit;
        // Beyond the piece pinned on the pin's line: a piece landing between
        // it and the pinner, or the pinner moved along the line (away from
        // the king, where off `pin_line`), which still pins where it
        // attacks the king through that piece (see `allowed`). Elsewhere a
        // rider lands where it may check or pin only where it attacks the
        // king through the first piece of a line from it, or none.
        let beyond_pinned = V::between(node.king, to).contains(square);
        let lands_checking_or_pinning = !beyond_pinned
            && self.lands_on_line(to_bit, landing)
            && meets(
                V::captures_from(landing, 1 - THEM, to, occupied & !self.near),
                self.king_bit,
            );
        if meets(self.checking.as_ref()[landing], to_bit)
            || lands_checking_or_pinning
            || taken.is_some_and(|(_, kind)| V::PROMOTION_LIMIT[kind] != 0)
        {
            return full_count(self.position, legal_move);
        }
        let Some((kind, before)) = self.pinned_moves(square, pin_line) else {
            return full_count(self.position, legal_move);
        };
        let movers = node.theirs & !from_bit | to_bit;
        // Where the piece pinned may go in the child. The move lands
        // beyond it on the pin's line, between it and the king, or off the
        // line: a piece that lands beyond it and rides along the line pins
        // it in the pinner's place (the pinner itself, moved along the
        // line); anything else on the line blocks the pin. A pinner that
        // leaves the line frees it, no rider of its side behind.
        let board = V::Board::BOARD;
        let allowed = if beyond_pinned
            && V::captures_from(landing, 1 - THEM, to, occupied & !pinned).contains(node.king)
        {
            V::between(node.king, to) | to_bit
        } else {
            board
        };
        // Its moves in the child, a capture where the move landed on one
        // of its side included.
        let mut after = self.moves_onto(kind, square, occupied, movers, allowed);
        if double_step && meets(self.en_passant_landings, to_bit) {
            after += self.en_passant_captures(from, piece, to);
        }
        self.counted_by_difference_changed(from, piece, landing, to, legal_move, after, before)
    }

    /// The kind of the piece pinned on `square`, along `pin_line`, and its
    /// moves at the node (onto that line): kept from the last child that
    /// looked them up, where that was for the same piece.
    fn pinned_moves(&self, square: usize, pin_line: V::Bits) -> Option<(usize, u64)> {
        let (known, kind, moves) = self.parts.pinned_moves.get();
        if known == square {
            return Some((kind, moves));
        }
        let (_, kind) = self.position.piece_at(square)?;
        let node = &self.node;
        let moves = self.moves_onto(kind, square, node.occupied, node.theirs, pin_line);
        self.parts.pinned_moves.set((square, kind, moves));
        Some((kind, moves))
    }

    /// The count of a child whose move pins the answering side's piece on
    /// `pinned` to its king by the rider on `pinner` (one that lands there,
    /// or one the move uncovers): as if it did not, less the pinned piece's
    /// moves off the pin's line.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn counted_pinning(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
        pinned: usize,
        pinner: usize,
    ) -> u64 {
        let node = &self.node;
        let them = THEM;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let occupied = node.occupied & !from_bit | to_bit;
        let movers = node.theirs & !from_bit | to_bit;
        let off_line = V::Board::BOARD & !(V::between(node.king, pinner) | V::Bits::square(pinner));
        // A piece pinned already has its moves on that line.
        let Some((_, kind)) = self.position.piece_at(pinned) else {
            return full_count(self.position, legal_move);
        };
        if node.pinned.contains(pinned) {
            return full_count(self.position, legal_move);
        }
        if Some(kind) == V::PAWN {
            // Promotion limits count the pieces left.
            let taken = self.position.piece_at(to).filter(|&(side, _)| side == them);
            if taken.is_some_and(|(_, kind)| V::PROMOTION_LIMIT[kind] != 0) {
                return full_count(self.position, legal_move);
            }
        }
        // Its moves in the child, a capture where the move landed on one of
        // its side included.
        let lost = self.moves_onto(kind, pinned, occupied, movers, off_line);
        self.counted_by_difference_changed(from, piece, landing, to, legal_move, 0, lost)
    }

    /// The moves onto `squares` of the answering side's piece of kind
    /// `kind` on `square` (not the king), `occupied` holding the pieces
    /// and `movers` those it may take: a pawn's weighed by its promotions.
    #[inline(always)]
    fn moves_onto(
        &self,
        kind: usize,
        square: usize,
        occupied: V::Bits,
        movers: V::Bits,
        squares: V::Bits,
    ) -> u64 {
        if let (Some(pawn), true) = (V::PAWN, Some(kind) == V::PAWN) {
            // One pawn: its steps looked up, not shifted set-wise (the
            // same Betza steps, see `Variant::SET_WISE_PAWNS`).
            let empty = V::Board::BOARD & !occupied;
            let steps = V::moves_from(pawn, THEM, square, occupied) & empty
                | V::captures_from(pawn, THEM, square, occupied) & movers;
            let choices = self.promotion_choices;
            let mut count = arrivals_weighed::<V>(THEM, steps & squares, choices);
            let bit = V::Bits::square(square);
            if meets(V::DOUBLE_STEP_REGION[THEM], bit) {
                let doubles = double_steps::<V>(THEM, bit, empty);
                count += arrivals_weighed::<V>(THEM, doubles & squares, choices);
            }
            count
        } else {
            sparse_count(V::targets(kind, THEM, square, occupied, movers) & squares)
        }
    }

    /// [`Frontier::counted_by_difference`], `gained` moves more and `lost`
    /// fewer: one copy of it for the children whose move changes a pin.
    #[inline(never)]
    #[allow(clippy::too_many_arguments)]
    fn counted_by_difference_changed(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
        gained: u64,
        lost: u64,
    ) -> u64 {
        self.counted_by_difference(from, piece, landing, to, legal_move) + gained - lost
    }

    /// The answering king's moves in the child after the move from `from`
    /// to `to` (a piece of kind `piece`, landing as kind `landing`),
    /// generated: where its steps are not kept one by one. Rare, and out
    /// of the children's loop.
    #[cold]
    #[inline(never)]
    fn king_moves_in_full(&self, from: usize, piece: usize, landing: usize, to: usize) -> u64 {
        let mut counter = Counter::new();
        king_moves(&self.child_node(from, piece, landing, to), &mut counter);
        counter.total()
    }

    /// The answering side's pawns' moves in the child after `legal_move`
    /// (from `from` to `to`, a piece of kind `piece` landing as kind
    /// `landing`), generated: where it takes a piece whose count limits
    /// promotions. Rare, and out of the children's loop.
    #[cold]
    #[inline(never)]
    fn pawn_moves_in_full(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        pawn: usize,
        legal_move: Move,
    ) -> u64 {
        let mut position = *self.position;
        position.make(legal_move);
        let pawns = position.pieces(THEM, pawn);
        let mut counter = Counter::new();
        let child = self.child_node(from, piece, landing, to);
        pawn_moves(&position, &child, pawn, pawns, &mut counter);
        counter.total()
    }

    /// `count`, with the pawns' moves of the node in it, turned into the
    /// child's after the move from `from` to `to`, where the pawns'
    /// tallies overflow: only the moves to the squares left or taken
    /// change, and the double steps through them, stepped again. Rare,
    /// and out of the children's loop.
    #[cold]
    #[inline(never)]
    fn pawn_moves_recounted(&self, count: u64, from: usize, to: usize) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let occupied = node.occupied & !from_bit | to_bit;
        let movers = node.theirs & !from_bit | to_bit;
        let board = V::Board::BOARD;
        let pawns = self.free_pawns & !to_bit;
        let onto = |empty, enemies| {
            pawn_moves_onto_two::<V>(
                THEM,
                pawns,
                empty,
                enemies,
                [from, to],
                self.promotion_choices,
            )
        };
        count + onto(board & !occupied, movers) - onto(board & !node.occupied, node.theirs)
    }

    /// The count of a child whose move keeps the answering king out of
    /// check and its pins as they were.
    #[inline(always)]
    fn counted_by_difference(
        &self,
        from: usize,
        piece: usize,
        landing: usize,
        to: usize,
        legal_move: Move,
    ) -> u64 {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let them = THEM;
        let occupied = node.occupied & !from_bit | to_bit;
        let movers = node.theirs & !from_bit | to_bit;
        let taken = !(to_bit & node.ours).is_empty();
        let theirs = node.ours & !to_bit;

        let mut count = self.piece_moves;
        if !((from_bit | to_bit) & self.rider_reach).is_empty() || taken {
            // Those attacking the square taken are looked up again too:
            // each gains a capture there.
            for rider in &self.parts.riders[..self.rider_count] {
                let square = usize::from(rider.square);
                let before = rider.attacks & !node.ours;
                if square == to {
                    count -= u64::from(before.count_ones());
                } else if !((from_bit | to_bit) & rider.attacks).is_empty() {
                    let after = V::targets(usize::from(rider.kind), them, square, occupied, movers);
                    // A square or two gained or lost, counted one by one.
                    count += sparse_count(after & !before);
                    count -= sparse_count(before & !after);
                }
            }
        }
        // Whether a pawn was taken (not a pinned one: it stands on a pin's
        // line, where a child is counted in full), and whether the pawns
        // are counted again in full: where a piece whose count limits
        // promotions was.
        let (mut pawn_taken, mut pawns_lost) = (false, false);
        if taken {
            // The taken piece's moves go (a rider's went above); each
            // piece attacking its square gains a capture there (the
            // riders' went above too).
            let (_, kind) = self.position.piece_at(to).expect("a piece taken");
            pawn_taken = Some(kind) == V::PAWN;
            pawns_lost = V::PROMOTION_LIMIT[kind] != 0;
            if Some(kind) != V::PAWN && !V::BLOCKABLE[kind] {
                let targets = V::targets(kind, them, to, node.occupied, node.theirs);
                count -= u64::from(targets.count_ones());
            }
            count += self.leapers_guarding(to);
        }

        // A move changes the king's steps only through the squares it
        // leaves or takes, unless it takes a piece guarding the king.
        // A piece that promotes may ride back through the square it left,
        // which the reaches below do not watch (no piece behind it needs
        // it open): its child is tested in full.
        let promoted = landing != piece;
        let king_moved = promoted
            || !(from_bit & self.king_from_reach).is_empty()
            || !(to_bit & self.king_landing_reach.as_ref()[landing]).is_empty()
            || if self.king_by_steps {
                meets(self.king_guards, to_bit)
            } else {
                taken
            };
        let castling_rooks = if !CASTLING {
            V::Bits::EMPTY
        } else if promoted
            || !(from_bit & self.castling_from_reach).is_empty()
            || !(to_bit & self.parts.castling_landing_reach.as_ref()[landing]).is_empty()
        {
            self.castling_rooks & theirs
        } else {
            count += self.castlings;
            V::Bits::EMPTY
        };
        let pawns_moved = V::PAWN.is_some()
            && (pawn_taken || pawns_lost || !((from_bit | to_bit) & self.pawn_reach).is_empty());
        if !king_moved {
            count += self.safe_steps.count;
        }
        if V::PAWN.is_some() && !pawns_moved {
            count += self.pawn_moves + self.pinned_pawn_moves;
        }
        if !(king_moved || pawns_moved || !castling_rooks.is_empty()) {
            return count;
        }

        // The child as a node, made only for the counts that take one.
        let child = || self.child_node(from, piece, landing, to);
        if king_moved && self.king_by_steps {
            count += self.king_steps_after(from, piece, landing, to, occupied);
        } else if king_moved {
            count += self.king_moves_in_full(from, piece, landing, to);
        }
        if !castling_rooks.is_empty() {
            let child = child();
            for rook in castling_rooks.squares() {
                if may_castle(self.position, &child, rook) {
                    count += 1;
                }
            }
        }
        if let (Some(pawn), true) = (V::PAWN, pawns_moved) {
            if pawns_lost {
                count += self.pawn_moves_in_full(from, piece, landing, to, pawn, legal_move);
            } else {
                count += self.pawn_moves + self.pinned_pawn_moves;
                if pawn_taken {
                    // The pawn taken loses its moves of the node (the
                    // tallies count the node's pawns, the taken one too).
                    let empty = V::Board::BOARD & !node.occupied;
                    count -= pawn_moves_onto::<V>(
                        THEM,
                        self.promotion_choices,
                        to_bit,
                        empty,
                        node.theirs,
                        V::Board::BOARD,
                    );
                }
                if self.pawn_tallies_overflow {
                    count = self.pawn_moves_recounted(count, from, to);
                } else {
                    let gone = pawn_taken.then_some(to);
                    count = self.pawn_moves_changed(count, from_bit, to_bit, taken, gone, occupied);
                }
            }
        }
        count
    }
}

impl<V: Variant, const THEM: usize, const CASTLING: bool> Sink<V::Bits>
    for Frontier<'_, V, THEM, CASTLING>
{
    #[inline]
    fn moves(&mut self, from: usize, piece: usize, targets: V::Bits, kind: MoveKind) {
        // The children no test looks at counted at once, without a branch
        // each: the move's square left and each square it reaches tested
        // as sets.
        let mut touched = targets;
        if kind == MoveKind::Normal && (V::Bits::square(from) & self.busy_from).is_empty() {
            touched = targets & self.busy_to(piece);
            self.untouched_children.add(targets & !touched);
        }
        if !touched.is_empty() {
            // Boards hold at most 128 squares.
            #[allow(clippy::cast_possible_wrap)]
            self.children(from as isize, false, piece, touched, kind);
        }
    }

    #[inline]
    fn shifted(&mut self, delta: isize, targets: V::Bits, kind: MoveKind) {
        let pawn = V::PAWN.expect("only pawns move set-wise");
        // As in `moves`, where no pawn leaves a square a test looks at:
        // then only the squares reached tell the children apart.
        let mut touched = targets;
        let watched = match kind {
            MoveKind::Normal => Some(V::Bits::EMPTY),
            MoveKind::DoubleStep => Some(self.en_passant_landings),
            MoveKind::Promotion(_) | MoveKind::Castle | MoveKind::EnPassant => None,
        };
        if let (Some(watched), true) = (watched, self.busy_pawns.is_empty()) {
            touched = targets & (self.busy_to(pawn) | watched);
            self.untouched_children.add(targets & !touched);
        }
        if !touched.is_empty() {
            self.children(-delta, true, pawn, touched, kind);
        }
    }

    #[inline(always)]
    fn known_attacks(&self) -> Option<V::Bits> {
        self.known_attacks
    }
}

impl<V: Variant, const THEM: usize, const CASTLING: bool> Frontier<'_, V, THEM, CASTLING> {
    /// The child after the move from `from` (a piece of kind `piece`) to
    /// `to` (landing as kind `landing`) as a node of the answering side,
    /// its pins those of the node: made from the node's sets, no position
    /// played.
    #[inline(always)]
    fn child_node(&self, from: usize, piece: usize, landing: usize, to: usize) -> Node<V> {
        let node = &self.node;
        let (from_bit, to_bit) = (V::Bits::square(from), V::Bits::square(to));
        let mut movers_kinds = node.their_kinds;
        movers_kinds.as_mut()[piece] &= !from_bit;
        movers_kinds.as_mut()[landing] |= to_bit;
        Node::<V> {
            us: THEM,
            them: 1 - THEM,
            ours: node.ours & !to_bit,
            theirs: node.theirs & !from_bit | to_bit,
            occupied: node.occupied & !from_bit | to_bit,
            king: node.king,
            their_kinds: movers_kinds,
            test_all: false,
            in_check: false,
            check_mask: V::Board::BOARD,
            pinned: node.pinned,
            pinners: node.pinners,
        }
    }

    /// The children of the moves to `targets` from the square `origin`
    /// or, with `relative`, each from its target plus `origin` (pawns
    /// moved together: minus their step), each counted on its own. One
    /// loop for both, so that the frontier's code holds few copies of
    /// [`Frontier::child`]: one for plain moves, most of them, whose
    /// kind it then need not dispatch on child by child, and one for the
    /// others. Out of line, so that the sets' test before it, inlined
    /// into the generator, saves no registers.
    #[inline(never)]
    fn children(
        &mut self,
        origin: isize,
        relative: bool,
        piece: usize,
        targets: V::Bits,
        kind: MoveKind,
    ) {
        let relative = if relative { usize::MAX } else { 0 };
        if kind == MoveKind::Normal {
            for to in targets.squares() {
                let from = (to & relative).wrapping_add_signed(origin);
                self.nodes += self.child(from, piece, to, MoveKind::Normal);
            }
            return;
        }
        for to in targets.squares() {
            let from = (to & relative).wrapping_add_signed(origin);
            self.nodes += self.child(from, piece, to, kind);
        }
    }
}

/// The moves of the answering side's pawns `free` (none pinned) at `node`
/// (its side to move, in `position`), where their tallies overflow: where
/// they step, where they capture, and how many moves, stepped one by one.
/// Rare: out of the node's code.
#[cold]
#[inline(never)]
fn free_pawns_stepped<V: Variant>(
    position: &Position<V>,
    node: &Node<V>,
    pawn: usize,
    free: V::Bits,
) -> (V::Bits, V::Bits, u64) {
    let board = V::Board::BOARD;
    let (mut pushes, mut captures) = (StepReach(V::Bits::EMPTY), StepReach(V::Bits::EMPTY));
    V::pawn_steps(node.us, free, board, V::Bits::EMPTY, &mut pushes);
    V::pawn_steps(node.us, free, V::Bits::EMPTY, board, &mut captures);
    let mut counter = Counter::new();
    pawn_moves(&answer_of(position), node, pawn, free, &mut counter);
    (pushes.0, captures.0, counter.total())
}

/// `position` with the other side to move, and no capture en passant.
fn answer_of<V: Variant>(position: &Position<V>) -> Position<V> {
    let mut answer = *position;
    answer.side_to_move = 1 - position.side_to_move;
    answer.en_passant = V::Bits::EMPTY;
    answer
}

/// Whether `set` holds a square of `squares` (often one square): a test
/// without the shift and the bound of [`BitSet::contains`].
#[inline(always)]
fn meets<B: BitSet>(set: B, squares: B) -> bool {
    !(set & squares).is_empty()
}

/// How many squares `set` holds, where it holds few: where the target has
/// no `popcnt` instruction, the first two without a branch (a loop's exit
/// would be mispredicted, the counts being 0, 1 or 2 alike), the rest one
/// step a square; that instruction where it has.
#[inline(always)]
fn sparse_count<B: BitSet>(set: B) -> u64 {
    if POPCNT {
        return u64::from(set.count_ones());
    }
    let rest = set.without_first();
    let mut more = rest.without_first();
    let mut count = u64::from(!set.is_empty()) + u64::from(!rest.is_empty());
    while more.pop_first().is_some() {
        count += 1;
    }
    count
}

/// What the pieces of each kind would see of a square (see
/// [`Variant::attackers_by_kind`]), the kinds together.
struct Seen<B> {
    /// Of the squares a piece would attack it from, those of the kinds
    /// that ride: up to the first piece on each line from the square,
    /// which opens the line by leaving.
    lines: B,
    /// The pieces of `movers` that attack it.
    attackers: B,
}

/// [`Seen`] of a square from `by_kind`, its attackers among `movers`.
#[inline(always)]
fn seen<V: Variant>(by_kind: &V::Kinds, movers: &V::Kinds) -> Seen<V::Bits> {
    let mut seen = Seen {
        lines: V::Bits::EMPTY,
        attackers: V::Bits::EMPTY,
    };
    for (kind, (&set, &pieces)) in by_kind.as_ref().iter().zip(movers.as_ref()).enumerate() {
        seen.attackers |= set & pieces;
        if V::BLOCKABLE[kind] {
            seen.lines |= set;
        }
    }
    seen
}

/// The pieces of `side` (the moving side's, `node`'s `them`), each the
/// first piece on one of the `lines` from `square`, whose leaving lets a
/// rider of `side` behind it attack `square`, `occupied` holding the
/// pieces.
#[inline(always)]
fn unmasking_blockers<V: Variant>(
    side: usize,
    square: usize,
    occupied: V::Bits,
    lines: V::Bits,
    node: &Node<V>,
) -> V::Bits {
    let firsts = lines & node.theirs;
    let mut blockers = V::Bits::EMPTY;
    if !firsts.is_empty() {
        let behind = riders_attacking::<V>(side, square, occupied & !firsts, &node.their_kinds);
        for attacker in behind.squares() {
            blockers |= V::between(square, attacker) & firsts;
        }
    }
    blockers
}

/// The pieces of `side` among `pieces` (its sets by kind) that ride and
/// attack `square`, `occupied` holding the pieces: [`Variant::attackers`]
/// without a lookup of the kinds that leap, where only riders change.
#[inline(always)]
fn riders_attacking<V: Variant>(
    side: usize,
    square: usize,
    occupied: V::Bits,
    pieces: &V::Kinds,
) -> V::Bits {
    let by_kind = V::attackers_by_kind(side, square, occupied);
    let mut riders = V::Bits::EMPTY;
    for (kind, (&set, &each)) in by_kind.as_ref().iter().zip(pieces.as_ref()).enumerate() {
        if V::BLOCKABLE[kind] {
            riders |= set & each;
        }
    }
    riders
}

/// Where a move may change the king's steps onto `steps`, where they are
/// not kept one by one: the steps, and every square a piece of `side`
/// would attack one from (`occupied` the board, the king lifted). Only
/// for a royal piece that rides or has more steps than kept, none of the
/// shipped variants': out of the node's loop, which need not gather it.
#[cold]
#[inline(never)]
fn king_reach<V: Variant>(side: usize, steps: V::Bits, occupied: V::Bits) -> V::Bits {
    let mut reach = steps;
    for step in steps.squares() {
        for &set in V::attackers_by_kind(side, step, occupied).as_ref() {
            reach |= set;
        }
    }
    reach
}

/// The same set for every kind.
fn each_kind<V: Variant>(set: V::Bits) -> V::Kinds {
    let mut kinds = V::Kinds::EMPTY;
    for each in kinds.as_mut() {
        *each = set;
    }
    kinds
}

/// The answering side's pieces but the king and the pawns, by parts.
struct Pieces<'a, V: Variant> {
    node: &'a Node<V>,
    moves: Counter<V::Bits>,
    riders: &'a mut [Rider<V::Bits>; MAX_RIDERS],
    rider_count: usize,
    overflow: bool,
    /// Every square the pieces attack: each captures where it moves, and
    /// is visited with its targets whoever stands there.
    attacks: V::Bits,
}

impl<V: Variant> PieceVisitor<V::Bits> for Pieces<'_, V> {
    #[inline(always)]
    fn visit(&mut self, kind: usize, square: usize, attacks: V::Bits) {
        self.attacks |= attacks;
        self.moves
            .add(self.node.legal_targets(square, attacks & !self.node.ours));
        if self.node.pinned.contains(square) {
            return;
        }
        // Boards hold at most 128 squares, variants fewer than 256 kinds.
        #[allow(clippy::cast_possible_truncation)]
        let (square, kind) = (square as u8, kind as u8);
        if !V::BLOCKABLE[usize::from(kind)] {
            return;
        }
        if self.rider_count < MAX_RIDERS {
            self.riders[self.rider_count] = Rider {
                attacks,
                square,
                kind,
            };
            self.rider_count += 1;
        } else {
            self.overflow = true;
        }
    }
}

/// The moves of `pawns` of `side` (none pinned) that arrive on
/// `squares`, with `empty` the empty squares and `enemies` the pieces they
/// may take: a move per promotion choice (`choices`, the side's counts of
/// pieces those of the node) and one more where the pawn may stay one.
#[inline(always)]
fn pawn_moves_onto<V: Variant>(
    side: usize,
    choices: u64,
    pawns: V::Bits,
    empty: V::Bits,
    enemies: V::Bits,
    squares: V::Bits,
) -> u64 {
    let mut onto = Onto::<V> {
        side,
        choices,
        squares,
        count: 0,
    };
    V::pawn_steps(side, pawns, empty, enemies, &mut onto);
    if meets(V::DOUBLE_STEP_REGION[side], pawns) {
        let doubles = double_steps::<V>(side, pawns, empty);
        onto.count += arrivals_weighed::<V>(side, doubles & squares, choices);
    }
    onto.count
}

/// The moves of `pawns` of `side` (none pinned) that arrive on the two
/// squares of `touched` (those a move left and took), or double-step
/// through them, with `empty` the empty squares and `enemies` the pieces
/// they may take: a move per promotion choice (`promotion_choices`, where
/// the side's counts of pieces are those of the node), without a branch
/// but for double steps that arrive.
#[inline(always)]
fn pawn_moves_onto_two<V: Variant>(
    side: usize,
    pawns: V::Bits,
    empty: V::Bits,
    enemies: V::Bits,
    touched: [usize; 2],
    promotion_choices: u64,
) -> u64 {
    let weight = |bit| arrival_weight::<V>(side, bit, promotion_choices);
    let touched = touched.map(V::Bits::square);
    let mut onto = OntoTwo {
        touched,
        weights: touched.map(weight),
        count: 0,
    };
    V::pawn_steps(side, pawns, empty, enemies, &mut onto);
    let doubles = double_steps::<V>(side, pawns, empty);
    let squares = touched[0] | touched[1];
    let arriving = doubles & (squares | V::forward(side, squares));
    for square in arriving.squares() {
        onto.count += weight(V::Bits::square(square));
    }
    onto.count
}

/// Counts the pawn steps handed to it that arrive on the two squares of
/// `touched`, each arrival `weights` moves.
struct OntoTwo<B> {
    touched: [B; 2],
    weights: [u64; 2],
    count: u64,
}

impl<B: BitSet> PawnStepVisitor<B> for OntoTwo<B> {
    #[inline(always)]
    fn step(&mut self, _: isize, targets: B) {
        let [first, second] = self.touched;
        self.count += u64::from(!(targets & first).is_empty()) * self.weights[0]
            + u64::from(!(targets & second).is_empty()) * self.weights[1];
    }
}

/// Counts the pawn moves of `side` handed to it that arrive on
/// `squares`, weighed by their promotions (see [`pawn_moves_onto`]).
struct Onto<V: Variant> {
    side: usize,
    choices: u64,
    squares: V::Bits,
    count: u64,
}

impl<V: Variant> PawnStepVisitor<V::Bits> for Onto<V> {
    #[inline(always)]
    fn step(&mut self, _: isize, targets: V::Bits) {
        self.count += arrivals_weighed::<V>(self.side, targets & self.squares, self.choices);
    }
}

/// How many of a set of pieces reach each square, up to 3, in two
/// bit-sliced sets (ones, twos): a count read for one square without a
/// branch; `overflow` where a square has more.
#[derive(Clone, Copy)]
struct Tally<B> {
    ones: B,
    twos: B,
    overflow: bool,
}

impl<B: BitSet> Tally<B> {
    fn new() -> Tally<B> {
        Tally {
            ones: B::EMPTY,
            twos: B::EMPTY,
            overflow: false,
        }
    }

    /// How many reach the square of `bit`, a set of one square.
    #[inline(always)]
    fn at(&self, bit: B) -> u64 {
        u64::from(meets(self.ones, bit)) + 2 * u64::from(meets(self.twos, bit))
    }

    /// The squares reached at least once (where there is no `overflow`).
    fn reach(&self) -> B {
        self.ones | self.twos
    }
}

impl<B: BitSet> PawnStepVisitor<B> for Tally<B> {
    fn step(&mut self, _: isize, targets: B) {
        let carry = self.ones & targets;
        self.ones ^= targets;
        self.overflow |= meets(self.twos, carry);
        self.twos ^= carry;
    }
}

/// The moves of pawns of `side` arriving on `targets`, one each: a move
/// per promotion choice (`choices`) in the promotion region, and one
/// more there where the pawn may stay one. Counted square by square
/// ([`sparse_count`]), the sets holding one side's pawns' moves at most:
/// without `popcnt`, `count_ones` cost the start position 7 % and gained
/// the others 0.8 to 1.5 % (BENCHMARKS.md, "The free pawns from their
/// tallies").
#[inline(always)]
fn arrivals_weighed<V: Variant>(side: usize, targets: V::Bits, choices: u64) -> u64 {
    if targets.is_empty() {
        return 0;
    }
    let region = V::PROMOTION_REGION[side];
    let promoting = targets & region;
    let mut count = sparse_count(targets & !region);
    if !promoting.is_empty() {
        count += sparse_count(promoting) * choices
            + sparse_count(promoting & unpromoted_stops::<V>(side));
    }
    count
}

/// [`arrivals_weighed`] of one square (`bit`, a set of one, tested
/// without a shift): the moves of a pawn of `side` arriving there.
#[inline(always)]
fn arrival_weight<V: Variant>(side: usize, bit: V::Bits, choices: u64) -> u64 {
    if (V::PROMOTION_REGION[side] & bit).is_empty() {
        1
    } else {
        // And the pawn staying one, where it may.
        choices + u64::from(meets(unpromoted_stops::<V>(side), bit))
    }
}

/// Every square the pawns step or capture to, whoever stands there.
struct StepReach<B>(B);

impl<B: BitSet> PawnStepVisitor<B> for StepReach<B> {
    fn step(&mut self, _: isize, targets: B) {
        self.0 |= targets;
    }
}

/// The lines from the answering king (see [`Frontier`]'s fields).
struct Lines<B> {
    near: B,
    far: B,
    behind: B,
    unmasking: B,
    pin_openers: B,
    /// How many pins `pin_openers` open, written in place in the walk's
    /// buffers (few nodes read them).
    opened_pin_count: usize,
    /// The answering side's pieces pinned to the king, and the moving
    /// side's riders that pin them.
    pinned: B,
    pinners: B,
}

/// A pin that a move of the moving side opens: its piece on `moving`
/// leaves the line from the answering king, and its rider on `pinner`
/// then pins the answering side's piece on `pinned`.
#[derive(Clone, Copy)]
struct OpenedPin {
    moving: u8,
    pinned: u8,
    pinner: u8,
}

/// Along each of the eight lines from `king`, the answering side's
/// (`them`) in `position`: the squares up to the first piece (included),
/// those beyond it up to the second, those beyond up to the third (all
/// those beyond the first, on a line with no rider of the moving side:
/// `far`), and the pieces of the moving side whose leaving would check the
/// king or pin one of the answering side's pieces: the first, where the
/// second is a rider of its side that would then attack the king; the one
/// of the first two that is the moving side's, where the other is the
/// answering side's and the third is a rider of the moving side that would
/// then pin it. The pins those open go to `opened_pins`. Also the pins:
/// the first piece the answering side's, the second a rider of the moving
/// side that would attack the king through it.
fn lines_from<V: Variant>(
    position: &Position<V>,
    them: usize,
    king: usize,
    opened_pins: &mut [OpenedPin; 8],
) -> Lines<V::Bits> {
    let occupied = position.occupied();
    let answering = position.side(them);
    let mut riders = V::Bits::EMPTY;
    for (kind, &blockable) in V::BLOCKABLE.iter().enumerate() {
        if blockable {
            riders |= position.kind(kind);
        }
    }
    // The moving side's riders.
    riders &= !answering;
    let mut lines = Lines {
        near: V::Bits::EMPTY,
        far: V::Bits::EMPTY,
        behind: V::Bits::EMPTY,
        unmasking: V::Bits::EMPTY,
        pin_openers: V::Bits::EMPTY,
        opened_pin_count: 0,
        pinned: V::Bits::EMPTY,
        pinners: V::Bits::EMPTY,
    };
    // Each direction a constant: its rays from one table, its order known.
    macro_rules! follow_lines {
        ($($direction:literal),*) => {$(
            follow_line::<V, $direction>(
                &mut lines,
                opened_pins,
                position,
                king,
                occupied,
                answering,
                riders,
            );
        )*};
    }
    follow_lines!(0, 1, 2, 3, 4, 5, 6, 7);
    lines
}

/// [`lines_from`] along `DIRECTION` (see [`Variant::ray`]), into `lines`
/// and `opened_pins`: `riders` are the moving side's, `answering` the
/// answering side's pieces.
#[inline(always)]
fn follow_line<V: Variant, const DIRECTION: usize>(
    lines: &mut Lines<V::Bits>,
    opened_pins: &mut [OpenedPin; 8],
    position: &Position<V>,
    king: usize,
    occupied: V::Bits,
    answering: V::Bits,
    riders: V::Bits,
) {
    let ray = V::ray(DIRECTION, king);
    let mut pieces = ray & occupied;
    // The piece nearest the king first: from the low end of a ray
    // that climbs from it (north, east, north-east, north-west: a
    // square's index is its rank times the width plus its file), from
    // the high end of one that descends.
    let ascending = matches!(DIRECTION, 0 | 2 | 4 | 5);
    let mut next = || {
        if ascending {
            pieces.pop_first()
        } else {
            pieces.pop_last()
        }
    };
    let Some(first) = next() else {
        lines.near |= ray;
        return;
    };
    let beyond_first = V::ray(DIRECTION, first);
    lines.near |= ray & !beyond_first;
    if (ray & riders).is_empty() {
        // No rider of the moving side on the line: no check or pin to
        // open, none to follow. A rider landing beyond the first piece
        // is tested where it lands (see `Frontier::child`): the whole
        // rest of the line, not its next two pieces looked for.
        lines.far |= beyond_first;
        return;
    }
    let Some(second) = next() else {
        lines.far |= beyond_first;
        return;
    };
    let beyond_second = V::ray(DIRECTION, second);
    lines.far |= beyond_first & !beyond_second;
    let (first_bit, second_bit) = (V::Bits::square(first), V::Bits::square(second));
    let (first_answers, second_answers) = (
        !(first_bit & answering).is_empty(),
        !(second_bit & answering).is_empty(),
    );
    // Whether a rider of the moving side on `square` attacks the king
    // once the pieces of `lifted` have left.
    let rides_through = |square: usize, lifted: V::Bits| {
        if !riders.contains(square) {
            return false;
        }
        let (side, kind) = position
            .piece_at(square)
            .expect("a piece on an occupied square");
        V::captures_from(kind, side, square, occupied & !lifted).contains(king)
    };
    if !second_answers && rides_through(second, first_bit) {
        if first_answers {
            // A pin.
            lines.pinned |= first_bit;
            lines.pinners |= second_bit;
        } else {
            // The first leaving gives check.
            lines.unmasking |= first_bit;
        }
    }
    let Some(third) = next() else {
        lines.behind |= beyond_second;
        return;
    };
    lines.behind |= beyond_second & !V::ray(DIRECTION, third);
    if first_answers != second_answers && rides_through(third, first_bit | second_bit) {
        // The moving side's piece of the two leaving pins the other.
        let (moving, pinned) = if first_answers {
            (second, first)
        } else {
            (first, second)
        };
        lines.unmasking |= V::Bits::square(moving);
        lines.pin_openers |= V::Bits::square(moving);
        // One a direction; boards hold at most 128 squares.
        #[allow(clippy::cast_possible_truncation)]
        let opened = OpenedPin {
            moving: moving as u8,
            pinned: pinned as u8,
            pinner: third as u8,
        };
        opened_pins[lines.opened_pin_count] = opened;
        lines.opened_pin_count += 1;
    }
}

#[cfg(test)]
mod tests {
    use super::{Frontier, Parts, applies, full_count, perft_2};
    use crate::Game;
    use crate::family::{Position, Variant};
    use crate::variants;

    /// Along random games from each of `fens`, perft 2 by difference equals
    /// every child counted in full, at every ply.
    fn agrees_along_games<V: Variant>(fens: &[&str], games: u64, plies: usize) {
        assert!(applies::<V>(), "{}", V::NAME);
        let mut seed = 0x9e37_79b9_7f4a_7c15_u64;
        // One set of buffers for every node, as a walk has: what a node
        // leaves there must not reach the next.
        let mut parts = Parts::new();
        for fen in fens {
            for _ in 0..games {
                let mut position = Position::<V>::from_fen(fen).expect("a FEN");
                for _ in 0..plies {
                    let moves = position.legal_moves();
                    let in_full: u64 = moves
                        .iter()
                        .map(|&legal_move| full_count(&position, legal_move))
                        .sum();
                    assert_eq!(
                        perft_2(&position, &mut parts),
                        in_full,
                        "{} {}",
                        V::NAME,
                        position.fen()
                    );
                    if moves.is_empty() {
                        break;
                    }
                    // xorshift64
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    let index = usize::try_from(seed % moves.len() as u64).expect("an index");
                    position = position.play(moves[index]);
                }
            }
        }
    }

    /// The chess positions the walks start from.
    const CHESS: [&str; 5] = [
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        // Kiwipete, position 3 (rank pins, en passant), position 4
        // (promotions, checks, castling).
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
        // A pawn shielding the king's bishop promotes beyond it, to a
        // piece that pins it.
        "8/7P/7b/7k/8/8/8/K7 w - - 0 1",
    ];

    /// Many more walks, in release: `cargo test --release -p
    /// bitfill-games --lib -- --ignored children_count` (under a minute).
    /// Walks from the start position of every shipped variant but chess.
    fn from_other_starts(games: u64, plies: usize) {
        fn start<V: Variant>(games: u64, plies: usize) {
            agrees_along_games::<V>(&[V::START_FEN], games, plies);
        }
        start::<variants::chess960::Rules>(games, plies);
        start::<variants::capablanca::Rules>(games, plies);
        start::<variants::caparandom::Rules>(games, plies);
        start::<variants::gothic::Rules>(games, plies);
        start::<variants::embassy::Rules>(games, plies);
        start::<variants::janus::Rules>(games, plies);
        start::<variants::grand::Rules>(games, plies);
        start::<variants::almost::Rules>(games, plies);
        start::<variants::chigorin::Rules>(games, plies);
        start::<variants::shatranj::Rules>(games, plies);
        start::<variants::courier::Rules>(games, plies);
    }

    /// Many more walks, in release: `cargo test --release -p
    /// bitfill-games --lib -- --ignored children_count` (under a minute).
    #[test]
    #[ignore = "long: run in release"]
    fn many_more_children_count_alike_both_ways() {
        agrees_along_games::<variants::chess::Rules>(&CHESS, 4000, 150);
        from_other_starts(2000, 150);
    }

    #[test]
    fn more_riders_than_kept_are_counted_in_full() {
        // Black, to answer, has 17 queens: more than MAX_RIDERS.
        let position = Position::<variants::chess::Rules>::from_fen(
            "qqqqqqqq/qqqqqqqq/qk6/8/8/8/PPPPPPPP/K7 w - - 0 1",
        )
        .expect("a FEN");
        assert!(Frontier::<_, 1, false>::new(&position, &mut Parts::new()).is_none());
        let in_full: u64 = position
            .legal_moves()
            .iter()
            .map(|&legal_move| full_count(&position, legal_move))
            .sum();
        assert!(in_full > 0);
        assert_eq!(perft_2(&position, &mut Parts::new()), in_full);
    }

    /// Pawns that take on all eight neighbours: four or more may take on
    /// one square, more than the frontier's pawn tallies count, and its
    /// children recount the pawns the other way.
    mod crowding_pawns {
        crate::variant! {
            variant: "crowdingpawns",
            pieces: {
                pawn: p "fmWcK", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q", king: k "K",
            },
            promotion_piece_types: [queen, rook, bishop, knight],
            castling: false,
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1",
        }
    }

    #[test]
    fn crowding_pawns_count_alike_both_ways() {
        let fens = [
            crowding_pawns::Rules::START_FEN,
            "4k3/8/8/3ppp2/3pNp2/3ppp2/8/4K3 w - - 0 1",
            "4k3/8/2ppp3/2pBp3/2ppp3/8/3PPP2/4K3 w - - 0 1",
        ];
        let crowded = Position::<crowding_pawns::Rules>::from_fen(fens[1]).expect("a FEN");
        let mut parts = Parts::new();
        let frontier = Frontier::<_, 1, false>::new(&crowded, &mut parts).expect("followed");
        assert!(frontier.pawn_tallies_overflow, "eight pawns take on e4");
        agrees_along_games::<crowding_pawns::Rules>(&fens, 30, 80);
    }

    #[test]
    fn chess_children_count_alike_both_ways() {
        agrees_along_games::<variants::chess::Rules>(&CHESS, 20, 100);
    }

    /// A piece of the side to move leaves a line from the other king and
    /// its rider behind pins the piece left between: a knight (found by
    /// the debug walks: the rook takes on a4, which the knight attacks),
    /// a pawn, a bishop.
    #[test]
    fn opened_pins_count_alike_both_ways() {
        agrees_along_games::<variants::chess::Rules>(
            &[
                "2B1kr2/p1p5/4P1p1/q2p2B1/PrN1P3/2N3Pp/1PpK1P1P/R5R1 b - - 0 16",
                "4r2k/8/8/4b3/8/3p1p2/4P3/4K3 b - - 0 1",
                "7k/8/8/4q3/3n4/2B5/8/K7 b - - 0 1",
            ],
            4,
            20,
        );
    }

    /// Pins changed by one move: the pinner leaving the line, moving along
    /// it toward the piece pinned or away from it, a piece landing between
    /// (a rider along the line pinning in its place), with pawns, knights
    /// and riders pinned, on files, ranks and diagonals, and a rider
    /// behind the pinner.
    #[test]
    fn changed_pins_count_alike_both_ways() {
        agrees_along_games::<variants::chess::Rules>(
            &[
                "3r3k/8/2n5/8/8/3P4/3K4/8 b - - 0 1",
                "3r3k/3r4/8/8/8/3P4/3K4/6N1 b - - 0 1",
                "7k/8/5b2/8/3B4/2n5/1K6/8 b - - 0 1",
                "8/8/8/K1R3q1/8/2n5/8/7k b - - 0 1",
                "7k/8/8/8/2b5/1P6/K7/8 b - - 0 1",
                "8/8/3b4/8/8/8/K1N2r2/7k b - - 0 1",
                "r3k3/8/8/8/8/8/R2P4/4K3 w - - 0 1",
            ],
            4,
            20,
        );
    }

    /// Chess with a royal centaur (king and knight): sixteen steps, more
    /// than the node keeps one by one.
    mod royal_centaur {
        crate::variant! {
            variant: "royalcentaur",
            pieces: {
                pawn: p "fmWfcF", knight: n "N", bishop: b "B", rook: r "R", queen: q "Q",
                centaur: k "KN",
            },
            king: centaur,
            promotion_piece_types: [queen, rook, bishop, knight],
            start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
        }
    }

    #[test]
    fn more_king_steps_than_kept_count_alike_both_ways() {
        agrees_along_games::<royal_centaur::Rules>(
            &[
                royal_centaur::Rules::START_FEN,
                "4k3/2r5/8/8/3K4/8/7b/8 w - - 0 1",
                "r3k2r/p1p2p2/4b3/3n4/3K4/8/PP3PPP/R6R b kq - 0 1",
            ],
            10,
            30,
        );
    }

    /// What a move must touch to change the other king's steps or its
    /// castling, by the kind of the piece landing: a pawn that promotes
    /// and rides back through the square it left (both found by the debug
    /// walks), a knight leaving a line with a rook behind it (a step, a
    /// square castling passes), a rook blocking a bishop's line to a
    /// square castling passes, a bishop taking a rook that castles.
    #[test]
    fn king_reach_by_kind_counts_alike_both_ways() {
        agrees_along_games::<variants::chess::Rules>(
            &[
                "8/8/8/8/2b5/K2R4/1p6/2k5 b - - 1 44",
                "2R5/5P2/1r6/1p1p4/1K4k1/8/8/8 w - - 1 12",
                "4k3/8/8/8/8/8/3N4/3R2K1 w - - 0 1",
                "4k3/5r2/8/8/5n2/8/8/R3K2R b KQ - 0 1",
                "1r2k3/8/8/8/b7/8/8/R3K2R b KQ - 0 1",
                "b3k3/8/8/8/8/8/8/R3K2R b KQ - 0 1",
            ],
            4,
            20,
        );
        // Found by Fairy-Stockfish's counts: the queen takes on a1 and
        // pins the rook that castles without moving the king (it stands
        // on its target), which may no longer castle; and the same pin by
        // a quiet move, which the walk counted wrong before (2068 at
        // 0f3a6ae where Fairy-Stockfish counts 2067 two plies deep).
        agrees_along_games::<variants::caparandom::Rules>(
            &[
                "n3r1bba1/2krp1pp2/p1p6p/p2p1pPp2/1Q1qP4C/8N1/1PP2BPPPP/NRK1R2B2 w EB - 0 24",
                "n3r1bba1/2krp1pp2/p1p6p/p2p1pPp2/1Q1qP4C/1P6N1/2P2BPPPP/1RK1R2B2 b EB - 0 24",
            ],
            4,
            20,
        );
    }

    #[test]
    fn other_variants_children_count_alike_both_ways() {
        from_other_starts(10, 100);
        // As the chess case above, found by Fairy-Stockfish's counts
        // (depth 4 from the position before).
        agrees_along_games::<variants::caparandom::Rules>(
            &["crbbn4r/p1pp2pP2/4p2a2/1p5k1p/1P4nP2/B2PpB2P1/P1P2P2N1/CR3Q1K1R w B - 1 23"],
            4,
            20,
        );
        // A bare king to move against a king and a rook, off the lines of
        // the other king: each of its moves ends the game (it can no
        // longer bare back), counted by difference.
        agrees_along_games::<variants::shatranj::Rules>(&["8/r7/8/4k3/8/8/8/7K w - - 0 1"], 4, 20);
        // Found by the release walks: the rook takes the archbishop and
        // pins the pawn on e7, which may promote to one again.
        agrees_along_games::<variants::grand::Rules>(
            &["2r1An4/6k1n1/5r3B/1p1pP5/2p4a1p/1pP2P4/2BP6/Pb4c1R1/N1R3Q3/4K5 b - - 2 56"],
            4,
            20,
        );
    }
}
