//! A variant's position behind the one game layer.

use bitfill::BitSet;

use super::frontier;
use super::movegen::{Counter, Visitor, bare_king_ended, generate};
use super::moves::{Move, MoveKind};
use super::position::Position;
use super::rules::{Stalemate, Variant};
use crate::{EndReason, FenError, Game, Outcome};

impl<V: Variant> Position<V> {
    /// Whether the side to move is in check.
    #[must_use]
    pub fn is_check(&self) -> bool {
        let us = self.side_to_move;
        let king = self.royal_square(us);
        !V::attackers(1 - us, king, self.occupied(), &self.kinds_of(1 - us)).is_empty()
    }

    /// Hands each legal move to `visit`, without listing them.
    pub fn generate_legal_moves(&self, visit: impl FnMut(Move)) {
        generate(self, &mut Visitor(visit));
    }
}

impl<V: Variant> Game for Position<V> {
    type Move = Move;
    type Side = V::Side;

    const VARIANT: &'static str = V::NAME;
    const FILES: u32 = <V::Board as bitfill::Geometry>::WIDTH;
    const RANKS: u32 = <V::Board as bitfill::Geometry>::HEIGHT;

    /// # Panics
    ///
    /// If the description's start position is not a valid FEN of it (the
    /// macro checks its syntax; the tests of each shipped variant read it).
    fn start() -> Self {
        match Position::from_fen(V::START_FEN) {
            Ok(position) => position,
            Err(error) => panic!("{}'s start position: {error}", V::NAME),
        }
    }

    fn from_fen(fen: &str) -> Result<Self, FenError> {
        Position::from_fen(fen)
    }

    fn side_to_move(&self) -> V::Side {
        V::SIDES[self.side_to_move]
    }

    fn legal_moves(&self) -> Vec<Move> {
        let mut moves = Vec::with_capacity(64);
        self.generate_legal_moves(|legal_move| moves.push(legal_move));
        moves
    }

    fn count_legal_moves(&self) -> u64 {
        let mut counter = Counter::new();
        generate(self, &mut counter);
        counter.total()
    }

    fn play(&self, legal_move: Move) -> Self {
        Position::play(self, legal_move)
    }

    fn uci(&self, legal_move: Move) -> String {
        let king = usize::from(legal_move.from);
        let us = self.side_to_move;
        // As Fairy-Stockfish spells it: a castle whose king's move is also
        // a plain move of the king (a king off its file, castling rights
        // kept) is written as the king taking its rook.
        let king_to = (legal_move.kind == MoveKind::Castle)
            .then(|| self.castling_targets(king, usize::from(legal_move.to)).0)
            .filter(|&king_to| {
                let steps = V::targets(V::ROYAL, us, king, self.occupied(), self.side(1 - us));
                !steps.contains(king_to)
            });
        legal_move.uci::<V>(king_to)
    }

    fn outcome(&self) -> Option<Outcome<V::Side>> {
        if let Some(bared) = bare_king_ended(self) {
            let rule = V::BARE_KING.expect("a bare king under the rule");
            let loser = if rule.bared_loses { bared } else { 1 - bared };
            return Some(Outcome::Decisive {
                winner: V::SIDES[1 - loser],
                reason: EndReason::BareKing,
            });
        }
        if self.count_legal_moves() > 0 {
            return None;
        }
        let loser = V::SIDES[1 - self.side_to_move];
        Some(if self.is_check() {
            Outcome::Decisive {
                winner: loser,
                reason: EndReason::Checkmate,
            }
        } else {
            match V::STALEMATE {
                Stalemate::Draw => Outcome::Draw {
                    reason: EndReason::Stalemate,
                },
                Stalemate::Loss => Outcome::Decisive {
                    winner: loser,
                    reason: EndReason::Stalemate,
                },
            }
        })
    }

    /// Visits the moves (no list), plays each on a copy, counts the last
    /// ply without visiting it, and the last but one by difference where
    /// the variant allows (its `frontier` module).
    fn perft(&self, depth: u32) -> u64 {
        match depth {
            0 => 1,
            1 => self.count_legal_moves(),
            _ if frontier::applies::<V>() => frontier::perft(self, depth),
            _ => {
                let mut nodes = 0;
                self.generate_legal_moves(|legal_move| {
                    let mut child = *self;
                    child.make(legal_move);
                    nodes += child.perft(depth - 1);
                });
                nodes
            }
        }
    }
}
