//! Leapers: non-sliding pieces given by their (file, rank) offsets.

use syn::Ident;

use super::board::{Board, Step};
use super::direction::check_vector;
use crate::diagnostics::Diagnostics;
use crate::parse::VectorInput;

/// A validated leaper.
pub struct Leaper {
    pub name: Ident,
    pub offsets: Vec<Offset>,
}

/// One offset: its shift and the squares it can land on.
pub struct Offset {
    pub step: Step,
    pub shift: i32,
    pub landing: u128,
    /// What the generated code masks with after the shift.
    pub mask: u128,
}

/// Checks a leaper's offsets: non-empty, each one moving and fitting the
/// board, none listed twice.
pub fn check(
    name: &Ident,
    offsets: &[VectorInput],
    board: &Board,
    errors: &mut Diagnostics,
) -> Option<Leaper> {
    if offsets.is_empty() {
        errors.error(
            name.span(),
            format!("leaper `{name}` has no offsets: list at least one (file, rank) offset"),
        );
        return None;
    }
    let mut steps = Vec::new();
    let mut valid = true;
    for offset in offsets {
        match check_vector(offset, board, "leaper offset", errors) {
            Some(step) if steps.contains(&step) => {
                errors.error(
                    offset.span,
                    format!(
                        "the offset ({}, {}) is listed twice for `{name}`",
                        step.file, step.rank
                    ),
                );
                valid = false;
            }
            Some(step) => steps.push(step),
            None => valid = false,
        }
    }
    valid.then(|| Leaper::new(name.clone(), steps, board))
}

impl Leaper {
    pub fn new(name: Ident, steps: Vec<Step>, board: &Board) -> Self {
        Leaper {
            name,
            offsets: steps
                .into_iter()
                .map(|step| Offset {
                    step,
                    shift: board.shift(step),
                    landing: board.landing(step),
                    mask: board.shift_mask(step),
                })
                .collect(),
        }
    }
}
