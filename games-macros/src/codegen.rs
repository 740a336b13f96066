//! The code of a checked variant: a module with its board (a
//! `bitfill::fills!` spec: the eight compass directions, the variant's
//! pieces as Betza pieces, the magic and PEXT lookups, and on 64 squares
//! or fewer the full `between` table) and its rules
//! (`Rules`, implementing `bitfill_games::family::Variant` by forwarding
//! to the board's `Fastest` lookup), and `Position`, the generic
//! generator's position for it. Paths are absolute, every item has docs.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::check::Variant;

/// The names of everything generated in the variant's module besides the
/// user's pieces (inside `board`): declared once, here.
mod names {
    pub const BOARD: &str = "board";
    pub const RULES: &str = "Rules";
    pub const POSITION: &str = "Position";
}

/// `archbishop` as the generated `Piece` names it: `Archbishop`.
fn upper_camel(name: &str) -> String {
    name.split('_')
        .filter(|word| !word.is_empty())
        .map(|word| {
            let mut characters = word.chars();
            characters
                .next()
                .map(|first| first.to_ascii_uppercase().to_string() + characters.as_str())
                .unwrap_or_default()
        })
        .collect()
}

fn ident(name: &str) -> syn::Ident {
    syn::Ident::new(name, proc_macro2::Span::call_site())
}

/// A set of squares as a hex literal of the board's integer.
fn mask(squares: &[u32]) -> TokenStream {
    let set = squares.iter().fold(0u128, |set, &square| set | 1 << square);
    format!("{set:#x}").parse().expect("a hex literal")
}

