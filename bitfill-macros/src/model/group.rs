//! Groups of directions (`rook: [north, south, east, west]`), which may name
//! other groups (`queen: [rook, bishop]`): resolved to a set of directions,
//! with unknown members and cycles reported.

use proc_macro2::TokenStream;
use syn::Ident;

use super::direction::{DirectionId, Directions};
use super::names::{self, Namespace, Variants};
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
    /// The members as listed, when they cover disjoint sets of directions:
    /// then the union can be written as the members' own attacks, as the
    /// textbook writes `queen = rook | bishop`.
    pub disjoint_members: Option<Vec<Member>>,
}

/// How group functions combine their directions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupShape {
    /// Chosen per target under `#[cfg]`: `split` on x86 without AVX2,
    /// `paired` on x86 with AVX2 but not AVX-512, `fused` elsewhere.
    Auto,
    /// Each direction in its own block, entered only when its first step
    /// moves a slider (opposite directions still share their propagators):
    /// keeps LLVM from packing the directions into SSE2 vectors, here or at
    /// a call site that ORs two groups.
    Split,
    /// One union expression of the directions' attacks, as the textbook
    /// writes it: vectorises well where lanes can shift by different
    /// amounts (AVX-512).
    Fused,
    /// One union expression in which each pair of opposite directions
    /// shares one propagator: fewer instructions than `fused`.
    Paired,
}

impl GroupShape {
    pub const ALL: [GroupShape; 4] = [
        GroupShape::Auto,
        GroupShape::Split,
        GroupShape::Fused,
        GroupShape::Paired,
    ];

    pub fn name(self) -> &'static str {
        match self {
            GroupShape::Auto => "auto",
            GroupShape::Split => "split",
            GroupShape::Fused => "fused",
            GroupShape::Paired => "paired",
        }
    }
}

pub fn check_group_shape(ident: &Ident, errors: &mut Diagnostics) -> Option<GroupShape> {
    let keywords = GroupShape::ALL.map(GroupShape::name);
    names::keyword(ident, "group shape", &keywords, errors).map(|index| GroupShape::ALL[index])
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

/// Checks the `groups` entries: names, members (directions of
/// `direction_names`, in input order, or other groups; not one of
/// `other_names`) and cycles. Groups whose name is wrong are left out; the
/// others keep the directions found.
pub fn check_groups(
    inputs: &[Named<Vec<Ident>>],
    direction_names: &[String],
    other_names: &[OtherNames],
    directions: &Directions,
    namespace: &mut Namespace,
    errors: &mut Diagnostics,
) -> Vec<Group> {
    let mut variants = Variants::new("group", "Group");
    let declared: Vec<Option<Ident>> = inputs
        .iter()
        .map(|group| {
            names::declare(&group.name, "group", namespace, errors)
                .and_then(|()| variants.declare(&group.name, errors))
        })
        .collect();
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
    resolve(inputs, direction_names, other_names, errors)
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
                        Listed::Invalid => None,
                    })
                    .collect()
            });
            (!members.is_empty()).then(|| Group {
                docs: input.docs.clone(),
                name: resolved.name,
                variant,
                directions: members,
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
    disjoint_members: Option<Vec<Listed>>,
}

/// A member as classified: an index into the direction inputs or the group
/// inputs.
#[derive(Clone, Copy)]
enum Listed {
    Direction(usize),
    Group(usize, proc_macro2::Span),
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
    directions: &[String],
    others: &[OtherNames],
    errors: &mut Diagnostics,
) -> Vec<Resolved> {
    let group_names: Vec<String> = inputs
        .iter()
        .map(|group| names::plain(&group.name))
        .collect();
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
                    .map(|(position, member)| {
                        let known = Known {
                            directions,
                            groups: &group_names,
                            others,
                        };
                        classify(group, position, member, &known, errors)
                    })
                    .collect(),
            )
        })
        .collect();
    let mut resolver = Resolver {
        members: &members,
        names: &group_names,
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
        .map(|((input, state), members)| {
            let (directions, disjoint) = match state {
                State::Done(directions, disjoint) => (directions, disjoint),
                State::Failed(directions) => (directions, false),
                State::Pending | State::Visiting => (Vec::new(), false),
            };
            let listed = members.as_ref().filter(|_| disjoint).and_then(|members| {
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
                disjoint_members: listed,
            }
        })
        .collect()
}

/// The names a group member may be, and the other names it may not.
/// The names of one kind of item a group cannot hold (leapers, hoppers...),
/// so that naming one gets told what it is rather than "unknown".
pub struct OtherNames {
    /// What they are, in the singular: "leaper", "hopper".
    pub kind: &'static str,
    pub names: Vec<String>,
}

struct Known<'a> {
    directions: &'a [String],
    groups: &'a [String],
    others: &'a [OtherNames],
}

fn classify(
    group: &Named<Vec<Ident>>,
    position: usize,
    member: &Ident,
    known: &Known,
    errors: &mut Diagnostics,
) -> Listed {
    let Known {
        directions,
        groups,
        others,
    } = *known;
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
    if let Some(other) = others.iter().find(|other| other.names.contains(&name)) {
        errors.error(
            member.span(),
            format!(
                "`{name}` is a {}, not a direction or group: group `{}` can only hold sliding directions and other groups",
                other.kind, group.name
            ),
        );
        return Listed::Invalid;
    }
    let candidates = directions.iter().chain(groups).map(String::as_str);
    let hint = crate::spelling::suggestion(&name, candidates)
        .map(|close| format!(": did you mean `{close}`?"))
        .unwrap_or_default();
    errors.error(
        member.span(),
        format!(
            "unknown direction or group `{name}` in group `{}`{hint}",
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
