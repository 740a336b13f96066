//! The validated spec: every check of a spec happens here, and codegen only
//! ever sees a [`Spec`] that passed them all.
//!
//! Checks report every independent mistake at once. A part that did not parse
//! or check is left out of the checks that depend on it, so one mistake does
//! not cascade into a flood of secondary errors.

mod board;
mod direction;
mod group;
mod leaper;
mod names;

use syn::{Attribute, Ident, Visibility};

use crate::diagnostics::Diagnostics;
use crate::parse::{BoardInput, FieldValue, Named, SpecInput, StepInput, VectorInput};
pub use board::{Bits, Board, hex};
pub use direction::Direction;
pub use group::Group;
pub use leaper::Leaper;
pub use names::plain as plain_name;

/// An unrolling strategy, each generated into its own module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    KoggeStone,
    Dumb7,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::KoggeStone, Strategy::Dumb7];

    /// The name in the spec, which is also the module name.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::KoggeStone => "kogge_stone",
            Strategy::Dumb7 => "dumb7",
        }
    }
}

/// A spec that passed every check.
pub struct Spec<'a> {
    pub attrs: &'a [Attribute],
    pub vis: &'a Visibility,
    pub name: Ident,
    pub board: Board,
    /// Each strategy with the spec's identifier for it (its span is kept on
    /// the generated module).
    pub strategies: Vec<(Strategy, Ident)>,
    pub directions: Vec<Direction>,
    pub groups: Vec<Group>,
    pub leapers: Vec<Leaper>,
}

/// The fields of a spec by name, as far as they parsed.
#[derive(Default)]
struct Fields<'a> {
    present: Vec<(String, &'a Ident)>,
    bits: Option<&'a Ident>,
    board: Option<&'a BoardInput>,
    strategies: Option<&'a [Ident]>,
    directions: Option<&'a [Named<StepInput>]>,
    groups: Option<&'a [Named<Vec<Ident>>]>,
    leapers: Option<&'a [Named<Vec<VectorInput>>]>,
}

impl<'a> Fields<'a> {
    fn collect(input: &'a SpecInput, errors: &mut Diagnostics) -> Self {
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
                Some(FieldValue::Leapers(list)) => fields.leapers = Some(list),
                None => {}
            }
        }
        fields
    }

    /// The key as written, if the field is there at all (even if its value
    /// did not parse).
    fn key(&self, name: &str) -> Option<&'a Ident> {
        self.present
            .iter()
            .find(|(key, _)| key == name)
            .map(|(_, ident)| *ident)
    }
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

