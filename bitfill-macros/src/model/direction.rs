//! Directions: a step checked against the geometry, with its shift, wrap mask
//! and ray length derived.

use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind, NameIndex};
use super::grid::{Grid, Shift, Step, hex};
use super::names::{self, Variants};
use super::region::Region;
use super::set::Set;
use crate::diagnostics::Diagnostics;
use crate::parse::{DirectionInput, Named, ShiftInput, StepInput, VectorInput};

/// A validated direction.
#[derive(Clone)]
pub struct Direction {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    /// `CamelCase` name of the `Direction` enum variant.
    pub variant: Ident,
    /// The step, and in `wrap_mask` every square a legal step lands on
    /// (within the region, for a confined direction).
    pub shift: Shift,
    /// Steps in the longest ray (at least 1).
    pub ray_length: u32,
    /// The region the direction is confined to (`(1, 1) in palace`): a
    /// step is legal only from a square of it to a square of it.
    pub within: Option<Confinement>,
}

/// A region a direction is confined to.
#[derive(Clone)]
pub struct Confinement {
    pub region: Ident,
    pub squares: Set,
}

impl Direction {
    pub fn new(
        name: Ident,
        variant: Ident,
        step: Step,
        within: Option<Confinement>,
        board: &Grid,
    ) -> Self {
        let mut shift = board.shift_of(step);
        if let Some(confinement) = &within {
            // The steps that land in the region from a square of it: a
            // mask on the target, since the step fixes the source.
            let squares = confinement.squares;
            shift.wrap_mask = confined(board, shift, squares);
            shift.applied_mask = Some(shift.wrap_mask);
        }
        let mut direction = Direction {
            docs: TokenStream::new(),
            name,
            variant,
            shift,
            ray_length: board.ray_length(step),
            within,
        };
        if direction.within.is_some() {
            direction.ray_length = (0..board.squares())
                .map(|square| direction.ray(board, square).count())
                .max()
                .unwrap_or(0)
                .max(1);
        }
        direction
    }

    pub fn step(&self) -> Step {
        self.shift.step
    }

    /// The square one legal step from `index` reaches, if any.
    pub fn next(&self, board: &Grid, index: u32) -> Option<u32> {
        board
            .target(index, self.step())
            .filter(|&target| self.shift.wrap_mask.contains(target))
    }

    /// The squares reached from `index` step by step, to the edge (or the
    /// region's end); `index` excluded.
    pub fn ray(&self, board: &Grid, index: u32) -> Set {
        let mut ray = Set::EMPTY;
        let mut square = index;
        while let Some(next) = self.next(board, square) {
            ray |= Set::bit(next);
            square = next;
        }
        ray
    }

    /// The line through `index` along the direction, both ways, `index`
    /// included: the squares linked to it by legal steps.
    pub fn line(&self, board: &Grid, index: u32) -> Set {
        let mut line = self.ray(board, index) | Set::bit(index);
        let mut square = index;
        // A step back from `square` is legal when a step lands on it.
        while self.shift.wrap_mask.contains(square) {
            match board.target(square, self.step().reversed()) {
                Some(previous) => {
                    line |= Set::bit(previous);
                    square = previous;
                }
                None => break,
            }
        }
        line
    }

    /// Whether `other` walks the same lines the other way: the opposite
    /// step, confined to the same squares.
    pub fn is_opposite(&self, other: &Direction) -> bool {
        other.step() == self.step().reversed()
            && self.within.as_ref().map(|within| within.squares)
                == other.within.as_ref().map(|within| within.squares)
    }
}

/// The squares a step lands on from a square of `region` to a square of
/// it.
fn confined(board: &Grid, shift: Shift, region: Set) -> Set {
    shift.wrap_mask & region & board.bits.shifted(region, shift.amount)
}

/// A direction of the spec: its index in [`Spec::directions`](super::Spec).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DirectionId(pub usize);

/// The directions that can be generated, and where each entry of the input
/// went.
pub struct Directions {
    pub list: Vec<Direction>,
    /// For each input entry, its direction; `None` for an entry left out (a
    /// name already taken, or not `snake_case`).
    pub ids: Vec<Option<DirectionId>>,
    /// `false` when an entry has no step and no placeholder fits the board.
    pub complete: bool,
}

