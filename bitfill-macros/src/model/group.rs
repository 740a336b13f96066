//! Groups of directions (`rook: [north, south, east, west]`), which may name
//! other groups (`queen: [rook, bishop]`): resolved to a set of directions,
//! with unknown members and cycles reported.

use syn::Ident;

use super::names;
use crate::diagnostics::Diagnostics;
use crate::parse::Named;

/// A group: its directions, in the order they are first listed. When the
/// group has a mistake (reported) they are the ones found before it.
pub struct Group {
    pub name: Ident,
    pub directions: Vec<usize>,
    /// The members as listed, when they cover disjoint sets of directions:
    /// then the union can be written as the members' own attacks, as the
    /// textbook writes `queen = rook | bishop`.
    pub disjoint_members: Option<Vec<Ident>>,
}

enum Member {
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
pub fn resolve(
    inputs: &[Named<Vec<Ident>>],
    directions: &[String],
    errors: &mut Diagnostics,
) -> Vec<Group> {
    let group_names: Vec<String> = inputs
        .iter()
        .map(|group| names::plain(&group.name))
        .collect();
    let members: Vec<Option<Vec<Member>>> = inputs
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
                        classify(group, position, member, directions, &group_names, errors)
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
        .map(|(input, state)| {
            let (directions, disjoint) = match state {
                State::Done(directions, disjoint) => (directions, disjoint),
                State::Failed(directions) => (directions, false),
                State::Pending | State::Visiting => (Vec::new(), false),
            };
            Group {
                name: input.name.clone(),
                directions,
                disjoint_members: input.value.clone().filter(|_| disjoint),
            }
        })
        .collect()
}

fn classify(
    group: &Named<Vec<Ident>>,
    position: usize,
    member: &Ident,
    directions: &[String],
    groups: &[String],
    errors: &mut Diagnostics,
) -> Member {
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
        return Member::Invalid;
    }
    if let Some(index) = directions.iter().position(|direction| *direction == name) {
        return Member::Direction(index);
    }
    if let Some(index) = groups.iter().position(|other| *other == name) {
        return Member::Group(index, member.span());
    }
    let candidates = directions.iter().chain(groups).map(String::as_str);
    let hint = names::suggestion(&name, candidates)
        .map(|close| format!(": did you mean `{close}`?"))
        .unwrap_or_default();
    errors.error(
        member.span(),
        format!(
            "unknown direction or group `{name}` in group `{}`{hint}",
            group.name
        ),
    );
    Member::Invalid
}

struct Resolver<'a> {
    members: &'a [Option<Vec<Member>>],
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
                        Member::Direction(direction) => Some(vec![direction]),
                        Member::Group(other, span) => {
                            if matches!(self.states.get(other), Some(State::Visiting)) {
                                self.report_cycle(other, span);
                                None
                            } else {
                                self.visit(other)
                            }
                        }
                        Member::Invalid => None,
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
