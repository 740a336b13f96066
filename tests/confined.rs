//! Directions confined to a region (`palace_north_east: (1, 1) in
//! palace_points`): a step is legal only from a square of the region to a
//! square of it. Against the reference walk on the same board `within` the
//! region: `bitfill::janggi` (every direction, every square, every
//! occupancy of its ray, both strategies; the chariot and the cannon
//! set-wise), an 8 x 8 board whose confined diagonal has an unconfined
//! opposite, in each group shape and every lookup, and a board of words.

use bitfill::Geometry as _;
use bitfill::janggi;
use bitfill_suite::harness::{Rng, ray_occupancies};
use bitfill_suite::reference::{Geometry, HopMode, Step};
use bitfill_suite::set::Set;
use proptest::prelude::*;

const JANGGI: Geometry = Geometry::new(9, 10);

/// The palaces' corners and centres, written out here: d1 f1 e2 d3 f3,
/// d8 f8 e9 d10 f10.
fn palace_points() -> Set {
    ["d1", "f1", "e2", "d3", "f3", "d8", "f8", "e9", "d10", "f10"]
        .iter()
        .map(|name| janggi::Board::parse_square(name).expect("a square") as u32)
        .collect()
}

/// Each janggi direction, its step, and whether it keeps to the palace
/// points.
const DIRECTIONS: [(janggi::Direction, Step, bool); 8] = [
    (janggi::Direction::North, (0, 1), false),
    (janggi::Direction::South, (0, -1), false),
    (janggi::Direction::East, (1, 0), false),
    (janggi::Direction::West, (-1, 0), false),
    (janggi::Direction::PalaceNorthEast, (1, 1), true),
    (janggi::Direction::PalaceNorthWest, (-1, 1), true),
    (janggi::Direction::PalaceSouthEast, (1, -1), true),
    (janggi::Direction::PalaceSouthWest, (-1, -1), true),
];

fn janggi_geometry(confined: bool) -> Geometry {
    if confined {
        JANGGI.within(palace_points())
    } else {
        JANGGI
    }
}

type DirectionFunctions = (
    &'static str,
    fn(janggi::Direction, u128) -> u128,
    fn(janggi::Direction, u128, u128) -> u128,
    fn(janggi::Direction, u128, u128) -> u128,
    fn(janggi::Direction, u128, u128, u128) -> u128,
);

const STRATEGIES: [DirectionFunctions; 2] = [
    (
        "Kogge-Stone",
        janggi::kogge_stone::fill,
        janggi::kogge_stone::occluded,
        janggi::kogge_stone::attacks,
        janggi::kogge_stone::xray,
    ),
    (
        "Dumb7",
        janggi::dumb7::fill,
        janggi::dumb7::occluded,
        janggi::dumb7::attacks,
        janggi::dumb7::xray,
    ),
];

#[test]
fn janggi_directions_keep_to_their_region() {
    let mut rng = Rng::new(21);
    let mut checks = 0u64;
    for (direction, step, confined) in DIRECTIONS {
        let geometry = janggi_geometry(confined);
        assert_eq!(direction.step(), step);
        assert_eq!(
            Set::from(direction.wrap()),
            geometry.one(geometry.board(), step),
            "{direction:?} wrap"
        );
        assert_eq!(direction.ray_length(), geometry.ray_length(step));
        for square in 0..90 {
            let bit = Set::bit(square);
            let ray = geometry.ray(square, step);
            assert_eq!(
                Set::from(direction.ray(square as usize)),
                ray.iter()
                    .map(|&square| Set::bit(square))
                    .fold(Set::EMPTY, |a, b| a | b),
                "{direction:?} ray from {square}"
            );
            assert_eq!(
                Set::from(direction.one(1 << square)),
                geometry.one(bit, step)
            );
            for occupied in ray_occupancies(&ray, &mut rng) {
                let empty = !occupied;
                let blockers = occupied & Set::from(rng.next_u128());
                for (name, fill, occluded, attacks, xray) in STRATEGIES {
                    let (sliders, empty_bits) = (1u128 << square, janggi::empty(occupied.low()));
                    let context = || format!("{name} {direction:?} from {square}, {occupied:?}");
                    assert_eq!(
                        Set::from(fill(direction, sliders)),
                        geometry.fill(bit, step),
                        "{}",
                        context()
                    );
                    assert_eq!(
                        Set::from(occluded(direction, sliders, empty_bits)),
                        geometry.occluded(bit, empty, step),
                        "{}",
                        context()
                    );
                    assert_eq!(
                        Set::from(attacks(direction, sliders, empty_bits)),
                        geometry.attacks(bit, empty, step),
                        "{}",
                        context()
                    );
                    assert_eq!(
                        Set::from(xray(direction, sliders, empty_bits, blockers.low())),
                        geometry.xray(bit, empty, blockers, step),
                        "{}",
                        context()
                    );
                    checks += 1;
                }
            }
        }
    }
    assert!(checks > 10_000, "{checks}");
}

