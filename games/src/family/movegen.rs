//! The legal moves of a variant's position, visited or counted.
//!
//! Every piece's moves come from its per-square functions (the Betza
//! pieces of the variant's board), checks from `attackers` at the king's
//! square. Legality, from the cheapest test that is exact for the variant:
//!
//! - where every enemy attack is a leap or a ride along the board's lines
//!   ([`Variant::PINS_ON_LINES`]), a piece is pinned if the enemy attacks
//!   the king once our pieces are lifted (the pinners, checkers aside) and
//!   it is the only piece between: it moves within the pin's ray, the
//!   others freely. In check, a move lands on the checker or, where a piece
//!   there stops it (a ride), between it and the king: the check mask;
//!   in double check no piece but the king moves. Where no capturing leap
//!   lies along a line beyond the next square
//!   ([`Variant::CHECKERS_FROM_XRAY`]), the one x-ray call finds the
//!   checkers too: those with nothing between;
//! - otherwise (hoppers, lame leapers or other riders on the board) every
//!   move is played on the occupancy and the king's square tested;
//! - the king's own steps, en passant and castling are always tested so;
//!   three steps or more at once, against what the enemy attacks
//!   ([`Variant::ATTACK_MAP`]).
//!
//! Pawns that only step to neighbouring squares
//! ([`Variant::SET_WISE_PAWNS`]) move together where no move of theirs is
//! tested: each step is one shift of the unpinned pawns.
//!
//! The same walk lists the moves or counts them ([`Sink`]): at the last
//! ply of perft a set of targets is counted, not visited.

use bitfill::{BitSet, Geometry};

use super::moves::{Move, MoveKind};
use super::position::Position;
use super::rules::{PawnStepVisitor, PieceVisitor, Variant};
use crate::placement::KindSets;

/// Where the moves go: listed one by one, or counted.
pub(super) trait Sink<B> {
    /// Moves of one kind from `from`, where a piece of kind `piece`
    /// stands, to each square of `targets`.
    fn moves(&mut self, from: usize, piece: usize, targets: B, kind: MoveKind);
    /// Moves of one kind to each square of `targets`, each from the square
    /// `delta` before it (pawns moved together by one step).
    fn shifted(&mut self, delta: isize, targets: B, kind: MoveKind);
    /// Every square the side not to move attacks, where the sink knows it
    /// already and the side to move is not in check: then no rider
    /// attacks through the king, and the king's steps are those outside.
    #[inline(always)]
    fn known_attacks(&self) -> Option<B> {
        None
    }
}

/// Whether the target counts bits with one instruction: baseline x86 has
/// no `popcnt`, and a popcount is a dozen instructions there (two dozen
/// for a `u128`).
pub(super) const POPCNT: bool = !cfg!(all(
    any(target_arch = "x86", target_arch = "x86_64"),
    not(target_feature = "popcnt")
));

/// Counts the moves: the popcount of each set of targets where the target
/// has the instruction; elsewhere the sets go through carry-save adders
/// (ones, twos, fours, eights, bit-sliced, as `popcount_sum` adds a fixed
/// number of sets) and [`Counter::total`] counts four sets at the end.
pub(super) struct Counter<B> {
    count: u64,
    weights: [B; 4],
}

impl<B: BitSet> Counter<B> {
    pub(super) fn new() -> Counter<B> {
        Counter {
            count: 0,
            weights: [B::EMPTY; 4],
        }
    }

    /// The number of moves counted.
    pub(super) fn total(&self) -> u64 {
        let [ones, twos, fours, eights] = self.weights;
        if POPCNT || (ones | twos | fours | eights).is_empty() {
            return self.count;
        }
        self.count
            + u64::from(ones.count_ones())
            + 2 * u64::from(twos.count_ones())
            + 4 * u64::from(fours.count_ones())
            + 8 * u64::from(eights.count_ones())
    }

    #[inline]
    pub(super) fn add(&mut self, targets: B) {
        if POPCNT {
            self.count += u64::from(targets.count_ones());
            return;
        }
        // Half adders, weight after weight; a carry out of the eights (16
        // moves to one square) is counted at once.
        let mut carry = targets;
        for weight in &mut self.weights {
            let sum = *weight ^ carry;
            carry = *weight & carry;
            *weight = sum;
            if carry.is_empty() {
                return;
            }
        }
        self.count += 16 * u64::from(carry.count_ones());
    }
}

