//! A Capablanca move generator on the per-square API, as a user would
//! write it: the archbishop (`BN`) and the chancellor (`RN`) are Betza
//! pieces of the spec, every piece's moves come from its per-square
//! functions, the king's checkers and the squares it may step to from
//! `attackers`, and the pins from the x-rays of the rook and bishop
//! groups. [`legal_moves`] is the whole generator; the test compares it
//! with a naive one (every move of the Betza reference played, and kept
//! if no piece of the other side then captures on the king's square) on
//! random positions of the 10 x 8 board.
//!
//! The pawn is Betza's `mfWcfF`: no double step, en passant or promotion,
//! and there is no castling. Those are the variant's rules, not the
//! board's (the variants issue's game layer); what is here is what every
//! generator of the chess family needs from bitfill: pieces per square,
//! attackers of a square, pins.

use bitfill_suite::betza::Piece as BetzaPiece;
use bitfill_suite::harness::Rng;
use bitfill_suite::reference::Geometry;
use bitfill_suite::set::{BoardBits, Set};

bitfill::fills! {
    /// Capablanca chess: 10 x 8, the chess pieces and two compounds.
    pub mod capablanca {
        bits: u128,
        board: 10 x 8,
        strategies: [kogge_stone],
        lookups: [magic, pext],
        directions: {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        },
        groups: {
            orthogonal: [north, south, east, west],
            diagonal: [north_east, north_west, south_east, south_west],
        },
        pieces: {
            pawn: "mfWcfF",
            knight: "N",
            bishop: "B",
            rook: "R",
            queen: "Q",
            archbishop: "BN",
            chancellor: "RN",
            king: "K",
        },
    }
}

use bitfill::Geometry as _;
use capablanca::{Bits, Fastest, Lookup, Piece, Side, between, squares};

/// A position: each side's pieces of each kind, and the side to move.
#[derive(Clone, Debug)]
struct Position {
    pieces: [[Bits; Piece::COUNT]; 2],
    to_move: Side,
}

impl Position {
    fn side(&self, side: Side) -> Bits {
        self.pieces[side.index()]
            .iter()
            .fold(0, |all, &kind| all | kind)
    }
}

// The generator: checks, pins and every piece's moves. -----------------

/// Every legal move of the side to move, as (from, to).
fn legal_moves(position: &Position) -> Vec<(usize, usize)> {
    let (us, them) = (position.to_move, position.to_move.opponent());
    let (ours, theirs) = (position.side(us), position.side(them));
    let occupied = ours | theirs;
    let their_pieces = &position.pieces[them.index()];
    let king = position.pieces[us.index()][Piece::King as usize].trailing_zeros() as usize;

    // Checks: the enemy pieces that capture on the king's square.
    let checkers = Fastest::attackers(them, king, occupied, their_pieces);
    let check_mask = match checkers.count_ones() {
        0 => !0,
        1 => checkers | between(king, checkers.trailing_zeros() as usize),
        _ => 0,
    };

    // Pins: the enemy sliders behind exactly one of our pieces, found by
    // the x-ray from the king through our pieces.
    let [orthogonal, diagonal] = [
        [Piece::Rook, Piece::Queen, Piece::Chancellor],
        [Piece::Bishop, Piece::Queen, Piece::Archbishop],
    ]
    .map(|kinds| {
        kinds
            .iter()
            .fold(0, |all, &kind| all | their_pieces[kind as usize])
    });
    let pinners = (Fastest::orthogonal_xray_from(king, occupied, ours) & orthogonal)
        | (Fastest::diagonal_xray_from(king, occupied, ours) & diagonal);
    let mut pin_ray = [!0; capablanca::SQUARES];
    for pinner in squares(pinners) {
        let ray = between(king, pinner) | 1 << pinner;
        pin_ray[(ray & ours).trailing_zeros() as usize] = ray;
    }

    let mut moves = Vec::new();
    // The king steps where, without it, no enemy piece captures.
    let without_king = occupied ^ 1 << king;
    let steps = Fastest::king_moves_from(king, occupied)
        | Fastest::king_captures_from(king, occupied) & theirs;
    for to in squares(steps) {
        let occupied = without_king & !(1 << to) | 1 << to;
        let mut their_pieces = *their_pieces;
        for kind in &mut their_pieces {
            *kind &= !(1 << to);
        }
        if Fastest::attackers(them, to, occupied, &their_pieces) == 0 {
            moves.push((king, to));
        }
    }
    // The other pieces, within the check mask and their pin's ray.
    for piece in Piece::ALL.into_iter().filter(|&piece| piece != Piece::King) {
        for from in squares(position.pieces[us.index()][piece as usize]) {
            let targets = Fastest::moves_from(piece, us, from, occupied)
                | Fastest::captures_from(piece, us, from, occupied) & theirs;
            for to in squares(targets & check_mask & pin_ray[from]) {
                moves.push((from, to));
            }
        }
    }
    moves.sort_unstable();
    moves
}

// The naive generator and the positions. --------------------------------

const GEOMETRY: Geometry = Geometry::new(10, 8);

/// The Betza strings of the spec's pieces, by `Piece`.
fn betza(piece: Piece) -> BetzaPiece {
    BetzaPiece::parse(piece.betza()).expect("the spec's Betza strings parse")
}

fn to_set(bits: Bits) -> Set {
    bits.to_set()
}

