//! Every piece kind per square, in every lookup, against the set-wise
//! functions on one square: groups (and their x-rays), leapers, lame
//! leapers, hoppers (with `except`, in every mode) and Betza pieces; and
//! the attackers of a square against their definition, the pieces whose
//! own captures from where they stand hold the square. On `bitfill::chess`
//! (8 x 8, every square and every occupancy of the rook's and bishop's
//! relevant squares for the x-rays), on a 9 x 10 board in the janggi and
//! xiangqi way (palace diagonals confined to a region, cannons with
//! `except`, lame horses and elephants, sided soldiers) and on a 10 x 8
//! Capablanca board with Betza pieces (random occupancies); the Betza
//! catalogue's every piece is in `tests/betza_pieces.rs`.

use bitfill_suite::harness::Rng;

bitfill::fills! {
    /// 9 x 10, as janggi and xiangqi: orthogonal lines and palace
    /// diagonals, cannons, lame leapers, sided pieces, every lookup.
    pub mod palace {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone],
        lookups: [magic, pext, hyperbola],
        sides: [blue, red],
        directions: {
            north: (0, 1),
            south: (0, -1),
            east: (1, 0),
            west: (-1, 0),
            palace_north_east: (1, 1) in palace_points,
            palace_north_west: (-1, 1) in palace_points,
            palace_south_east: (1, -1) in palace_points,
            palace_south_west: (-1, -1) in palace_points,
        },
        groups: {
            orthogonal: [north, south, east, west],
            palace_diagonals: [palace_north_east, palace_north_west, palace_south_east, palace_south_west],
            chariot: [orthogonal, palace_diagonals],
            forwards: [north, palace_north_east],
            general: [north, soldier],
        },
        hoppers: {
            cannon: { over: chariot, moves: hop, captures: hop, except: argument },
            xiangqi_cannon: { over: orthogonal, moves: slide, captures: hop },
            locust: { over: [north, east], moves: jump, captures: jump },
            ranger: { over: forwards, moves: slide, captures: jump, except: argument },
        },
        leapers: {
            soldier: [(0, 1), (1, 0), (-1, 0)],
        },
        lame_leapers: {
            horse: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            elephant: [(2, 3), (3, 2), (3, -2), (2, -3), (-2, -3), (-3, -2), (-3, 2), (-2, 3)],
        },
        pieces: {
            betza_horse: "nN",
            betza_cannon: "mRcpR",
            betza_soldier: "fsW",
            janggi_elephant: "nZ",
            forward_grasshopper: "fgR",
        },
        regions: {
            palace_points: [
                (3, 0), (5, 0), (4, 1), (3, 2), (5, 2),
                (3, 7), (5, 7), (4, 8), (3, 9), (5, 9),
            ],
        },
    }
}

bitfill::fills! {
    /// 10 x 8 Capablanca, with its pieces in Betza notation and as groups.
    pub mod capablanca {
        bits: u128,
        board: 10 x 8,
        strategies: [kogge_stone],
        lookups: [magic, pext, hyperbola],
        directions: {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            archbishop_group: [bishop, knight],
            lance: [north],
        },
        leapers: {
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
            white_pawn: [(-1, 1), (1, 1)],
        },
        pieces: {
            archbishop: "BN",
            chancellor: "RN",
            pawn: "mfWcfF",
            grasshopper: "gQ",
            nightrider: "NN",
            forward_nightrider: "fNN",
            short_cannon: "mRcpR3",
            lame_and_free_knight: "NnN",
        },
    }
}

/// A random set of `squares` squares, about `percent` of them.
fn random(rng: &mut Rng, squares: usize, percent: u64) -> u128 {
    (0..squares)
        .filter(|_| rng.next_u64() % 100 < percent)
        .fold(0, |set, square| set | 1 << square)
}

/// The squares of `set`, lowest first.
fn squares(mut set: u128) -> impl Iterator<Item = usize> {
    std::iter::from_fn(move || {
        (set != 0).then(|| {
            let square = set.trailing_zeros() as usize;
            set &= set - 1;
            square
        })
    })
}

/// A function of a square, the occupancy and another set (the blockers of
/// an x-ray, `except` of a hopper; ignored by the others).
type Function = Box<dyn Fn(usize, u128, u128) -> u128>;