/// A list of kinds as `&[1, 2]`.
fn kinds(list: &[usize]) -> TokenStream {
    let list = list.iter().map(|&kind| Literal::usize_unsuffixed(kind));
    quote!(&[#(#list),*])
}

/// bitfill's `{direction}_one` of the step (file, rank) to a neighbouring
/// square: `north_east_one`.
fn step_shift(file: i32, rank: i32) -> syn::Ident {
    let name = match (file, rank) {
        (0, 1) => "north",
        (0, -1) => "south",
        (1, 0) => "east",
        (-1, 0) => "west",
        (1, 1) => "north_east",
        (-1, 1) => "north_west",
        (1, -1) => "south_east",
        _ => "south_west",
    };
    ident(&format!("{name}_one"))
}

/// The body of `pawn_steps`: each step of each side, its pawns shifted by
/// bitfill's `{direction}_one` onto what the step may take.
fn pawn_steps(krate: &TokenStream, board: &syn::Ident, variant: &Variant) -> TokenStream {
    let Some(steps) = &variant.pawn_steps else {
        return quote!(let _ = (side, pawns, empty, theirs, visitor););
    };
    let width = i32::try_from(variant.files).expect("at most 128 files");
    let side_steps = |sign: i32| {
        let calls = steps.iter().map(|each| {
            let (file, rank) = (sign * each.step.0, sign * each.step.1);
            let shift = step_shift(file, rank);
            let onto = match (each.moves, each.captures) {
                (true, true) => quote!((empty | theirs)),
                (true, false) => quote!(empty),
                _ => quote!(theirs),
            };
            let delta = Literal::isize_unsuffixed((file + rank * width) as isize);
            quote!(#krate::family::PawnStepVisitor::step(visitor, #delta, #board::#shift(pawns) & #onto);)
        });
        quote!(#(#calls)*)
    };
    by_side(side_steps)
}

/// `if side == 0 { .. } else { .. }` with the code of each side: `code(1)`
/// for the first (steps as written), `code(-1)` for the second (turned
/// around).
fn by_side(code: impl Fn(i32) -> TokenStream) -> TokenStream {
    let (first, second) = (code(1), code(-1));
    quote! {
        if side == 0 {
            #first
        } else {
            #second
        }
    }
}

/// `<board::Fastest as board::Lookup>`.
fn lookup_path(board: &syn::Ident) -> TokenStream {
    quote!(<#board::Fastest as #board::Lookup>)
}

/// The body of `attacks`: with an attack map, each kind's moves and
/// captures from each of its squares (the set-wise pawn's capturing
/// steps onto any square), their union; nothing otherwise.
fn attacks_body(
    krate: &TokenStream,
    board: &syn::Ident,
    lookup: &TokenStream,
    variant: &Variant,
) -> TokenStream {
    if !variant.attack_map {
        return quote! {
            let _ = (side, pieces, occupied);
            0
        };
    }
    let pop_first = quote!(#krate::__private::bitfill::BitSet::pop_first);
    let kinds = variant.pieces.iter().enumerate().map(|(kind, piece)| {
        let index = Literal::usize_unsuffixed(kind);
        if let (true, Some(steps)) = (Some(kind) == variant.pawn, &variant.pawn_steps) {
            // The capturing steps, onto any square.
            let side_attacks = |sign: i32| {
                let shifts = steps.iter().filter(|each| each.captures).map(|each| {
                    let shift = step_shift(sign * each.step.0, sign * each.step.1);
                    quote!(attacks |= #board::#shift(pieces[#index]);)
                });
                quote!(#(#shifts)*)
            };
            return by_side(side_attacks);
        }
        let piece = ident(&upper_camel(&piece.name.to_string()));
        quote! {
            let mut squares = pieces[#index];
            while let ::core::option::Option::Some(square) = #pop_first(&mut squares) {
                attacks |= #lookup::moves_from(#board::Piece::#piece, side_value, square, occupied)
                    | #lookup::captures_from(#board::Piece::#piece, side_value, square, occupied);
            }
        }
    });
    quote! {
        let side_value = #board::Side::ALL[side];
        let mut attacks = 0;
        #(#kinds)*
        attacks
    }
}

pub fn variant(krate: &TokenStream, variant: &Variant) -> TokenStream {
    let (board, rules, position) = (
        ident(names::BOARD),
        ident(names::RULES),
        ident(names::POSITION),
    );
    let Variant {
        attributes,
        visibility,
        name,
        fsf_name,
        ..
    } = variant;
    let bits = if variant.files * variant.ranks <= 64 {
        quote!(::core::primitive::u64)
    } else {
        quote!(::core::primitive::u128)
    };
    let bits_keyword = if variant.files * variant.ranks <= 64 {
        quote!(u64)
    } else {
        quote!(u128)
    };
    // One load per `between` where the table is small (32 KiB on 8 x 8);
    // it grows with the square of the board.
    let pair_tables =
        (variant.files * variant.ranks <= 64).then(|| quote!(pair_tables: [between],));
    let (files, ranks) = (
        Literal::u32_unsuffixed(variant.files),
        Literal::u32_unsuffixed(variant.ranks),
    );
    let piece_names: Vec<&syn::Ident> = variant.pieces.iter().map(|piece| &piece.name).collect();
    let betzas: Vec<&syn::LitStr> = variant.pieces.iter().map(|piece| &piece.betza).collect();
    let piece_types = variant.pieces.iter().map(|piece| {
        let name = piece.name.to_string();
        let letter = piece.letter;
        let betza = &piece.betza;
        quote! {
            #krate::family::PieceType { name: #name, letter: #letter, betza: #betza }
        }
    });
    // The first side's letters (uppercase), a space, the second's: what a
    // FEN error lists, a constant rather than a string made at run time.
    let piece_letters: String = variant
        .pieces
        .iter()
        .map(|piece| piece.letter.to_ascii_uppercase())
        .chain([' '])
        .chain(variant.pieces.iter().map(|piece| piece.letter))
        .collect();
    let count = Literal::usize_unsuffixed(variant.pieces.len());
    let royal = Literal::usize_unsuffixed(variant.royal);
    let pawn = match variant.pawn {
        Some(pawn) => {
            let pawn = Literal::usize_unsuffixed(pawn);
            quote!(::core::option::Option::Some(#pawn))
        }
        None => quote!(::core::option::Option::None),
    };
    let [double_white, double_black] = variant
        .double_step_region
        .each_ref()
        .map(|squares| mask(squares));
    let [promotion_white, promotion_black] = variant
        .promotion_region
        .each_ref()
        .map(|squares| mask(squares));
    let [kinds_white, kinds_black] = variant.promotion_kinds.each_ref().map(|list| kinds(list));
    let limits = variant
        .promotion_limit
        .iter()
        .map(|&limit| Literal::u32_unsuffixed(limit));
    let mandatory = variant.mandatory_promotion;
    let castling = match &variant.castling {
        Some((kingside, queenside, rooks)) => {
            let rooks = kinds(rooks);
            quote! {
                ::core::option::Option::Some(#krate::family::Castling {
                    kingside_file: #kingside,
                    queenside_file: #queenside,
                    rook_kinds: #rooks,
                })
            }
        }
        None => quote!(::core::option::Option::None),
    };
    let chess960 = variant.chess960;
    let bare_king = match variant.bare_king {
        Some((count, opponent_count, claim, bared_loses)) => quote! {
            ::core::option::Option::Some(#krate::family::BareKing {
                count: #count,
                opponent_count: #opponent_count,
                claim: #claim,
                bared_loses: #bared_loses,
            })
        },
        None => quote!(::core::option::Option::None),
    };
    let stalemate = if variant.stalemate_loss {
        quote!(#krate::family::Stalemate::Loss)
    } else {
        quote!(#krate::family::Stalemate::Draw)
    };
    let start_fen = &variant.start_fen;
    let pins_on_lines = variant.pins_on_lines;
    let checkers_from_xray = variant.checkers_from_xray;
    let set_wise_pawns = variant.pawn_steps.is_some();
    let pawn_steps = pawn_steps(krate, &board, variant);
    let attack_map = variant.attack_map;
    let blockable = &variant.blockable;
    let attacks = attacks_body(krate, &board, &lookup_path(&board), variant);
    let fsf = fsf_name.value();
    let board_doc = format!(
        "The board of `{fsf}`, {} x {}, and its pieces as Betza pieces: the bitfill spec whose per-square lookups the rules read.",
        variant.files, variant.ranks
    );
    let rules_doc = format!(
        "The rules of `{fsf}` (Fairy-Stockfish's variant of that name), as the generic generator reads them."
    );
    let position_doc = format!("A position of `{fsf}`: a `bitfill_games::Game`.");
    let usize_type = quote!(::core::primitive::usize);
    let lookup = lookup_path(&board);
    // Each kind's targets, with its piece a constant: the dispatch folds
    // away and its moves and captures share their lookups.
    let piece_variants: Vec<syn::Ident> = variant
        .pieces
        .iter()
        .map(|piece| ident(&upper_camel(&piece.name.to_string())))
        .collect();
    let target_of = |variant: &syn::Ident| {
        quote! {
            #lookup::moves_from(#board::Piece::#variant, side, square, occupied)
                | #lookup::captures_from(#board::Piece::#variant, side, square, occupied) & theirs
        }
    };
    let last = variant.pieces.len() - 1;
    let target_arms = piece_variants.iter().enumerate().map(|(kind, piece)| {
        let body = target_of(piece);
        if kind == last {
            quote!(_ => { #body })
        } else {
            let kind = Literal::usize_unsuffixed(kind);
            quote!(#kind => { #body })
        }
    });
    let bit_set = quote!(#krate::__private::bitfill::BitSet);
    let movers = piece_variants
        .iter()
        .enumerate()
        .filter(|&(kind, _)| kind != variant.royal && Some(kind) != variant.pawn)
        .map(|(kind, piece)| {
            let body = target_of(piece);
            let kind = Literal::usize_unsuffixed(kind);
            quote! {
                let mut squares = pieces[#kind];
                while let ::core::option::Option::Some(square) = #bit_set::pop_first(&mut squares) {
                    #krate::family::PieceVisitor::visit(visitor, #kind, square, #body);
                }
            }
        });
    let items = quote! {
            #krate::__private::bitfill::fills! {
                #[doc = #board_doc]
                pub mod #board {
                    bits: #bits_keyword,
                    board: #files x #ranks,
                    strategies: [kogge_stone],
                    lookups: [magic, pext],
                    directions: {
                        north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
                        north_east: (1, 1), north_west: (-1, 1), south_east: (1, -1), south_west: (-1, -1),
                    },
                    pieces: { #(#piece_names: #betzas,)* },
                    #pair_tables
                }
            }

            #[doc = #rules_doc]
            #[derive(
                ::core::clone::Clone,
                ::core::marker::Copy,
                ::core::fmt::Debug,
                ::core::default::Default,
                ::core::cmp::PartialEq,
                ::core::cmp::Eq,
                ::core::hash::Hash
            )]
            pub struct #rules;

            impl #krate::__private::Sealed for #rules {}

            impl #krate::family::Variant for #rules {
                type Bits = #bits;
                type Board = #board::Board;
                type Kinds = [#bits; #count];
                type Side = #board::Side;

                const NAME: &'static ::core::primitive::str = #fsf_name;
                const SIDES: [#board::Side; 2] = #board::Side::ALL;
                const PIECES: &'static [#krate::family::PieceType] = &[#(#piece_types),*];
                const PIECE_LETTERS: &'static ::core::primitive::str = #piece_letters;
                const ROYAL: #usize_type = #royal;
                const PAWN: ::core::option::Option<#usize_type> = #pawn;
                const DOUBLE_STEP_REGION: [#bits; 2] = [#double_white, #double_black];
                const PROMOTION_REGION: [#bits; 2] = [#promotion_white, #promotion_black];
                const PROMOTION_KINDS: [&'static [#usize_type]; 2] = [#kinds_white, #kinds_black];
                const PROMOTION_LIMIT: &'static [::core::primitive::u32] = &[#(#limits),*];
                const MANDATORY_PROMOTION: ::core::primitive::bool = #mandatory;
                const CASTLING: ::core::option::Option<#krate::family::Castling> = #castling;
                const CHESS960: ::core::primitive::bool = #chess960;
                const BARE_KING: ::core::option::Option<#krate::family::BareKing> = #bare_king;
                const STALEMATE: #krate::family::Stalemate = #stalemate;
                const START_FEN: &'static ::core::primitive::str = #start_fen;
                const PINS_ON_LINES: ::core::primitive::bool = #pins_on_lines;
                const CHECKERS_FROM_XRAY: ::core::primitive::bool = #checkers_from_xray;
                const SET_WISE_PAWNS: ::core::primitive::bool = #set_wise_pawns;
                const ATTACK_MAP: ::core::primitive::bool = #attack_map;
                const BLOCKABLE: &'static [::core::primitive::bool] = &[#(#blockable),*];

                #[inline]
                fn moves_from(kind: #usize_type, side: #usize_type, square: #usize_type, occupied: #bits) -> #bits {
                    #lookup::moves_from(#board::Piece::ALL[kind], #board::Side::ALL[side], square, occupied)
                }

                #[inline]
                fn captures_from(kind: #usize_type, side: #usize_type, square: #usize_type, occupied: #bits) -> #bits {
                    #lookup::captures_from(#board::Piece::ALL[kind], #board::Side::ALL[side], square, occupied)
                }

                #[inline(always)]
                fn targets(kind: #usize_type, side: #usize_type, square: #usize_type, occupied: #bits, theirs: #bits) -> #bits {
                    let side = #board::Side::ALL[side];
                    match kind {
                        #(#target_arms)*
                    }
                }

                #[inline(always)]
                fn for_each_piece<P: #krate::family::PieceVisitor<#bits>>(
                    side: #usize_type,
                    pieces: &[#bits; #count],
                    occupied: #bits,
                    theirs: #bits,
                    visitor: &mut P,
                ) {
                    let side = #board::Side::ALL[side];
                    #(#movers)*
                }

                #[inline(always)]
                fn pawn_steps<P: #krate::family::PawnStepVisitor<#bits>>(
                    side: #usize_type,
                    pawns: #bits,
                    empty: #bits,
                    theirs: #bits,
                    visitor: &mut P,
                ) {
                    #pawn_steps
                }

                #[inline]
                fn attacks(side: #usize_type, pieces: &[#bits; #count], occupied: #bits) -> #bits {
                    #attacks
                }

                #[inline]
                fn attackers(side: #usize_type, square: #usize_type, occupied: #bits, pieces: &[#bits; #count]) -> #bits {
                    #lookup::attackers(#board::Side::ALL[side], square, occupied, pieces)
                }

                #[inline(always)]
                fn attackers_by_kind(side: #usize_type, square: #usize_type, occupied: #bits) -> [#bits; #count] {
                    let side = #board::Side::ALL[side];
                    #lookup::attackers_by_kind(side, square, occupied, &[#bits::MAX; #count])
                }

                #[inline]
                fn between(a: #usize_type, b: #usize_type) -> #bits {
                    #board::between(a, b)
                }

                #[inline]
                fn ray(direction: #usize_type, square: #usize_type) -> #bits {
                    #board::Direction::ALL[direction].ray(square)
                }

                #[inline]
                fn forward(side: #usize_type, squares: #bits) -> #bits {
                    #board::Side::ALL[side].forward(squares)
                }
            }

            #[doc = #position_doc]
            pub type #position = #krate::family::Position<#rules>;
    };
    match name {
        Some(name) => quote! {
            #(#attributes)*
            #visibility mod #name {
                #items
            }
        },
        None => items,
    }
}
