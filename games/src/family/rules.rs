//! What a variant is, for the generic generator: the [`Variant`] trait,
//! whose constants are the description the [`variant!`](crate::variant!)
//! macro reads at compile time and whose functions reach the per-square
//! lookups bitfill generated for its board. Every constant is known when
//! [`Position`](super::Position) is monomorphised, so a rule the variant
//! lacks (castling, promotion, the bare king) costs nothing.

use std::fmt::Debug;
use std::hash::Hash;

use bitfill::{BitSet, Geometry};

use crate::placement::KindSets;

/// A kind of piece of a variant: its name, its FEN letter and its Betza
/// string, as the description gives them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PieceType {
    /// The name, as the description writes it: `archbishop`.
    pub name: &'static str,
    /// The FEN letter, lowercase (uppercase for the first side): `a`.
    pub letter: char,
    /// Its moves in Betza's notation, as Fairy-Stockfish reads it: `BN`.
    pub betza: &'static str,
}

/// Castling, as Fairy-Stockfish's `castling*` options describe it: the
/// king goes to `kingside_file` or `queenside_file` of its rank, the rook
/// to the square next to it on the inner side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Castling {
    /// The king's file after castling with a rook on its higher side
    /// (`castlingKingsideFile`, counted from 0: `g` is 6).
    pub kingside_file: u32,
    /// After castling with a rook on its lower side
    /// (`castlingQueensideFile`).
    pub queenside_file: u32,
    /// The kinds that castle with the king (`castlingRookPieces`).
    pub rook_kinds: &'static [usize],
}

/// The bare-king rule of shatranj and courier (Fairy-Stockfish's
/// extinction of all pieces, `extinctionPieceTypes = *`): the game ends
/// when a side has `count` pieces or fewer (its king alone for 1) and the
/// other has `opponent_count` or more; with `claim`, the side to move
/// needs one piece more than that to be bared (it could bare back).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BareKing {
    /// `extinctionPieceCount`.
    pub count: u32,
    /// `extinctionOpponentPieceCount`.
    pub opponent_count: u32,
    /// `extinctionClaim`.
    pub claim: bool,
    /// Whether the bared side loses (`extinctionValue = loss`) or wins.
    pub bared_loses: bool,
}

/// How a stalemate is scored (`stalemateValue`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Stalemate {
    /// A draw, as in chess.
    Draw,
    /// A loss for the stalemated side, as in shatranj.
    Loss,
}

/// What [`Variant::for_each_piece`] hands each piece to: a trait, not a
/// closure, so that the generator's visit is inlined into each kind's loop.
pub trait PieceVisitor<B> {
    /// A piece of `kind` on `square`, and the squares it may go to.
    fn visit(&mut self, kind: usize, square: usize, targets: B);
}

/// What [`Variant::pawn_steps`] hands each step of the pawns to.
pub trait PawnStepVisitor<B> {
    /// The squares `targets` the pawns reach by one step, each `delta`
    /// squares from its pawn.
    fn step(&mut self, delta: isize, targets: B);
}