/// A per-square function and the set-wise function it equals on one
/// piece.
struct Same {
    name: &'static str,
    per_square: Function,
    set_wise: Function,
}

/// A kind's attackers of a square, `(square, occupied, pieces, except)`,
/// and its captures from a square, `(from, occupied, except)`.
struct Attackers {
    name: &'static str,
    attackers: Box<dyn Fn(usize, u128, u128, u128) -> u128>,
    captures: Function,
}

fn same(
    name: &'static str,
    per_square: impl Fn(usize, u128, u128) -> u128 + 'static,
    set_wise: impl Fn(usize, u128, u128) -> u128 + 'static,
) -> Same {
    Same {
        name,
        per_square: Box::new(per_square),
        set_wise: Box::new(set_wise),
    }
}

fn attackers(
    name: &'static str,
    attackers: impl Fn(usize, u128, u128, u128) -> u128 + 'static,
    captures: impl Fn(usize, u128, u128) -> u128 + 'static,
) -> Attackers {
    Attackers {
        name,
        attackers: Box::new(attackers),
        captures: Box::new(captures),
    }
}

/// Every square with `cases` random occupancies each (from empty to
/// crowded), and random sets within them: each `Same` equal on one piece,
/// each `Attackers` equal to the pieces whose own captures, with the square
/// occupied, hold it.
fn check(seed: u64, board_squares: usize, cases: u32, sames: &[Same], kinds: &[Attackers]) {
    let mut rng = Rng::new(seed);
    for square in 0..board_squares {
        for case in 0..cases {
            let occupied = random(&mut rng, board_squares, u64::from(case % 5) * 20 + 5);
            let other = occupied & random(&mut rng, board_squares, 50);
            for each in sames {
                let got = (each.per_square)(square, occupied, other);
                let expected = (each.set_wise)(square, occupied, other);
                assert_eq!(
                    got, expected,
                    "{} from {square}, occupied {occupied:#x}, other {other:#x}",
                    each.name
                );
            }
            let pieces = occupied & random(&mut rng, board_squares, 40);
            for kind in kinds {
                let with_square = occupied | 1 << square;
                let expected = squares(pieces)
                    .filter(|&from| (kind.captures)(from, with_square, other) >> square & 1 == 1)
                    .fold(0, |set, from| set | 1 << from);
                let got = (kind.attackers)(square, occupied, pieces, other);
                assert_eq!(
                    got, expected,
                    "{} attackers of {square}, occupied {occupied:#x}, pieces {pieces:#x}, other {other:#x}",
                    kind.name
                );
            }
        }
    }
}

