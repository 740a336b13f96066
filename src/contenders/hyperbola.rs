//! Hyperbola Quintessence as the textbook (and shakmaty without its
//! `magics` feature) writes it, one slider at a time: on files and
//! diagonals, the occupancy's line and its byte-swapped mirror, each less
//! the slider's bit, the mirror swapped back and XORed in; on ranks, where
//! a byte swap mirrors nothing, the same with a full bit reversal. Tables:
//! one mask per square for each of the four lines (2 KiB).

/// Per square: its file, diagonal, anti-diagonal and rank, the square
/// itself excluded.
struct Masks {
    file: [u64; 64],
    diagonal: [u64; 64],
    anti_diagonal: [u64; 64],
    rank: [u64; 64],
}

const fn line(square: usize, file_step: i32, rank_step: i32) -> u64 {
    let mut mask = 0;
    let mut sign = -1;
    while sign <= 1 {
        let (mut file, mut rank) = ((square % 8) as i32, (square / 8) as i32);
        loop {
            file += sign * file_step;
            rank += sign * rank_step;
            if file < 0 || file > 7 || rank < 0 || rank > 7 {
                break;
            }
            mask |= 1 << (rank * 8 + file);
        }
        sign += 2;
    }
    mask
}

static MASKS: Masks = {
    let mut masks = Masks {
        file: [0; 64],
        diagonal: [0; 64],
        anti_diagonal: [0; 64],
        rank: [0; 64],
    };
    let mut square = 0;
    while square < 64 {
        masks.file[square] = line(square, 0, 1);
        masks.diagonal[square] = line(square, 1, 1);
        masks.anti_diagonal[square] = line(square, -1, 1);
        masks.rank[square] = line(square, 1, 0);
        square += 1;
    }
    masks
};

/// The attacks along a line with at most one square per rank.
#[inline(always)]
fn vertical(occupied: u64, bit: u64, mask: u64) -> u64 {
    let forward = occupied & mask;
    let reverse = forward.swap_bytes();
    let forward = forward.wrapping_sub(bit);
    let reverse = reverse.wrapping_sub(bit.swap_bytes());
    (forward ^ reverse.swap_bytes()) & mask
}

/// The attacks along any line, through a bit reversal.
#[inline(always)]
fn general(occupied: u64, bit: u64, mask: u64) -> u64 {
    let forward = occupied & mask;
    let reverse = forward.reverse_bits();
    let forward = forward.wrapping_sub(bit);
    let reverse = reverse.wrapping_sub(bit.reverse_bits());
    (forward ^ reverse.reverse_bits()) & mask
}

#[inline(always)]
fn rook_from(square: usize, occupied: u64) -> u64 {
    let bit = 1 << square;
    vertical(occupied, bit, MASKS.file[square]) | general(occupied, bit, MASKS.rank[square])
}

#[inline(always)]
fn bishop_from(square: usize, occupied: u64) -> u64 {
    let bit = 1 << square;
    vertical(occupied, bit, MASKS.diagonal[square])
        | vertical(occupied, bit, MASKS.anti_diagonal[square])
}

#[inline(always)]
fn each(mut sliders: u64, empty: u64, lookup: fn(usize, u64) -> u64) -> u64 {
    let occupied = !empty;
    let mut attacks = 0;
    while sliders != 0 {
        attacks |= lookup(sliders.trailing_zeros() as usize, occupied);
        sliders &= sliders - 1;
    }
    attacks
}

#[inline]
pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
    each(sliders, empty, rook_from)
}

#[inline]
pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
    each(sliders, empty, bishop_from)
}

#[inline]
pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
    each(sliders, empty, |square, occupied| {
        rook_from(square, occupied) | bishop_from(square, occupied)
    })
}