/// Checks the `directions` entries: names, then steps on the checked board
/// (none when the board has mistakes), then their regions, among
/// `regions` (checked ahead of their turn: a region with mistakes is
/// reported there). Directions are made for the context's board, the
/// checked one or its stand-in. An entry whose step is wrong keeps its
/// name with a placeholder step, and one whose region is wrong goes
/// unconfined, so that code using it still resolves.
pub fn check_directions(
    cx: &mut Context,
    inputs: &[Named<DirectionInput>],
    regions: &[Region],
) -> Directions {
    let (checked, board) = (cx.checked_board, cx.board);
    let board = &board;
    let placeholder = board.placeholder_step();
    let mut variants = Variants::new("direction", "Direction");
    let mut directions = Directions {
        list: Vec::new(),
        ids: Vec::new(),
        complete: true,
    };
    for entry in inputs {
        let variant = cx
            .declare(&entry.name, EntryKind::Direction)
            .and_then(|()| variants.declare(&entry.name, &mut cx.errors));
        let errors = &mut cx.errors;
        let step = match (&checked, &entry.value) {
            (Some(checked), Some(input)) => check_step(&entry.name, &input.step, checked, errors),
            _ => None,
        };
        let within = entry
            .value
            .as_ref()
            .and_then(|input| input.within.as_ref())
            .and_then(|region| check_region(region, regions, &cx.names, errors));
        // A placeholder step goes unconfined: its region may not fit it.
        let within = match step {
            Some(step) => {
                within.filter(|within| has_steps(&entry.name, step, within, board, errors))
            }
            None => None,
        };
        let id = match (variant, step.or(placeholder)) {
            (Some(variant), Some(step)) => {
                let id = DirectionId(directions.list.len());
                let name = entry.name.clone();
                let mut direction = Direction::new(name, variant, step, within, board);
                direction.docs.clone_from(&entry.docs);
                directions.list.push(direction);
                Some(id)
            }
            (Some(_), None) => {
                directions.complete = false;
                None
            }
            (None, _) => None,
        };
        directions.ids.push(id);
    }
    directions
}

/// The region `name` names, if it is one of `regions`, those that checked.
fn check_region(
    name: &Ident,
    regions: &[Region],
    index: &NameIndex,
    errors: &mut Diagnostics,
) -> Option<Confinement> {
    let text = names::plain(name);
    if let Some(region) = regions
        .iter()
        .find(|region| names::plain(&region.name) == text)
    {
        return Some(Confinement {
            region: name.clone(),
            squares: region.squares,
        });
    }
    let region_names = index.of(EntryKind::Region);
    if region_names.contains(&text) {
        // A region with mistakes, reported at the region.
        return None;
    }
    let others = [
        EntryKind::Direction,
        EntryKind::Group,
        EntryKind::Leaper,
        EntryKind::LameLeaper,
        EntryKind::Hopper,
        EntryKind::Piece,
    ];
    let message = match index.kind_among(&text, &others) {
        Some(kind) => format!(
            "`{text}` is a {}, not a region: a direction is confined to a region of the `regions` field",
            kind.what()
        ),
        None => {
            let hint =
                bitfill_types::spelling::suggestion(&text, region_names.iter().map(String::as_str))
                    .map(|close| format!(": did you mean `{close}`?"))
                    .unwrap_or_else(|| {
                        if region_names.is_empty() {
                            ": declare it in a `regions` field".to_owned()
                        } else {
                            String::new()
                        }
                    });
            format!("unknown region `{text}`{hint}")
        }
    };
    errors.error(name.span(), message);
    None
}

/// Whether the direction has a legal step within its region (reported
/// otherwise: such a direction could never move).
fn has_steps(
    name: &Ident,
    step: Step,
    within: &Confinement,
    board: &Grid,
    errors: &mut Diagnostics,
) -> bool {
    let shift = board.shift_of(step);
    if !confined(board, shift, within.squares).is_empty() {
        return true;
    }
    errors.error(
        within.region.span(),
        format!(
            "direction `{name}` never moves within `{}`: no square of the region is a step ({}, {}) from another",
            names::plain(&within.region),
            step.file,
            step.rank
        ),
    );
    false
}

/// The step a direction's input stands for, if it is valid on `board`.
pub fn check_step(
    name: &Ident,
    input: &StepInput,
    board: &Grid,
    errors: &mut Diagnostics,
) -> Option<Step> {
    match input {
        StepInput::Vector(vector) => check_vector(vector, board, "direction", errors),
        StepInput::Shift(shift) => check_shift(name, shift, board, errors),
    }
}

