//! The one list of generated names is the truth: every item an expansion
//! declares, in the spec module and in its strategy modules, is in
//! `codegen::names::declared`, and nothing else is.

use std::collections::BTreeSet;

use syn::{Item, ItemMod};

use super::chess;
use crate::codegen::names::{Scope, declared};
use crate::expand::test_crate;
use crate::model::{Checked, Spec};
use crate::{codegen, parse};

/// Every feature of the spec language on one board of words: confined
/// directions, groups of groups and of leapers, both leapers, hoppers with
/// `except`, Betza pieces, regions, pair tables, both strategies.
const WORDS: &str = "
    pub mod go_like {
        bits: [u64; 3],
        board: 13 x 13,
        strategies: [kogge_stone, dumb7],
        directions: {
            north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0),
            corner_diagonal: (1, 1) in corner,
        },
        groups: { rook: [north, south, east, west], tower: [rook, knight], all: [tower, corner_diagonal] },
        leapers: { knight: [(1, 2), (2, 1)] },
        lame_leapers: { horse: [(1, 2), (2, 1)] },
        hoppers: { cannon: { over: rook, moves: slide, captures: hop, except: argument } },
        pieces: { archbishop: \"BN\", pawn: \"mfWcfF\" },
        regions: { corner: [(0, 0)..=(3, 3)], edge: [(0, 0)..=(12, 0), corner] },
        pair_tables: [between, line],
    }
";

/// A board in an integer with every lookup, and a group whose tables
/// split into lines (on 10 x 10 a rook's one table would be too large).
const LOOKUPS: &str = "
    mod lines {
        bits: u128,
        board: 10 x 10,
        strategies: [dumb7],
        lookups: [magic, pext, hyperbola],
        directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0), hop: (1, 2) },
        groups: { rook: [north, south, east, west], file: [north, south], odd: [hop], both: [file, odd], lance: [north] },
        hoppers: { cannon: { over: rook, moves: slide, captures: hop }, jumper: { over: [north, hop], moves: jump, captures: jump } },
        leapers: { pawn: [(1, 1), (-1, 1)] },
        lame_leapers: { horse: [(1, 2), (2, 1)] },
        pieces: { nightrider: \"NN\", lance_piece: \"fR\", grasshopper: \"gR\" },
    }
";

/// Betza pieces and a leaper, no directions: a spec of pieces alone.
const PIECES_ONLY: &str = "mod fairy { bits: u64, board: 8 x 8, strategies: [kogge_stone, dumb7], lookups: [magic, pext, hyperbola], leapers: { king: [(1, 0), (0, 1), (-1, 0), (0, -1)] }, pieces: { archbishop: \"BN\", lance: \"fR\" } }";

/// No groups, no leapers: the fewest items.
const BARE: &str =
    "mod bare { bits: u16, board: 4 x 4, strategies: [kogge_stone], directions: { up: (0, 1) } }";

/// Names by the module that declares them.
type Names = BTreeSet<(Scope, String)>;

/// What the expansion of `source` declares, and what the list says it
/// declares.
fn both(source: &str) -> (Names, Names) {
    let input = parse::parse_spec(source.parse().expect("tokens")).expect("parses");
    let krate = test_crate();
    let known = (
        codegen::strategies::keywords(),
        codegen::strategies::known_lookups(),
    );
    let Checked::Valid(spec) = Spec::check(&input, &krate, &known.0, &known.1) else {
        panic!("the spec checks");
    };
    let list = declared(&spec);
    for (index, item) in list.iter().enumerate() {
        let twice = list[..index].iter().any(|earlier| {
            earlier.scope == item.scope
                && earlier.name == item.name
                && earlier.namespace.overlaps(item.namespace)
        });
        assert!(
            !twice,
            "{:?} {} declared twice in {source}",
            item.scope, item.name
        );
    }
    let listed = list
        .into_iter()
        .map(|item| (item.scope, item.name))
        .collect();
    let file: syn::File = syn::parse2(codegen::spec(&spec)).expect("generated code parses");
    let [Item::Mod(module)] = file.items.as_slice() else {
        panic!("one module");
    };
    let mut found = BTreeSet::new();
    for item in items(module) {
        if let Item::Mod(inner) = item {
            let scope =
                if codegen::strategies::keywords().contains(&inner.ident.to_string().as_str()) {
                    Scope::SetWise
                } else {
                    Scope::Lookup
                };
            found.extend(
                items(inner)
                    .iter()
                    .filter_map(name)
                    .map(|name| (scope, name)),
            );
        }
        found.extend(name(item).map(|name| (Scope::Spec, name)));
    }
    (found, listed)
}

fn items(module: &ItemMod) -> &[Item] {
    &module.content.as_ref().expect("an inline module").1
}

/// The name an item declares in its module (`const _` declares none).
fn name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(item) => &item.ident,
        Item::Enum(item) => &item.ident,
        Item::Fn(item) => &item.sig.ident,
        Item::Mod(item) => &item.ident,
        Item::Static(item) => &item.ident,
        Item::Struct(item) => &item.ident,
        Item::Trait(item) => &item.ident,
        Item::Type(item) => &item.ident,
        Item::Union(item) => &item.ident,
        Item::Macro(item) => item.ident.as_ref()?,
        _ => return None,
    };
    Some(ident.to_string()).filter(|name| name != "_")
}

#[test]
fn every_declared_name_is_in_the_list_and_only_those() {
    for source in [chess(), WORDS, LOOKUPS, BARE, PIECES_ONLY] {
        let (found, listed) = both(source);
        let missing: Vec<_> = found.difference(&listed).collect();
        let extra: Vec<_> = listed.difference(&found).collect();
        assert!(
            missing.is_empty() && extra.is_empty(),
            "declared but not listed: {missing:?}\nlisted but not declared: {extra:?}\nin {source}"
        );
    }
}

#[test]
fn the_list_covers_every_kind_of_item() {
    let (found, _) = both(WORDS);
    for (scope, name) in [
        (Scope::Spec, "NORTH_SHIFT"),
        (Scope::Spec, "knight_attacks"),
        (Scope::Spec, "HORSE_ATTACKS"),
        (Scope::Spec, "CORNER"),
        (Scope::Spec, "BETWEEN"),
        (Scope::Spec, "shl"),
        (Scope::Spec, "Side"),
        (Scope::SetWise, "cannon_captures_along"),
        (Scope::SetWise, "archbishop_moves"),
        (Scope::SetWise, "tower_xray"),
    ] {
        assert!(found.contains(&(scope, name.to_owned())), "{name}");
    }
    let (found, _) = both(LOOKUPS);
    for name in [
        "NORTH_SOUTH_TABLE",
        "ODD_ENTRIES",
        "TABLE_BYTES",
        "both_attacks_from",
    ] {
        assert!(found.contains(&(Scope::Lookup, name.to_owned())), "{name}");
    }
}
