//! The lame leapers and the palace steps square by square, from tables the
//! compiler computes (`bitfill::janggi` has the leapers' tables on an empty
//! board, `HORSE_ATTACKS` and `ELEPHANT_ATTACKS`, but no plain leaper):
//! a horse's or an elephant's targets on an empty board, less those behind
//! each occupied square it passes.
//!
//! The horse's leg towards a target is orthogonally next to it, and the
//! two targets it blocks are the leg's diagonal neighbours among the
//! horse's targets. The elephant passes an orthogonal neighbour, which
//! blocks the two targets two diagonal steps beyond it, then a square a
//! horse's leap away, which blocks the target diagonally next to it (no
//! other target of the elephant is so placed). So a lookup and a loop over
//! the occupied squares passed, usually few, where the set-wise lame
//! leapers shift the square eight times.

use bitfill::janggi::{
    ELEPHANT_ATTACKS, HORSE_ATTACKS, SQUARES, Side, WIDTH, east_one, north_one,
    palace_north_east_one, palace_north_west_one, palace_south_east_one, palace_south_west_one,
    soldier_moves, south_one, squares, west_one,
};

/// The squares `(file, rank)` steps from each square, for each of `steps`.
const fn steps_from(steps: &[(i32, i32)]) -> [u128; SQUARES] {
    let (width, height) = (WIDTH as i32, (SQUARES as i32) / (WIDTH as i32));
    let mut table = [0; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let (file, rank) = (square as i32 % width, square as i32 / width);
        let mut index = 0;
        while index < steps.len() {
            let (to_file, to_rank) = (file + steps[index].0, rank + steps[index].1);
            if to_file >= 0 && to_file < width && to_rank >= 0 && to_rank < height {
                table[square] |= 1 << (to_rank * width + to_file);
            }
            index += 1;
        }
        square += 1;
    }
    table
}

/// Each square's orthogonal neighbours.
pub(super) const ORTHOGONAL: [u128; SQUARES] = steps_from(&[(0, 1), (1, 0), (0, -1), (-1, 0)]);
/// Each square's diagonal neighbours.
pub(super) const DIAGONAL: [u128; SQUARES] = steps_from(&[(1, 1), (1, -1), (-1, -1), (-1, 1)]);
/// The squares two diagonal steps from each square.
pub(super) const DIAGONAL_TWO: [u128; SQUARES] = steps_from(&[(2, 2), (2, -2), (-2, -2), (-2, 2)]);

/// Each square's steps along the palace lines (orthogonal, and diagonal
/// between the palaces' corners and centres): `palace_moves` of
/// `bitfill::janggi` before its mask by the side's palace.
pub(super) const PALACE_STEPS: [u128; SQUARES] = {
    let mut table = [0; SQUARES];
    let mut square = 0;
    while square < SQUARES {
        let one = 1 << square;
        table[square] = north_one(one)
            | south_one(one)
            | east_one(one)
            | west_one(one)
            | palace_north_east_one(one)
            | palace_north_west_one(one)
            | palace_south_east_one(one)
            | palace_south_west_one(one);
        square += 1;
    }
    table
};

/// Each square's steps of a soldier of each side (`soldier_moves` of
/// `bitfill::janggi` on the one square), blue's then red's.
pub(super) const SOLDIER_STEPS: [[u128; SQUARES]; 2] = {
    let mut table = [[0; SQUARES]; 2];
    let mut square = 0;
    while square < SQUARES {
        table[0][square] = soldier_moves(Side::Blue, 1 << square);
        table[1][square] = soldier_moves(Side::Red, 1 << square);
        square += 1;
    }
    table
};

/// Where a horse on `from` leaps, with `occupied` the occupied squares.
#[inline(always)]
pub(super) fn horse_attacks_from(from: usize, occupied: u128) -> u128 {
    let mut attacks = HORSE_ATTACKS[from];
    for leg in squares(ORTHOGONAL[from] & occupied) {
        attacks &= !DIAGONAL[leg];
    }
    attacks
}

/// Where an elephant on `from` goes, with `occupied` the occupied squares.
#[inline(always)]
pub(super) fn elephant_attacks_from(from: usize, occupied: u128) -> u128 {
    let mut attacks = ELEPHANT_ATTACKS[from];
    for first in squares(ORTHOGONAL[from] & occupied) {
        attacks &= !DIAGONAL_TWO[first];
    }
    for second in squares(HORSE_ATTACKS[from] & occupied) {
        attacks &= !DIAGONAL[second];
    }
    attacks
}

/// Whether one of `horses` leaps to `square` with `occupied`: a horse a
/// leap away whose leg towards the square (orthogonally next to the horse,
/// diagonally next to the square) is empty.
#[inline(always)]
pub(super) fn horses_attack(square: usize, horses: u128, occupied: u128) -> bool {
    let legs = DIAGONAL[square] & occupied;
    squares(horses & HORSE_ATTACKS[square]).any(|horse| ORTHOGONAL[horse] & legs == 0)
}

/// Whether one of `elephants` reaches `square` with `occupied`: an
/// elephant whose two squares passed towards it, orthogonally next to it
/// and two diagonal steps from the square, then a horse's leap from it and
/// diagonally next to the square, are empty.
#[inline(always)]
pub(super) fn elephants_attack(square: usize, elephants: u128, occupied: u128) -> bool {
    let (near, far) = (DIAGONAL[square] & occupied, DIAGONAL_TWO[square] & occupied);
    squares(elephants & ELEPHANT_ATTACKS[square])
        .any(|elephant| ORTHOGONAL[elephant] & far | HORSE_ATTACKS[elephant] & near == 0)
}