impl<B: BitSet> Sink<B> for Counter<B> {
    #[inline]
    fn moves(&mut self, _: usize, _: usize, targets: B, _: MoveKind) {
        self.add(targets);
    }

    #[inline]
    fn shifted(&mut self, _: isize, targets: B, _: MoveKind) {
        self.add(targets);
    }
}

/// Hands each move to a closure.
pub(super) struct Visitor<F>(pub(super) F);

impl<B: BitSet, F: FnMut(Move)> Sink<B> for Visitor<F> {
    #[inline]
    fn moves(&mut self, from: usize, _: usize, targets: B, kind: MoveKind) {
        for to in targets.squares() {
            (self.0)(Move::new(from, to, kind));
        }
    }

    #[inline]
    fn shifted(&mut self, delta: isize, targets: B, kind: MoveKind) {
        for to in targets.squares() {
            // `to - delta` is the square the piece stepped from.
            (self.0)(Move::new(to.wrapping_add_signed(-delta), to, kind));
        }
    }
}

/// What every move of a node is checked against.
pub(super) struct Node<V: Variant> {
    pub(super) us: usize,
    pub(super) them: usize,
    pub(super) ours: V::Bits,
    pub(super) theirs: V::Bits,
    pub(super) occupied: V::Bits,
    pub(super) king: usize,
    /// The enemy's pieces, by kind.
    pub(super) their_kinds: V::Kinds,
    /// Whether every move is played and tested: where pins are not all on
    /// lines ([`Variant::PINS_ON_LINES`]).
    pub(super) test_all: bool,
    /// Whether the king is attacked (known where pins are on lines).
    pub(super) in_check: bool,
    /// Where a move of a piece other than the king must land (only when
    /// not `test_all`): anywhere out of check, on the checker or between
    /// it and the king in check, nowhere in double check.
    pub(super) check_mask: V::Bits,
    /// Our pieces pinned on a line (only when not `test_all`).
    pub(super) pinned: V::Bits,
    /// The enemy pieces pinning them.
    pub(super) pinners: V::Bits,
}

impl<V: Variant> Node<V> {
    /// The node of `position` with `us` to move, whoever its side to move
    /// is: a constant where the caller has one, and the side's sets and
    /// lookups fold to it.
    #[inline(always)]
    pub(super) fn new_for(position: &Position<V>, us: usize) -> Node<V> {
        let them = 1 - us;
        let (ours, theirs) = (position.side(us), position.side(them));
        let occupied = ours | theirs;
        let king = position.royal_square(us);
        let their_kinds = position.kinds_of(them);
        let king_bit = V::Bits::square(king);
        let (mut pinned, mut pinners) = (V::Bits::EMPTY, V::Bits::EMPTY);
        let mut check_mask = V::Board::BOARD;
        let (test_all, in_check) = if !V::PINS_ON_LINES {
            (true, false)
        } else if V::CHECKERS_FROM_XRAY {
            // One call: what attacks the king with our pieces lifted checks
            // with nothing between, pins with one of ours between.
            let behind = V::attackers(them, king, occupied & !ours | king_bit, &their_kinds);
            let mut checkers = 0;
            for attacker in behind.squares() {
                let line = V::between(king, attacker);
                let between = line & occupied;
                if between.is_empty() {
                    checkers += 1;
                    check_mask = if checkers == 1 {
                        line | V::Bits::square(attacker)
                    } else {
                        V::Bits::EMPTY
                    };
                } else if between.without_first().is_empty() {
                    // One piece between: no count of bits, which the
                    // baseline target does in software.
                    pinned |= between;
                    pinners |= V::Bits::square(attacker);
                }
            }
            (false, checkers > 0)
        } else {
            // Leaps along lines (an alfil's) look like pins to the x-ray:
            // the checkers first. Whatever else attacks the king with our
            // pieces lifted rides through them.
            let checkers = V::attackers(them, king, occupied, &their_kinds);
            let behind = V::attackers(them, king, occupied & !ours | king_bit, &their_kinds);
            for pinner in (behind & !checkers).squares() {
                let between = V::between(king, pinner) & occupied;
                if between.without_first().is_empty() && !(between & ours).is_empty() {
                    pinned |= between;
                    pinners |= V::Bits::square(pinner);
                }
            }
            let mut others = checkers;
            if let Some(checker) = others.pop_first() {
                check_mask = if others.is_empty() {
                    // Between the king and the checker, where a piece
                    // there would stop it (a ride, not a leap).
                    let line = V::between(king, checker);
                    let mut checker_kinds = their_kinds;
                    for set in checker_kinds.as_mut() {
                        *set &= V::Bits::square(checker);
                    }
                    let blocked = V::attackers(them, king, occupied | line, &checker_kinds);
                    if blocked.is_empty() {
                        line | V::Bits::square(checker)
                    } else {
                        V::Bits::square(checker)
                    }
                } else {
                    V::Bits::EMPTY
                };
            }
            (false, !checkers.is_empty())
        };
        Node {
            test_all,
            in_check,
            check_mask,
            ..Node::with_pins(position, us, pinned, pinners)
        }
    }

