//! Every name the expansion declares, in one place: the items of the spec
//! module and of its strategy modules. Codegen takes each item's name from
//! here (the fixed ones by their constants, the others by the functions
//! that derive them from the spec's names), and [`declared`] lists them
//! all for a spec, which the model's collision check reads: two items of
//! one name are then the macro's error on the user's name, never rustc's
//! "defined multiple times" on the whole invocation. A unit test expands
//! specs of every kind and compares what they declare with [`declared`].

use proc_macro2::Span;
use syn::Ident;

use super::lookup_tables::plan::Plan;
use super::spec_items::piece_tables;
use super::strategies;
use super::strategies::strategy::{LookupMethod, StrategyCode, TableMethod};
use super::strategy_modules::functions;
use crate::model::{EntryKind, Spec, plain_name};

/// Where an item is declared.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Scope {
    /// The spec module.
    Spec,
    /// Each set-wise strategy module (`kogge_stone`, `dumb7`): they declare
    /// the same names.
    SetWise,
    /// Each lookup module (`magic`, `pext`, `hyperbola`).
    Lookup,
}

/// Rust's namespaces, as far as two items may clash in them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum ItemNamespace {
    /// Types, traits, modules.
    Type,
    /// Functions, constants, statics.
    Value,
    /// A unit struct: a type and a constant of the same name.
    Both,
}

impl ItemNamespace {
    pub fn overlaps(self, other: ItemNamespace) -> bool {
        self == ItemNamespace::Both || other == ItemNamespace::Both || self == other
    }
}

/// What an item is made from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Origin {
    /// Every spec (or every spec with some field) has it.
    Fixed,
    /// An entry of the spec: its kind and its index in the spec's list of
    /// that kind (`Spec::directions`, `Spec::regions`...).
    Entry(EntryKind, usize),
}

/// One item the expansion declares.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Declared {
    pub scope: Scope,
    pub namespace: ItemNamespace,
    pub name: String,
    /// What kind of item, for messages: `constant`, `function`, `table`.
    pub what: &'static str,
    pub origin: Origin,
}

/// A name every spec module (or every one with some field) declares.
#[derive(Clone, Copy)]
pub struct Fixed {
    pub name: &'static str,
    pub namespace: ItemNamespace,
}

impl Fixed {
    const fn value(name: &'static str) -> Fixed {
        Fixed {
            name,
            namespace: ItemNamespace::Value,
        }
    }

    const fn ty(name: &'static str) -> Fixed {
        Fixed {
            name,
            namespace: ItemNamespace::Type,
        }
    }

    /// The name, to declare the item with.
    pub fn ident(self) -> Ident {
        Ident::new(self.name, Span::call_site())
    }
}

// The spec module's fixed items, by the file that declares them.