/// The chariot's attacks and the cannon's moves and captures (no cannon
/// hopped over or captured) by the walk: the orthogonal steps on the whole
/// board, the diagonal ones within the palace points.
fn janggi_walk(pieces: u128, occupied: u128, cannons: u128) -> (u128, u128, u128) {
    let (pieces, empty, cannons) = (Set::from(pieces), !Set::from(occupied), Set::from(cannons));
    let mut chariot = Set::EMPTY;
    let (mut moves, mut captures) = (Set::EMPTY, Set::EMPTY);
    for (_, step, confined) in DIRECTIONS {
        let geometry = janggi_geometry(confined);
        chariot |= geometry.attacks(pieces, empty, step);
        moves |= geometry.hopper_except(pieces, empty, cannons, &[step], HopMode::Hop, false);
        captures |= geometry.hopper_except(pieces, empty, cannons, &[step], HopMode::Hop, true);
    }
    (chariot.low(), moves.low(), captures.low())
}

fn check_janggi_pieces(pieces: u128, others: u128, cannons: u128) {
    use janggi::{Dumb7, KoggeStone, Sliders};
    let pieces = pieces & janggi::BOARD;
    let cannons = (cannons | pieces) & janggi::BOARD;
    let occupied = (pieces | others | cannons) & janggi::BOARD;
    let empty = janggi::empty(occupied);
    let (chariot, moves, captures) = janggi_walk(pieces, occupied, cannons);
    assert_eq!(KoggeStone::chariot_attacks(pieces, empty), chariot);
    assert_eq!(Dumb7::chariot_attacks(pieces, empty), chariot);
    assert_eq!(KoggeStone::cannon_moves(pieces, empty, cannons), moves);
    assert_eq!(Dumb7::cannon_moves(pieces, empty, cannons), moves);
    assert_eq!(
        KoggeStone::cannon_captures(pieces, empty, cannons),
        captures
    );
    assert_eq!(Dumb7::cannon_captures(pieces, empty, cannons), captures);
    // One direction at a time.
    for (direction, step, confined) in DIRECTIONS {
        let geometry = janggi_geometry(confined);
        let (set, free, except) = (Set::from(pieces), !Set::from(occupied), Set::from(cannons));
        let range = |captures| {
            geometry
                .hopper_except(set, free, except, &[step], HopMode::Hop, captures)
                .low()
        };
        let (moves, captures) = (range(false), range(true));
        for (name, moves_along, captures_along) in [
            (
                "Kogge-Stone",
                KoggeStone::cannon_moves_along as fn(_, _, _, _) -> _,
                KoggeStone::cannon_captures_along as fn(_, _, _, _) -> _,
            ),
            (
                "Dumb7",
                Dumb7::cannon_moves_along,
                Dumb7::cannon_captures_along,
            ),
        ] {
            assert_eq!(
                moves_along(direction, pieces, empty, cannons),
                moves,
                "{name} {direction:?}"
            );
            assert_eq!(
                captures_along(direction, pieces, empty, cannons),
                captures,
                "{name} {direction:?}"
            );
        }
    }
}

