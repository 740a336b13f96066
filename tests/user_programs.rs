//! Three programs a new user wrote, each now without glue: pins in
//! Capablanca chess (10 x 8), what a janggi side attacks (9 x 10), and the
//! liberties of go chains (19 x 19 in words). Each is written as a user
//! would, on the generated API and the `Geometry` trait only, and checked
//! against a naive walk written here, square by square.

use bitfill::{BitSet, Geometry as _};
use bitfill_suite::harness::Rng;
use proptest::prelude::*;

bitfill::fills! {
    /// Capablanca chess.
    pub mod capablanca {
        bits: u128,
        board: 10 x 8,
        strategies: [kogge_stone],
        lookups: [magic],
        directions: {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
        },
        groups: {
            rook: [north, south, east, west],
            bishop: [north_east, north_west, south_east, south_west],
            archbishop: [bishop, knight],
            chancellor: [rook, knight],
        },
        leapers: {
            knight: [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)],
        },
    }
}

/// The user's program: the pieces of `own` pinned to the king on `king`
/// by the enemy's sliders along ranks and files (`straight`: rooks,
/// chancellors, queens) and diagonals (`diagonal`: bishops, archbishops,
/// queens); `others` are the enemy's other pieces.
fn pinned(king: usize, own: u128, straight: u128, diagonal: u128, others: u128) -> u128 {
    use capablanca::kogge_stone::{bishop_xray, rook_xray};
    let empty = capablanca::empty(own | straight | diagonal | others);
    let king = 1 << king;
    // The sliders behind exactly one of our pieces, seen from the king.
    let pinners = rook_xray(king, empty, own) & straight | bishop_xray(king, empty, own) & diagonal;
    let king_square = king.trailing_zeros() as usize;
    pinners.squares().fold(0, |pinned, pinner| {
        pinned | capablanca::between(king_square, pinner) & own
    })
}

/// The same by walking: along each line from the king, our piece first,
/// then an enemy slider of that line.
fn pinned_by_walking(king: usize, own: u128, straight: u128, diagonal: u128, others: u128) -> u128 {
    let occupied = own | straight | diagonal | others;
    let (file, rank) = (king as i32 % 10, king as i32 / 10);
    let mut pinned = 0;
    for (df, dr) in [
        (0, 1),
        (0, -1),
        (1, 0),
        (-1, 0),
        (1, 1),
        (-1, 1),
        (1, -1),
        (-1, -1),
    ] {
        let sliders = if df == 0 || dr == 0 {
            straight
        } else {
            diagonal
        };
        let (mut f, mut r) = (file + df, rank + dr);
        let mut ours = None;
        while (0..10).contains(&f) && (0..8).contains(&r) {
            let square = (r * 10 + f) as usize;
            if occupied >> square & 1 == 1 {
                match ours {
                    None if own >> square & 1 == 1 => ours = Some(square),
                    Some(ours) if sliders >> square & 1 == 1 => pinned |= 1 << ours,
                    _ => {}
                }
                if ours != Some(square) {
                    break;
                }
            }
            f += df;
            r += dr;
        }
    }
    pinned
}

#[test]
fn capablanca_pins_by_name() {
    let square = |name: &str| capablanca::Board::parse_square(name).expect("a square");
    let set = |names: &str| {
        names
            .split(' ')
            .fold(0u128, |set, name| set | 1 << square(name))
    };
    // The king on f1; our pieces on f2, g2, d3; a chancellor on f8 pins
    // f2, an archbishop on j5 pins nothing past g2 and h3, a queen on b5
    // pins d3.
    let (king, own) = (square("f1"), set("f2 g2 h3 d3"));
    let got = pinned(king, own, set("f8 b5"), set("j5 b5"), 0);
    assert_eq!(got, set("f2 d3"), "\n{}", capablanca::Board::diagram(got));
    assert_eq!(capablanca::Board::names(got).to_string(), "{f2, d3}");
}

