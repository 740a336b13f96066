//! Magic numbers, found at expansion time: for each square, a factor that
//! maps every occupancy of the square's relevant squares to its own slot of
//! a table (or to a slot of an occupancy with the same attacks) by one
//! multiplication and one shift. "Black" magics: the occupancy is first
//! OR-ed with every square outside the relevant ones, not AND-ed with the
//! relevant ones (the same instructions), the form of the known magics of
//! the 8 x 8 rook and bishop ([`known_magics`]), which pack into smaller
//! tables. Deterministic: the candidates come from Stockfish's generator
//! and seeds, so a spec always expands to the same numbers.

use crate::codegen::lookup_tables::known_magics::{self, KnownMagics};
use crate::codegen::lookup_tables::plan::{attacks, rays, relevant, subsets};
use crate::model::{Direction, Grid};

/// One square's magic: what `bitfill::MagicEntry` holds besides its
/// window, and the slice of the table it indexes, every slot filled with
/// the attacks of its occupancies (0 where none lands).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SquareMagic {
    /// Every bit of the integer but the relevant squares'.
    pub outside: u128,
    pub factor: u128,
    pub shift: u32,
    pub slots: Vec<u128>,
    /// Where the slice starts in the table, for known magics, whose
    /// slices overlap; otherwise after the previous square's.
    pub offset: Option<usize>,
}

/// The magics of a slider moving along `directions`, for every square of
/// `board` held in an integer of `width` bits.
pub fn find(board: &Grid, directions: &[&Direction], width: u32) -> Vec<SquareMagic> {
    if let Some(known) = known_magics::of(board, directions, width) {
        return from_known(board, directions, known);
    }
    let mut magics = Vec::new();
    let mut slots = Vec::new();
    for square in 0..board.squares() {
        let mask = relevant(board, directions, square);
        let bits = mask.count_ones();
        let rays = rays(board, directions, square);
        let outside = !mask & full(width);
        let occupancies: Vec<(u128, u128)> = subsets(mask)
            .map(|occupied| (occupied | outside, attacks(&rays, occupied)))
            .collect();
        let (factor, shift, slot_bits) = if bits == 0 {
            // One slot, whatever the occupancy.
            (0, width - 1, 0)
        } else {
            let rank = square / board.width;
            let seed = SEEDS[rank as usize % SEEDS.len()];
            let narrow: Vec<(u64, u128)> = occupancies
                .iter()
                .map(|&(occupied, attacked)| (occupied as u64, attacked))
                .collect();
            // One more index bit, and twice the slots, whenever a width's
            // budget of candidates runs out: a mask of an unusual shape may
            // have no magic of the smallest width.
            let (factor, slot_bits) = (bits..width)
                .find_map(|slot_bits| {
                    let found = if width <= 64 {
                        search(&narrow, mask as u64, slot_bits, width, seed, &mut slots)
                            .map(u128::from)
                    } else {
                        search(&occupancies, mask, slot_bits, width, seed, &mut slots)
                    };
                    found.map(|factor| (factor, slot_bits))
                })
                .expect("a magic with fewer index bits than the integer has");
            (factor, width - slot_bits, slot_bits)
        };
        let mut table = vec![0; 1 << slot_bits];
        for &(occupied, attacked) in &occupancies {
            let index = (occupied.wrapping_mul(factor) & full(width)) >> shift;
            table[index as usize] = attacked;
        }
        magics.push(SquareMagic {
            outside,
            factor,
            shift,
            slots: table,
            offset: None,
        });
    }
    magics
}

/// The magics of the 8 x 8 rook or bishop, from `known`.
fn from_known(board: &Grid, directions: &[&Direction], known: &KnownMagics) -> Vec<SquareMagic> {
    let shift = 64 - known.index_bits;
    (0..board.squares())
        .zip(known.squares)
        .map(|(square, (factor, offset))| {
            let mask = relevant(board, directions, square);
            let rays = rays(board, directions, square);
            let mut slots = vec![0; 1 << known.index_bits];
            for occupied in subsets(mask) {
                let key = (occupied | !mask) as u64;
                let attacked = attacks(&rays, occupied);
                let slot = &mut slots[(key.wrapping_mul(factor) >> shift) as usize];
                assert!(
                    *slot == 0 || *slot == attacked,
                    "a known magic without collisions"
                );
                *slot = attacked;
            }
            SquareMagic {
                outside: u128::from(!(mask as u64)),
                factor: u128::from(factor),
                shift,
                slots,
                offset: Some(offset),
            }
        })
        .collect()
}

