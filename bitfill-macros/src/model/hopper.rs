//! Hoppers: pieces that move and capture along directions of the spec, each
//! in its own mode (`slide`, `hop` over exactly one screen, or `jump` right
//! behind the first hurdle), as the xiangqi cannon slides to move and hops
//! to capture.

use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind};
use super::direction::{DirectionId, Directions};
use super::group::Group;
use super::names::{self};
use crate::diagnostics::Diagnostics;
use crate::parse::{HopperInput, Named};

/// How a hopper reaches a square along one direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HopMode {
    /// Along the ray through empty squares, up to and including the first
    /// piece: a slider.
    Slide,
    /// Over exactly one piece (the screen), then through empty squares up
    /// to and including the next piece: the xiangqi cannon's capture.
    Hop,
    /// To the square right behind the first piece (the hurdle): the
    /// grasshopper.
    Jump,
}

impl HopMode {
    pub const ALL: [HopMode; 3] = [HopMode::Slide, HopMode::Hop, HopMode::Jump];

    pub fn name(self) -> &'static str {
        match self {
            HopMode::Slide => "slide",
            HopMode::Hop => "hop",
            HopMode::Jump => "jump",
        }
    }
}

/// A validated hopper.
pub struct Hopper {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    /// Its directions, each once, in the order they are first listed.
    pub directions: Vec<DirectionId>,
    /// How it moves to an empty square.
    pub moves: HopMode,
    /// How it reaches a piece it captures.
    pub captures: HopMode,
    /// Whether its functions take `except`: pieces it may neither hop over
    /// nor capture (they still block), as the janggi cannon every cannon.
    pub except: bool,
}

/// Checks the `hoppers` entries: names, the members of `over` (directions,
/// in input order, or groups), and the two modes. A hopper with a mistake
/// keeps its name: its members found so far (or a stand-in direction),
/// `slide` for a wrong mode.
pub fn check_hoppers(
    cx: &mut Context,
    inputs: &[Named<HopperInput>],
    directions: &Directions,
    groups: &[Group],
) -> Vec<Hopper> {
    let mut hoppers = Vec::new();
    for entry in inputs {
        let declared = cx.declare(&entry.name, EntryKind::Hopper);
        let (direction_names, group_names) = (
            cx.names.of(EntryKind::Direction),
            cx.names.of(EntryKind::Group),
        );
        let errors = &mut cx.errors;
        let Some(input) = &entry.value else {
            continue;
        };
        let mut members: Vec<DirectionId> = Vec::new();
        for member in &input.over {
            let name = names::plain(member);
            let found: Option<Vec<DirectionId>> =
                match direction_names.iter().position(|known| *known == name) {
                    Some(input_index) => directions
                        .ids
                        .get(input_index)
                        .copied()
                        .flatten()
                        .map(|id| vec![id]),
                    None => groups
                        .iter()
                        .find(|group| names::plain(&group.name) == name)
                        .map(|group| group.directions.clone()),
                };
            match found {
                Some(found) => {
                    for id in found {
                        if !members.contains(&id) {
                            members.push(id);
                        }
                    }
                }
                None => {
                    // A member that is a direction or group with a mistake
                    // of its own was reported there.
                    if !direction_names.contains(&name) && !group_names.contains(&name) {
                        let hint = bitfill_types::spelling::suggestion(
                            &name,
                            direction_names
                                .iter()
                                .chain(group_names)
                                .map(String::as_str),
                        )
                        .map(|close| format!(": did you mean `{close}`?"))
                        .unwrap_or_default();
                        errors.error(
                            member.span(),
                            format!(
                                "unknown direction or group `{name}` in hopper `{}`{hint}",
                                entry.name
                            ),
                        );
                    }
                }
            }
        }
        let moves = check_mode(&input.moves, errors);
        let captures = check_mode(&input.captures, errors);
        let except = input.except.as_ref().is_some_and(|value| {
            names::keyword(value, "`except` value", &["argument"], errors).is_some()
        });
        if members.is_empty() {
            // Only with errors: keep the name on a stand-in direction.
            members.extend(directions.list.first().map(|_| DirectionId(0)));
        }
        if declared.is_some() && !members.is_empty() {
            hoppers.push(Hopper {
                docs: entry.docs.clone(),
                name: entry.name.clone(),
                directions: members,
                moves: moves.unwrap_or(HopMode::Slide),
                captures: captures.unwrap_or(HopMode::Slide),
                except,
            });
        }
    }
    hoppers
}

fn check_mode(ident: &Ident, errors: &mut Diagnostics) -> Option<HopMode> {
    let keywords = HopMode::ALL.map(HopMode::name);
    names::keyword(ident, "hopper mode", &keywords, errors).map(|index| HopMode::ALL[index])
}
