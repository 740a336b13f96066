//! Lame leapers: leapers whose every offset is blocked by pieces on the
//! squares of its path, as the xiangqi horse is blocked on its leg.

use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind};
use super::direction::check_vector;
use super::grid::{Grid, Step};
use crate::diagnostics::Diagnostics;
use crate::parse::{LameOffsetInput, Named};

/// One offset and the squares (relative to the piece) that must be empty
/// for it.
pub struct LameOffset {
    pub step: Step,
    pub path: Vec<Step>,
}

/// A validated lame leaper.
pub struct LameLeaper {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    pub offsets: Vec<LameOffset>,
}

/// The path of `offset` when the spec gives none: straight steps along its
/// longer component first, then diagonal ones, every square before the
/// target. `(1, 2)`, the xiangqi horse, is blocked on `(0, 1)`; `(2, 2)`,
/// the elephant, on `(1, 1)`; `(2, 3)`, the janggi elephant, on `(0, 1)`
/// and `(1, 2)`; a one-square step has no path.
pub fn default_path(offset: Step) -> Vec<Step> {
    let (files, ranks) = (offset.file.abs(), offset.rank.abs());
    let (file_sign, rank_sign) = (offset.file.signum(), offset.rank.signum());
    let straight = (files - ranks).abs();
    let diagonal = files.min(ranks);
    let mut path = Vec::new();
    let mut square = Step { file: 0, rank: 0 };
    for _ in 0..straight {
        if files > ranks {
            square.file += file_sign;
        } else {
            square.rank += rank_sign;
        }
        path.push(square);
    }
    for _ in 0..diagonal {
        square.file += file_sign;
        square.rank += rank_sign;
        path.push(square);
    }
    // The last square is the target itself.
    path.pop();
    path
}

/// Checks the `lame_leapers` entries: names, offsets as for leapers, and
/// each given path (no square twice, none at the origin or the target, each
/// within the board's reach). A lame leaper with mistakes keeps its name
/// with the offsets that checked, or a stand-in.
pub fn check_lame_leapers(
    cx: &mut Context,
    inputs: &[Named<Vec<LameOffsetInput>>],
) -> Vec<LameLeaper> {
    let placeholder = cx.board.placeholder_step();
    let mut leapers = Vec::new();
    for entry in inputs {
        let declared = cx.declare(&entry.name, EntryKind::LameLeaper);
        let errors = &mut cx.errors;
        let mut offsets: Vec<LameOffset> = Vec::new();
        if let (Some(checked), Some(list)) = (&cx.checked_board, &entry.value) {
            if list.is_empty() {
                errors.error(
                    entry.name.span(),
                    format!(
                        "lame leaper `{}` has no offsets: list at least one (file, rank) offset",
                        entry.name
                    ),
                );
            }
            for input in list {
                let Some(step) = check_vector(&input.offset, checked, "leaper offset", errors)
                else {
                    continue;
                };
                if offsets.iter().any(|offset| offset.step == step) {
                    errors.error(
                        input.offset.span,
                        format!(
                            "the offset ({}, {}) is listed twice for `{}`",
                            step.file, step.rank, entry.name
                        ),
                    );
                    continue;
                }
                if let Some(path) = check_path(input, step, checked, errors) {
                    offsets.push(LameOffset { step, path });
                }
            }
        }
        if offsets.is_empty() {
            // Only with errors: a stand-in offset keeps the name.
            offsets.extend(placeholder.map(|step| LameOffset {
                step,
                path: Vec::new(),
            }));
        }
        if declared.is_some() && !offsets.is_empty() {
            leapers.push(LameLeaper {
                docs: entry.docs.clone(),
                name: entry.name.clone(),
                offsets,
            });
        }
    }
    leapers
}

fn check_path(
    input: &LameOffsetInput,
    step: Step,
    board: &Grid,
    errors: &mut Diagnostics,
) -> Option<Vec<Step>> {
    let Some(via) = &input.via else {
        return Some(default_path(step));
    };
    let mut path: Vec<Step> = Vec::new();
    let mut valid = true;
    for square in via {
        let Some(blocking) = check_vector(square, board, "blocking square", errors) else {
            valid = false;
            continue;
        };
        if blocking == step {
            errors.error(
                square.span,
                format!(
                    "({}, {}) is the target itself: a path lists the squares before it",
                    step.file, step.rank
                ),
            );
            valid = false;
        } else if path.contains(&blocking) {
            errors.error(
                square.span,
                format!(
                    "the square ({}, {}) is listed twice in this path",
                    blocking.file, blocking.rank
                ),
            );
            valid = false;
        } else {
            path.push(blocking);
        }
    }
    valid.then_some(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn path(file: i32, rank: i32) -> Vec<(i32, i32)> {
        default_path(Step { file, rank })
            .into_iter()
            .map(|step| (step.file, step.rank))
            .collect()
    }

    #[test]
    fn default_paths_are_the_usual_legs() {
        assert_eq!(path(1, 2), [(0, 1)]);
        assert_eq!(path(-2, 1), [(-1, 0)]);
        assert_eq!(path(2, -2), [(1, -1)]);
        assert_eq!(path(2, 3), [(0, 1), (1, 2)]);
        assert_eq!(path(-3, -2), [(-1, 0), (-2, -1)]);
        assert_eq!(path(0, 3), [(0, 1), (0, 2)]);
        assert!(path(1, 1).is_empty());
        assert!(path(0, -1).is_empty());
    }
}
