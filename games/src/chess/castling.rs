//! Castling, in standard chess and in Chess960 (double Chess960 included:
//! each side's king and rooks may start on their own files).
//!
//! Whatever the files, castling ends with the king on the g-file and the
//! rook on the f-file (king side: the rook stands on the h-side of the
//! king), or the king on the c-file and the rook on the d-file (queen side).
//! It needs every square the king and the rook cross, their destinations
//! included, empty but for the two of them; the king out of check; no
//! square the king crosses or lands on attacked.
//!
//! Internally a castling move is king-takes-rook: its `to` is the castling
//! rook's square, which no other king move can have (in Chess960 the king's
//! destination may be a square it can also step to). How UCI spells it is
//! the [`CastlingMode`]'s business.
//!
//! [`castling_candidates`] finds the rooks whose paths are empty, and
//! [`legal_castling_rooks`] those the king may legally castle with. Both
//! work on sets alone, so that moves, positions and constraints may use
//! this module without it using them.

use bitfill::chess::{RANKS, Side, between, squares};

/// How castling moves are spelled in UCI (and so in `--divide`), a property
/// of the position (`Position::castling_mode`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CastlingMode {
    /// The king's two-square step: `e1g1`, `e1c1`, `e8g8`, `e8c8`, as UCI
    /// engines spell it in standard chess (shakmaty's
    /// `CastlingMode::Standard`). Only positions whose castling rights all
    /// exist in standard chess (king on e1 or e8, rook in a corner) have it.
    Standard,
    /// King takes rook: `e1h1`, `g1f1`, `b8a8`, as UCI engines spell it in
    /// Chess960 (`UCI_Chess960`, shakmaty's `CastlingMode::Chess960`,
    /// cozy-chess), where the king's destination may be a square it can also
    /// step to, or the square it stands on.
    Chess960,
}

/// The king's and the rook's destinations when the king on `king` castles
/// with the rook on `rook` (same rank): g and f when the rook is on the
/// h-side of the king, c and d otherwise.
#[inline(always)]
#[must_use]
pub(super) const fn destinations(king: usize, rook: usize) -> (usize, usize) {
    let home = king - king % 8;
    if rook > king {
        (home + 6, home + 5)
    } else {
        (home + 2, home + 3)
    }
}

/// What castling with a king on one file of the first rank and a rook on
/// another needs, as sets of the first rank (shift by 56 for the eighth).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Path {
    /// The squares the king and the rook cross or land on, but the two of
    /// them: all must be empty.
    pub(super) empty: u8,
    /// The squares the king crosses or lands on (its own square included
    /// when it does not move): none may be attacked.
    pub(super) safe: u8,
}

/// `PATHS[king_file][rook_file]`, from `chess::between`, computed by the
/// compiler; entries with the king and rook on one file are empty.
pub(super) static PATHS: [[Path; 8]; 8] = {
    let mut paths = [[Path { empty: 0, safe: 0 }; 8]; 8];
    let mut king = 0;
    while king < 8 {
        let mut rook = 0;
        while rook < 8 {
            if rook != king {
                let (king_to, rook_to) = destinations(king, rook);
                let king_path = between(king, king_to) | 1 << king_to;
                let rook_path = between(rook, rook_to) | 1 << rook_to;
                let empty = (king_path | rook_path) & !(1 << king | 1 << rook);
                // Everything lies on the first rank: the low byte.
                paths[king][rook] = Path {
                    empty: empty as u8,
                    safe: king_path as u8,
                };
            }
            rook += 1;
        }
        king += 1;
    }
    paths
};

// Spot checks, evaluated by the compiler.
const _: () = {
    // Standard chess: f1 g1 king side; b1 c1 d1 empty, c1 d1 safe queen side.
    assert!(PATHS[4][7].empty == 0x60 && PATHS[4][7].safe == 0x60);
    assert!(PATHS[4][0].empty == 0x0e && PATHS[4][0].safe == 0x0c);
    // King on g1, rook on h1: only f1 must be empty, and g1 safe.
    assert!(PATHS[6][7].empty == 0x20 && PATHS[6][7].safe == 0x40);
    // King on b1, rook on c1 (king side): c1 to g1 but c1 itself.
    assert!(PATHS[1][2].empty == 0x78 && PATHS[1][2].safe == 0x7c);
    // King on d1, rook on c1: they swap; nothing else is needed.
    assert!(PATHS[3][2].empty == 0 && PATHS[3][2].safe == 0x04);
    assert!(matches!(destinations(60, 56), (58, 59)));
};

/// The first square of the back rank of `side`: sets of the first rank
/// (such as [`PATHS`]) shift onto it by this.
#[inline(always)]
const fn home(side: Side) -> usize {
    match side {
        Side::White => 0,
        Side::Black => 56,
    }
}

