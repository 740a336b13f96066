//! Every way of computing sliding attacks that the benchmarks and the
//! `compare` example put side by side, behind one signature.
//!
//! Each contender provides rook, bishop and queen attacks of a set of sliders
//! through the empty squares, on the standard board. Everything but the
//! generated code is written here by hand: the textbook Kogge-Stone and Dumb7
//! (the controls the generated code must match), the early-exit loop fill,
//! the run-time-direction version, magic-bitboard lookups from peer
//! crates, bitfill's own per-square lookups and the textbook Hyperbola
//! Quintessence (the lookups walk the sliders one by one).

pub mod generated;
pub mod hyperbola;
pub mod lookups;
pub mod loop_fill;
pub mod magic;
pub mod runtime_direction;
pub mod textbook_dumb7;
pub mod textbook_kogge_stone;

/// `rook_attacks`, `bishop_attacks` and `queen_attacks` as the textbook
/// writes them from the eight direction functions in scope.
macro_rules! textbook_unions {
    () => {
        #[inline]
        pub fn rook_attacks(sliders: u64, empty: u64) -> u64 {
            north_attacks(sliders, empty)
                | south_attacks(sliders, empty)
                | east_attacks(sliders, empty)
                | west_attacks(sliders, empty)
        }

        #[inline]
        pub fn bishop_attacks(sliders: u64, empty: u64) -> u64 {
            north_east_attacks(sliders, empty)
                | north_west_attacks(sliders, empty)
                | south_east_attacks(sliders, empty)
                | south_west_attacks(sliders, empty)
        }

        #[inline]
        pub fn queen_attacks(sliders: u64, empty: u64) -> u64 {
            rook_attacks(sliders, empty) | bishop_attacks(sliders, empty)
        }
    };
}
use textbook_unions;

/// Attacks of a set of `sliders` through the `empty` squares.
pub type AttackFn = fn(u64, u64) -> u64;

/// One way of computing sliding attacks, statically dispatched so that
/// benchmarks inline it like user code would.
pub trait Attacks {
    /// Short name, used for benchmark ids.
    const NAME: &'static str;
    fn rook(sliders: u64, empty: u64) -> u64;
    fn bishop(sliders: u64, empty: u64) -> u64;
    fn queen(sliders: u64, empty: u64) -> u64;
}

/// A contender as function pointers, for code that iterates over them.
#[derive(Clone, Copy)]
pub struct Contender {
    pub name: &'static str,
    pub rook: AttackFn,
    pub bishop: AttackFn,
    pub queen: AttackFn,
}

impl Contender {
    pub const fn of<A: Attacks>() -> Contender {
        Contender {
            name: A::NAME,
            rook: A::rook,
            bishop: A::bishop,
            queen: A::queen,
        }
    }
}

