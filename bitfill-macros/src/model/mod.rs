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

/// How group functions combine their directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupShape {
    /// `fused` for groups of at most four directions; for larger ones
    /// `split` on x86 without AVX2 and `fused` everywhere else.
    Auto,
    /// Each direction in its own block, entered only when its first step
    /// moves a slider: keeps LLVM from packing the directions into SSE2
    /// vectors.
    Split,
    /// One union expression: vectorises well where lanes can shift by
    /// different amounts (AVX2, AVX-512).
    Fused,
}

impl GroupShape {
    pub const ALL: [GroupShape; 3] = [GroupShape::Auto, GroupShape::Split, GroupShape::Fused];

    pub fn name(self) -> &'static str {
        match self {
            GroupShape::Auto => "auto",
            GroupShape::Split => "split",
            GroupShape::Fused => "fused",
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
    pub group_shape: GroupShape,
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
    group_shape: Option<&'a Ident>,
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
                Some(FieldValue::GroupShape(shape)) => fields.group_shape = Some(shape),
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
    ///
    /// Alongside the errors comes the spec they leave: every name that can be
    /// generated, with a placeholder step where the real one is wrong. Codegen
    /// emits it next to the errors, so that code using the module does not
    /// add a flood of "unresolved name" errors to the real ones. It is `None`
    /// only when no placeholder fits (a 1 x 1 board with directions).
    pub fn check(input: &'a SpecInput) -> (Option<Spec<'a>>, Diagnostics) {
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
        let checked_board = fields
            .board
            .and_then(|board| check_board(board, bits, &mut errors));
        let board = checked_board.unwrap_or_else(|| Board::fallback(bits.unwrap_or(Bits::U64)));
        let strategies = fields
            .strategies
            .and_then(|list| {
                let key = fields.key("strategies").unwrap_or(&input.name);
                check_strategies(key, list, &mut errors)
            })
            .unwrap_or_else(|| {
                let span = proc_macro2::Span::call_site();
                Strategy::ALL
                    .into_iter()
                    .map(|strategy| (strategy, Ident::new(strategy.name(), span)))
                    .collect()
            });
        let placeholder = board.placeholder_step();

        let mut namespace = names::Namespace::default();
        let direction_inputs = fields.directions.unwrap_or_default();
        // Input index of each direction -> its index in `directions`.
        let mut direction_index = Vec::new();
        let mut directions: Vec<Direction> = Vec::new();
        let mut complete = true;
        for entry in direction_inputs {
            let name = names::plain(&entry.name);
            let snake = names::check_snake_case(&entry.name, "direction", &mut errors);
            let mut fresh =
                namespace.declare(&name, entry.name.span(), "direction", &mut errors) && snake;
            // Only snake_case names have a well-formed variant name.
            let variant = Ident::new(
                &names::camel_case(if snake { &name } else { "invalid" }),
                entry.name.span(),
            );
            if let Some(other) = directions
                .iter()
                .find(|other| fresh && other.variant == variant)
            {
                errors.error(
                    entry.name.span(),
                    format!(
                        "directions `{}` and `{name}` would both be the variant `Direction::{variant}`: rename one",
                        other.name
                    ),
                );
                fresh = false;
            }
            let step = match (checked_board, &entry.value) {
                (Some(board), Some(step)) => {
                    direction::check_step(&entry.name, step, &board, &mut errors)
                }
                _ => None,
            };
            direction_index.push(fresh.then_some(directions.len()));
            match (fresh, step.or(placeholder)) {
                (true, Some(step)) => {
                    directions.push(Direction::new(entry.name.clone(), variant, step, &board))
                }
                (true, None) => complete = false,
                (false, _) => {}
            }
        }

        let direction_names: Vec<String> = direction_inputs
            .iter()
            .map(|direction| names::plain(&direction.name))
            .collect();
        let group_inputs = fields.groups.unwrap_or_default();
        let fresh_groups: Vec<bool> = group_inputs
            .iter()
            .map(|group| {
                let name = names::plain(&group.name);
                names::check_snake_case(&group.name, "group", &mut errors)
                    & namespace.declare(&name, group.name.span(), "group", &mut errors)
            })
            .collect();
        let mut groups: Vec<Group> = group::resolve(group_inputs, &direction_names, &mut errors)
            .into_iter()
            .zip(fresh_groups)
            .filter_map(|(group, fresh)| {
                let mut members: Vec<usize> = group
                    .directions
                    .iter()
                    .filter_map(|&input| direction_index.get(input).copied().flatten())
                    .collect();
                if members.is_empty() && !directions.is_empty() {
                    // Only reachable with errors: a group left empty by them.
                    members.push(0);
                }
                (fresh && !members.is_empty()).then_some(Group {
                    name: group.name,
                    directions: members,
                    disjoint_members: group.disjoint_members,
                })
            })
            .collect();

        // With mistakes, some members may not be generated: union directions.
        if !errors.is_empty() {
            for group in &mut groups {
                group.disjoint_members = None;
            }
        }
        let group_shape = fields
            .group_shape
            .and_then(|ident| check_group_shape(ident, &mut errors))
            .unwrap_or(GroupShape::Auto);

        let mut leapers = Vec::new();
        for entry in fields.leapers.unwrap_or_default() {
            let name = names::plain(&entry.name);
            let fresh = names::check_snake_case(&entry.name, "leaper", &mut errors)
                & namespace.declare(&name, entry.name.span(), "leaper", &mut errors);
            let checked = match (checked_board, &entry.value) {
                (Some(board), Some(offsets)) => {
                    leaper::check(&entry.name, offsets, &board, &mut errors)
                }
                _ => None,
            };
            match (fresh, checked, placeholder) {
                (true, Some(leaper), _) => leapers.push(leaper),
                (true, None, Some(step)) => {
                    leapers.push(Leaper::new(entry.name.clone(), vec![step], &board))
                }
                (true, None, None) => complete = false,
                (false, _, _) => {}
            }
        }

        let spec = complete.then_some(Spec {
            attrs: &input.attrs,
            vis: &input.vis,
            name: input.name.clone(),
            board,
            strategies,
            directions,
            groups,
            group_shape,
            leapers,
        });
        (spec, errors)
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

fn check_group_shape(ident: &Ident, errors: &mut Diagnostics) -> Option<GroupShape> {
    let name = names::plain(ident);
    let shape = GroupShape::ALL
        .into_iter()
        .find(|shape| shape.name() == name);
    if shape.is_none() {
        errors.error(
            ident.span(),
            format!("unknown group shape `{name}`: expected `auto`, `split` or `fused`"),
        );
    }
    shape
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

/// The listed strategies, `None` (with errors) unless every one is valid.
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
