//! One square's entry of a per-square lookup: the layout the macro writes
//! the entries in and the generated code reads them by.

/// One square's entry of a magic lookup: the attacks of a slider on the
/// square with `occupied` are `table[entry.index(occupied)]`, that is
/// `table[offset + ((occupied & mask) * factor >> shift)]` (wrapping
/// multiplication), `mask` being the squares whose occupancy matters.
///
/// The offset and the shift share one word, `slot = offset << SHIFT_BITS |
/// shift`: one load fewer per lookup, and an x86 shift by `slot` needs no
/// masking since it reads only the low bits (measured in BENCHMARKS.md,
/// "Per-square lookups"). [`MagicEntry::slot`] packs them, as the macro
/// does at expansion time.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MagicEntry<B> {
    /// The relevant occupancy: the rays from the square, each without its
    /// last square.
    pub mask: B,
    /// The magic number, found by the macro.
    pub factor: B,
    /// Where the square's slice of the table starts, shifted left by
    /// [`MagicEntry::SHIFT_BITS`], and the shift (the bits of the integer
    /// minus the bits of the index) in the low bits.
    pub slot: u64,
}

impl<B> MagicEntry<B> {
    /// The low bits of [`MagicEntry::slot`] that hold the shift: enough for
    /// a shift below 128.
    pub const SHIFT_BITS: u32 = 7;

    /// The `slot` of an entry whose slice of the table starts at `offset`
    /// and whose index is the product shifted right by `shift`.
    ///
    /// # Panics
    ///
    /// If `shift` is not below 128.
    #[must_use]
    pub const fn slot(offset: u64, shift: u32) -> u64 {
        assert!(shift < 1 << Self::SHIFT_BITS, "a shift below 128");
        offset << Self::SHIFT_BITS | shift as u64
    }

    /// Where the square's slice of the table starts.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // the macro writes offsets below 2^57
    pub const fn offset(&self) -> usize {
        (self.slot >> Self::SHIFT_BITS) as usize
    }

    /// The shift: the bits of the integer minus the bits of the index.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // below 128
    pub const fn shift(&self) -> u32 {
        (self.slot & ((1 << Self::SHIFT_BITS) - 1)) as u32
    }
}

macro_rules! magic_index {
    ($($integer:ident)*) => {$(
        impl MagicEntry<$integer> {
            /// The index in the lookup's table of the attacks with
            /// `occupied`: the square's offset plus the magic product of
            /// its relevant occupancy, shifted.
            #[inline]
            #[must_use]
            #[allow(clippy::cast_possible_truncation)] // offsets below 2^57, products shifted below the table's size
            pub const fn index(&self, occupied: $integer) -> usize {
                // The shift is the low bits of `slot`: a wrapping shift by
                // `slot` itself reads only those (as x86's shift does), so
                // the shift costs no mask.
                (self.slot >> Self::SHIFT_BITS) as usize
                    + (occupied & self.mask)
                        .wrapping_mul(self.factor)
                        .wrapping_shr(self.slot as u32) as usize
            }
        }
    )*};
}

magic_index!(u16 u32 u64 u128);

/// One square's entry of a PEXT lookup: the attacks of a slider on the
/// square with `occupied` are `table[offset + pext(occupied, mask)]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PextEntry<B> {
    /// The relevant occupancy, as for [`MagicEntry`].
    pub mask: B,
    /// Where the square's slice of the table starts.
    pub offset: u32,
}

#[cfg(test)]
mod tests {
    use super::MagicEntry;

    #[test]
    fn a_slot_holds_the_offset_and_the_shift() {
        let entry = MagicEntry {
            mask: 0u64,
            factor: 0,
            slot: MagicEntry::<u64>::slot(5_000, 52),
        };
        assert_eq!((entry.offset(), entry.shift()), (5_000, 52));
    }

    #[test]
    fn the_index_is_the_offset_plus_the_shifted_product() {
        let (mask, factor) = (0x0001_0101_0101_017e_u64, 0x0008_0001_0040_0080);
        let entry = MagicEntry {
            mask,
            factor,
            slot: MagicEntry::<u64>::slot(4_096, 52),
        };
        let occupied = 0x0000_0100_0000_0012;
        let product = (occupied & mask).wrapping_mul(factor) >> 52;
        assert_eq!(entry.index(occupied), 4_096 + product as usize);
        // A 128-bit board shifts by up to 127.
        let wide = MagicEntry {
            mask: u128::MAX,
            factor: 1u128 << 100,
            slot: MagicEntry::<u128>::slot(7, 120),
        };
        assert_eq!(
            wide.index(0b1010_1010),
            7 + ((0b1010_1010_u128 << 100) >> 120) as usize
        );
    }
}
