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

use bitfill::chess::between;

/// How castling moves are spelled in UCI (and so in `--divide`), a property
/// of the position ([`Position::castling_mode`](super::Position::castling_mode)).
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