    /// The node of `position` with `us` to move, not in check, where
    /// pins are on lines and the caller has found them: `pinned`, our
    /// pieces pinned, and `pinners`, the pieces pinning them.
    /// [`Node::new_for`] builds on it, with the check and the way moves
    /// are tested it found.
    #[inline(always)]
    pub(super) fn with_pins(
        position: &Position<V>,
        us: usize,
        pinned: V::Bits,
        pinners: V::Bits,
    ) -> Node<V> {
        let them = 1 - us;
        let (ours, theirs) = (position.side(us), position.side(them));
        Node {
            us,
            them,
            ours,
            theirs,
            occupied: ours | theirs,
            king: position.royal_square(us),
            their_kinds: position.kinds_of(them),
            test_all: false,
            in_check: false,
            check_mask: V::Board::BOARD,
            pinned,
            pinners,
        }
    }

    /// Whether the king is attacked.
    fn in_check(&self) -> bool {
        if V::PINS_ON_LINES {
            self.in_check
        } else {
            !V::attackers(self.them, self.king, self.occupied, &self.their_kinds).is_empty()
        }
    }

    /// The squares a piece pinned on `square` may go to: its pin's ray and
    /// the pinner.
    fn pin_ray(&self, square: usize) -> V::Bits {
        for pinner in self.pinners.squares() {
            let between = V::between(self.king, pinner);
            if between.contains(square) {
                return between | V::Bits::square(pinner);
            }
        }
        V::Bits::EMPTY
    }

    /// Whether our king on `king` is attacked once `vacated` is left,
    /// `filled` filled and the enemy pieces on `taken` are gone.
    pub(super) fn attacked(
        &self,
        king: usize,
        vacated: V::Bits,
        filled: V::Bits,
        taken: V::Bits,
    ) -> bool {
        let occupied = (self.occupied & !vacated & !taken) | filled;
        let mut their_kinds = self.their_kinds;
        if !taken.is_empty() {
            for set in their_kinds.as_mut() {
                *set &= !taken;
            }
        }
        !V::attackers(self.them, king, occupied, &their_kinds).is_empty()
    }

    /// Of `targets` from `from` (not the king), those that do not leave
    /// the king attacked: those within the check mask for a piece neither
    /// pinned nor to be tested, the common case, inlined.
    #[inline(always)]
    pub(super) fn legal_targets(&self, from: usize, targets: V::Bits) -> V::Bits {
        if !self.test_all {
            let targets = targets & self.check_mask;
            // Pins are rare: most nodes skip the (variable shift) test.
            return if !self.pinned.is_empty() && self.pinned.contains(from) {
                targets & self.pin_ray(from)
            } else {
                targets
            };
        }
        self.tested_targets(from, targets)
    }

    /// Of `targets` from `from`, those whose move, played on the
    /// occupancy, leaves the king unattacked.
    #[inline(never)]
    fn tested_targets(&self, from: usize, targets: V::Bits) -> V::Bits {
        let from_bit = V::Bits::square(from);
        let mut legal = V::Bits::EMPTY;
        for to in targets.squares() {
            let to_bit = V::Bits::square(to);
            if !self.attacked(self.king, from_bit, to_bit, to_bit & self.theirs) {
                legal |= to_bit;
            }
        }
        legal
    }
}

/// The pieces' legal moves, into the sink.
struct Legal<'a, V: Variant, S> {
    node: &'a Node<V>,
    sink: &'a mut S,
}

impl<V: Variant, S: Sink<V::Bits>> PieceVisitor<V::Bits> for Legal<'_, V, S> {
    #[inline(always)]
    fn visit(&mut self, kind: usize, from: usize, targets: V::Bits) {
        let legal = self.node.legal_targets(from, targets);
        self.sink.moves(from, kind, legal, MoveKind::Normal);
    }
}