/// The 9 x 10 module's functions in lookup `$lookup`.
macro_rules! palace_cases {
    ($lookup:ident) => {{
        use palace::{Side, empty, kogge_stone as s, $lookup as l};
        let bit = |square: usize| 1u128 << square;
        let sames = vec![
            same(
                "orthogonal",
                |q, o, _| l::orthogonal_attacks_from(q, o),
                move |q, o, _| s::orthogonal_attacks(bit(q), empty(o)),
            ),
            same(
                "chariot",
                |q, o, _| l::chariot_attacks_from(q, o),
                move |q, o, _| s::chariot_attacks(bit(q), empty(o)),
            ),
            same(
                "chariot x-ray",
                |q, o, b| l::chariot_xray_from(q, o, b),
                move |q, o, b| s::chariot_xray(bit(q), empty(o), b),
            ),
            same(
                "forwards x-ray",
                |q, o, b| l::forwards_xray_from(q, o, b),
                move |q, o, b| s::forwards_xray(bit(q), empty(o), b),
            ),
            same(
                "general",
                |q, o, _| l::general_attacks_from(q, o),
                move |q, o, _| s::general_attacks(bit(q), empty(o)),
            ),
            same(
                "soldier",
                |q, _, _| l::soldier_attacks_from(q),
                move |q, _, _| palace::soldier_attacks(bit(q)),
            ),
            same(
                "horse",
                |q, o, _| l::horse_attacks_from(q, o),
                move |q, o, _| palace::horse_attacks(bit(q), empty(o)),
            ),
            same(
                "elephant",
                |q, o, _| l::elephant_attacks_from(q, o),
                move |q, o, _| palace::elephant_attacks(bit(q), empty(o)),
            ),
            same(
                "cannon moves",
                |q, o, e| l::cannon_moves_from(q, o, e),
                move |q, o, e| s::cannon_moves(bit(q), empty(o), e),
            ),
            same(
                "cannon captures",
                |q, o, e| l::cannon_captures_from(q, o, e),
                move |q, o, e| s::cannon_captures(bit(q), empty(o), e),
            ),
            same(
                "xiangqi cannon moves",
                |q, o, _| l::xiangqi_cannon_moves_from(q, o),
                move |q, o, _| s::xiangqi_cannon_moves(bit(q), empty(o)),
            ),
            same(
                "xiangqi cannon captures",
                |q, o, _| l::xiangqi_cannon_captures_from(q, o),
                move |q, o, _| s::xiangqi_cannon_captures(bit(q), empty(o)),
            ),
            same(
                "locust moves",
                |q, o, _| l::locust_moves_from(q, o),
                move |q, o, _| s::locust_moves(bit(q), empty(o)),
            ),
            same(
                "locust captures",
                |q, o, _| l::locust_captures_from(q, o),
                move |q, o, _| s::locust_captures(bit(q), empty(o)),
            ),
            same(
                "ranger moves",
                |q, o, e| l::ranger_moves_from(q, o, e),
                move |q, o, e| s::ranger_moves(bit(q), empty(o), e),
            ),
            same(
                "ranger captures",
                |q, o, e| l::ranger_captures_from(q, o, e),
                move |q, o, e| s::ranger_captures(bit(q), empty(o), e),
            ),
            same(
                "nN moves",
                |q, o, _| l::betza_horse_moves_from(q, o),
                move |q, o, _| s::betza_horse_moves(bit(q), empty(o)),
            ),
            same(
                "mRcpR captures",
                |q, o, _| l::betza_cannon_captures_from(q, o),
                move |q, o, _| s::betza_cannon_captures(bit(q), empty(o)),
            ),
            same(
                "mRcpR moves",
                |q, o, _| l::betza_cannon_moves_from(q, o),
                move |q, o, _| s::betza_cannon_moves(bit(q), empty(o)),
            ),
            same(
                "nZ captures",
                |q, o, _| l::janggi_elephant_captures_from(q, o),
                move |q, o, _| s::janggi_elephant_captures(bit(q), empty(o)),
            ),
        ];
        let mut sames = sames;
        for side in Side::ALL {
            sames.push(same(
                "fsW moves",
                move |q, o, _| l::betza_soldier_moves_from(side, q, o),
                move |q, o, _| s::betza_soldier_moves(side, bit(q), empty(o)),
            ));
            sames.push(same(
                "fsW captures",
                move |q, o, _| l::betza_soldier_captures_from(side, q, o),
                move |q, o, _| s::betza_soldier_captures(side, bit(q), empty(o)),
            ));
            sames.push(same(
                "fgR moves",
                move |q, o, _| l::forward_grasshopper_moves_from(side, q, o),
                move |q, o, _| s::forward_grasshopper_moves(side, bit(q), empty(o)),
            ));
            sames.push(same(
                "fgR captures",
                move |q, o, _| l::forward_grasshopper_captures_from(side, q, o),
                move |q, o, _| s::forward_grasshopper_captures(side, bit(q), empty(o)),
            ));
        }
        let mut kinds = vec![
            attackers(
                "chariot",
                |q, o, p, _| l::chariot_attackers(q, o, p),
                |f, o, _| l::chariot_attacks_from(f, o) & o,
            ),
            attackers(
                "forwards",
                |q, o, p, _| l::forwards_attackers(q, o, p),
                |f, o, _| l::forwards_attacks_from(f, o) & o,
            ),
            attackers(
                "general",
                |q, o, p, _| l::general_attackers(q, o, p),
                |f, o, _| l::general_attacks_from(f, o) & o,
            ),
            attackers(
                "soldier",
                |q, _, p, _| l::soldier_attackers(q, p),
                |f, _, _| l::soldier_attacks_from(f),
            ),
            attackers(
                "horse",
                |q, o, p, _| l::horse_attackers(q, o, p),
                |f, o, _| l::horse_attacks_from(f, o) & o,
            ),
            attackers(
                "elephant",
                |q, o, p, _| l::elephant_attackers(q, o, p),
                |f, o, _| l::elephant_attacks_from(f, o) & o,
            ),
            attackers(
                "cannon",
                |q, o, p, e| l::cannon_attackers(q, o, p, e),
                |f, o, e| l::cannon_captures_from(f, o, e),
            ),
            attackers(
                "xiangqi cannon",
                |q, o, p, _| l::xiangqi_cannon_attackers(q, o, p),
                |f, o, _| l::xiangqi_cannon_captures_from(f, o),
            ),
            attackers(
                "locust",
                |q, o, p, _| l::locust_attackers(q, o, p),
                |f, o, _| l::locust_captures_from(f, o),
            ),
            attackers(
                "ranger",
                |q, o, p, e| l::ranger_attackers(q, o, p, e),
                |f, o, e| l::ranger_captures_from(f, o, e),
            ),
            attackers(
                "nN",
                |q, o, p, _| l::betza_horse_attackers(q, o, p),
                |f, o, _| l::betza_horse_captures_from(f, o),
            ),
            attackers(
                "mRcpR",
                |q, o, p, _| l::betza_cannon_attackers(q, o, p),
                |f, o, _| l::betza_cannon_captures_from(f, o),
            ),
            attackers(
                "nZ",
                |q, o, p, _| l::janggi_elephant_attackers(q, o, p),
                |f, o, _| l::janggi_elephant_captures_from(f, o),
            ),
        ];
        for side in Side::ALL {
            kinds.push(attackers(
                "fsW",
                move |q, o, p, _| l::betza_soldier_attackers(side, q, o, p),
                move |f, o, _| l::betza_soldier_captures_from(side, f, o),
            ));
            kinds.push(attackers(
                "fgR",
                move |q, o, p, _| l::forward_grasshopper_attackers(side, q, o, p),
                move |f, o, _| l::forward_grasshopper_captures_from(side, f, o),
            ));
        }
        (sames, kinds)
    }};
}