/// `spec_items::board`: the set type of an integer board, or of words
/// (`spec_items::bits_type`).
pub const BITS: Fixed = Fixed::ty("Bits");
/// `spec_items::board`: the board as a type, a unit struct.
pub const BOARD_TYPE: Fixed = Fixed {
    name: "Board",
    namespace: ItemNamespace::Both,
};
pub const WIDTH: Fixed = Fixed::value("WIDTH");
pub const HEIGHT: Fixed = Fixed::value("HEIGHT");
pub const SQUARES: Fixed = Fixed::value("SQUARES");
pub const BOARD: Fixed = Fixed::value("BOARD");
pub const EMPTY: Fixed = Fixed::value("empty");
/// `spec_items::squares`.
pub const SQUARES_FUNCTION: Fixed = Fixed::value("squares");
/// `spec_items::direction_enum`.
pub const DIRECTION: Fixed = Fixed::ty("Direction");
/// `spec_items::group_enum`.
pub const GROUP: Fixed = Fixed::ty("Group");
pub const GROUP_SHAPE: Fixed = Fixed::value("GROUP_SHAPE");
pub const GROUP_RAYS: Fixed = Fixed::value("GROUP_RAYS");
/// `spec_items::pairs`: the tables and helpers of the square pairs.
pub const RAYS: Fixed = Fixed::value("RAYS");
pub const LINES: Fixed = Fixed::value("LINES");
pub const ALIGNMENT: Fixed = Fixed::value("ALIGNMENT");
pub const TOWARDS: Fixed = Fixed::value("TOWARDS");
pub const NO_DIRECTION: Fixed = Fixed::value("NO_DIRECTION");
pub const DIFFERENCE: Fixed = Fixed::value("difference");
pub const ALIGNMENT_FUNCTION: Fixed = Fixed::value("alignment");
pub const BETWEEN_BY_RAYS: Fixed = Fixed::value("between_by_rays");
pub const LINE_BY_RAYS: Fixed = Fixed::value("line_by_rays");
pub const BETWEEN: Fixed = Fixed::value("between");
pub const LINE: Fixed = Fixed::value("line");
pub const ALIGNED: Fixed = Fixed::value("aligned");
/// `spec_items::sides`.
pub const SIDE: Fixed = Fixed::ty("Side");
pub const RANKS: Fixed = Fixed::value("RANKS");
pub const FILES: Fixed = Fixed::value("FILES");
/// `spec_items::pieces`, with pieces.
pub const PIECE: Fixed = Fixed::ty("Piece");
/// `spec_items::traits`.
pub const SLIDERS: Fixed = Fixed::ty("Sliders");
pub const LOOKUP: Fixed = Fixed::ty("Lookup");
/// `spec_items::traits`, with lookups: the one for the build.
pub const FASTEST: Fixed = Fixed::ty("Fastest");
/// `emit::expr`, on boards of words: the shifts generic over the amount.
pub const SHIFT_LEFT: Fixed = Fixed::value("shl");
pub const SHIFT_RIGHT: Fixed = Fixed::value("shr");
/// `spec_items::piece_tables`, with lookups that need steps the spec has
/// no direction for.
pub const STEP_RAYS: Fixed = Fixed::value("STEP_RAYS");
/// `strategy_modules::lookup`.
pub const TABLE_BYTES: Fixed = Fixed::value("TABLE_BYTES");

/// The fixed items every spec module declares.
const ALWAYS: [Fixed; 27] = [
    BITS,
    BOARD_TYPE,
    WIDTH,
    HEIGHT,
    SQUARES,
    BOARD,
    EMPTY,
    SQUARES_FUNCTION,
    DIRECTION,
    RAYS,
    LINES,
    ALIGNMENT,
    TOWARDS,
    NO_DIRECTION,
    DIFFERENCE,
    ALIGNMENT_FUNCTION,
    BETWEEN_BY_RAYS,
    LINE_BY_RAYS,
    BETWEEN,
    LINE,
    ALIGNED,
    GROUP,
    GROUP_SHAPE,
    GROUP_RAYS,
    SIDE,
    RANKS,
    FILES,
];

// Names made from the spec's names.

/// `NAME_SHIFT`: a direction's shift (`spec_items::board`).
pub fn shift_constant(direction: &Ident) -> Ident {
    upper(direction, "SHIFT")
}

/// `NAME_WRAP`: a direction's wrap mask.
pub fn wrap_constant(direction: &Ident) -> Ident {
    upper(direction, "WRAP")
}

/// `NAME_one`: one step in a direction.
pub fn one_step_function(direction: &Ident) -> Ident {
    suffixed(direction, "one")
}

/// `NAME_attacks`: a leaper's or lame leaper's set-wise attacks
/// (`spec_items::leapers`, `spec_items::lame_leapers`).
pub fn leaper_function(leaper: &Ident) -> Ident {
    suffixed(leaper, "attacks")
}

/// `NAME_ATTACKS`: a leaper's or lame leaper's table by square.
pub fn leaper_table(leaper: &Ident) -> Ident {
    upper(leaper, "ATTACKS")
}

/// `NAME`: a region's constant (`spec_items::regions`).
pub fn region_constant(region: &Ident) -> Ident {
    Ident::new(&plain_name(region).to_ascii_uppercase(), region.span())
}