#[test]
fn janggi_pieces_on_the_palace_points() {
    // Each palace point alone, and behind every other one.
    let points: Vec<u32> = palace_points().squares().collect();
    for &from in &points {
        for &screen in &points {
            for &beyond in &points {
                let others = (1u128 << screen | 1 << beyond) & !(1u128 << from);
                check_janggi_pieces(1 << from, others, 0);
                check_janggi_pieces(1 << from, others, 1 << screen);
            }
        }
    }
}

proptest! {
    #[test]
    fn janggi_pieces_set_wise(pieces: u128, others: u128, cannons: u128, sparse: u128) {
        check_janggi_pieces(pieces & sparse, others, cannons & sparse);
        check_janggi_pieces(pieces & sparse & others, others & sparse, cannons & others);
    }
}

#[test]
fn a_chariot_in_the_palace() {
    let square = |name: &str| 1u128 << janggi::Board::parse_square(name).expect("a square");
    let squares = |names: &str| names.split(' ').fold(0, |set, name| set | square(name));
    // From d1: the palace diagonal to f3, but not beyond; nothing
    // diagonal from d2, which no diagonal line crosses.
    let diagonals = |from: &str| janggi::kogge_stone::palace_diagonals_attacks(square(from), !0);
    assert_eq!(diagonals("d1"), squares("e2 f3"));
    assert_eq!(diagonals("e2"), squares("d1 f1 d3 f3"));
    assert_eq!(diagonals("d2"), 0);
    assert_eq!(diagonals("f8"), squares("e9 d10"));
    // Lines through the palace points are no lines of `between`.
    assert_eq!(janggi::between(3, 23), 0);
    assert!(!janggi::aligned(3, 23));
    assert_eq!(janggi::between(3, 21), square("d2"));
}

/// An 8 x 8 board whose north-east diagonal is confined to the centre while
/// its opposite is not, in each group shape, with every lookup.
macro_rules! centre_board {
    ($module:ident, $shape:ident) => {
        bitfill::fills! {
            /// The centre's north-east diagonal.
            pub mod $module {
                bits: u64,
                board: 8 x 8,
                strategies: [kogge_stone, dumb7],
                group_shape: $shape,
                lookups: [magic, pext, hyperbola],
                directions: {
                    north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
                    north_east: (1, 1) in centre,
                    south_west: (-1, -1),
                    north_west: (-1, 1) in centre,
                    south_east: (1, -1) in centre,
                },
                groups: {
                    rook: [north, south, east, west],
                    mixed: [rook, north_east, south_west, north_west, south_east],
                },
                regions: { centre: [(2, 2)..=(5, 5)] },
            }
        }
    };
}

centre_board!(centre_split, split);
centre_board!(centre_fused, fused);
centre_board!(centre_paired, paired);

const CHESS: Geometry = Geometry::new(8, 8);

/// The mixed group by the walk: the rook's lines and south-west on the
/// whole board, the three other diagonals within the centre.
fn centre_walk(pieces: u64, occupied: u64) -> u64 {
    let (pieces, empty) = (
        Set::from(u128::from(pieces)),
        !Set::from(u128::from(occupied)),
    );
    let centre = CHESS.within(CHESS.rectangle((2, 2), (5, 5)));
    let free = [(0, 1), (0, -1), (1, 0), (-1, 0), (-1, -1)];
    let confined = [(1, 1), (-1, 1), (1, -1)];
    let attacks = free
        .iter()
        .map(|&step| CHESS.attacks(pieces, empty, step))
        .chain(
            confined
                .iter()
                .map(|&step| centre.attacks(pieces, empty, step)),
        )
        .fold(Set::EMPTY, |set, attacks| set | attacks);
    u64::try_from(attacks.low()).expect("on the board")
}

