//! Leapers: non-sliding pieces given by their (file, rank) offsets.

use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind};
use super::direction::check_vector;
use super::grid::{Grid, Shift, Step};
use crate::diagnostics::Diagnostics;
use crate::parse::{Named, VectorInput};

/// A validated leaper: one shift per offset.
pub struct Leaper {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    pub offsets: Vec<Shift>,
}

impl Leaper {
    pub fn new(name: Ident, steps: Vec<Step>, board: &Grid) -> Self {
        Leaper {
            docs: TokenStream::new(),
            name,
            offsets: steps.into_iter().map(|step| board.shift_of(step)).collect(),
        }
    }
}

/// The leapers that can be generated.
pub struct Leapers {
    pub list: Vec<Leaper>,
    /// `false` when an entry has no offsets and no placeholder fits the
    /// board.
    pub complete: bool,
}

/// Checks the `leapers` entries: names, then offsets on the checked board
/// (none when it has mistakes). Leapers are made for the context's board,
/// the checked one or its stand-in; one with wrong offsets keeps its name with a
/// placeholder offset.
pub fn check_leapers(cx: &mut Context, inputs: &[Named<Vec<VectorInput>>]) -> Leapers {
    let board = cx.board;
    let placeholder = board.placeholder_step();
    let mut leapers = Vec::new();
    let mut complete = true;
    for entry in inputs {
        let declared = cx.declare(&entry.name, EntryKind::Leaper);
        let steps = match (cx.checked_board, &entry.value) {
            (Some(checked), Some(offsets)) => {
                check_offsets(&entry.name, offsets, &checked, &mut cx.errors)
            }
            _ => None,
        };
        match (
            declared,
            steps.or_else(|| placeholder.map(|step| vec![step])),
        ) {
            (Some(()), Some(steps)) => {
                let mut leaper = Leaper::new(entry.name.clone(), steps, &board);
                leaper.docs.clone_from(&entry.docs);
                leapers.push(leaper);
            }
            (Some(()), None) => complete = false,
            (None, _) => {}
        }
    }
    Leapers {
        list: leapers,
        complete,
    }
}

/// A leaper's offsets: non-empty, each one moving and fitting the board,
/// none listed twice.
fn check_offsets(
    name: &Ident,
    offsets: &[VectorInput],
    board: &Grid,
    errors: &mut Diagnostics,
) -> Option<Vec<Step>> {
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
    valid.then_some(steps)
}
