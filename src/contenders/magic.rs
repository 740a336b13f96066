//! Magic-bitboard lookups from peer crates, one lookup per slider: the set
//! is walked lowest bit first, as engines do.

/// cozy-chess: black magics, or its PEXT lookups with the suite's
/// `cozy-pext` feature.
pub mod cozy {
    use cozy_chess::{BitBoard, Square, get_bishop_moves, get_rook_moves};

    #[inline]
    fn each(mut sliders: u64, empty: u64, moves: fn(Square, BitBoard) -> BitBoard) -> u64 {
        let blockers = BitBoard(!empty);
        let mut attacks = 0;
        while sliders != 0 {
            let square = Square::index(sliders.trailing_zeros() as usize);
            attacks |= moves(square, blockers).0;
            sliders &= sliders - 1;
        }
        attacks
    }

    #[inline]
    pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
        each(sliders, empty, get_rook_moves)
    }

    #[inline]
    pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
        each(sliders, empty, get_bishop_moves)
    }

    #[inline]
    pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
        let blockers = BitBoard(!empty);
        let mut remaining = sliders;
        let mut attacks = 0;
        while remaining != 0 {
            let square = Square::index(remaining.trailing_zeros() as usize);
            attacks |= (get_rook_moves(square, blockers) | get_bishop_moves(square, blockers)).0;
            remaining &= remaining - 1;
        }
        attacks
    }
}

/// shakmaty (fixed-shift magics).
pub mod shakmaty {
    use shakmaty::attacks;
    use shakmaty::{Bitboard, Square};

    #[inline]
    fn each(mut sliders: u64, empty: u64, moves: fn(Square, Bitboard) -> Bitboard) -> u64 {
        let occupied = Bitboard(!empty);
        let mut attacks = 0;
        while sliders != 0 {
            let square = Square::new(sliders.trailing_zeros());
            attacks |= moves(square, occupied).0;
            sliders &= sliders - 1;
        }
        attacks
    }

    #[inline]
    pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
        each(sliders, empty, attacks::rook_attacks)
    }

    #[inline]
    pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
        each(sliders, empty, attacks::bishop_attacks)
    }

    #[inline]
    pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
        each(sliders, empty, attacks::queen_attacks)
    }
}
