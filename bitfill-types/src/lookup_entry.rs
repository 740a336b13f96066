//! One square's entry of a per-square lookup: the layout the macro writes
//! the entries in and the generated code reads them by.
//!
//! Each entry holds its square's window of the lookup's table as an array
//! of `N` slots, `N` a power of two no smaller than any square's slice, so
//! that an index the compiler can bound by `N` needs no bounds check and
//! no offset: a magic index is shifted by an enum whose variants are the
//! shifts that leave at most `log2 N` bits, a PEXT index is masked by
//! `N - 1`. Measured against the peers in BENCHMARKS.md, "Per-square
//! lookups".

/// One square's entry of a magic lookup: the attacks of a slider on the
/// square with `occupied` are `attacks[((occupied | outside) * factor) >>
/// shift]` (wrapping multiplication). The "black" form: OR-ing in every
/// square but the relevant ones, rather than AND-ing with the relevant
/// ones, takes the same instructions, and the published magics of this
/// form for the 8 x 8 rook and bishop pack into smaller tables.
///
/// `S` is the lookup's own shift type, a `#[repr(u8)]` enum of the shifts
/// its squares use: the compiler reads the range of its values from the
/// type and knows the shifted product is below `N`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MagicEntry<B: 'static, S, const N: usize> {
    /// Every square but the relevant ones (the rays from the square, each
    /// without its last square), and the bits beyond the board.
    pub outside: B,
    /// The magic number.
    pub factor: B,
    /// The square's window of the table, from its first slot.
    pub attacks: &'static [B; N],
    /// The bits of the integer minus the bits of the square's index.
    pub shift: S,
}

/// One square's entry of a PEXT lookup: the attacks of a slider on the
/// square with `occupied` are `attacks[pext(occupied, mask)]`, the index
/// masked by `N - 1` (which it never exceeds) so that it needs no bounds
/// check.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PextEntry<B: 'static, const N: usize> {
    /// The relevant occupancy: the rays from the square, each without its
    /// last square.
    pub mask: B,
    /// The square's window of the table, from its first slot.
    pub attacks: &'static [B; N],
}

/// The `N` slots of `table` from `offset`: a square's window, made in
/// const context for its entry.
///
/// # Panics
///
/// If the table has fewer than `offset + N` slots (at compile time, for a
/// static's initializer).
#[must_use]
pub const fn window<B, const N: usize>(table: &'static [B], offset: usize) -> &'static [B; N] {
    let Some((_, rest)) = table.split_at_checked(offset) else {
        panic!("a window starting past the table's end");
    };
    match rest.first_chunk::<N>() {
        Some(window) => window,
        None => panic!("a window running past the table's end"),
    }
}

#[cfg(test)]
mod tests {
    use super::{MagicEntry, window};

    static TABLE: [u64; 8] = [10, 11, 12, 13, 14, 15, 16, 17];

    #[test]
    fn a_window_is_the_slots_from_its_offset() {
        static ENTRY: MagicEntry<u64, u8, 4> = MagicEntry {
            outside: 0,
            factor: 0,
            attacks: window(&TABLE, 3),
            shift: 62,
        };
        assert_eq!(ENTRY.attacks, &[13, 14, 15, 16]);
        assert_eq!(window::<u64, 8>(&TABLE, 0), &TABLE);
        assert_eq!(window::<u64, 0>(&TABLE, 8), &[]);
    }

    #[test]
    #[should_panic = "past the table's end"]
    fn a_window_past_the_end_panics() {
        let _ = window::<u64, 4>(&TABLE, 5);
    }
}
