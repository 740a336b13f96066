//! What a strategy is ([`Strategy`]) and what it contributes to the
//! generated code ([`StrategyCode`]): the one interface between the
//! strategy modules and the strategies. Each strategy's file (in
//! `strategies/`) makes one.
//!
//! A strategy says how its functions are computed and whether they are
//! `const fn`. There are two kinds ([`StrategyCode`]): set-wise fills
//! unrolled per direction ([`Unrolling`]), listed in `strategies` and
//! implementing the spec's `Sliders` trait, from which the group functions
//! are built in each shape; and per-square lookups ([`LookupCode`]),
//! listed in `lookups` and implementing its `Lookup` trait, one function
//! per group, backed by tables of their own.

use proc_macro2::TokenStream;

use syn::Ident;

use crate::codegen::emit::expr::{Expr, Renderer};
use crate::codegen::lookup_tables::plan::{Plan, Unit};
use crate::model::{Bits, Direction, Set, Spec};

/// One strategy: its names, and its code.
pub struct Strategy {
    /// The name a spec lists it by, and its module's name: `kogge_stone`.
    pub keyword: &'static str,
    /// As written in prose: `Kogge-Stone`.
    pub title: &'static str,
    /// The generated unit struct that implements the strategy trait.
    pub type_name: &'static str,
    /// How it computes, for the docs of its module and type.
    pub summary: &'static str,
    /// Whether its functions are `const fn`, callable in const context.
    pub constant: bool,
    pub code: StrategyCode,
}

/// How a strategy computes its functions.
pub enum StrategyCode {
    /// Set-wise fills, fully unrolled per direction; the group functions
    /// are unions of them in each shape.
    Unrolled(Unrolling),
    /// One lookup per group, for one slider on a given square.
    Lookup(LookupCode),
}

/// A strategy of per-square lookups: `GROUP_attacks_from(square,
/// occupied)` for every group.
pub struct LookupCode {
    /// Whether it works on boards of words (`bits: [u64; N]`); the others
    /// need an integer.
    pub on_words: bool,
    pub method: LookupMethod,
}

/// How a lookup finds a group's attacks.
pub enum LookupMethod {
    /// From tables of its own, one per unit of the lookup plan (a unit is
    /// a set of directions that share one table), indexed per square
    /// through an entry: magic, PEXT. `lookup_tables::tables` writes the
    /// statics and the union over a group's units.
    Tables(TableMethod),
    /// From the spec's shared tables (`LINES`, `RAYS`), per unit.
    Lines(LineMethod),
}

/// A lookup with no table per unit: a line method.
pub struct LineMethod {
    /// The attacks along the directions of one unit (an index into the
    /// plan's units) from `square` with the occupancy `occupied` (a local),
    /// as a block.
    pub body: fn(&Spec, &Plan, usize, occupied: &Ident) -> TokenStream,
    /// One sentence on how it computes a lookup made of `units`.
    pub describe: fn(&Spec, &Plan, &[usize]) -> String,
}

/// One square's slice of a unit's table: what its entry holds besides
/// its window (`field: value,` tokens), and its slots, a power of two of
/// them (0 where no occupancy lands).
pub struct SquareSlice {
    pub fields: TokenStream,
    pub slots: Vec<u128>,
    /// Where the slice starts in the table, when the lookup fixes it (the
    /// known magics, whose slices overlap): the slots two slices share
    /// hold the same attacks, or 0 in one of them. Otherwise the slice
    /// follows the previous one.
    pub offset: Option<usize>,
}