/// `NAME_MOVE_RIDES`: one of a Betza piece's tables by square
/// (`spec_items::piece_tables`).
pub fn piece_table(piece: &Ident, modality: &str, part: &str) -> Ident {
    upper(piece, &format!("{modality}_{part}"))
}

/// `NAME_ATTACKERS`: where a leaper attacks each square from, where its
/// offsets are not symmetric (`spec_items::piece_tables`).
pub fn leaper_attackers_table(leaper: &Ident) -> Ident {
    upper(leaper, "ATTACKERS")
}

/// `NAME_ENTRIES` and `NAME_TABLE`: a lookup unit's statics
/// (`lookup_tables::tables`), from the unit's name in upper case.
pub fn unit_statics(unit: &str) -> (Ident, Ident) {
    (
        Ident::new(&format!("{unit}_ENTRIES"), Span::call_site()),
        Ident::new(&format!("{unit}_TABLE"), Span::call_site()),
    )
}

/// `RookShift`: the shift type of the magic lookup's unit `ROOK`.
pub fn unit_shift_type(unit: &str) -> Ident {
    let mut name = String::new();
    for word in unit.split('_').filter(|word| !word.is_empty()) {
        let mut characters = word.chars();
        name.extend(characters.next().map(|first| first.to_ascii_uppercase()));
        name.extend(characters.map(|rest| rest.to_ascii_lowercase()));
    }
    name.push_str("Shift");
    Ident::new(&name, Span::call_site())
}

/// `name_suffix` with the span of the user's `name`.
pub fn suffixed(name: &Ident, suffix: &str) -> Ident {
    Ident::new(&format!("{}_{suffix}", plain_name(name)), name.span())
}

/// `NAME_SUFFIX` with the span of the user's `name`.
fn upper(name: &Ident, suffix: &str) -> Ident {
    let upper = plain_name(name).to_ascii_uppercase();
    Ident::new(&format!("{upper}_{suffix}"), name.span())
}

