//! Directions: a step checked against the geometry, with its shift, wrap mask
//! and ray length derived.

use syn::Ident;

use super::board::{Board, Shift, Step, hex};
use super::names::{self, Namespace, Variants};
use crate::diagnostics::Diagnostics;
use crate::parse::{Named, ShiftInput, StepInput, VectorInput};

/// A validated direction.
pub struct Direction {
    pub name: Ident,
    /// `CamelCase` name of the `Direction` enum variant.
    pub variant: Ident,
    pub shift: Shift,
    /// Steps in the longest ray (at least 1).
    pub ray_length: u32,
}

impl Direction {
    pub fn new(name: Ident, variant: Ident, step: Step, board: &Board) -> Self {
        Direction {
            name,
            variant,
            shift: board.shift_of(step),
            ray_length: board.ray_length(step),
        }
    }

    pub fn step(&self) -> Step {
        self.shift.step
    }
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

/// Checks the `directions` entries: names, then steps on the `checked`
/// board (`None` when the board has mistakes). Directions are made for
/// `board`, the checked one or its stand-in. An entry whose step is wrong
/// keeps its name with a placeholder step, so that code using it still
/// resolves.
pub fn check_directions(
    inputs: &[Named<StepInput>],
    checked: Option<&Board>,
    board: &Board,
    namespace: &mut Namespace,
    errors: &mut Diagnostics,
) -> Directions {
    let placeholder = board.placeholder_step();
    let mut variants = Variants::new("direction", "Direction");
    let mut directions = Directions {
        list: Vec::new(),
        ids: Vec::new(),
        complete: true,
    };
    for entry in inputs {
        let variant = names::declare(&entry.name, "direction", namespace, errors)
            .and_then(|()| variants.declare(&entry.name, errors));
        let step = match (checked, &entry.value) {
            (Some(checked), Some(step)) => check_step(&entry.name, step, checked, errors),
            _ => None,
        };
        let id = match (variant, step.or(placeholder)) {
            (Some(variant), Some(step)) => {
                let id = DirectionId(directions.list.len());
                let name = entry.name.clone();
                directions
                    .list
                    .push(Direction::new(name, variant, step, board));
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

/// The step a direction's input stands for, if it is valid on `board`.
pub fn check_step(
    name: &Ident,
    input: &StepInput,
    board: &Board,
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
    board: &Board,
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
    // Both fit in i32: they are smaller than a dimension, at most 128.
    Some(Step {
        file: file as i32,
        rank: rank as i32,
    })
}

fn check_shift(
    name: &Ident,
    input: &ShiftInput,
    board: &Board,
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
    let mask = input.mask.value;
    if mask & !bits.all() != 0 {
        errors.error(
            input.mask.span,
            format!("the wrap mask {mask:#x} does not fit in `{}`", bits.name()),
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
    let expected = board.wrap_mask(step);
    if mask != expected {
        errors.error(
            input.mask.span,
            wrong_mask(name, operator, amount, step, mask, expected, board),
        );
        return None;
    }
    Some(step)
}

/// Explains what is wrong with a wrap mask: which squares would wrap, which
/// legal steps it blocks, and the mask to write instead.
fn wrong_mask(
    name: &Ident,
    operator: &str,
    amount: u32,
    step: Step,
    mask: u128,
    expected: u128,
    board: &Board,
) -> String {
    let shift = board.shift(step);
    let squares = |set: u128| (0..board.bits.width()).filter(move |&bit| set >> bit & 1 == 1);
    let source = |target: u32| {
        let source = i64::from(target) - i64::from(shift);
        (0..i64::from(board.squares()))
            .contains(&source)
            .then_some(source as u32)
    };
    let mut wraps = Vec::new();
    let mut unreachable = Vec::new();
    for target in squares(mask & !expected) {
        match source(target) {
            Some(source) if target < board.squares() => {
                wraps.push(format!(
                    "{} -> {}",
                    board.square_name(source),
                    board.square_name(target)
                ));
            }
            _ => unreachable.push(board.square_name(target)),
        }
    }
    let blocked: Vec<String> = squares(expected & !mask)
        .filter_map(|target| {
            let source = source(target)?;
            Some(format!(
                "{} -> {}",
                board.square_name(source),
                board.square_name(target)
            ))
        })
        .collect();
    let mut problems = Vec::new();
    if !wraps.is_empty() {
        problems.push(format!(
            "it lets {} wrap around the board edge",
            some(&wraps)
        ));
    }
    if !unreachable.is_empty() {
        problems.push(format!(
            "it keeps {}, which no step {operator} {amount} from the board can land on",
            some(&unreachable)
        ));
    }
    if !blocked.is_empty() {
        problems.push(format!("it blocks the legal steps {}", some(&blocked)));
    }
    format!(
        "wrong wrap mask for `{name}` (`{operator} {amount}`, the step ({}, {}) on the {} x {} board): {}; the correct mask is {}",
        step.file,
        step.rank,
        board.width,
        board.height,
        problems.join("; "),
        hex(expected, board.bits)
    )
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
