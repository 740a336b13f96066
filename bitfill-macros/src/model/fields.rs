//! The fields of a spec by name, as far as they parsed, and the required
//! ones that are missing.

use syn::Ident;

use super::names;
use crate::diagnostics::Diagnostics;
use crate::parse::{
    BitsInput, BoardInput, FieldValue, HopperInput, LameOffsetInput, Named, RegionPart, SpecInput,
    StepInput, VectorInput,
};

/// Each field's value, `None` when it is absent or did not parse.
#[derive(Default)]
pub struct Fields<'a> {
    /// Every field written, with its key as written (even if its value did
    /// not parse).
    present: Vec<(String, &'a Ident)>,
    pub bits: Option<&'a BitsInput>,
    pub board: Option<&'a BoardInput>,
    pub strategies: Option<&'a [Ident]>,
    pub directions: Option<&'a [Named<StepInput>]>,
    pub groups: Option<&'a [Named<Vec<Ident>>]>,
    pub group_shape: Option<&'a Ident>,
    pub leapers: Option<&'a [Named<Vec<VectorInput>>]>,
    pub pair_tables: Option<&'a [Ident]>,
    pub lame_leapers: Option<&'a [Named<Vec<LameOffsetInput>>]>,
    pub hoppers: Option<&'a [Named<HopperInput>]>,
    pub regions: Option<&'a [Named<Vec<RegionPart>>]>,
}

const REQUIRED: [(&str, &str); 4] = [
    (
        "bits",
        "the integer that holds the board: `bits: u64` (or u16, u32, u128)",
    ),
    ("board", "the geometry: `board: 8 x 8` (width x height)"),
    (
        "strategies",
        "the unrolling strategies to generate: `strategies: [kogge_stone, dumb7]`",
    ),
    (
        "directions",
        "the sliding directions: `directions: { north: (0, 1), ... }`",
    ),
];

impl<'a> Fields<'a> {
    /// Collects the fields, reporting duplicates and missing required ones.
    pub fn collect(input: &'a SpecInput, errors: &mut Diagnostics) -> Self {
        let mut fields = Fields::default();
        for field in &input.fields {
            let key = names::plain(&field.name);
            if fields.present.iter().any(|(seen, _)| *seen == key) {
                errors.error(field.name.span(), format!("duplicate field `{key}`"));
                continue;
            }
            fields.present.push((key, &field.name));
            match &field.value {
                Some(FieldValue::Bits(bits)) => fields.bits = Some(bits),
                Some(FieldValue::Board(board)) => fields.board = Some(board),
                Some(FieldValue::Strategies(list)) => fields.strategies = Some(list),
                Some(FieldValue::Directions(list)) => fields.directions = Some(list),
                Some(FieldValue::Groups(list)) => fields.groups = Some(list),
                Some(FieldValue::GroupShape(shape)) => fields.group_shape = Some(shape),
                Some(FieldValue::Leapers(list)) => fields.leapers = Some(list),
                Some(FieldValue::PairTables(list)) => fields.pair_tables = Some(list),
                Some(FieldValue::LameLeapers(list)) => fields.lame_leapers = Some(list),
                Some(FieldValue::Hoppers(list)) => fields.hoppers = Some(list),
                Some(FieldValue::Regions(list)) => fields.regions = Some(list),
                None => {}
            }
        }
        for (key, help) in REQUIRED {
            if fields.key(key).is_none() {
                errors.error(
                    input.name.span(),
                    format!("missing field `{key}` in spec `{}`: {help}", input.name),
                );
            }
        }
        fields
    }

    /// The key as written, if the field is there at all (even if its value
    /// did not parse).
    pub fn key(&self, name: &str) -> Option<&'a Ident> {
        self.present
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, ident)| *ident)
    }
}
