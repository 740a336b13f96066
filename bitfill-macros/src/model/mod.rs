//! The checked spec: every check of a spec happens here, field by field,
//! and [`Spec::check`] says whether the spec passed them all.
//!
//! Checks report every independent mistake at once. A part that did not parse
//! or check is left out of the checks that depend on it, so one mistake does
//! not cascade into a flood of secondary errors.

mod compass;
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
mod strategy;

use proc_macro2::{Span, TokenStream};
use syn::{Attribute, Ident, Visibility};

use crate::diagnostics::Diagnostics;
use crate::parse::{Named, SpecInput};
pub use bitfill_types::betza::{Component, Kind as BetzaKind};
pub use compass::Warning;
pub use direction::{Direction, DirectionId, RegionScope, check_directions};
use fields::check_fields;
pub use grid::{Bits, Grid, Shift, Step, hex, hex_digits};
use grid::{check_bits, check_board};
pub use group::{
    Group, GroupId, LeaperNames, Member, OtherNames, ShapeChoice, check_group_shape, check_groups,
};
pub use hopper::{HopMode, Hopper, check_hoppers};
pub use lame_leaper::{LameLeaper, check_lame_leapers};
pub use leaper::{Leaper, check_leapers};
pub use names::plain as plain_name;
pub use pairs::{PairTable, check_pair_tables};
pub use piece::{Piece, check_pieces};
pub use region::{Region, check_regions};
pub use set::Set;
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
    /// mistake at once.
    /// `strategy_keywords` and `lookups` are the strategies and lookups
    /// the macro knows, by index.
    pub fn check(
        input: &'a SpecInput,
        krate: &'a TokenStream,
        strategy_keywords: &[&'static str],
        lookups: &[KnownLookup],
    ) -> Checked<'a> {
        let mut errors = input.syntax_errors.clone();
        check_fields(input, &mut errors);
        let fields = &input.fields;
        let bits = fields
            .bits
            .as_ref()
            .and_then(|input| check_bits(input, &mut errors));
        let checked_board = fields
            .board
            .as_ref()
            .and_then(|board| check_board(board, bits, fields.bits.as_ref(), &mut errors));
        let board = checked_board.unwrap_or_else(|| Grid::fallback(bits.unwrap_or(Bits::U64)));
        let strategies = fields
            .strategies
            .as_deref()
            .and_then(|list| {
                let key = fields.key("strategies").unwrap_or(&input.name);
                check_strategies(key, list, strategy_keywords, &mut errors)
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
            .map(|list| check_lookups(list, lookups, board.bits.words().is_some(), &mut errors))
            .unwrap_or_default();

        let mut namespace = names::Namespace::default();
        let direction_inputs = fields.directions.as_deref().unwrap_or_default();
        let region_inputs = fields.regions.as_deref().unwrap_or_default();
        // Directions may be confined to regions, checked after them: look
        // ahead at the regions, leaving their errors for their turn.
        let regions_ahead = check_regions(
            region_inputs,
            checked_board.as_ref(),
            &[],
            &mut names::Namespace::default(),
            &mut Diagnostics::default(),
        );
        let other_kinds = [
            ("direction", names_of(Some(direction_inputs))),
            ("group", names_of(fields.groups.as_deref())),
            ("leaper", names_of(fields.leapers.as_deref())),
            ("lame leaper", names_of(fields.lame_leapers.as_deref())),
            ("hopper", names_of(fields.hoppers.as_deref())),
            ("piece", names_of(fields.pieces.as_deref())),
        ];
        let directions = check_directions(
            direction_inputs,
            checked_board.as_ref(),
            &board,
            &RegionScope {
                regions: &regions_ahead,
                region_names: &names_of(Some(region_inputs)),
                others: &other_kinds,
            },
            &mut namespace,
            &mut errors,
        );
        let direction_names = names_of(Some(direction_inputs));
        let warnings = compass::compass_warnings(direction_inputs, &directions);
        let leaper_names = LeaperNames {
            leapers: names_of(fields.leapers.as_deref()),
            lame_leapers: names_of(fields.lame_leapers.as_deref()),
        };
        let other_names = [
            ("hopper", names_of(fields.hoppers.as_deref())),
            ("piece", names_of(fields.pieces.as_deref())),
            ("region", names_of(fields.regions.as_deref())),
        ]
        .map(|(kind, names)| OtherNames { kind, names });
        let groups = check_groups(
            fields.groups.as_deref().unwrap_or_default(),
            &direction_names,
            &leaper_names,
            &other_names,
            &directions,
            &mut namespace,
            &mut errors,
        );
        let group_shape = fields
            .group_shape
            .as_ref()
            .and_then(|ident| check_group_shape(ident, &mut errors))
            .unwrap_or(ShapeChoice::Auto);
        let leapers = check_leapers(
            fields.leapers.as_deref().unwrap_or_default(),
            checked_board.as_ref(),
            &board,
            &mut namespace,
            &mut errors,
        );

        let pair_tables = fields
            .pair_tables
            .as_deref()
            .map(|list| check_pair_tables(list, &mut errors))
            .unwrap_or_default();
        let lame_leapers = check_lame_leapers(
            fields.lame_leapers.as_deref().unwrap_or_default(),
            checked_board.as_ref(),
            &board,
            &mut namespace,
            &mut errors,
        );
        let group_names = names_of(fields.groups.as_deref());
        let hoppers = check_hoppers(
            fields.hoppers.as_deref().unwrap_or_default(),
            &direction_names,
            &directions,
            &group_names,
            &groups,
            &mut namespace,
            &mut errors,
        );
        let pieces = check_pieces(
            fields.pieces.as_deref().unwrap_or_default(),
            checked_board.as_ref(),
            &board,
            &mut namespace,
            &mut errors,
        );
        let constants = generated_constants(&directions.list, &leapers.list, &lame_leapers);
        let regions = check_regions(
            region_inputs,
            checked_board.as_ref(),
            &constants,
            &mut namespace,
            &mut errors,
        );
        let mut spec = Spec {
            krate,
            attrs: &input.attrs,
            vis: &input.vis,
            name: input.name.clone(),
            board,
            strategies,
            lookups,
            directions: directions.list,
            groups,
            group_shape,
            leapers: leapers.list,
            pair_tables,
            lame_leapers,
            hoppers,
            pieces,
            regions,
            warnings,
        };
        // Only a mistake makes a list incomplete: then there are errors.
        match errors.into_error() {
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

/// The constants of a spec module other than its regions': the fixed ones,
/// and those made from the names of directions and leapers.
fn generated_constants(
    directions: &[Direction],
    leapers: &[Leaper],
    lame_leapers: &[LameLeaper],
) -> Vec<String> {
    let fixed = [
        "WIDTH",
        "HEIGHT",
        "SQUARES",
        "BOARD",
        "RAYS",
        "LINES",
        "ALIGNMENT",
        "TOWARDS",
        "NO_DIRECTION",
        "GROUP_RAYS",
        "BETWEEN",
        "LINE",
    ];
    let upper = |name: &Ident, suffix: &str| {
        format!("{}_{suffix}", names::plain(name).to_ascii_uppercase())
    };
    fixed
        .into_iter()
        .map(str::to_owned)
        .chain(directions.iter().flat_map(|direction| {
            [
                upper(&direction.name, "SHIFT"),
                upper(&direction.name, "WRAP"),
            ]
        }))
        .chain(leapers.iter().map(|leaper| upper(&leaper.name, "ATTACKS")))
        .chain(
            lame_leapers
                .iter()
                .map(|leaper| upper(&leaper.name, "ATTACKS")),
        )
        .collect()
}

/// The names of a map field's entries, as written (raw names unraw).
fn names_of<T>(entries: Option<&[Named<T>]>) -> Vec<String> {
    entries
        .unwrap_or_default()
        .iter()
        .map(|entry| names::plain(&entry.name))
        .collect()
}