/// The 10 x 8 module's functions in lookup `$lookup`.
macro_rules! capablanca_cases {
    ($lookup:ident) => {{
        use capablanca::{Side, empty, kogge_stone as s, $lookup as l};
        let bit = |square: usize| 1u128 << square;
        let mut sames = vec![
            same(
                "archbishop group",
                |q, o, _| l::archbishop_group_attacks_from(q, o),
                move |q, o, _| s::archbishop_group_attacks(bit(q), empty(o)),
            ),
            same(
                "archbishop group x-ray",
                |q, o, b| l::archbishop_group_xray_from(q, o, b),
                move |q, o, b| s::archbishop_group_xray(bit(q), empty(o), b),
            ),
            same(
                "lance",
                |q, o, _| l::lance_attacks_from(q, o),
                move |q, o, _| s::lance_attacks(bit(q), empty(o)),
            ),
            same(
                "BN moves",
                |q, o, _| l::archbishop_moves_from(q, o),
                move |q, o, _| s::archbishop_moves(bit(q), empty(o)),
            ),
            same(
                "RN captures",
                |q, o, _| l::chancellor_captures_from(q, o),
                move |q, o, _| s::chancellor_captures(bit(q), empty(o)),
            ),
            same(
                "gQ moves",
                |q, o, _| l::grasshopper_moves_from(q, o),
                move |q, o, _| s::grasshopper_moves(bit(q), empty(o)),
            ),
            same(
                "gQ captures",
                |q, o, _| l::grasshopper_captures_from(q, o),
                move |q, o, _| s::grasshopper_captures(bit(q), empty(o)),
            ),
            same(
                "NN captures",
                |q, o, _| l::nightrider_captures_from(q, o),
                move |q, o, _| s::nightrider_captures(bit(q), empty(o)),
            ),
            same(
                "mRcpR3 captures",
                |q, o, _| l::short_cannon_captures_from(q, o),
                move |q, o, _| s::short_cannon_captures(bit(q), empty(o)),
            ),
            same(
                "NnN moves",
                |q, o, _| l::lame_and_free_knight_moves_from(q, o),
                move |q, o, _| s::lame_and_free_knight_moves(bit(q), empty(o)),
            ),
        ];
        for side in Side::ALL {
            sames.push(same(
                "pawn moves",
                move |q, o, _| l::pawn_moves_from(side, q, o),
                move |q, o, _| s::pawn_moves(side, bit(q), empty(o)),
            ));
            sames.push(same(
                "fNN captures",
                move |q, o, _| l::forward_nightrider_captures_from(side, q, o),
                move |q, o, _| s::forward_nightrider_captures(side, bit(q), empty(o)),
            ));
        }
        let mut kinds = vec![
            attackers(
                "archbishop group",
                |q, o, p, _| l::archbishop_group_attackers(q, o, p),
                |f, o, _| l::archbishop_group_attacks_from(f, o) & o,
            ),
            attackers(
                "lance",
                |q, o, p, _| l::lance_attackers(q, o, p),
                |f, o, _| l::lance_attacks_from(f, o) & o,
            ),
            attackers(
                "white pawn",
                |q, _, p, _| l::white_pawn_attackers(q, p),
                |f, _, _| l::white_pawn_attacks_from(f),
            ),
            attackers(
                "BN",
                |q, o, p, _| l::archbishop_attackers(q, o, p),
                |f, o, _| l::archbishop_captures_from(f, o),
            ),
            attackers(
                "gQ",
                |q, o, p, _| l::grasshopper_attackers(q, o, p),
                |f, o, _| l::grasshopper_captures_from(f, o),
            ),
            attackers(
                "NN",
                |q, o, p, _| l::nightrider_attackers(q, o, p),
                |f, o, _| l::nightrider_captures_from(f, o),
            ),
            attackers(
                "mRcpR3",
                |q, o, p, _| l::short_cannon_attackers(q, o, p),
                |f, o, _| l::short_cannon_captures_from(f, o),
            ),
            attackers(
                "NnN",
                |q, o, p, _| l::lame_and_free_knight_attackers(q, o, p),
                |f, o, _| l::lame_and_free_knight_captures_from(f, o),
            ),
        ];
        for side in Side::ALL {
            kinds.push(attackers(
                "pawn",
                move |q, o, p, _| l::pawn_attackers(side, q, o, p),
                move |f, o, _| l::pawn_captures_from(side, f, o),
            ));
            kinds.push(attackers(
                "fNN",
                move |q, o, p, _| l::forward_nightrider_attackers(side, q, o, p),
                move |f, o, _| l::forward_nightrider_captures_from(side, f, o),
            ));
        }
        (sames, kinds)
    }};
}