/// The unpinned pawns' steps, into the sink: promotions where they enter
/// the region.
struct PawnSteps<'a, V: Variant, S> {
    position: &'a Position<V>,
    node: &'a Node<V>,
    sink: &'a mut S,
}

impl<V: Variant, S: Sink<V::Bits>> PawnStepVisitor<V::Bits> for PawnSteps<'_, V, S> {
    #[inline(always)]
    fn step(&mut self, delta: isize, targets: V::Bits) {
        let targets = targets & self.node.check_mask;
        let sink = &mut *self.sink;
        arrivals(self.position, targets, MoveKind::Normal, |set, kind| {
            sink.shifted(delta, set, kind);
        });
    }
}

/// Whether the game has ended by the bare-king rule (Fairy-Stockfish's
/// extinction of all pieces), checked as it checks it: the side not to
/// move first.
pub(super) fn bare_king_ended<V: Variant>(position: &Position<V>) -> Option<usize> {
    let rule = V::BARE_KING?;
    let us = position.side_to_move;
    for side in [1 - us, us] {
        let needed = rule.opponent_count + u32::from(rule.claim && side == us);
        if position.side(side).count_ones() <= rule.count
            && position.side(1 - side).count_ones() >= needed
        {
            return Some(side);
        }
    }
    None
}

/// Every legal move of `position`, into `sink`.
pub(super) fn generate<V: Variant, S: Sink<V::Bits>>(position: &Position<V>, sink: &mut S) {
    if position.side_to_move == 0 {
        generate_by::<V, S, 0>(position, sink);
    } else {
        generate_by::<V, S, 1>(position, sink);
    }
}

/// [`generate`] for the side to move `US`.
#[inline(always)]
fn generate_by<V: Variant, S: Sink<V::Bits>, const US: usize>(
    position: &Position<V>,
    sink: &mut S,
) {
    if bare_king_ended(position).is_some() {
        return;
    }
    let node = Node::<V>::new_for(position, US);
    let us = node.us;
    king_moves(&node, sink);

    // The other pieces, unless in double check.
    if node.test_all || !node.check_mask.is_empty() {
        let our_kinds = position.kinds_of(us);
        let mut legal = Legal { node: &node, sink };
        V::for_each_piece(us, &our_kinds, node.occupied, node.theirs, &mut legal);
        if let Some(pawn) = V::PAWN {
            let pawns = our_kinds.as_ref()[pawn];
            if !pawns.is_empty() {
                pawn_moves(position, &node, pawn, pawns, sink);
            }
        }
    }

    if !position.en_passant.is_empty() {
        en_passant(position, &node, sink);
    }
    if V::CASTLING.is_some() && !position.castling_rooks.is_empty() {
        castling(position, &node, sink);
    }
}

/// The king's steps: each tested, or all against the enemy's attacks
/// (the sink's where it knows them, see [`Sink::known_attacks`]).
pub(super) fn king_moves<V: Variant, S: Sink<V::Bits>>(node: &Node<V>, sink: &mut S) {
    let occupied = node.occupied;
    let king_bit = V::Bits::square(node.king);
    let steps = V::targets(V::ROYAL, node.us, node.king, occupied, node.theirs);
    let mut safe = V::Bits::EMPTY;
    let mut beyond_second = steps;
    beyond_second.pop_first();
    beyond_second.pop_first();
    if let Some(attacks) = sink.known_attacks() {
        safe = steps & !attacks;
    } else if V::ATTACK_MAP && !beyond_second.is_empty() {
        // Three steps or more: the enemy's attacks through the king's
        // square, once for all.
        safe = steps & !V::attacks(node.them, &node.their_kinds, occupied & !king_bit);
    } else {
        for to in steps.squares() {
            let to_bit = V::Bits::square(to);
            if !node.attacked(to, king_bit, to_bit, to_bit & node.theirs) {
                safe |= to_bit;
            }
        }
    }
    sink.moves(node.king, V::ROYAL, safe, MoveKind::Normal);
}