/// A lookup with tables of its own: what differs between them. Each
/// square's entry holds its window of the table, `[Bits; N]` from its
/// first slot (`N` the unit's largest slice), so that the index needs no
/// bounds check and no offset ([`tables`](crate::codegen::lookup_tables::tables)
/// lays the slices out).
pub struct TableMethod {
    /// The type of a square's entry in `unit`, whose windows hold
    /// `1 << window_bits` slots: `MagicEntry<Bits, RookShift, 4096>`.
    pub entry_type: fn(&Spec, unit: &Unit, window_bits: u32) -> TokenStream,
    /// The entry's struct, from the `bitfill` crate: `MagicEntry`.
    pub entry_struct: &'static str,
    /// Each square's slice of one unit's table, in square order.
    pub unit: fn(&Spec, &Unit) -> Vec<SquareSlice>,
    /// The items a unit's entries need besides the entries and the table
    /// (magic's shift type), given the bits of its widest and its narrowest
    /// slice's index.
    pub unit_items: fn(&Spec, &Unit, window_bits: u32, narrowest_bits: u32) -> TokenStream,
    /// The names of the types `unit_items` declares for the unit of this
    /// name, for the list of generated names.
    pub unit_types: fn(unit: &str) -> Vec<Ident>,
    /// What the entries of a unit hold, for the docs of its static, given
    /// the table's name.
    pub entries_doc: fn(table: &Ident) -> String,
    /// The attacks from `square` with the occupancy `occupied` (a local),
    /// read through the unit's `entries`.
    pub lookup: fn(&Spec, entries: &Ident, occupied: &Ident) -> TokenStream,
    /// How one table is read, for the docs: "one multiplication and one
    /// shift".
    pub per_table: fn(&Spec) -> String,
    /// The heading of the docs' sentence: "Magic lookup".
    pub title: &'static str,
    /// What the docs add, on `const`: "Not `const`: the instruction is not."
    pub note: &'static str,
}

/// A lookup module's own tables.
#[derive(Default)]
pub struct LookupTables {
    /// The statics, built at compile time.
    pub items: TokenStream,
    /// Each unit's attack table entries, for the docs.
    pub entries: Vec<u64>,
    /// The type of each static, whose sizes make `TABLE_BYTES`.
    pub types: Vec<TokenStream>,
}

/// A generated function body, and which parameters it assigns to.
pub struct FunctionBody {
    pub tokens: TokenStream,
    pub mut_sliders: bool,
    pub mut_empty: bool,
}

/// The functions an unrolling computes for each direction (the x-ray is
/// made from the attacks, whatever the strategy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UnrolledFunction {
    /// `NAME_fill(sliders)`: on an empty board.
    Fill,
    /// `NAME_occluded(sliders, empty)`.
    Occluded,
    /// `NAME_attacks(sliders, empty)`.
    Attacks,
}

/// The attacks of two opposite directions on one propagator, for the
/// group shapes that pair them: the statements computing what the two
/// share, to run once, then each direction's own.
pub struct PairedAttacks {
    /// Whether they read `empty`: not when each is a single step.
    pub reads_empty: bool,
    pub shared: Vec<TokenStream>,
    pub forward: Computed,
    pub backward: Computed,
}

/// A value computed by `statements` (which declare their own locals), then
/// `value`.
pub struct Computed {
    pub statements: Vec<TokenStream>,
    pub value: Expr,
}

/// The squares both of two opposite directions may propagate through: a
/// step `forward` can land on them and a step `forward` can leave them.
/// The attacks are unchanged with it: a square no step leaves adds nothing
/// beyond itself, and it is the last square of a ray, which the final step
/// reaches anyway. `None` when the shifts alone drop every other bit.
pub fn shared_mask(forward: &Direction, backward: &Direction, bits: Bits) -> Option<Set> {
    match (forward.shift.applied_mask, backward.shift.applied_mask) {
        (None, None) => None,
        (one, other) => Some(one.unwrap_or(bits.all()) & other.unwrap_or(bits.all())),
    }
}

/// A strategy of set-wise fills, unrolled per direction.
pub struct Unrolling {
    /// The body of `function` for `direction`, in a strategy module.
    pub body: fn(UnrolledFunction, &Direction, &Renderer) -> FunctionBody,
    /// One sentence on how `function` unrolls for `direction`: its rounds
    /// or cycles and their shifts.
    pub describe: fn(UnrolledFunction, &Direction) -> String,
    /// The attacks of `forward` and of its opposite `backward` on shared
    /// propagators, as locals named after `forward`.
    pub paired: fn(&Direction, &Direction, &Renderer) -> PairedAttacks,
}