/// A (file, rank) vector that moves and fits the board; `what` names its
/// owner for errors.
pub fn check_vector(
    vector: &VectorInput,
    board: &Grid,
    what: &str,
    errors: &mut Diagnostics,
) -> Option<Step> {
    let (file, rank) = (vector.file.value, vector.rank.value);
    if file == 0 && rank == 0 {
        errors.error(
            vector.span,
            format!("a {what} must move: (0, 0) is not a step"),
        );
        return None;
    }
    let fits = file.unsigned_abs() < u64::from(board.width)
        && rank.unsigned_abs() < u64::from(board.height);
    if !fits {
        errors.error(
            vector.span,
            format!(
                "the {what} ({file}, {rank}) leaves the {} x {} board from every square: its file step must be below {} and its rank step below {} in size",
                board.width, board.height, board.width, board.height
            ),
        );
        return None;
    }
    // Both fit in i32: they are smaller than a dimension, at most the
    // board capacity (1,024).
    Some(Step {
        file: file as i32,
        rank: rank as i32,
    })
}

fn check_shift(
    name: &Ident,
    input: &ShiftInput,
    board: &Grid,
    errors: &mut Diagnostics,
) -> Option<Step> {
    let bits = board.bits;
    let amount = input.amount.value;
    let operator = if input.left { "<<" } else { ">>" };
    let mut valid = true;
    if amount == 0 {
        errors.error(
            input.amount.span,
            "a shift of 0 does not move: use a shift of at least 1",
        );
        valid = false;
    } else if amount >= bits.width() {
        errors.error(
            input.amount.span,
            format!(
                "`{operator} {amount}` is not below the {} bits of `{}`: it would clear the whole board",
                bits.width(),
                bits.name()
            ),
        );
        valid = false;
    }
    if bits.words().is_some() {
        errors.error(
            input.amount.span,
            format!(
                "the explicit form `{operator} SHIFT & MASK` needs an integer `bits`: on a board of `{}`, give the step as `(file, rank)`",
                bits.name()
            ),
        );
        return None;
    }
    if let Some(mask) = input
        .mask
        .filter(|mask| !(Set::from(mask.value) & !bits.all()).is_empty())
    {
        errors.error(
            mask.span,
            format!(
                "the wrap mask {:#x} does not fit in `{}`",
                mask.value,
                bits.name()
            ),
        );
        valid = false;
    }
    if !valid {
        return None;
    }
    let shift = if input.left {
        amount as i32
    } else {
        -(amount as i32)
    };
    let step = board.step_of_shift(shift);
    if !board.fits(step) {
        errors.error(
            input.amount.span,
            format!(
                "`{operator} {amount}` is the step ({}, {}) on the {} x {} board, which leaves it from every square",
                step.file, step.rank, board.width, board.height
            ),
        );
        return None;
    }
    // A mask is right when it keeps exactly the wrap mask's squares among
    // those the shift can reach from the board; the rest never matter.
    let reachable = bits.shifted(board.mask(), shift);
    let kept = input.mask.map_or(bits.all(), |mask| Set::from(mask.value)) & reachable;
    if kept != board.wrap_mask(step) {
        let span = input.mask.map_or(input.amount.span, |mask| mask.span);
        errors.error(span, wrong_mask(name, input, step, kept, board));
        return None;
    }
    Some(step)
}