proptest! {
    #[test]
    fn capablanca_pins(king in 0usize..80, own: u128, straight: u128, diagonal: u128, others: u128, sparse: u128) {
        let board = capablanca::BOARD & !(1 << king);
        let own = own & sparse & board;
        let straight = straight & sparse & board & !own;
        let diagonal = diagonal & sparse & board & !own;
        let others = others & sparse & board & !own & !straight & !diagonal;
        prop_assert_eq!(
            pinned(king, own, straight, diagonal, others),
            pinned_by_walking(king, own, straight, diagonal, others)
        );
    }
}

/// Blue's pieces in janggi, by kind.
#[derive(Clone, Copy, Debug)]
struct Army {
    general: u128,
    advisors: u128,
    chariots: u128,
    cannons: u128,
    horses: u128,
    elephants: u128,
    soldiers: u128,
}

/// The user's program: every square blue's pieces attack, given the other
/// pieces on the board and red's cannons.
fn blue_attacks(blue: Army, red_pieces: u128, red_cannons: u128) -> u128 {
    use bitfill::janggi::{
        Side, elephant_attacks, empty, horse_attacks, kogge_stone, palace_moves, soldier_moves,
    };
    let occupied = blue.general
        | blue.advisors
        | blue.chariots
        | blue.cannons
        | blue.horses
        | blue.elephants
        | blue.soldiers
        | red_pieces;
    let empty = empty(occupied);
    let cannons = blue.cannons | red_cannons;
    kogge_stone::chariot_attacks(blue.chariots, empty)
        | kogge_stone::cannon_captures(blue.cannons, empty, cannons)
        | kogge_stone::cannon_moves(blue.cannons, empty, cannons)
        | horse_attacks(blue.horses, empty)
        | elephant_attacks(blue.elephants, empty)
        | palace_moves(Side::Blue, blue.general | blue.advisors)
        | soldier_moves(Side::Blue, blue.soldiers)
}