/// Every item the expansion of `spec` declares, in the spec module and in
/// its strategy modules.
pub fn declared(spec: &Spec) -> Vec<Declared> {
    let mut list = List(Vec::new());
    let mut fixed: Vec<Fixed> = ALWAYS.to_vec();
    if !spec.pieces.is_empty() {
        fixed.push(PIECE);
    }
    fixed.push(SLIDERS);
    if !spec.lookups.is_empty() {
        fixed.extend([LOOKUP, FASTEST]);
    }
    if spec.board.bits.words().is_some() {
        fixed.extend([SHIFT_LEFT, SHIFT_RIGHT]);
    }
    for item in fixed {
        let what = match item.namespace {
            ItemNamespace::Value if item.name.chars().all(|c| !c.is_ascii_lowercase()) => {
                "constant"
            }
            ItemNamespace::Value => "function",
            ItemNamespace::Type | ItemNamespace::Both => "type",
        };
        list.item(Scope::Spec, item.namespace, item.name, what, Origin::Fixed);
    }
    for table in &spec.pair_tables {
        list.value(Scope::Spec, table.static_name(), "table", Origin::Fixed);
    }
    // Each listed strategy: its module and its type.
    for (strategy, module) in
        strategies::set_wise(&spec.strategies).chain(strategies::lookups(&spec.lookups))
    {
        let (module, type_name) = (plain_name(module), strategy.type_name);
        list.item(
            Scope::Spec,
            ItemNamespace::Type,
            module,
            "module",
            Origin::Fixed,
        );
        list.item(
            Scope::Spec,
            ItemNamespace::Both,
            type_name,
            "type",
            Origin::Fixed,
        );
    }
    // The items made from the spec's names, in the spec module.
    let directions = spec
        .directions
        .iter()
        .enumerate()
        .map(|(index, direction)| {
            let name = &direction.name;
            let items = vec![
                (shift_constant(name), "constant"),
                (wrap_constant(name), "constant"),
                (one_step_function(name), "function"),
            ];
            (Origin::Entry(EntryKind::Direction, index), items)
        });
    let leaper_items = |name| {
        vec![
            (leaper_function(name), "function"),
            (leaper_table(name), "table"),
        ]
    };
    let leapers = spec.leapers.iter().enumerate().map(|(index, leaper)| {
        (
            Origin::Entry(EntryKind::Leaper, index),
            leaper_items(&leaper.name),
        )
    });
    let lame_leapers = spec.lame_leapers.iter().enumerate().map(|(index, leaper)| {
        (
            Origin::Entry(EntryKind::LameLeaper, index),
            leaper_items(&leaper.name),
        )
    });
    let regions = spec.regions.iter().enumerate().map(|(index, region)| {
        let items = vec![(region_constant(&region.name), "constant")];
        (Origin::Entry(EntryKind::Region, index), items)
    });
    for (origin, items) in directions.chain(leapers).chain(lame_leapers).chain(regions) {
        for (name, what) in items {
            list.value(Scope::Spec, name, what, origin);
        }
    }
    // The strategy modules: their tables of functions, and the lookups'
    // own tables.
    if !spec.strategies.is_empty() {
        let no_docs = proc_macro2::TokenStream::new();
        for function in functions::set_wise_functions(spec, &no_docs) {
            let origin = function.origin(spec);
            list.value(Scope::SetWise, function.name, "function", origin);
        }
    }
    if spec.lookups.is_empty() {
        return list.0;
    }
    // The tables the lookup modules read, in the spec module.
    let plan = Plan::new(spec);
    if !plan.steps.is_empty() {
        list.value(Scope::Spec, STEP_RAYS.name, "table", Origin::Fixed);
    }
    for index in 0..spec.pieces.len() {
        for table in piece_tables::piece_statics(spec, &plan, index) {
            list.value(
                Scope::Spec,
                table.name,
                "table",
                Origin::Entry(EntryKind::Piece, index),
            );
        }
    }
    for (index, leaper) in spec.leapers.iter().enumerate() {
        if !piece_tables::symmetric(leaper) {
            let name = leaper_attackers_table(&leaper.name);
            list.value(
                Scope::Spec,
                name,
                "table",
                Origin::Entry(EntryKind::Leaper, index),
            );
        }
    }
    list.value(Scope::Lookup, TABLE_BYTES.name, "constant", Origin::Fixed);
    let no_docs = proc_macro2::TokenStream::new();
    for function in functions::lookup_functions(spec, &no_docs) {
        let origin = function.origin(spec);
        list.value(Scope::Lookup, function.name, "function", origin);
    }
    let methods: Vec<&TableMethod> = strategies::lookups(&spec.lookups)
        .filter_map(|(strategy, _)| match &strategy.code {
            StrategyCode::Lookup(code) => match &code.method {
                LookupMethod::Tables(method) => Some(method),
                LookupMethod::Lines(_) => None,
            },
            StrategyCode::Unrolled(_) => None,
        })
        .collect();
    if !methods.is_empty() {
        for unit in plan.units {
            let (entries, table) = unit_statics(&unit.name);
            let origin = unit.origin;
            list.value(Scope::Lookup, entries, "table", origin);
            list.value(Scope::Lookup, table, "table", origin);
            for method in &methods {
                for name in (method.unit_types)(&unit.name) {
                    list.item(Scope::Lookup, ItemNamespace::Type, name, "type", origin);
                }
            }
        }
    }
    list.0
}

/// The list [`declared`] builds.
struct List(Vec<Declared>);

impl List {
    fn item(
        &mut self,
        scope: Scope,
        namespace: ItemNamespace,
        name: impl ToString,
        what: &'static str,
        origin: Origin,
    ) {
        self.0.push(Declared {
            scope,
            namespace,
            name: name.to_string(),
            what,
            origin,
        });
    }

    /// A function, constant, static or table.
    fn value(&mut self, scope: Scope, name: impl ToString, what: &'static str, origin: Origin) {
        self.item(scope, ItemNamespace::Value, name, what, origin);
    }
}