/// Explains what is wrong with a wrap mask (or with its absence): which
/// squares it lets wrap around the edge or fall beyond the board, which
/// legal steps it blocks, and what to write instead. `kept` is what the
/// mask keeps of the squares the shift can reach.
fn wrong_mask(name: &Ident, input: &ShiftInput, step: Step, kept: Set, board: &Grid) -> String {
    let operator = if input.left { "<<" } else { ">>" };
    let amount = input.amount.value;
    let shift = board.shift(step);
    let expected = board.wrap_mask(step);
    let moves = |set: Set| -> Vec<String> {
        set.iter()
            .filter_map(|target| {
                let source = u32::try_from(i64::from(target) - i64::from(shift)).ok()?;
                Some(format!(
                    "{} -> {}",
                    board.square_name(source),
                    board.square_name(target)
                ))
            })
            .collect()
    };
    let wraps = moves(kept & board.mask() & !expected);
    let beyond = moves(kept & !board.mask());
    let blocked = moves(expected & !kept);
    let mut problems = Vec::new();
    if !wraps.is_empty() {
        problems.push(format!(
            "it lets {} wrap around the board edge",
            some(&wraps)
        ));
    }
    if !beyond.is_empty() {
        problems.push(format!(
            "it lets {} leave the board for the bits beyond its {} squares",
            some(&beyond),
            board.squares()
        ));
    }
    if !blocked.is_empty() {
        problems.push(format!("it blocks the legal steps {}", some(&blocked)));
    }
    let step_text = format!(
        "`{operator} {amount}` is the step ({}, {}) on the {} x {} board",
        step.file, step.rank, board.width, board.height
    );
    let suggestion = match board.shift_of(step).applied_mask {
        Some(mask) => format!("write `{operator} {amount} & {}`", hex(mask, board.bits)),
        None => format!("write `{operator} {amount}` without a mask"),
    };
    match input.mask {
        Some(_) => format!(
            "wrong wrap mask for `{name}` ({step_text}): {}; {suggestion}",
            problems.join("; "),
        ),
        None => format!(
            "`{name}` needs a wrap mask ({step_text}): without one {}; {suggestion}",
            problems.join("; ").replacen("it lets", "the shift lets", 1),
        ),
    }
}

/// The first few items, and how many more there are.
fn some(items: &[String]) -> String {
    const SHOWN: usize = 4;
    let shown = items
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    match items.len().saturating_sub(SHOWN) {
        0 => shown,
        more => format!("{shown} and {more} more"),
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::Span;

    use super::*;
    use crate::model::grid::Bits;
    use crate::parse::Int;

    /// A mask is accepted exactly when shifting and masking moves every
    /// square of the board as the walk does, on a 4 x 4 board in `u16` and
    /// a 3 x 4 one (4 bits beyond it), for every shift that fits, both
    /// ways, with and without a mask: `masks` of the 65,536 masks (spread
    /// evenly), each one's bits also flipped one at a time.
    fn check_masks(masks: u32) {
        let name = Ident::new("d", Span::call_site());
        let stride = (1 << 16) / masks;
        for (width, height) in [(4, 4), (3, 4)] {
            let board = Grid {
                bits: Bits::U16,
                width,
                height,
            };
            for amount in 1..16 {
                for left in [true, false] {
                    let shift = if left { amount } else { -amount };
                    let step = board.step_of_shift(shift);
                    if !board.fits(step) {
                        continue;
                    }
                    let computes_the_step = |mask: u128| {
                        (0..board.squares()).all(|square| {
                            let moved =
                                board.bits.shifted(Set::bit(square), shift) & Set::from(mask);
                            let walked = board.target(square, step).map_or(Set::EMPTY, Set::bit);
                            moved == walked
                        })
                    };
                    let accepted = |mask: Option<u128>| {
                        let input = ShiftInput {
                            left,
                            amount: Int {
                                value: amount.unsigned_abs(),
                                span: Span::call_site(),
                            },
                            mask: mask.map(|value| Int {
                                value,
                                span: Span::call_site(),
                            }),
                        };
                        let mut errors = Diagnostics::default();
                        let step = check_shift(&name, &input, &board, &mut errors);
                        assert_eq!(step.is_some(), errors.into_error().is_none());
                        step.is_some()
                    };
                    let exact = board.wrap_mask(step).low();
                    let tried = (0..masks)
                        .map(|index| u128::from(index * stride))
                        .chain((0..16).map(|bit| exact ^ 1 << bit))
                        .chain([exact, board.bits.all().low()]);
                    for mask in tried {
                        assert_eq!(
                            accepted(Some(mask)),
                            computes_the_step(mask),
                            "{width} x {height}, shift {shift}, mask {mask:#06x}"
                        );
                    }
                    assert_eq!(
                        accepted(None),
                        computes_the_step(board.bits.all().low()),
                        "{width} x {height}, shift {shift} without a mask"
                    );
                }
            }
        }
    }

    #[test]
    fn masks_are_accepted_exactly_when_they_compute_the_step() {
        check_masks(256);
    }

    /// Every mask: `cargo test -p bitfill-macros --release -- --ignored`.
    #[test]
    #[ignore = "long: run with --release -- --ignored"]
    fn every_mask_is_accepted_exactly_when_it_computes_the_step() {
        check_masks(1 << 16);
    }
}