/// A lame leap: the offset, and the squares that must be empty.
type Leap = ((i32, i32), &'static [(i32, i32)]);

/// The same by walking each piece's rules square by square.
fn blue_attacks_by_walking(blue: Army, red_pieces: u128, red_cannons: u128) -> u128 {
    let occupied = blue.general
        | blue.advisors
        | blue.chariots
        | blue.cannons
        | blue.horses
        | blue.elephants
        | blue.soldiers
        | red_pieces;
    let cannons = blue.cannons | red_cannons;
    let at =
        |f: i32, r: i32| ((0..9).contains(&f) && (0..10).contains(&r)).then(|| (r * 9 + f) as u32);
    let is = |set: u128, square: u32| set >> square & 1 == 1;
    // A palace's diagonal lines join a corner and the centre.
    let centres = [(4, 1), (4, 8)];
    let on_diagonal_line = |(f, r): (i32, i32), (df, dr): (i32, i32)| {
        centres.iter().any(|&(cf, cr)| {
            let (from, to) = ((f - cf, r - cr), (f + df - cf, r + dr - cr));
            let corner_or_centre = |(x, y): (i32, i32)| x.abs() == y.abs() && x.abs() <= 1;
            corner_or_centre(from) && corner_or_centre(to)
        })
    };
    let in_blue_palace = |f: i32, r: i32| (3..=5).contains(&f) && (0..=2).contains(&r);
    let orthogonal = [(0, 1), (0, -1), (1, 0), (-1, 0)];
    let diagonal = [(1, 1), (-1, 1), (1, -1), (-1, -1)];
    let mut attacks = 0u128;
    for square in 0..90u32 {
        let (f, r) = ((square % 9) as i32, (square / 9) as i32);
        let lines = orthogonal.iter().chain(&diagonal);
        for &(df, dr) in lines {
            let diagonal_step = df != 0 && dr != 0;
            // The squares along the line, diagonals only on the palaces'.
            let mut ray = Vec::new();
            let (mut x, mut y) = (f, r);
            while let Some(next) = at(x + df, y + dr) {
                if diagonal_step && !on_diagonal_line((x, y), (df, dr)) {
                    break;
                }
                ray.push(next);
                x += df;
                y += dr;
            }
            if is(blue.chariots, square) {
                for &target in &ray {
                    attacks |= 1 << target;
                    if is(occupied, target) {
                        break;
                    }
                }
            }
            if is(blue.cannons, square)
                && let Some(screen) = ray.iter().position(|&target| is(occupied, target))
                && !is(cannons, ray[screen])
            {
                for &target in &ray[screen + 1..] {
                    if is(occupied, target) {
                        if !is(cannons, target) {
                            attacks |= 1 << target;
                        }
                        break;
                    }
                    attacks |= 1 << target;
                }
            }
        }
        let leaps: &[Leap] = if is(blue.horses, square) {
            &[
                ((1, 2), &[(0, 1)]),
                ((-1, 2), &[(0, 1)]),
                ((1, -2), &[(0, -1)]),
                ((-1, -2), &[(0, -1)]),
                ((2, 1), &[(1, 0)]),
                ((2, -1), &[(1, 0)]),
                ((-2, 1), &[(-1, 0)]),
                ((-2, -1), &[(-1, 0)]),
            ]
        } else if is(blue.elephants, square) {
            &[
                ((2, 3), &[(0, 1), (1, 2)]),
                ((-2, 3), &[(0, 1), (-1, 2)]),
                ((2, -3), &[(0, -1), (1, -2)]),
                ((-2, -3), &[(0, -1), (-1, -2)]),
                ((3, 2), &[(1, 0), (2, 1)]),
                ((3, -2), &[(1, 0), (2, -1)]),
                ((-3, 2), &[(-1, 0), (-2, 1)]),
                ((-3, -2), &[(-1, 0), (-2, -1)]),
            ]
        } else {
            &[]
        };
        for &((df, dr), path) in leaps {
            let blocked = path
                .iter()
                .any(|&(pf, pr)| at(f + pf, r + pr).is_none_or(|leg| is(occupied, leg)));
            if let (false, Some(target)) = (blocked, at(f + df, r + dr)) {
                attacks |= 1 << target;
            }
        }
        if is(blue.general | blue.advisors, square) {
            for &(df, dr) in orthogonal.iter().chain(&diagonal) {
                let diagonal_step = df != 0 && dr != 0;
                if in_blue_palace(f + df, r + dr)
                    && (!diagonal_step || on_diagonal_line((f, r), (df, dr)))
                {
                    attacks |= 1 << at(f + df, r + dr).expect("in the palace");
                }
            }
        }
        if is(blue.soldiers, square) {
            for (df, dr) in [(0, 1), (1, 0), (-1, 0), (1, 1), (-1, 1)] {
                let diagonal_step = df != 0 && dr != 0;
                if diagonal_step && !on_diagonal_line((f, r), (df, dr)) {
                    continue;
                }
                if let Some(target) = at(f + df, r + dr) {
                    attacks |= 1 << target;
                }
            }
        }
    }
    attacks
}

#[test]
fn janggi_attacks_on_random_boards() {
    use bitfill::janggi::{BLUE_PALACE, BOARD};
    let mut rng = Rng::new(2026);
    for _ in 0..3_000 {
        let palace: Vec<usize> = BLUE_PALACE.squares().collect();
        let general = 1u128 << palace[(rng.next_u64() % 9) as usize];
        let mut free = BOARD & !general;
        let mut take = |density: u32, within: u128| {
            let mut set = rng.next_u128();
            for _ in 0..density {
                set &= rng.next_u128();
            }
            let set = set & free & within;
            free &= !set;
            set
        };
        let blue = Army {
            general,
            advisors: take(2, BLUE_PALACE),
            chariots: take(5, BOARD),
            cannons: take(4, BOARD),
            horses: take(5, BOARD),
            elephants: take(5, BOARD),
            soldiers: take(4, BOARD),
        };
        let red_cannons = take(4, BOARD);
        let red_pieces = take(2, BOARD) | red_cannons;
        assert_eq!(
            blue_attacks(blue, red_pieces, red_cannons),
            blue_attacks_by_walking(blue, red_pieces, red_cannons),
            "{blue:?}, red {red_pieces:#x}, red cannons {red_cannons:#x}"
        );
    }
}

bitfill::fills! {
    /// A go board: 361 points in six words.
    pub mod go {
        bits: [u64; 6],
        board: 19 x 19,
        strategies: [kogge_stone],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) },
    }
}