macro_rules! check_centre {
    ($module:ident, $pieces:expr, $occupied:expr) => {{
        use $module::{Dumb7, Hyperbola, KoggeStone, Lookup, Magic, Pext, Sliders};
        let (pieces, occupied): (u64, u64) = ($pieces, $occupied);
        let expected = centre_walk(pieces, occupied);
        let name = stringify!($module);
        assert_eq!(
            KoggeStone::mixed_attacks(pieces, !occupied),
            expected,
            "{name}"
        );
        assert_eq!(Dumb7::mixed_attacks(pieces, !occupied), expected, "{name}");
        for square in (0..64).filter(|square| pieces >> square & 1 != 0) {
            let one = centre_walk(1 << square, occupied);
            assert_eq!(
                Magic::mixed_attacks_from(square, occupied),
                one,
                "{name} magic"
            );
            assert_eq!(
                Pext::mixed_attacks_from(square, occupied),
                one,
                "{name} pext"
            );
            assert_eq!(
                Hyperbola::mixed_attacks_from(square, occupied),
                one,
                "{name} hyperbola"
            );
        }
    }};
}

fn check_centre_boards(pieces: u64, occupied: u64) {
    check_centre!(centre_split, pieces, occupied);
    check_centre!(centre_fused, pieces, occupied);
    check_centre!(centre_paired, pieces, occupied);
}

#[test]
fn centre_board_every_square() {
    let mut rng = Rng::new(8);
    for square in 0..64 {
        for _ in 0..200 {
            let occupied = rng.next_u64() & rng.next_u64();
            check_centre_boards(1 << square, occupied & !(1 << square));
        }
    }
}

proptest! {
    #[test]
    fn centre_board_set_wise(pieces: u64, occupied: u64, sparse: u64) {
        check_centre_boards(pieces & sparse, occupied);
    }
}

#[test]
fn an_unconfined_opposite_is_not_paired() {
    use centre_paired::Direction;
    assert_eq!(Direction::NorthEast.opposite(), None);
    assert_eq!(Direction::SouthWest.opposite(), None);
    assert_eq!(Direction::NorthWest.opposite(), Some(Direction::SouthEast));
    // a1 to h8 runs through the centre, but the confined diagonal walks
    // only c3 to f6.
    assert_eq!(Direction::NorthEast.ray(0), 0);
    assert_eq!(Direction::NorthEast.ray(18), 1 << 27 | 1 << 36 | 1 << 45);
    assert_eq!(Direction::SouthWest.ray(63).count_ones(), 7);
}

bitfill::fills! {
    /// A go board in words, its diagonal steps confined to the star points'
    /// square.
    pub mod go {
        bits: [u64; 6],
        board: 19 x 19,
        strategies: [kogge_stone, dumb7],
        directions: {
            north: (0, 1),
            north_east: (1, 1) in middle,
            south_west: (-1, -1) in middle,
        },
        groups: { mixed: [north, north_east, south_west] },
        regions: { middle: [(3, 3)..=(15, 15)] },
    }
}

bitfill_suite::words_board_bits!(go, 6);

#[test]
fn a_board_of_words() {
    use bitfill_suite::set::BoardBits;
    use go::{Dumb7, KoggeStone, Sliders};
    const GO: Geometry = Geometry::new(19, 19);
    let middle = GO.within(GO.rectangle((3, 3), (15, 15)));
    let mut rng = Rng::new(19);
    for _ in 0..300 {
        let board = GO.board();
        let pieces = rng.next_set() & rng.next_set() & rng.next_set() & board;
        let occupied = rng.next_set() & rng.next_set() & board;
        let empty = !occupied;
        let expected = GO.attacks(pieces, empty, (0, 1))
            | middle.attacks(pieces, empty, (1, 1))
            | middle.attacks(pieces, empty, (-1, -1));
        let (pieces, occupied) = (go::Bits::from_set(pieces), go::Bits::from_set(occupied));
        let empty = go::empty(occupied);
        assert_eq!(KoggeStone::mixed_attacks(pieces, empty).to_set(), expected);
        assert_eq!(Dumb7::mixed_attacks(pieces, empty).to_set(), expected);
    }
}
