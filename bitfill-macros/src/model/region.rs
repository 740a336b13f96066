//! Regions: named sets of squares (palaces, a side of the river, promotion
//! zones), made of rectangles, squares and other regions, each a constant.

use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind};
use super::grid::Grid;
use super::names::{self, Namespace};
use super::set::Set;
use crate::diagnostics::Diagnostics;
use crate::parse::{Named, RegionPart, VectorInput};

/// A validated region.
pub struct Region {
    /// The entry's doc comments, put first in the constant's docs.
    pub docs: TokenStream,
    pub name: Ident,
    pub squares: Set,
}

/// Checks the `regions` entries: names, every corner and square on the
/// board, and each named part a region listed before. A region with
/// mistakes keeps its name with the squares that checked. (That its
/// constant is no other name of the spec module is checked with every
/// generated name, by `check_generated_names`.)
pub fn check_regions(cx: &mut Context, inputs: &[Named<Vec<RegionPart>>]) -> Vec<Region> {
    let mut regions: Vec<Region> = Vec::new();
    for (current, entry) in inputs.iter().enumerate() {
        let declared = cx.declare(&entry.name, EntryKind::Region);
        let (namespace, errors) = (&cx.namespace, &mut cx.errors);
        let mut squares = Set::EMPTY;
        if let (Some(board), Some(parts)) = (&cx.checked_board, &entry.value) {
            if parts.is_empty() {
                errors.error(
                    entry.name.span(),
                    format!(
                        "region `{}` is empty: list squares, rectangles or regions",
                        entry.name
                    ),
                );
            }
            for part in parts {
                squares |=
                    part_squares(part, board, &regions, (inputs, current), namespace, errors);
            }
        }
        if declared.is_some() {
            regions.push(Region {
                docs: entry.docs.clone(),
                name: entry.name.clone(),
                squares,
            });
        }
    }
    regions
}

/// The squares of one part, `0` (reported) when it has a mistake.
fn part_squares(
    part: &RegionPart,
    board: &Grid,
    earlier: &[Region],
    (inputs, current): (&[Named<Vec<RegionPart>>], usize),
    namespace: &Namespace,
    errors: &mut Diagnostics,
) -> Set {
    match part {
        RegionPart::Square(square) => on_board(square, board, errors)
            .map_or(Set::EMPTY, |(file, rank)| {
                rectangle(board, (file, rank), (file, rank))
            }),
        RegionPart::Rectangle(from, to) => {
            let from = on_board(from, board, errors);
            let to = on_board(to, board, errors);
            match (from, to) {
                (Some(from), Some(to)) => rectangle(board, from, to),
                _ => Set::EMPTY,
            }
        }
        RegionPart::Region(name) => {
            let text = names::plain(name);
            if let Some(region) = earlier
                .iter()
                .find(|region| names::plain(&region.name) == text)
            {
                return region.squares;
            }
            let message = match inputs
                .iter()
                .position(|input| names::plain(&input.name) == text)
            {
                // Listed before, with a mistake of its own, reported there.
                Some(position) if position < current => return Set::EMPTY,
                Some(position) if position == current => {
                    format!("region `{text}` cannot contain itself")
                }
                Some(_) => format!(
                    "region `{text}` is listed after this one: a region can name only the regions listed before it"
                ),
                None if namespace.kind_of(&text).is_some() => format!(
                    "`{text}` is a {}, not a region: a region holds squares, rectangles and other regions",
                    namespace.kind_of(&text).map_or("name", EntryKind::what)
                ),
                None => {
                    let earlier_names: Vec<String> = earlier
                        .iter()
                        .map(|region| names::plain(&region.name))
                        .collect();
                    let hint = bitfill_types::spelling::suggestion(
                        &text,
                        earlier_names.iter().map(String::as_str),
                    )
                    .map(|close| format!(": did you mean `{close}`?"))
                    .unwrap_or_default();
                    format!("unknown region `{text}`{hint}")
                }
            };
            errors.error(name.span(), message);
            Set::EMPTY
        }
    }
}

/// A corner or square, if it is on the board (reported otherwise).
fn on_board(square: &VectorInput, board: &Grid, errors: &mut Diagnostics) -> Option<(u32, u32)> {
    let (file, rank) = (square.file.value, square.rank.value);
    let file_ok = (0..i64::from(board.width)).contains(&file);
    let rank_ok = (0..i64::from(board.height)).contains(&rank);
    if !(file_ok && rank_ok) {
        errors.error(
            square.span,
            format!(
                "({file}, {rank}) is off the {} x {} board: files go from 0 to {}, ranks from 0 to {}",
                board.width,
                board.height,
                board.width - 1,
                board.height - 1
            ),
        );
        return None;
    }
    // Both are below a dimension of the board, at most its capacity (1,024).
    Some((file as u32, rank as u32))
}

/// Every square between two opposite corners, both included.
fn rectangle(board: &Grid, (file_a, rank_a): (u32, u32), (file_b, rank_b): (u32, u32)) -> Set {
    let mut squares = Set::EMPTY;
    for rank in rank_a.min(rank_b)..=rank_a.max(rank_b) {
        for file in file_a.min(file_b)..=file_a.max(file_b) {
            squares |= Set::bit(rank * board.width + file);
        }
    }
    squares
}
