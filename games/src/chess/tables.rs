//! Tables the move generator needs and `bitfill::chess` does not have yet,
//! built by the compiler from bitfill's public functions. They belong in
//! bitfill, generated for every spec; they live here until it has them.
//!
//! - [`PIN_RAYS`]: `between(a, b)` with `b` added, one load instead of
//!   `between`'s three (an alignment byte and two rays): from a king to an
//!   enemy slider on one of its lines, the squares a check by that slider
//!   may be stopped on, and the squares a piece it pins may move to.

use bitfill::chess::{between, line};

/// `PIN_RAYS[a][b]`: the squares strictly between `a` and `b`, and `b`,
/// when the two lie on one line of a rook or a bishop; empty otherwise
/// (and for `a == b`). 32 KiB.
pub(super) static PIN_RAYS: [[u64; 64]; 64] = {
    let mut table = [[0; 64]; 64];
    let mut a = 0;
    while a < 64 {
        let mut b = 0;
        while b < 64 {
            if line(a, b) != 0 {
                table[a][b] = between(a, b) | 1 << b;
            }
            b += 1;
        }
        a += 1;
    }
    table
};

// Spot checks, evaluated by the compiler.
const _: () = {
    const A1: usize = 0;
    const E1: usize = 4;
    const H1: usize = 7;
    const B2: usize = 9;
    const H8: usize = 63;
    assert!(PIN_RAYS[E1][H1] == 0xe0);
    assert!(PIN_RAYS[H1][E1] == 0x70);
    assert!(PIN_RAYS[A1][H8] == 0x8040_2010_0804_0200);
    assert!(PIN_RAYS[A1][B2] == 1 << B2);
    // A knight's leap is no line.
    assert!(PIN_RAYS[A1][10] == 0);
    assert!(PIN_RAYS[E1][E1] == 0);
};