/// A variant of the chess family, as the [`variant!`](crate::variant!)
/// macro describes it: the board (a bitfill spec with the variant's pieces
/// as Betza pieces), the royal piece, the pawn and its promotion,
/// castling, the bare king, the start position. The macro implements it;
/// code rarely names it but through [`Position`](super::Position).
///
/// Kinds of pieces are indices into [`Variant::PIECES`], sides 0 (the
/// first player, uppercase in FEN, moving north) and 1.
///
/// Sealed: only the macro's expansion implements it (its items are the
/// generator's contract with the macro, and new ones may come in a minor
/// version).
pub trait Variant: crate::__private::Sealed + Copy + Eq + Hash + Debug + Default + 'static {
    /// The board's bits.
    type Bits: BitSet;
    /// The generated board.
    type Board: Geometry<Bits = Self::Bits>;
    /// One set per kind: `[Bits; KINDS]`.
    type Kinds: KindSets<Self::Bits>;
    /// The players: the board's generated `Side`.
    type Side: Copy + Eq + Debug;

    /// The name Fairy-Stockfish gives it (`UCI_Variant`).
    const NAME: &'static str;
    /// The sides, the first player's first.
    const SIDES: [Self::Side; 2];
    /// The kinds of pieces, in the order of the description.
    const PIECES: &'static [PieceType];
    /// Their FEN letters, the first side's (uppercase), a space, the
    /// second's: what [`FenError::BadPiece`](crate::FenError::BadPiece)
    /// lists.
    const PIECE_LETTERS: &'static str;
    /// The royal piece's kind (`king`): one per side, never to be left
    /// attacked.
    const ROYAL: usize;
    /// The pawn's kind, which steps twice from `DOUBLE_STEP_REGION`, is
    /// captured en passant and promotes.
    const PAWN: Option<usize>;
    /// Where each side's pawns may step twice; nothing without double steps.
    const DOUBLE_STEP_REGION: [Self::Bits; 2];
    /// Where each side's pawns promote.
    const PROMOTION_REGION: [Self::Bits; 2];
    /// The kinds each side's pawns promote to (`promotionPieceTypes`).
    const PROMOTION_KINDS: [&'static [usize]; 2];
    /// Per kind, how many a side may have for a pawn to promote to it (0:
    /// no limit; `promotionLimit`).
    const PROMOTION_LIMIT: &'static [u32];
    /// Whether a pawn entering the promotion region must promote
    /// (`mandatoryPawnPromotion`); if not, it may stay a pawn where it can
    /// still move (`immobilityIllegal`).
    const MANDATORY_PROMOTION: bool;
    /// Castling, if the variant has it.
    const CASTLING: Option<Castling>;
    /// Whether castling rights are written as files and castling moves as
    /// the king taking its rook (`chess960`).
    const CHESS960: bool;
    /// The bare-king rule, if the variant has it.
    const BARE_KING: Option<BareKing>;
    /// How a stalemate is scored.
    const STALEMATE: Stalemate;
    /// The start position (`startFen`).
    const START_FEN: &'static str;
    /// Whether every enemy attack is a leap or a ride along the board's
    /// ranks, files and diagonals (no hop, no lame leap, no ride of
    /// another step): then a piece can only be pinned on a line, and only
    /// pinned pieces and the king need their moves tested. Otherwise
    /// every move is played and tested.
    const PINS_ON_LINES: bool;
    /// Whether every capturing leap along a rank, file or diagonal goes to
    /// a neighbouring square (no dabbaba, no alfil): then the pieces that
    /// attack the king once ours are lifted are the checkers (nothing
    /// between) and the pinners (one of ours between), and one call finds
    /// both.
    const CHECKERS_FROM_XRAY: bool;
    /// Whether every move of the pawn is a leap to a neighbouring square
    /// (the chess pawn's `fmWfcF`): then the pawns that are not pinned
    /// move together, step by step, through [`Variant::pawn_steps`].
    const SET_WISE_PAWNS: bool;

    /// The empty squares a piece of `kind` and `side` on `square` moves
    /// to, `occupied` holding the pieces.
    fn moves_from(kind: usize, side: usize, square: usize, occupied: Self::Bits) -> Self::Bits;
    /// The occupied squares (of either side) it captures on.
    fn captures_from(kind: usize, side: usize, square: usize, occupied: Self::Bits) -> Self::Bits;
    /// What a piece of `kind` and `side` on `square` may go to: its moves,
    /// and its captures of `theirs`.
    fn targets(
        kind: usize,
        side: usize,
        square: usize,
        occupied: Self::Bits,
        theirs: Self::Bits,
    ) -> Self::Bits {
        Self::moves_from(kind, side, square, occupied)
            | Self::captures_from(kind, side, square, occupied) & theirs
    }
    /// Visits every piece of `side` among `pieces` (its sets by kind) but
    /// the royal piece and the pawn, with its kind, its square and its
    /// [`Variant::targets`]. The macro writes it out kind by kind, so that
    /// each kind's lookups are inlined and shared by its moves and
    /// captures.
    fn for_each_piece<P: PieceVisitor<Self::Bits>>(
        side: usize,
        pieces: &Self::Kinds,
        occupied: Self::Bits,
        theirs: Self::Bits,
        visitor: &mut P,
    ) {
        for (kind, &set) in pieces.as_ref().iter().enumerate() {
            if kind == Self::ROYAL || Some(kind) == Self::PAWN {
                continue;
            }
            for square in set.squares() {
                visitor.visit(
                    kind,
                    square,
                    Self::targets(kind, side, square, occupied, theirs),
                );
            }
        }
    }
    /// Whether every piece captures along the steps it moves along (the
    /// pawn aside where it moves set-wise): then [`Variant::attacks`] is
    /// what a side attacks.
    const ATTACK_MAP: bool;
    /// Per kind, whether a piece in the way changes its moves (a ride, a
    /// hop or a lame leap); a pure leaper's moves are the same on any
    /// occupancy.
    const BLOCKABLE: &'static [bool];
    /// With [`Variant::ATTACK_MAP`], the squares `side`'s pieces among
    /// `pieces` (its sets by kind) attack, `occupied` holding the pieces:
    /// a royal piece stepping there would be captured. Nothing otherwise.
    fn attacks(side: usize, pieces: &Self::Kinds, occupied: Self::Bits) -> Self::Bits;
    /// With [`Variant::SET_WISE_PAWNS`], each step of `side`'s pawns:
    /// `visitor.step(delta, targets)` with `targets` the squares the pawns
    /// among `pawns` reach by it (`empty` ones where it moves, ones of
    /// `theirs` where it captures), each `delta` squares from its pawn.
    /// Nothing otherwise.
    fn pawn_steps<P: PawnStepVisitor<Self::Bits>>(
        side: usize,
        pawns: Self::Bits,
        empty: Self::Bits,
        theirs: Self::Bits,
        visitor: &mut P,
    );
    /// The pieces of `side` (`pieces`, by kind) that capture on `square`.
    fn attackers(
        side: usize,
        square: usize,
        occupied: Self::Bits,
        pieces: &Self::Kinds,
    ) -> Self::Bits;
    /// Per kind, the squares a piece of that kind and `side` would capture
    /// on `square` from, whoever stands there, `occupied` holding the
    /// pieces: [`Variant::attackers`] of a board full of that kind, for
    /// every kind in one call.
    fn attackers_by_kind(side: usize, square: usize, occupied: Self::Bits) -> Self::Kinds;
    /// The squares strictly between two squares on a rank, file or
    /// diagonal; none otherwise.
    fn between(a: usize, b: usize) -> Self::Bits;
    /// The squares from `square` (excluded) to the board's edge along
    /// `direction`, one of the eight compass directions: north, south,
    /// east, west, north-east, north-west, south-east, south-west
    /// (`0..8`).
    fn ray(direction: usize, square: usize) -> Self::Bits;
    /// `squares` one rank forward for `side`.
    fn forward(side: usize, squares: Self::Bits) -> Self::Bits;
}