/// The user's program: the chain of `stones` through `point`, and its
/// liberties, with the board's one-step shifts.
fn chain_and_liberties(point: usize, stones: go::Bits, occupied: go::Bits) -> (go::Bits, u32) {
    let neighbours = |set: go::Bits| {
        go::north_one(set) | go::south_one(set) | go::east_one(set) | go::west_one(set)
    };
    let mut chain = go::Bits::square(point) & stones;
    loop {
        let grown = (chain | neighbours(chain)) & stones;
        if grown == chain {
            break;
        }
        chain = grown;
    }
    let liberties = neighbours(chain) & go::empty(occupied);
    (chain, liberties.count_ones())
}

/// The same by a breadth-first walk over coordinates.
fn chain_and_liberties_by_walking(
    point: usize,
    stones: &[bool],
    occupied: &[bool],
) -> (Vec<usize>, u32) {
    let mut chain = Vec::new();
    if !stones[point] {
        return (chain, 0);
    }
    let neighbours = |square: usize| {
        let (file, rank) = ((square % 19) as i32, (square / 19) as i32);
        [(0, 1), (0, -1), (1, 0), (-1, 0)]
            .into_iter()
            .map(move |(df, dr)| (file + df, rank + dr))
            .filter(|&(f, r)| (0..19).contains(&f) && (0..19).contains(&r))
            .map(|(f, r)| (r * 19 + f) as usize)
    };
    let mut seen = vec![false; 361];
    let mut queue = vec![point];
    seen[point] = true;
    let mut liberties = vec![false; 361];
    while let Some(square) = queue.pop() {
        chain.push(square);
        for next in neighbours(square) {
            if stones[next] && !seen[next] {
                seen[next] = true;
                queue.push(next);
            } else if !occupied[next] {
                liberties[next] = true;
            }
        }
    }
    chain.sort_unstable();
    (
        chain,
        liberties.iter().filter(|&&liberty| liberty).count() as u32,
    )
}

#[test]
fn go_liberties_on_random_boards() {
    let mut rng = Rng::new(361);
    let mut chains_seen = 0;
    for _ in 0..400 {
        let (mut stones, mut occupied) = (vec![false; 361], vec![false; 361]);
        let mut bits = (go::Bits::EMPTY, go::Bits::EMPTY);
        for point in 0..361 {
            let roll = rng.next_u64() % 8;
            occupied[point] = roll < 5;
            stones[point] = roll < 3;
            if occupied[point] {
                bits.1 |= go::Bits::square(point);
            }
            if stones[point] {
                bits.0 |= go::Bits::square(point);
            }
        }
        let point = (rng.next_u64() % 361) as usize;
        let (chain, liberties) = chain_and_liberties(point, bits.0, bits.1);
        let (walked, walked_liberties) = chain_and_liberties_by_walking(point, &stones, &occupied);
        assert_eq!(
            chain.squares().collect::<Vec<_>>(),
            walked,
            "{}",
            go::Board::diagram(chain)
        );
        assert_eq!(liberties, walked_liberties);
        chains_seen += usize::from(walked.len() > 1);
    }
    assert!(chains_seen > 100, "{chains_seen}");
    // The corner stone alone has two liberties; the empty board's
    // complement counts the 361 points, not the 384 bits.
    let corner = go::Bits::square(0);
    assert_eq!(chain_and_liberties(0, corner, corner).1, 2);
    assert_eq!(go::empty(go::Bits::EMPTY).count_ones(), 361);
    assert_eq!(go::Board::square_name(360).to_string(), "s19");
}
