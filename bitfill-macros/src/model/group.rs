//! Groups of directions (`rook: [north, south, east, west]`), which may name
//! other groups (`queen: [rook, bishop]`): resolved to a set of directions,
//! with unknown members and cycles reported.

use bitfill_types::GroupShape;
use proc_macro2::TokenStream;
use syn::Ident;

use super::context::{Context, EntryKind, NameIndex};
use super::direction::{DirectionId, Directions};
use super::names::{self, Variants};
use crate::diagnostics::Diagnostics;
use crate::parse::Named;

/// A group: its directions, in the order they are first listed. When the
/// group has a mistake (reported) they are the ones found before it.
pub struct Group {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    /// `CamelCase` name of the `Group` enum variant.
    pub variant: Ident,
    pub directions: Vec<DirectionId>,
    /// The leapers it names, directly or through its member groups, by
    /// name: a compound piece (`archbishop: [bishop, knight]`) attacks what
    /// its directions and these attack.
    pub leapers: Vec<String>,
    /// The lame leapers it names, likewise.
    pub lame_leapers: Vec<String>,
    /// The members as listed, when they cover disjoint sets of directions:
    /// then the union can be written as the members' own attacks, as the
    /// textbook writes `queen = rook | bishop`.
    pub disjoint_members: Option<Vec<Member>>,
}

/// The spec's `group_shape`: how group functions combine their directions
/// (each [`GroupShape`] is described where `bitfill` documents it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShapeChoice {
    /// Chosen per target under `#[cfg]`: `split` on x86 without AVX2,
    /// `paired` on x86 with AVX2 but not AVX-512, `fused` elsewhere.
    Auto,
    /// The one shape written for every target.
    Forced(GroupShape),
}

impl ShapeChoice {
    /// The keyword a spec writes it by.
    pub fn keyword(self) -> &'static str {
        match self {
            ShapeChoice::Auto => "auto",
            ShapeChoice::Forced(shape) => shape.keyword(),
        }
    }
}

pub fn check_group_shape(cx: &mut Context, ident: &Ident) -> Option<ShapeChoice> {
    let choices = [
        ShapeChoice::Auto,
        ShapeChoice::Forced(GroupShape::Split),
        ShapeChoice::Forced(GroupShape::Fused),
        ShapeChoice::Forced(GroupShape::Paired),
    ];
    let keywords = choices.map(ShapeChoice::keyword);
    names::keyword(ident, "group shape", &keywords, &mut cx.errors).map(|index| choices[index])
}

/// A group of the spec: its index in [`Spec::groups`](super::Spec).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupId(pub usize);

/// A member of a group, resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Member {
    Direction(DirectionId),
    Group(GroupId),
}

/// Checks the `groups` entries: names, members (directions, in input
/// order, other groups, leapers and lame leapers; not a hopper, a piece or
/// a region) and cycles. Groups whose name is wrong are left out; the
/// others keep the directions found.
pub fn check_groups(
    cx: &mut Context,
    inputs: &[Named<Vec<Ident>>],
    directions: &Directions,
) -> Vec<Group> {
    let mut variants = Variants::new("group", "Group");
    let declared: Vec<Option<Ident>> = inputs
        .iter()
        .map(|group| {
            cx.declare(&group.name, EntryKind::Group)
                .and_then(|()| variants.declare(&group.name, &mut cx.errors))
        })
        .collect();
    let (names, errors) = (&cx.names, &mut cx.errors);
    let mut next = 0;
    let group_ids: Vec<Option<GroupId>> = declared
        .iter()
        .map(|variant| {
            variant.as_ref().map(|_| {
                next += 1;
                GroupId(next - 1)
            })
        })
        .collect();
    let direction_id = |input: usize| directions.ids.get(input).copied().flatten();
    resolve(inputs, names, errors)
        .into_iter()
        .zip(declared)
        .zip(inputs)
        .filter_map(|((resolved, variant), input)| {
            let variant = variant?;
            let mut members: Vec<DirectionId> = resolved
                .directions
                .iter()
                .filter_map(|&input| direction_id(input))
                .collect();
            let named = |indices: &[usize], names: &[String]| -> Vec<String> {
                indices.iter().map(|&index| names[index].clone()).collect()
            };
            let leapers = named(&resolved.leapers, names.of(EntryKind::Leaper));
            let lame_leapers = named(&resolved.lame_leapers, names.of(EntryKind::LameLeaper));
            if members.is_empty() && resolved.ok && !(leapers.is_empty() && lame_leapers.is_empty()) {
                errors.error(
                    input.name.span(),
                    format!(
                        "group `{}` has no sliding direction: a piece that only leaps is a leaper, with every offset in one `leapers` entry",
                        input.name
                    ),
                );
            }
            if members.is_empty() {
                // Only with errors: a group left empty by them.
                members.extend(directions.list.first().map(|_| DirectionId(0)));
            }
            let disjoint_members = resolved.disjoint_members.and_then(|listed| {
                listed
                    .into_iter()
                    .map(|member| match member {
                        Listed::Direction(input) => direction_id(input).map(Member::Direction),
                        Listed::Group(input, _) => {
                            group_ids.get(input).copied().flatten().map(Member::Group)
                        }
                        Listed::Leaper(_) | Listed::LameLeaper(_) | Listed::Invalid => None,
                    })
                    .collect()
            });
            (!members.is_empty()).then(|| Group {
                docs: input.docs.clone(),
                name: resolved.name,
                variant,
                directions: members,
                leapers,
                lame_leapers,
                disjoint_members,
            })
        })
        .collect()
}