/// The pawns' moves: steps and captures by their Betza functions, double
/// steps from their region, promotions. Where the variant's pawns step to
/// neighbouring squares only and no move needs testing, the pawns that are
/// not pinned move together, step by step.
pub(super) fn pawn_moves<V: Variant, S: Sink<V::Bits>>(
    position: &Position<V>,
    node: &Node<V>,
    kind_of_pawn: usize,
    pawns: V::Bits,
    sink: &mut S,
) {
    let us = node.us;
    let empty = V::Board::BOARD & !node.occupied;
    let mut one_by_one = pawns;
    if V::SET_WISE_PAWNS && !node.test_all {
        let free = pawns & !node.pinned;
        one_by_one = pawns & node.pinned;
        let mut steps = PawnSteps {
            position,
            node,
            sink: &mut *sink,
        };
        V::pawn_steps(us, free, empty, node.theirs, &mut steps);
        let starters = free & V::DOUBLE_STEP_REGION[us];
        if !starters.is_empty() {
            let doubles = double_steps::<V>(us, starters, empty) & node.check_mask;
            // The board has at most 128 files.
            #[allow(clippy::cast_possible_wrap)]
            let width = V::Board::WIDTH as isize;
            let delta = if us == 0 { 2 * width } else { -2 * width };
            arrivals(position, doubles, MoveKind::DoubleStep, |set, kind| {
                sink.shifted(delta, set, kind);
            });
        }
    }
    for from in one_by_one.squares() {
        let from_bit = V::Bits::square(from);
        let steps = V::targets(kind_of_pawn, us, from, node.occupied, node.theirs);
        let steps = node.legal_targets(from, steps);
        arrivals(position, steps, MoveKind::Normal, |set, kind| {
            sink.moves(from, kind_of_pawn, set, kind);
        });
        if !(V::DOUBLE_STEP_REGION[us] & from_bit).is_empty() {
            let doubles = node.legal_targets(from, double_steps::<V>(us, from_bit, empty));
            arrivals(position, doubles, MoveKind::DoubleStep, |set, kind| {
                sink.moves(from, kind_of_pawn, set, kind);
            });
        }
    }
}

/// The moves of pawns arriving on `targets` by moves of `kind` (a step or
/// a double step), into `emit`: a promotion to each kind allowed where
/// they enter the promotion region, the plain move elsewhere (and there
/// too where promotion is optional and the pawn can still move on).
#[inline(always)]
pub(super) fn arrivals<V: Variant>(
    position: &Position<V>,
    targets: V::Bits,
    kind: MoveKind,
    mut emit: impl FnMut(V::Bits, MoveKind),
) {
    let us = position.side_to_move;
    let region = V::PROMOTION_REGION[us];
    let promoting = targets & region;
    if !promoting.is_empty() {
        for &promoted in V::PROMOTION_KINDS[us] {
            if may_promote_to(position, us, promoted) {
                // Kinds are fewer than 256.
                #[allow(clippy::cast_possible_truncation)]
                emit(promoting, MoveKind::Promotion(promoted as u8));
            }
        }
    }
    let plain = targets & !region | promoting & unpromoted_stops::<V>(us);
    if !plain.is_empty() {
        emit(plain, kind);
    }
}

/// Whether a pawn of `side` may promote to `kind` in `position`: where the
/// side has fewer such pieces than the kind's limit, if it has one.
#[inline(always)]
pub(super) fn may_promote_to<V: Variant>(position: &Position<V>, side: usize, kind: usize) -> bool {
    let limit = V::PROMOTION_LIMIT[kind];
    limit == 0 || position.pieces(side, kind).count_ones() < limit
}

/// Where the pawns of `side` among `pawns` land by a double step, `empty`
/// the empty squares: those in its double-step region, with both squares
/// ahead empty.
#[inline(always)]
pub(super) fn double_steps<V: Variant>(side: usize, pawns: V::Bits, empty: V::Bits) -> V::Bits {
    let starters = pawns & V::DOUBLE_STEP_REGION[side];
    V::forward(side, V::forward(side, starters) & empty) & empty
}

/// Where in its promotion region a pawn of `side` may also stay a pawn:
/// nowhere where promotion is mandatory, elsewhere where it can still
/// step (not on its last rank).
#[inline(always)]
pub(super) fn unpromoted_stops<V: Variant>(side: usize) -> V::Bits {
    if V::MANDATORY_PROMOTION {
        V::Bits::EMPTY
    } else {
        V::forward(1 - side, V::Board::BOARD)
    }
}