/// Whether any piece of `side` captures on `square`, by the reference.
fn attacked_by(position: &Position, side: Side, square: usize) -> bool {
    let occupied = to_set(position.side(Side::White) | position.side(Side::Black));
    Piece::ALL.into_iter().any(|piece| {
        squares(position.pieces[side.index()][piece as usize]).any(|from| {
            let (_, captures) =
                betza(piece).moves(GEOMETRY, from as u32, side == Side::White, occupied);
            captures.contains(square as u32)
        })
    })
}

/// Every move of the reference, played, kept where the king is safe.
fn naive_legal_moves(position: &Position) -> Vec<(usize, usize)> {
    let (us, them) = (position.to_move, position.to_move.opponent());
    let occupied = to_set(position.side(us) | position.side(them));
    let theirs = to_set(position.side(them));
    let mut legal = Vec::new();
    for piece in Piece::ALL {
        for from in squares(position.pieces[us.index()][piece as usize]) {
            let (quiet, captures) =
                betza(piece).moves(GEOMETRY, from as u32, us == Side::White, occupied);
            for to in (quiet | captures & theirs).squares() {
                let to = to as usize;
                let mut after = position.clone();
                for kind in &mut after.pieces[them.index()] {
                    *kind &= !(1 << to);
                }
                let own = &mut after.pieces[us.index()][piece as usize];
                *own = *own & !(1 << from) | 1 << to;
                let king = after.pieces[us.index()][Piece::King as usize].trailing_zeros() as usize;
                if !attacked_by(&after, them, king) {
                    legal.push((from, to));
                }
            }
        }
    }
    legal.sort_unstable();
    legal
}

/// A random position: both kings, and each other square holding a random
/// piece of a random side with probability `percent` %; pawns off the
/// last ranks, where `mfWcfF` would have no move.
fn random_position(rng: &mut Rng, percent: u64) -> Position {
    let mut pieces = [[0; Piece::COUNT]; 2];
    let mut free: Vec<usize> = (0..capablanca::SQUARES).collect();
    for side in Side::ALL {
        let at = free.swap_remove((rng.next_u64() % free.len() as u64) as usize);
        pieces[side.index()][Piece::King as usize] |= 1 << at;
    }
    for square in free {
        if rng.next_u64() % 100 >= percent {
            continue;
        }
        let side = Side::ALL[(rng.next_u64() % 2) as usize];
        let others: Vec<Piece> = Piece::ALL
            .into_iter()
            .filter(|&piece| piece != Piece::King)
            .filter(|&piece| piece != Piece::Pawn || side.relative_rank(square) < 7)
            .collect();
        let piece = others[(rng.next_u64() % others.len() as u64) as usize];
        pieces[side.index()][piece as usize] |= 1 << square;
    }
    let to_move = Side::ALL[(rng.next_u64() % 2) as usize];
    Position { pieces, to_move }
}

#[test]
fn the_generator_is_the_naive_one_on_random_positions() {
    let mut rng = Rng::new(0xcaba_b1a4);
    let (mut positions, mut moves, mut in_check, mut with_pins) = (0, 0, 0, 0);
    for round in 0..600 {
        let position = random_position(&mut rng, [10, 20, 35][round % 3]);
        let expected = naive_legal_moves(&position);
        assert_eq!(legal_moves(&position), expected, "{position:?}");
        let (us, them) = (position.to_move, position.to_move.opponent());
        let king = position.pieces[us.index()][Piece::King as usize].trailing_zeros() as usize;
        in_check += usize::from(attacked_by(&position, them, king));
        let occupied = position.side(us) | position.side(them);
        with_pins += usize::from(
            capablanca::Magic::orthogonal_xray_from(king, occupied, position.side(us))
                | capablanca::Magic::diagonal_xray_from(king, occupied, position.side(us))
                != 0,
        );
        positions += 1;
        moves += expected.len();
    }
    // The sample has the cases the generator treats apart.
    assert!(
        in_check > 60 && with_pins > 100,
        "{in_check} in check, {with_pins} with x-rays"
    );
    assert!(moves > positions * 10);
}

#[test]
fn a_pinned_chancellor_cannot_take_the_checking_archbishop() {
    // White: king a1, chancellor c1, pinned along the first rank by the
    // black rook on j1; the black archbishop on b3 checks a1 by a
    // knight's leap and covers a2 along its diagonal.
    let square = |name: &str| capablanca::Board::parse_square(name).expect("a square");
    let mut pieces = [[0; Piece::COUNT]; 2];
    pieces[0][Piece::King as usize] = 1 << square("a1");
    pieces[0][Piece::Chancellor as usize] = 1 << square("c1");
    pieces[1][Piece::King as usize] = 1 << square("j8");
    pieces[1][Piece::Rook as usize] = 1 << square("j1");
    pieces[1][Piece::Archbishop as usize] = 1 << square("b3");
    let position = Position {
        pieces,
        to_move: Side::White,
    };
    let moves = legal_moves(&position);
    assert_eq!(moves, naive_legal_moves(&position));
    let named: Vec<String> = moves
        .iter()
        .map(|&(from, to)| {
            let name = capablanca::Board::square_name;
            format!("{}{}", name(from), name(to))
        })
        .collect();
    // The king cannot reach the checker (b3 is a knight's leap away) and
    // a2 is covered; the chancellor's leap to b3 would take the checker,
    // but leaves the rank of its pin.
    assert_eq!(named, ["a1b1", "a1b2"]);
}
