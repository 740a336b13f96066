//! The checked spec: every check of a spec happens here, field by field,
//! and [`Spec::check`] says whether the spec passed them all.
//!
//! Checks report every independent mistake at once. A part that did not parse
//! or check is left out of the checks that depend on it, so one mistake does
//! not cascade into a flood of secondary errors.

mod collisions;
mod compass;
mod context;
mod direction;
mod fields;
mod grid;
mod group;
mod hopper;
mod lame_leaper;
mod leaper;
mod names;
mod pairs;
mod piece;
mod region;
mod set;
mod side;
mod strategy;

use proc_macro2::{Span, TokenStream};
use syn::{Attribute, Ident, Visibility};

use crate::parse::SpecInput;
pub use bitfill_types::betza::{Component, Kind as BetzaKind};
use collisions::check_generated_names;
pub use compass::Warning;
pub use context::{Context, EntryKind};
pub use direction::{Confinement, Direction, DirectionId, check_directions};
use fields::check_fields;
pub use grid::{Bits, Grid, Shift, Step, hex, hex_digits};
use grid::{check_bits, check_board};
pub use group::{Group, GroupId, Member, ShapeChoice, check_group_shape, check_groups};
pub use hopper::{HopMode, Hopper, check_hoppers};
pub use lame_leaper::{LameLeaper, check_lame_leapers};
pub use leaper::{Leaper, check_leapers};
pub use names::plain as plain_name;
pub use pairs::{PairTable, check_pair_tables};
pub use piece::{Piece, check_pieces};
pub use region::{Region, check_regions};
pub use set::Set;
pub use side::{Sides, check_sides};
pub use strategy::{ChosenStrategy, KnownLookup, check_lookups, check_strategies};

/// What a spec declares, ready for codegen: every name, every step, every
/// group resolved.
///
/// After a clean check ([`Checked::Valid`]) it is exactly the spec. After
/// mistakes ([`Checked::Recovered`]) it is a stand-in that keeps every name
/// the spec declares correctly: a wrong step or offset is replaced by a
/// placeholder that fits the board, a wrong board by a 4 x 4 one, wrong
/// strategies by both, and groups union their directions. Generating it
/// next to the errors keeps code that uses the module from adding
/// "cannot find" errors of its own.
pub struct Spec<'a> {
    /// The path generated code names the `bitfill` crate by.
    pub krate: &'a TokenStream,
    pub attrs: &'a [Attribute],
    pub vis: &'a Visibility,
    pub name: Ident,
    pub board: Grid,
    /// The strategies to generate, in the spec's order.
    pub strategies: Vec<ChosenStrategy>,
    /// The per-square lookups to generate, in the spec's order.
    pub lookups: Vec<ChosenStrategy>,
    pub directions: Vec<Direction>,
    pub groups: Vec<Group>,
    pub group_shape: ShapeChoice,
    pub leapers: Vec<Leaper>,
    /// The full square-pair tables to generate.
    pub pair_tables: Vec<PairTable>,
    pub lame_leapers: Vec<LameLeaper>,
    pub hoppers: Vec<Hopper>,
    /// The two sides, the first moving north.
    pub sides: Sides,
    /// The pieces given in Betza notation.
    pub pieces: Vec<Piece>,
    pub regions: Vec<Region>,
    /// Mistakes that are not errors (a compass name its step contradicts),
    /// reported as warnings in the user's code; none after errors.
    pub warnings: Vec<Warning>,
}

impl Spec<'_> {
    /// The direction `id` names; ids come from this spec's check, so every
    /// one is in range.
    pub fn direction(&self, id: DirectionId) -> &Direction {
        &self.directions[id.0]
    }

    /// The group `id` names, like [`Spec::direction`].
    pub fn group(&self, id: GroupId) -> &Group {
        &self.groups[id.0]
    }

    /// The name of the entry of `kind` at `index` in its list.
    pub fn entry_name(&self, kind: EntryKind, index: usize) -> &Ident {
        match kind {
            EntryKind::Direction => &self.directions[index].name,
            EntryKind::Group => &self.groups[index].name,
            EntryKind::Leaper => &self.leapers[index].name,
            EntryKind::LameLeaper => &self.lame_leapers[index].name,
            EntryKind::Hopper => &self.hoppers[index].name,
            EntryKind::Piece => &self.pieces[index].name,
            EntryKind::Region => &self.regions[index].name,
        }
    }

    /// The name of a group member.
    pub fn member_name(&self, member: Member) -> &Ident {
        match member {
            Member::Direction(id) => &self.direction(id).name,
            Member::Group(id) => &self.group(id).name,
        }
    }
}

