//! `Side`: the spec's two players, `sides: [white, black]` (`White` and
//! `Black` by default), the first moving north, with the board's ranks and
//! files (`RANKS`, `FILES`) and each side's view of them: its n-th rank,
//! its last ranks (a promotion zone), one rank forward or back. Betza
//! pieces with a direction of travel take a side; engine code indexes
//! tables by it.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{VALUE_TRAITS, derive, doc, local, primitive};
use crate::codegen::names;
use crate::model::{Set, Spec, Step, plain_name};

/// The variant of side `index` (0, the first), as the docs name it: `White`.
pub fn title(spec: &Spec, index: usize) -> String {
    spec.sides.variants[index].to_string()
}

/// `RANKS` and `FILES`: every rank and every file as a set.
fn lines(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let board = &spec.board;
    let rank = |rank: u32| {
        (0..board.width).fold(Set::EMPTY, |set, file| {
            set | Set::bit(rank * board.width + file)
        })
    };
    let file = |file: u32| {
        (0..board.height).fold(Set::EMPTY, |set, rank| {
            set | Set::bit(rank * board.width + file)
        })
    };
    let ranks = (0..board.height).map(|index| renderer.mask(rank(index)));
    let files = (0..board.width).map(|index| renderer.mask(file(index)));
    let (height, width) = (
        Literal::usize_unsuffixed(board.height as usize),
        Literal::usize_unsuffixed(board.width as usize),
    );
    let (ranks_name, files_name) = (names::RANKS.ident(), names::FILES.ident());
    let ranks_doc = doc(&format!(
        "The ranks, from the first: `RANKS[r]` is every square of rank `r + 1` (row `r`), `RANKS[0]` `{}`. [`Side::rank`] counts them from a side.",
        crate::model::hex(rank(0), board.bits)
    ));
    let files_doc = doc(&format!(
        "The files, from the first: `FILES[f]` is every square of file `f` (the `{}`-file first), `FILES[0]` `{}`.",
        board
            .square_name(0)
            .trim_end_matches(|c: char| c.is_ascii_digit()),
        crate::model::hex(file(0), board.bits)
    ));
    quote! {
        #ranks_doc
        pub const #ranks_name: [Bits; #height] = [#(#ranks),*];
        #files_doc
        pub const #files_name: [Bits; #width] = [#(#files),*];
    }
}

pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    let lines = lines(spec, renderer);
    let [first, second] = &spec.sides.variants;
    let [first_name, second_name] = spec.sides.names.each_ref().map(plain_name);
    let (usize_type, str_type) = (primitive("usize"), primitive("str"));
    let enum_doc = doc(&format!(
        "The two sides (players) of the board: `{first}` moves first, forward being north (rank + 1), and `{second}`'s forward is south. A Betza piece with a direction of travel (`f`, `b`, `l`, `r`) moves as its notation is written for `{first}` and turned half a turn for `{second}`, as Fairy-Stockfish reads it.\n\n`side as usize` is its index in [`Side::ALL`], for tables by side."
    ));
    let derives = derive(&VALUE_TRAITS);
    let first_doc = doc(&format!(
        "The side whose forward is north (rank + 1): `{first_name}` in the spec."
    ));
    let second_doc = doc(&format!(
        "The side whose forward is south (rank - 1): `{second_name}` in the spec."
    ));
    let side_name = names::SIDE.ident();
    let squares = local("squares");
    // One rank, masked only where the shift leaves bits off the board; on
    // a board of one rank, nothing (the shift could be the integer's width).
    let shifted = |rank: i32| {
        let one_rank = Step { file: 0, rank };
        if !spec.board.fits(one_rank) {
            let empty = renderer.empty();
            return quote!({ let _ = #squares; #empty });
        }
        renderer.render(&step(Expr::atom(&squares), &spec.board.shift_of(one_rank)))
    };
    let (north, south) = (shifted(1), shifted(-1));
    let (n, count, square, union) = (local("n"), local("count"), local("square"), local("union"));
    let empty = renderer.empty();
    let or_rank = renderer.render(&Expr::or(vec![
        Expr::atom(&union),
        Expr::atom(quote!(Side::rank(self, #n))),
    ]));
    quote! {
        #lines

        #enum_doc
        #derives
        pub enum #side_name {
            #first_doc
            #first,
            #second_doc
            #second,
        }

        impl Side {
            /// Both sides, the first first.
            pub const ALL: [Side; 2] = [Side::#first, Side::#second];

            /// 0 for the first side, 1 for the second: the index of tables
            /// by side.
            #[inline]
            #[must_use]
            pub const fn index(self) -> #usize_type {
                self as #usize_type
            }

            /// The other side.
            #[inline]
            #[must_use]
            pub const fn opponent(self) -> Side {
                match self {
                    Side::#first => Side::#second,
                    Side::#second => Side::#first,
                }
            }

            /// The side's name in the spec.
            #[inline]
            #[must_use]
            pub const fn name(self) -> &'static #str_type {
                match self {
                    Side::#first => #first_name,
                    Side::#second => #second_name,
                }
            }

            /// Rank `n` of the board from this side, counted from 0: its
            /// own first rank for 0 (rank 1 for the first side, the last
            /// rank for the second), its last rank for `HEIGHT - 1`.
            ///
            /// # Panics
            ///
            /// If `n` is not below `HEIGHT`.
            #[inline]
            #[must_use]
            pub const fn rank(self, #n: #usize_type) -> Bits {
                match self {
                    Side::#first => RANKS[#n],
                    Side::#second => RANKS[HEIGHT as #usize_type - 1 - #n],
                }
            }

            /// The last `count` ranks ahead of this side, the farthest
            /// from its own first rank: its promotion zone of that depth.
            /// None for 0, the whole board for `HEIGHT` or more.
            #[inline]
            #[must_use]
            pub const fn last_ranks(self, #count: #usize_type) -> Bits {
                let mut #union = #empty;
                let mut #n = HEIGHT as #usize_type;
                while #n > 0 && HEIGHT as #usize_type - #n < #count {
                    #n -= 1;
                    #union = #or_rank;
                }
                #union
            }

            /// The rank of `square` from this side, counted from 0, as
            /// [`Side::rank`] numbers them.
            ///
            /// # Panics
            ///
            /// If `square` is not below `SQUARES`.
            #[inline]
            #[must_use]
            pub const fn relative_rank(self, #square: #usize_type) -> #usize_type {
                ::core::assert!(#square < SQUARES, "a square index is not below SQUARES");
                let #n = #square / WIDTH as #usize_type;
                match self {
                    Side::#first => #n,
                    Side::#second => HEIGHT as #usize_type - 1 - #n,
                }
            }

            /// `squares` one rank forward, towards the other side's first
            /// rank (north for the first side); what leaves the board drops.
            #[inline]
            #[must_use]
            pub const fn forward(self, #squares: Bits) -> Bits {
                match self {
                    Side::#first => #north,
                    Side::#second => #south,
                }
            }

            /// `squares` one rank back, towards this side's first rank;
            /// what leaves the board drops.
            #[inline]
            #[must_use]
            pub const fn backward(self, #squares: Bits) -> Bits {
                match self {
                    Side::#first => #south,
                    Side::#second => #north,
                }
            }
        }
    }
}