/// A group resolved in terms of input indices.
struct Resolved {
    name: Ident,
    /// Indices into the direction inputs.
    directions: Vec<usize>,
    /// Indices into the leaper and lame leaper names, through member
    /// groups too.
    leapers: Vec<usize>,
    lame_leapers: Vec<usize>,
    /// Whether it resolved without a mistake.
    ok: bool,
    disjoint_members: Option<Vec<Listed>>,
}

/// A member as classified: an index into the direction inputs or the group
/// inputs.
#[derive(Clone, Copy)]
enum Listed {
    Direction(usize),
    Group(usize, proc_macro2::Span),
    Leaper(usize),
    LameLeaper(usize),
    Invalid,
}

#[derive(Clone)]
enum State {
    Pending,
    Visiting,
    /// The directions, and whether the members' sets were disjoint.
    Done(Vec<usize>, bool),
    Failed(Vec<usize>),
}

/// Resolves every group, reporting unknown members and cycles.
fn resolve(
    inputs: &[Named<Vec<Ident>>],
    known: &NameIndex,
    errors: &mut Diagnostics,
) -> Vec<Resolved> {
    let group_names = known.of(EntryKind::Group);
    let members: Vec<Option<Vec<Listed>>> = inputs
        .iter()
        .map(|group| {
            let list = group.value.as_ref()?;
            if list.is_empty() {
                errors.error(
                    group.name.span(),
                    format!(
                        "group `{}` is empty: list at least one direction or group",
                        group.name
                    ),
                );
                return None;
            }
            Some(
                list.iter()
                    .enumerate()
                    .map(|(position, member)| classify(group, position, member, known, errors))
                    .collect(),
            )
        })
        .collect();
    let mut resolver = Resolver {
        members: &members,
        names: group_names,
        states: vec![State::Pending; inputs.len()],
        stack: Vec::new(),
        errors,
    };
    for group in 0..inputs.len() {
        resolver.visit(group);
    }
    inputs
        .iter()
        .zip(resolver.states)
        .zip(&members)
        .enumerate()
        .map(|(group, ((input, state), own))| {
            let (directions, disjoint, ok) = match state {
                State::Done(directions, disjoint) => (directions, disjoint, true),
                State::Failed(directions) => (directions, false, false),
                State::Pending | State::Visiting => (Vec::new(), false, false),
            };
            let mut seen = vec![false; inputs.len()];
            let (mut leapers, mut lame_leapers) = (Vec::new(), Vec::new());
            collect_leapers(&members, group, &mut seen, &mut leapers, &mut lame_leapers);
            let listed = own.as_ref().filter(|_| disjoint).and_then(|members| {
                members
                    .iter()
                    .map(|member| match *member {
                        Listed::Invalid => None,
                        member => Some(member),
                    })
                    .collect()
            });
            Resolved {
                name: input.name.clone(),
                directions,
                leapers,
                lame_leapers,
                ok,
                disjoint_members: listed,
            }
        })
        .collect()
}

/// The leapers and lame leapers `group` names, directly or through its
/// member groups (each group visited once, so cycles end), each once.
fn collect_leapers(
    members: &[Option<Vec<Listed>>],
    group: usize,
    seen: &mut [bool],
    leapers: &mut Vec<usize>,
    lame_leapers: &mut Vec<usize>,
) {
    if seen.get(group).copied().unwrap_or(true) {
        return;
    }
    seen[group] = true;
    for member in members[group].iter().flatten() {
        match *member {
            Listed::Leaper(index) if !leapers.contains(&index) => leapers.push(index),
            Listed::LameLeaper(index) if !lame_leapers.contains(&index) => {
                lame_leapers.push(index);
            }
            Listed::Group(other, _) => collect_leapers(members, other, seen, leapers, lame_leapers),
            _ => {}
        }
    }
}