/// Captures en passant, each tested: the pawn taken may have shielded the
/// king.
pub(super) fn en_passant<V: Variant, S: Sink<V::Bits>>(
    position: &Position<V>,
    node: &Node<V>,
    sink: &mut S,
) {
    let Some(pawn) = V::PAWN else {
        return;
    };
    let target = position.en_passant;
    let mut square = target;
    let Some(to) = square.pop_first() else {
        return;
    };
    let taken = V::forward(node.them, target);
    let mut our_pawns = V::Kinds::EMPTY;
    our_pawns.as_mut()[pawn] = position.pieces(node.us, pawn);
    let capturers = V::attackers(node.us, to, node.occupied | target, &our_pawns);
    for from in capturers.squares() {
        let from_bit = V::Bits::square(from);
        if !node.attacked(node.king, from_bit, target, taken) {
            sink.moves(from, pawn, target, MoveKind::EnPassant);
        }
    }
}

/// Castling, as Fairy-Stockfish allows it: not in check; each rook that
/// [`may_castle`].
pub(super) fn castling<V: Variant, S: Sink<V::Bits>>(
    position: &Position<V>,
    node: &Node<V>,
    sink: &mut S,
) {
    if node.in_check() {
        return;
    }
    for rook in (position.castling_rooks & node.ours).squares() {
        if may_castle(position, node, rook) {
            sink.moves(node.king, V::ROYAL, V::Bits::square(rook), MoveKind::Castle);
        }
    }
}

/// Whether the king, not in check, castles with the rook on `rook`: the
/// squares the king and the rook pass and reach empty but for the two of
/// them; no square from the king's target back to its square attacked;
/// the target not attacked once the rook has left.
pub(super) fn may_castle<V: Variant>(position: &Position<V>, node: &Node<V>, rook: usize) -> bool {
    // Every square between the king and the rook is on the path: most
    // castlings stop here.
    if !(V::between(node.king, rook) & node.occupied).is_empty() {
        return false;
    }
    let width = V::Board::WIDTH as usize;
    let (king_to, rook_to) = position.castling_targets(node.king, rook);
    let rook_bit = V::Bits::square(rook);
    if !(castling_path::<V>(node.king, king_to, rook, rook_to) & node.occupied).is_empty() {
        return false;
    }
    // The squares the king passes, but its own (not in check) and its
    // target: the rook leaving only adds attacks on the target where
    // attacks are leaps and rides (no hopper loses its screen), so the
    // target's test below, with the rook gone, covers both.
    let mut passed = V::between(node.king, king_to);
    if !V::PINS_ON_LINES && king_to != node.king {
        passed |= V::Bits::square(king_to);
    }
    for square in passed.squares() {
        let bit = V::Bits::square(square);
        if !V::attackers(node.them, square, node.occupied | bit, &node.their_kinds).is_empty() {
            return false;
        }
    }
    debug_assert!(king_to / width == node.king / width);
    let after = node.occupied & !rook_bit | V::Bits::square(king_to);
    V::attackers(node.them, king_to, after, &node.their_kinds).is_empty()
}

/// The squares the king and the rook pass and reach when castling, but
/// their own: every square between the two among them (the king goes to
/// the rook's side of its target, the rook next to it). The king's and the
/// rook's paths meet (their targets are neighbours), so this is every
/// square of the rank from the leftmost of the four to the rightmost.
pub(super) fn castling_path<V: Variant>(
    king: usize,
    king_to: usize,
    rook: usize,
    rook_to: usize,
) -> V::Bits {
    let low = king.min(king_to).min(rook).min(rook_to);
    let high = king.max(king_to).max(rook).max(rook_to);
    (V::between(low, high) | V::Bits::square(low) | V::Bits::square(high))
        & !(V::Bits::square(king) | V::Bits::square(rook))
}

#[cfg(test)]
mod tests {
    use bitfill::BitSet;

    use super::castling_path;
    use crate::family::Variant;
    use crate::variants;

    /// The span of the four squares equals the two paths joined, for every
    /// king, rook and targets next to each other on a 10-file rank.
    #[test]
    fn castling_path_is_both_paths() {
        type V = variants::capablanca::Rules;
        let square = <V as Variant>::Bits::square;
        let segment = |a: usize, b: usize| V::between(a, b) | square(a) | square(b);
        for king in 0..10 {
            for rook in (0..10).filter(|&rook| rook != king) {
                for king_to in 0..10_usize {
                    for rook_to in [king_to.wrapping_sub(1), king_to + 1] {
                        if rook_to >= 10 || rook_to == king_to {
                            continue;
                        }
                        let both = (segment(king, king_to) | segment(rook, rook_to))
                            & !(square(king) | square(rook));
                        assert!(
                            castling_path::<V>(king, king_to, rook, rook_to) == both,
                            "king {king} to {king_to}, rook {rook} to {rook_to}"
                        );
                    }
                }
            }
        }
    }
}