#[test]
fn palace_pieces_per_square_in_every_lookup() {
    for (seed, (sames, kinds)) in [
        (1, palace_cases!(magic)),
        (2, palace_cases!(pext)),
        (3, palace_cases!(hyperbola)),
    ] {
        check(seed, palace::SQUARES, 24, &sames, &kinds);
    }
}

#[test]
fn capablanca_pieces_per_square_in_every_lookup() {
    for (seed, (sames, kinds)) in [
        (4, capablanca_cases!(magic)),
        (5, capablanca_cases!(pext)),
        (6, capablanca_cases!(hyperbola)),
    ] {
        check(seed, capablanca::SQUARES, 24, &sames, &kinds);
    }
}

/// The combined `attackers` is the union of each kind's, and
/// `attackers_by_kind` each kind's apart.
#[test]
fn the_attackers_of_every_kind_at_once() {
    use capablanca::{Piece, Side, magic};
    let mut rng = Rng::new(7);
    for _ in 0..2_000 {
        let occupied = random(&mut rng, capablanca::SQUARES, 40);
        let sets: [u128; Piece::COUNT] =
            std::array::from_fn(|_| occupied & random(&mut rng, capablanca::SQUARES, 20));
        let square = (rng.next_u64() % capablanca::SQUARES as u64) as usize;
        for side in Side::ALL {
            let each = Piece::ALL.iter().fold(0, |set, &piece| {
                let pieces = sets[piece as usize];
                set | match piece {
                    Piece::Pawn => magic::pawn_attackers(side, square, occupied, pieces),
                    Piece::ForwardNightrider => {
                        magic::forward_nightrider_attackers(side, square, occupied, pieces)
                    }
                    Piece::Archbishop => magic::archbishop_attackers(square, occupied, pieces),
                    Piece::Chancellor => magic::chancellor_attackers(square, occupied, pieces),
                    Piece::Grasshopper => magic::grasshopper_attackers(square, occupied, pieces),
                    Piece::Nightrider => magic::nightrider_attackers(square, occupied, pieces),
                    Piece::ShortCannon => magic::short_cannon_attackers(square, occupied, pieces),
                    Piece::LameAndFreeKnight => {
                        magic::lame_and_free_knight_attackers(square, occupied, pieces)
                    }
                }
            });
            assert_eq!(magic::attackers(side, square, occupied, &sets), each);
            let by_kind = magic::attackers_by_kind(side, square, occupied, &sets);
            for piece in Piece::ALL {
                let alone: [u128; Piece::COUNT] = std::array::from_fn(|kind| {
                    if kind == piece as usize {
                        sets[kind]
                    } else {
                        0
                    }
                });
                assert_eq!(
                    by_kind[piece as usize],
                    magic::attackers(side, square, occupied, &alone),
                    "{piece:?} attackers of {square}, occupied {occupied:#x}"
                );
            }
        }
    }
}