/// Every bit of an integer of `width` bits.
fn full(width: u32) -> u128 {
    if width == 128 {
        u128::MAX
    } else {
        (1 << width) - 1
    }
}

/// The integers a search runs on: `u64` for boards of up to 64 squares,
/// `u128` above. The loops are written out: the macro runs unoptimised,
/// where every call counts.
trait Word: Copy + Eq + std::ops::BitAnd<Output = Self> + std::ops::Shr<u32, Output = Self> {
    const ZERO: Self;
    fn full(width: u32) -> Self;
    fn wrapping_mul(self, other: Self) -> Self;
    fn index(self) -> usize;
    fn sparse(random: &mut Random) -> Self;
}

impl Word for u64 {
    const ZERO: u64 = 0;
    fn full(width: u32) -> u64 {
        full(width) as u64
    }
    fn wrapping_mul(self, other: u64) -> u64 {
        u64::wrapping_mul(self, other)
    }
    fn index(self) -> usize {
        self as usize
    }
    fn sparse(random: &mut Random) -> u64 {
        random.next() & random.next() & random.next()
    }
}

impl Word for u128 {
    const ZERO: u128 = 0;
    fn full(width: u32) -> u128 {
        full(width)
    }
    fn wrapping_mul(self, other: u128) -> u128 {
        u128::wrapping_mul(self, other)
    }
    fn index(self) -> usize {
        self as usize
    }
    fn sparse(random: &mut Random) -> u128 {
        random.wide() & random.wide() & random.wide()
    }
}

/// Candidates tried per index width before the search takes one more bit:
/// the 8 x 8 rook and bishop need far fewer.
const BUDGET: u64 = 1 << 20;

/// The first candidate factor under which no two `occupancies` with
/// different attacks share a slot of `bits` bits, if one comes within the
/// [`BUDGET`]. `slots` is scratch space: (the candidate that wrote it, what
/// it holds).
fn search<W: Word>(
    occupancies: &[(W, u128)],
    mask: W,
    bits: u32,
    width: u32,
    seed: u64,
    slots: &mut Vec<(u64, u128)>,
) -> Option<W> {
    slots.clear();
    slots.resize(1 << bits, (0, 0));
    let full = W::full(width);
    let (shift, top) = (width - bits, width - 8);
    let mut random = Random(seed);
    for attempt in 1..=BUDGET {
        // Sparse candidates work best: the product's high bits then
        // depend on few of the mask's bits each; and a candidate whose
        // product with the whole mask has few high bits is a poor one.
        let candidate = W::sparse(&mut random) & full;
        if bits >= 6
            && ((mask.wrapping_mul(candidate) & full) >> top)
                .index()
                .count_ones()
                < 6
        {
            continue;
        }
        let mut fits = true;
        for &(occupied, attacked) in occupancies {
            let slot = &mut slots[((occupied.wrapping_mul(candidate) & full) >> shift).index()];
            if slot.0 != attempt {
                *slot = (attempt, attacked);
            } else if slot.1 != attacked {
                fits = false;
                break;
            }
        }
        if fits && candidate != W::ZERO {
            return Some(candidate);
        }
    }
    None
}

/// The generator's seed for each rank (of the first eight, repeated
/// above): Stockfish's, with which its search of the 8 x 8 magics, the same
/// as this one, needs few candidates.
const SEEDS: [u64; 8] = [728, 10316, 55013, 32803, 12281, 15100, 16645, 255];

/// xorshift64*, Stockfish's generator.
struct Random(u64);

impl Random {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(2_685_821_657_736_338_717)
    }

    fn wide(&mut self) -> u128 {
        u128::from(self.next()) << 64 | u128::from(self.next())
    }
}