impl<'a> Spec<'a> {
    /// Checks a parsed spec, reporting every independent mistake at once.
    pub fn check(input: &'a SpecInput) -> syn::Result<Spec<'a>> {
        let mut errors = input.syntax_errors.clone();
        let fields = Fields::collect(input, &mut errors);
        for (key, help) in REQUIRED {
            if fields.key(key).is_none() {
                errors.error(
                    input.name.span(),
                    format!("missing field `{key}` in spec `{}`: {help}", input.name),
                );
            }
        }
        let bits = fields.bits.and_then(|ident| check_bits(ident, &mut errors));
        let board = fields
            .board
            .and_then(|board| check_board(board, bits, &mut errors));
        let strategies = fields.strategies.map(|list| {
            let key = fields.key("strategies").unwrap_or(&input.name);
            check_strategies(key, list, &mut errors)
        });

        let mut namespace = names::Namespace::default();
        let directions = fields.directions.map(|list| {
            let key = fields.key("directions").unwrap_or(&input.name);
            check_directions(key, list, board.as_ref(), &mut namespace, &mut errors)
        });
        let direction_names: Vec<String> = fields
            .directions
            .unwrap_or_default()
            .iter()
            .map(|direction| names::plain(&direction.name))
            .collect();

        let groups_input = fields.groups.unwrap_or_default();
        for group in groups_input {
            names::check_snake_case(&group.name, "group", &mut errors);
            namespace.declare(
                &names::plain(&group.name),
                group.name.span(),
                "group",
                &mut errors,
            );
        }
        let groups = group::resolve(groups_input, &direction_names, &mut errors);

        let leapers: Vec<Option<Leaper>> = fields
            .leapers
            .unwrap_or_default()
            .iter()
            .map(|leaper| {
                names::check_snake_case(&leaper.name, "leaper", &mut errors);
                namespace.declare(
                    &names::plain(&leaper.name),
                    leaper.name.span(),
                    "leaper",
                    &mut errors,
                );
                leaper::check(
                    &leaper.name,
                    leaper.value.as_deref()?,
                    board.as_ref()?,
                    &mut errors,
                )
            })
            .collect();

        let spec = (|| {
            Some(Spec {
                attrs: &input.attrs,
                vis: &input.vis,
                name: input.name.clone(),
                board: board?,
                strategies: strategies.flatten()?,
                directions: directions?.into_iter().collect::<Option<_>>()?,
                groups,
                leapers: leapers.into_iter().collect::<Option<_>>()?,
            })
        })();
        match spec {
            Some(spec) if errors.is_empty() => Ok(spec),
            _ => Err(errors.into_error(input.name.span())),
        }
    }
}

fn check_bits(ident: &Ident, errors: &mut Diagnostics) -> Option<Bits> {
    let name = names::plain(ident);
    let bits = Bits::from_name(&name);
    if bits.is_none() {
        errors.error(
            ident.span(),
            format!("unknown `bits` type `{name}`: expected `u16`, `u32`, `u64` or `u128`"),
        );
    }
    bits
}

fn check_board(input: &BoardInput, bits: Option<Bits>, errors: &mut Diagnostics) -> Option<Board> {
    let (width, height) = (input.width.value, input.height.value);
    if width == 0 {
        errors.error(
            input.width.span,
            "a board needs at least one file: the width must not be 0",
        );
    }
    if height == 0 {
        errors.error(
            input.height.span,
            "a board needs at least one rank: the height must not be 0",
        );
    }
    if width == 0 || height == 0 {
        return None;
    }
    let bits = bits?;
    let squares = u64::from(width) * u64::from(height);
    if squares > u64::from(bits.width()) {
        let wider = Bits::ALL
            .into_iter()
            .find(|wider| squares <= u64::from(wider.width()))
            .map(|wider| format!("use `bits: {}` or a smaller board", wider.name()))
            .unwrap_or_else(|| "the widest integer, `u128`, holds 128 squares".to_owned());
        errors.error(
            input.width.span,
            format!(
                "a {width} x {height} board has {squares} squares, more than the {} bits of `{}`: {wider}",
                bits.width(),
                bits.name()
            ),
        );
        return None;
    }
    Some(Board {
        bits,
        width,
        height,
    })
}

fn check_strategies(
    key: &Ident,
    list: &[Ident],
    errors: &mut Diagnostics,
) -> Option<Vec<(Strategy, Ident)>> {
    if list.is_empty() {
        errors.error(
            key.span(),
            "list at least one strategy: `kogge_stone` or `dumb7`",
        );
        return None;
    }
    let mut strategies: Vec<(Strategy, Ident)> = Vec::new();
    let mut valid = true;
    for ident in list {
        let name = names::plain(ident);
        match Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
        {
            Some(strategy) if strategies.iter().any(|(seen, _)| *seen == strategy) => {
                errors.error(ident.span(), format!("strategy `{name}` is listed twice"));
                valid = false;
            }
            Some(strategy) => strategies.push((strategy, ident.clone())),
            None => {
                let hint = names::suggestion(&name, Strategy::ALL.map(Strategy::name))
                    .map(|close| format!(" (did you mean `{close}`?)"))
                    .unwrap_or_default();
                errors.error(
                    ident.span(),
                    format!("unknown strategy `{name}`{hint}: expected `kogge_stone` or `dumb7`"),
                );
                valid = false;
            }
        }
    }
    valid.then_some(strategies)
}

/// Each direction, `None` where it has a mistake (reported).
fn check_directions(
    key: &Ident,
    list: &[Named<StepInput>],
    board: Option<&Board>,
    namespace: &mut names::Namespace,
    errors: &mut Diagnostics,
) -> Vec<Option<Direction>> {
    if list.is_empty() {
        errors.error(
            key.span(),
            "list at least one direction, as in `north: (0, 1)`",
        );
        return vec![None];
    }
    let mut variants: Vec<(String, &Ident)> = Vec::new();
    list.iter()
        .map(|entry| {
            let name = names::plain(&entry.name);
            let mut valid = names::check_snake_case(&entry.name, "direction", errors);
            valid &= namespace.declare(&name, entry.name.span(), "direction", errors);
            let variant = names::camel_case(&name);
            if valid {
                if let Some((_, other)) = variants.iter().find(|(seen, _)| *seen == variant) {
                    errors.error(
                        entry.name.span(),
                        format!(
                            "directions `{other}` and `{name}` would both be the variant `Direction::{variant}`: rename one"
                        ),
                    );
                    valid = false;
                } else {
                    variants.push((variant.clone(), &entry.name));
                }
            }
            let board = board?;
            let step = direction::check_step(&entry.name, entry.value.as_ref()?, board, errors)?;
            valid.then(|| {
                let variant = Ident::new(&variant, entry.name.span());
                Direction::new(entry.name.clone(), variant, step, board)
            })
        })
        .collect()
}