/// On 8 x 8, the x-rays of `bitfill::chess` per square, every square and
/// every occupancy of the relevant squares (each ray without its last
/// square), with random blockers; and the pawns' attackers, asymmetric
/// leapers.
#[test]
fn chess_xrays_exhaustively_and_pawn_attackers() {
    use bitfill::BitSet as _;
    use bitfill::chess::{self, Group, hyperbola, kogge_stone, magic, pext};
    type PerSquare = fn(usize, u64, u64) -> u64;
    type SetWise = fn(u64, u64, u64) -> u64;
    let rook: (Group, SetWise, [PerSquare; 3]) = (
        Group::Rook,
        kogge_stone::rook_xray,
        [
            magic::rook_xray_from,
            pext::rook_xray_from,
            hyperbola::rook_xray_from,
        ],
    );
    let bishop: (Group, SetWise, [PerSquare; 3]) = (
        Group::Bishop,
        kogge_stone::bishop_xray,
        [
            magic::bishop_xray_from,
            pext::bishop_xray_from,
            hyperbola::bishop_xray_from,
        ],
    );
    let mut rng = Rng::new(8);
    for square in 0..64 {
        for (group, set_wise, per_square) in [rook, bishop] {
            let relevant = group.directions().iter().fold(0, |relevant, direction| {
                let ray = direction.ray(square);
                let last = if direction.shift() > 0 {
                    ray & !(ray >> 1) & !(u64::MAX >> ray.leading_zeros().min(63) >> 1)
                } else {
                    ray & ray.wrapping_neg()
                };
                relevant | ray & !last
            });
            let mut subset: u64 = 0;
            loop {
                let occupied = subset | 1 << square;
                let blockers = occupied & rng.next_u64();
                let expected = set_wise(1 << square, !occupied, blockers);
                for function in per_square {
                    assert_eq!(
                        function(square, occupied, blockers),
                        expected,
                        "{group:?} from {square}, {occupied:#x}, blockers {blockers:#x}"
                    );
                }
                subset = subset.wrapping_sub(relevant) & relevant;
                if subset == 0 {
                    break;
                }
            }
        }
        for _ in 0..64 {
            let pawns = rng.next_u64();
            for (attackers, attacks) in [
                (
                    magic::white_pawn_attackers(square, pawns),
                    chess::WHITE_PAWN_ATTACKS,
                ),
                (
                    magic::black_pawn_attackers(square, pawns),
                    chess::BLACK_PAWN_ATTACKS,
                ),
            ] {
                let expected = pawns
                    .squares()
                    .filter(|&from| attacks[from] >> square & 1 == 1)
                    .fold(0, |set, from| set | 1 << from);
                assert_eq!(attackers, expected, "pawns {pawns:#x} on {square}");
            }
        }
    }
}