/// The names a group member may be, and the other names it may not.
fn classify(
    group: &Named<Vec<Ident>>,
    position: usize,
    member: &Ident,
    known: &NameIndex,
    errors: &mut Diagnostics,
) -> Listed {
    let directions = known.of(EntryKind::Direction);
    let groups = known.of(EntryKind::Group);
    let leapers = known.of(EntryKind::Leaper);
    let lame_leapers = known.of(EntryKind::LameLeaper);
    let name = names::plain(member);
    let listed = group.value.as_deref().unwrap_or_default();
    if listed
        .iter()
        .take(position)
        .any(|earlier| names::plain(earlier) == name)
    {
        errors.error(
            member.span(),
            format!("`{name}` is listed twice in group `{}`", group.name),
        );
        return Listed::Invalid;
    }
    if let Some(index) = directions.iter().position(|direction| *direction == name) {
        return Listed::Direction(index);
    }
    if let Some(index) = groups.iter().position(|other| *other == name) {
        return Listed::Group(index, member.span());
    }
    if let Some(index) = leapers.iter().position(|leaper| *leaper == name) {
        return Listed::Leaper(index);
    }
    if let Some(index) = lame_leapers.iter().position(|leaper| *leaper == name) {
        return Listed::LameLeaper(index);
    }
    let others = [EntryKind::Hopper, EntryKind::Piece, EntryKind::Region];
    if let Some(other) = known.kind_among(&name, &others) {
        errors.error(
            member.span(),
            format!(
                "`{name}` is a {}, not a direction, group or leaper: group `{}` can hold sliding directions, other groups, leapers and lame leapers",
                other.what(),
                group.name
            ),
        );
        return Listed::Invalid;
    }
    let candidates = directions
        .iter()
        .chain(groups)
        .chain(leapers)
        .chain(lame_leapers)
        .map(String::as_str);
    let hint = bitfill_types::spelling::suggestion(&name, candidates)
        .map(|close| format!(": did you mean `{close}`?"))
        .unwrap_or_default();
    errors.error(
        member.span(),
        format!(
            "unknown direction, group or leaper `{name}` in group `{}`{hint}",
            group.name
        ),
    );
    Listed::Invalid
}

struct Resolver<'a> {
    members: &'a [Option<Vec<Listed>>],
    names: &'a [String],
    states: Vec<State>,
    stack: Vec<usize>,
    errors: &'a mut Diagnostics,
}

impl Resolver<'_> {
    fn visit(&mut self, group: usize) -> Option<Vec<usize>> {
        match self.states.get(group)? {
            State::Done(directions, _) => return Some(directions.clone()),
            State::Failed(_) | State::Visiting => return None,
            State::Pending => {}
        }
        self.states[group] = State::Visiting;
        self.stack.push(group);
        let mut directions = Vec::new();
        let mut ok = true;
        let mut disjoint = true;
        match self.members.get(group).and_then(Option::as_ref) {
            None => ok = false,
            Some(members) => {
                for member in members {
                    let found = match *member {
                        Listed::Direction(direction) => Some(vec![direction]),
                        Listed::Group(other, span) => {
                            if matches!(self.states.get(other), Some(State::Visiting)) {
                                self.report_cycle(other, span);
                                None
                            } else {
                                self.visit(other)
                            }
                        }
                        // A leaper adds no direction.
                        Listed::Leaper(_) | Listed::LameLeaper(_) => Some(Vec::new()),
                        Listed::Invalid => None,
                    };
                    match found {
                        Some(found) => {
                            for direction in found {
                                if directions.contains(&direction) {
                                    disjoint = false;
                                } else {
                                    directions.push(direction);
                                }
                            }
                        }
                        None => ok = false,
                    }
                }
            }
        }
        self.stack.pop();
        self.states[group] = if ok {
            State::Done(directions.clone(), disjoint)
        } else {
            State::Failed(directions.clone())
        };
        ok.then_some(directions)
    }

    fn report_cycle(&mut self, back_to: usize, span: proc_macro2::Span) {
        let start = self
            .stack
            .iter()
            .position(|&group| group == back_to)
            .unwrap_or(0);
        let path: Vec<&str> = self.stack[start..]
            .iter()
            .chain([&back_to])
            .filter_map(|&group| self.names.get(group).map(String::as_str))
            .collect();
        self.errors.error(
            span,
            format!(
                "cyclic group: {} (a group cannot contain itself)",
                path.join(" -> ")
            ),
        );
    }
}