/// The outcome of checking a spec.
pub enum Checked<'a> {
    /// No mistake.
    Valid(Spec<'a>),
    /// Mistakes, all in `errors`, and the stand-in spec to generate beside
    /// them (see [`Spec`]).
    Recovered { spec: Spec<'a>, errors: syn::Error },
    /// Mistakes, and no stand-in: an entry has no step and no placeholder
    /// fits the board (a 1 x 1 board with directions).
    Failed(syn::Error),
}

impl<'a> Spec<'a> {
    /// Checks a parsed spec, field by field, reporting every independent
    /// mistake at once: a sequence of `check_x(cx, ...)` over one
    /// [`Context`]. `strategy_keywords` and `lookups` are the strategies
    /// and lookups the macro knows, by index.
    pub fn check(
        input: &'a SpecInput,
        krate: &'a TokenStream,
        strategy_keywords: &[&'static str],
        lookups: &[KnownLookup],
    ) -> Checked<'a> {
        let fields = &input.fields;
        let cx = &mut Context::new(fields, input.syntax_errors.clone());
        check_fields(cx, input);
        let bits = fields.bits.as_ref().and_then(|bits| check_bits(cx, bits));
        let checked_board = fields
            .board
            .as_ref()
            .and_then(|board| check_board(cx, board, bits, fields.bits.as_ref()));
        cx.set_board(checked_board, bits);
        let strategies = fields
            .strategies
            .as_deref()
            .and_then(|list| {
                let key = fields.key("strategies").unwrap_or(&input.name);
                check_strategies(cx, key, list, strategy_keywords)
            })
            .unwrap_or_else(|| {
                (0..strategy_keywords.len())
                    .map(|index| ChosenStrategy {
                        index,
                        ident: Ident::new(strategy_keywords[index], Span::call_site()),
                    })
                    .collect()
            });
        let lookups = fields
            .lookups
            .as_deref()
            .map(|list| check_lookups(cx, list, lookups))
            .unwrap_or_default();
        let direction_inputs = fields.directions.as_deref().unwrap_or_default();
        let region_inputs = fields.regions.as_deref().unwrap_or_default();
        // Directions may be confined to regions, checked after them: look
        // ahead at the regions, leaving their errors for their turn.
        let regions_ahead = cx.ahead(|cx| check_regions(cx, region_inputs));
        let directions = check_directions(cx, direction_inputs, &regions_ahead);
        let warnings = compass::compass_warnings(direction_inputs, &directions);
        let groups = check_groups(
            cx,
            fields.groups.as_deref().unwrap_or_default(),
            &directions,
        );
        let group_shape = fields
            .group_shape
            .as_ref()
            .and_then(|ident| check_group_shape(cx, ident))
            .unwrap_or(ShapeChoice::Auto);
        let leapers = check_leapers(cx, fields.leapers.as_deref().unwrap_or_default());
        let pair_tables = fields
            .pair_tables
            .as_deref()
            .map(|list| check_pair_tables(cx, list))
            .unwrap_or_default();
        let lame_leapers =
            check_lame_leapers(cx, fields.lame_leapers.as_deref().unwrap_or_default());
        let hoppers = check_hoppers(
            cx,
            fields.hoppers.as_deref().unwrap_or_default(),
            &directions,
            &groups,
        );
        let sides = fields
            .sides
            .as_deref()
            .and_then(|list| {
                let key = fields.key("sides").unwrap_or(&input.name);
                check_sides(cx, key, list)
            })
            .unwrap_or_default();
        let pieces = check_pieces(cx, fields.pieces.as_deref().unwrap_or_default());
        let regions = check_regions(cx, region_inputs);
        let mut spec = Spec {
            krate,
            attrs: &input.attrs,
            vis: &input.vis,
            name: input.name.clone(),
            board: cx.board,
            strategies,
            lookups,
            directions: directions.list,
            groups,
            group_shape,
            leapers: leapers.list,
            pair_tables,
            lame_leapers,
            hoppers,
            sides,
            pieces,
            regions,
            warnings,
        };
        check_generated_names(cx, &mut spec);
        // Only a mistake makes a list incomplete: then there are errors.
        match std::mem::take(&mut cx.errors).into_error() {
            None => Checked::Valid(spec),
            Some(errors) if directions.complete && leapers.complete => {
                // Members may be stand-ins: union the directions.
                for group in &mut spec.groups {
                    group.disjoint_members = None;
                }
                // Steps may be stand-ins too: warn only about a clean spec.
                spec.warnings.clear();
                Checked::Recovered { spec, errors }
            }
            Some(errors) => Checked::Failed(errors),
        }
    }
}