/// The rooks the king of `us` (on `king_square`) could castle with if no
/// attack stood in the way: the right is there (`castling_rooks`, the
/// position's rights: so king and rook stand on the back rank, at most one
/// rook on each side of the king) and every
/// square the two cross or land on is empty but for them ([`PATHS`], from
/// `chess::between`).
///
/// Without `CHESS960` ([`CastlingMode::Standard`]) every right is one of
/// standard chess, the king on the e-file and the rooks in the corners: the
/// paths are constants (`PATHS[4][7]` and `PATHS[4][0]`), and standard
/// chess keeps its speed.
#[inline(always)]
pub(super) fn castling_candidates<const CHESS960: bool>(
    castling_rooks: u64,
    us: Side,
    king_square: usize,
    occupied: u64,
) -> u64 {
    let home = home(us);
    let rights = castling_rooks >> home;
    let occupied = occupied >> home;
    let mut candidates = 0;
    if CHESS960 {
        for (rook, path) in chess960_paths(rights & 0xff, king_square) {
            if rook != 0 && occupied & u64::from(path.empty) == 0 {
                candidates |= rook;
            }
        }
    } else {
        let (king_side, queen_side) = STANDARD_PATHS;
        if rights & 1 << 7 != 0 && occupied & u64::from(king_side.empty) == 0 {
            candidates |= 1 << 7;
        }
        if rights & 1 != 0 && occupied & u64::from(queen_side.empty) == 0 {
            candidates |= 1;
        }
    }
    candidates << home
}

/// The squares the king crosses or lands on (its own square included when
/// it does not move) castling with any of `candidates` (from
/// [`castling_candidates`]): where [`legal_castling_rooks`] needs to know
/// whether the enemy attacks.
#[inline(always)]
pub(super) fn king_paths<const CHESS960: bool>(
    candidates: u64,
    us: Side,
    king_square: usize,
) -> u64 {
    let home = home(us);
    let rooks = candidates >> home;
    let mut paths = 0;
    if CHESS960 {
        for (rook, path) in chess960_paths(rooks, king_square) {
            if rook != 0 {
                paths |= u64::from(path.safe);
            }
        }
    } else {
        let (king_side, queen_side) = STANDARD_PATHS;
        if rooks & 1 << 7 != 0 {
            paths |= u64::from(king_side.safe);
        }
        if rooks & 1 != 0 {
            paths |= u64::from(queen_side.safe);
        }
    }
    paths << home
}

/// The rooks the king of `us` (on `king_square`, not in check) may legally
/// castle with (king takes rook): the `candidates` (from
/// [`castling_candidates`]) whose king path `danger` (the attack map, made
/// with the king removed) does not touch, and, in Chess960, where the move
/// itself opens no line onto the king's destination for one of
/// `enemy_orthogonal()` (the enemy rooks and queens, asked for only then; see
/// [`castling_exposes_king`]: a rook in a corner has nothing behind it).
#[inline(always)]
pub(super) fn legal_castling_rooks<const CHESS960: bool>(
    candidates: u64,
    us: Side,
    king_square: usize,
    danger: u64,
    occupied: u64,
    enemy_orthogonal: impl FnOnce() -> u64,
) -> u64 {
    let home = home(us);
    let (rooks, danger) = (candidates >> home, danger >> home);
    let mut legal = 0;
    if !CHESS960 {
        let (king_side, queen_side) = STANDARD_PATHS;
        if rooks & 1 << 7 != 0 && danger & u64::from(king_side.safe) == 0 {
            legal |= 1 << 7;
        }
        if rooks & 1 != 0 && danger & u64::from(queen_side.safe) == 0 {
            legal |= 1;
        }
        return legal << home;
    }
    for (rook, path) in chess960_paths(rooks, king_square) {
        if rook != 0 && danger & u64::from(path.safe) == 0 {
            legal |= rook;
        }
    }
    let legal = legal << home;
    if legal == 0 {
        return legal;
    }
    let enemy_sliders = enemy_orthogonal() & RANKS[home / 8];
    if enemy_sliders == 0 {
        return legal;
    }
    squares(legal)
        .filter(|&rook| !castling_exposes_king(king_square, rook, occupied, enemy_sliders))
        .fold(0, |legal, rook| legal | 1 << rook)
}

/// The paths of standard chess: the king on the e-file, the rook in the
/// h-corner or the a-corner.
const STANDARD_PATHS: (Path, Path) = (PATHS[4][7], PATHS[4][0]);

/// The castling rights of the king on `king_square`, seen from its back
/// rank (`rights`: one bit per file): the rook on its h-side and the one on
/// its a-side (one-bit sets of files, or 0), each with its [`Path`].
#[inline(always)]
fn chess960_paths(rights: u64, king_square: usize) -> [(u64, Path); 2] {
    let king_file = king_square % 8;
    let h_side = rights & 0xfe << king_file;
    let a_side = rights & ((1 << king_file) - 1);
    let paths = &PATHS[king_file];
    [
        (h_side, paths[h_side.trailing_zeros() as usize % 8]),
        (a_side, paths[a_side.trailing_zeros() as usize % 8]),
    ]
}

/// Whether castling with the rook on `rook` (the king on `king`, the board
/// `occupied`) leaves the king attacked along the back rank by one of
/// `enemy_sliders` (the enemy rooks and queens on it) through the square
/// the rook left: the one attack the map (which keeps the rook in place)
/// cannot see, as with a rook on b1 castling queen side beside an enemy
/// rook on a1. Files and diagonals through the king's destination cross the
/// back rank nowhere else, and an attack along the rank from the other side
/// would already have hit the king's path. Tested exactly, with the squares
/// between each slider and the destination once king and rook have moved.
#[cold]
#[inline(never)]
fn castling_exposes_king(king: usize, rook: usize, occupied: u64, enemy_sliders: u64) -> bool {
    let (king_to, rook_to) = destinations(king, rook);
    let occupied = occupied & !(1 << king | 1 << rook) | 1 << king_to | 1 << rook_to;
    squares(enemy_sliders).any(|slider| between(slider, king_to) & occupied == 0)
}