/// Declares a unit struct implementing [`Attacks`] with a module's
/// `rook_attacks`, `bishop_attacks` and `queen_attacks`.
macro_rules! contender {
    ($(#[$doc:meta])* $type:ident, $name:literal, $($module:ident)::+) => {
        $(#[$doc])*
        pub struct $type;

        impl Attacks for $type {
            const NAME: &'static str = $name;
            #[inline(always)]
            fn rook(sliders: u64, empty: u64) -> u64 {
                $($module)::+::rook_attacks(sliders, empty)
            }
            #[inline(always)]
            fn bishop(sliders: u64, empty: u64) -> u64 {
                $($module)::+::bishop_attacks(sliders, empty)
            }
            #[inline(always)]
            fn queen(sliders: u64, empty: u64) -> u64 {
                $($module)::+::queen_attacks(sliders, empty)
            }
        }
    };
}

contender!(
    /// `bitfill::chess::kogge_stone`, groups shaped for the target (`auto`).
    GeneratedKoggeStone, "generated_kogge_stone", bitfill::chess::kogge_stone
);
contender!(
    /// `bitfill::chess::dumb7`, groups shaped for the target (`auto`).
    GeneratedDumb7, "generated_dumb7", bitfill::chess::dumb7
);
contender!(
    /// Generated Kogge-Stone with `group_shape: fused`.
    GeneratedKoggeStoneFused, "generated_kogge_stone_fused", generated::fused::kogge_stone
);
contender!(
    /// Generated Dumb7 with `group_shape: fused`.
    GeneratedDumb7Fused, "generated_dumb7_fused", generated::fused::dumb7
);
contender!(
    /// Generated Kogge-Stone with `group_shape: split`.
    GeneratedKoggeStoneSplit, "generated_kogge_stone_split", generated::split::kogge_stone
);
contender!(
    /// Generated Dumb7 with `group_shape: split`.
    GeneratedDumb7Split, "generated_dumb7_split", generated::split::dumb7
);
contender!(
    /// Generated Kogge-Stone with `group_shape: paired`.
    GeneratedKoggeStonePaired, "generated_kogge_stone_paired", generated::paired::kogge_stone
);
contender!(
    /// Generated Dumb7 with `group_shape: paired`.
    GeneratedDumb7Paired, "generated_dumb7_paired", generated::paired::dumb7
);
contender!(
    /// The wiki's Kogge-Stone, by hand.
    TextbookKoggeStone, "textbook_kogge_stone", textbook_kogge_stone
);
contender!(
    /// The wiki's Dumb7Fill, by hand.
    TextbookDumb7, "textbook_dumb7", textbook_dumb7
);
contender!(
    /// The early-exit `while sliders != 0` loop.
    LoopFill, "loop_fill", loop_fill
);
contender!(
    /// Kogge-Stone with the direction as a run-time value.
    RuntimeDirection, "runtime_direction", runtime_direction
);
contender!(
    /// cozy-chess magic lookups, one per slider.
    CozyChessMagic, "cozy_chess_magic", magic::cozy
);
contender!(
    /// shakmaty magic lookups, one per slider.
    ShakmatyMagic, "shakmaty_magic", magic::shakmaty
);
contender!(
    /// `bitfill::chess::magic`, one lookup per slider.
    BitfillMagic, "bitfill_magic", lookups::magic
);
contender!(
    /// `bitfill::chess::pext`, one lookup per slider.
    BitfillPext, "bitfill_pext", lookups::pext
);
contender!(
    /// `bitfill::chess::hyperbola`, one lookup per slider.
    BitfillHyperbola, "bitfill_hyperbola", lookups::hyperbola
);
contender!(
    /// Textbook Hyperbola Quintessence (shakmaty's without `magics`), one
    /// lookup per slider.
    TextbookHyperbola, "textbook_hyperbola", hyperbola
);

/// Calls `$callback!(Type)` for every contender type, generated code first.
#[macro_export]
macro_rules! for_each_contender {
    ($callback:ident) => {
        $callback!($crate::contenders::GeneratedKoggeStone);
        $callback!($crate::contenders::GeneratedDumb7);
        $callback!($crate::contenders::GeneratedKoggeStoneFused);
        $callback!($crate::contenders::GeneratedDumb7Fused);
        $callback!($crate::contenders::GeneratedKoggeStoneSplit);
        $callback!($crate::contenders::GeneratedDumb7Split);
        $callback!($crate::contenders::GeneratedKoggeStonePaired);
        $callback!($crate::contenders::GeneratedDumb7Paired);
        $callback!($crate::contenders::TextbookKoggeStone);
        $callback!($crate::contenders::TextbookDumb7);
        $callback!($crate::contenders::LoopFill);
        $callback!($crate::contenders::RuntimeDirection);
        $callback!($crate::contenders::CozyChessMagic);
        $callback!($crate::contenders::ShakmatyMagic);
        $callback!($crate::contenders::BitfillMagic);
        $callback!($crate::contenders::BitfillPext);
        $callback!($crate::contenders::BitfillHyperbola);
        $callback!($crate::contenders::TextbookHyperbola);
    };
}

/// Every contender, generated code first.
pub const ALL: [Contender; 18] = [
    Contender::of::<GeneratedKoggeStone>(),
    Contender::of::<GeneratedDumb7>(),
    Contender::of::<GeneratedKoggeStoneFused>(),
    Contender::of::<GeneratedDumb7Fused>(),
    Contender::of::<GeneratedKoggeStoneSplit>(),
    Contender::of::<GeneratedDumb7Split>(),
    Contender::of::<GeneratedKoggeStonePaired>(),
    Contender::of::<GeneratedDumb7Paired>(),
    Contender::of::<TextbookKoggeStone>(),
    Contender::of::<TextbookDumb7>(),
    Contender::of::<LoopFill>(),
    Contender::of::<RuntimeDirection>(),
    Contender::of::<CozyChessMagic>(),
    Contender::of::<ShakmatyMagic>(),
    Contender::of::<BitfillMagic>(),
    Contender::of::<BitfillPext>(),
    Contender::of::<BitfillHyperbola>(),
    Contender::of::<TextbookHyperbola>(),
];
