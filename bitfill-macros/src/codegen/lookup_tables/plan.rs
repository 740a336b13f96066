//! How the per-square lookups split what rides into the units they keep a
//! table for. A unit is a set of directions: a group's (a group made of
//! other groups is the union of their lookups), a hopper's, or the steps a
//! Betza piece rides, hops or jumps along (a piece's step that is a
//! direction of the spec shares its row of the spec's tables). Any set has
//! one table; when that would hold more than [`MERGED_LIMIT`] bytes, its
//! orthogonal, diagonal and other steps have one each where that fits (a
//! queen's on 8 x 8: the rook's and the bishop's), and the rest one per
//! line (a direction and its opposite, or a direction alone). On 8 x 8 the rook and the bishop have a table
//! each, as engines keep them; on larger boards the rook's splits into its
//! file and its rank, as Fairy-Stockfish's boards of more than 64 squares
//! do. Sets with the same directions share their units.

use crate::codegen::names::Origin;
use crate::model::{
    BetzaKind, Confinement, Direction, DirectionId, EntryKind, Grid, Group, GroupId, Member, Piece,
    Set, Spec, Step,
};
use proc_macro2::Span;
use syn::Ident;

/// The largest table kept for a whole set of directions, in bytes: the rook
/// of 8 x 8 (800 KiB) fits, the rook of 10 x 8 (7.5 MiB) does not.
pub const MERGED_LIMIT: u64 = 1 << 20;

/// A direction of a unit: a direction of the spec, or a step of a Betza
/// piece (or a direction turned around, for the attackers of a square)
/// that the spec lacks.
#[derive(Clone)]
pub struct UnitDirection {
    pub direction: Direction,
    /// Where its rays are: the spec's own direction's row of `RAYS` and
    /// `LINES`, or its row of `STEP_RAYS`, the spec module's rays of the
    /// steps it lacks.
    pub row: RayRow,
}

/// A row of the rays of every square along one direction.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RayRow {
    /// A direction of the spec: its row of `RAYS` and `LINES`.
    Spec(DirectionId),
    /// A step the spec has no direction for: its row of `STEP_RAYS`.
    Step(usize),
}

impl UnitDirection {
    /// What makes two directions the same for a table: the step and the
    /// squares it is confined to.
    fn key(&self) -> (Step, Option<Set>) {
        let within = self.direction.within.as_ref().map(|within| within.squares);
        (self.direction.step(), within)
    }
}

/// A set of directions with a table of its own.
pub struct Unit {
    /// The name its statics are made from, in upper case: the group's,
    /// hopper's or piece's whose plan first needed it, or its directions'
    /// joined (`NORTH_SOUTH`).
    pub name: String,
    pub directions: Vec<UnitDirection>,
    /// The entry whose plan first needed it: a group, a hopper or a piece.
    pub origin: Origin,
}

impl Unit {
    /// The directions, as the tables read them.
    pub fn members(&self) -> Vec<&Direction> {
        self.directions.iter().map(|each| &each.direction).collect()
    }
}

/// How a group's lookup is made.
pub enum GroupPlan {
    /// The union of its members' lookups.
    Members(Vec<GroupId>),
    /// The union of the lookups of these units (indices into the units).
    Units(Vec<usize>),
}

/// The units of a spec's lookups, and the plan of each group, hopper and
/// piece, in spec order.
pub struct Plan {
    pub units: Vec<Unit>,
    pub groups: Vec<GroupPlan>,
    /// Each group's directions turned around, as units: where an attacker
    /// of a square stands is along them (the group's own units where it
    /// holds each direction's opposite).
    pub group_attackers: Vec<Vec<usize>>,
    /// Each hopper's units.
    pub hoppers: Vec<Vec<usize>>,
    /// Each hopper's directions turned around, as units.
    pub hopper_attackers: Vec<Vec<usize>>,
    /// Each Betza piece's units: those of every step it rides, hops or
    /// jumps along, for both sides (a piece without a side is the same
    /// turned around); none for a piece that only leaps.
    pub pieces: Vec<Vec<usize>>,
    /// The steps without a direction of the spec, each once, by their row
    /// of `STEP_RAYS`.
    pub steps: Vec<Direction>,
}

impl Plan {
    pub fn new(spec: &Spec) -> Plan {
        let mut units: Vec<Unit> = Vec::new();
        let mut steps: Vec<Direction> = Vec::new();
        let groups = spec
            .groups
            .iter()
            .enumerate()
            .map(|(index, group)| match groups_only(group) {
                Some(members) => GroupPlan::Members(members),
                None => {
                    let directions = group
                        .directions
                        .iter()
                        .map(|&id| of_spec(spec, id))
                        .collect();
                    let origin = Origin::Entry(EntryKind::Group, index);
                    GroupPlan::Units(plan(spec, &mut units, &group.name, directions, origin))
                }
            })
            .collect();
        // Named apart from the set's own units: a set that is not its own
        // turned around has units of other directions.
        let mut turned = |name: &Ident, ids: &[DirectionId], origin, units: &mut Vec<Unit>| {
            let directions = ids
                .iter()
                .map(|&id| turned_around(spec, spec.direction(id), &mut steps))
                .collect();
            let name = Ident::new(
                &format!("{}_turned", crate::model::plain_name(name)),
                name.span(),
            );
            plan(spec, units, &name, directions, origin)
        };
        // A group made of groups is the union of theirs, as forwards.
        let mut group_attackers: Vec<Vec<usize>> = Vec::new();
        for (index, group) in spec.groups.iter().enumerate() {
            let origin = Origin::Entry(EntryKind::Group, index);
            let turned_units = match groups_only(group) {
                Some(members) => {
                    let mut union: Vec<usize> = Vec::new();
                    for GroupId(member) in members {
                        let member_units =
                            group_attackers.get(member).cloned().unwrap_or_else(|| {
                                let member = &spec.groups[member];
                                turned(&member.name, &member.directions, origin, &mut units)
                            });
                        for unit in member_units {
                            if !union.contains(&unit) {
                                union.push(unit);
                            }
                        }
                    }
                    union
                }
                None => turned(&group.name, &group.directions, origin, &mut units),
            };
            group_attackers.push(turned_units);
        }
        let hoppers = spec
            .hoppers
            .iter()
            .enumerate()
            .map(|(index, hopper)| {
                let directions = hopper
                    .directions
                    .iter()
                    .map(|&id| of_spec(spec, id))
                    .collect();
                let origin = Origin::Entry(EntryKind::Hopper, index);
                plan(spec, &mut units, &hopper.name, directions, origin)
            })
            .collect();
        let hopper_attackers = spec
            .hoppers
            .iter()
            .enumerate()
            .map(|(index, hopper)| {
                let origin = Origin::Entry(EntryKind::Hopper, index);
                turned(&hopper.name, &hopper.directions, origin, &mut units)
            })
            .collect();
        let pieces = spec
            .pieces
            .iter()
            .enumerate()
            .map(|(index, piece)| {
                let directions = piece_directions(spec, piece, &mut steps);
                if directions.is_empty() {
                    return Vec::new();
                }
                let origin = Origin::Entry(EntryKind::Piece, index);
                plan(spec, &mut units, &piece.name, directions, origin)
            })
            .collect();
        Plan {
            units,
            groups,
            group_attackers,
            hoppers,
            hopper_attackers,
            pieces,
            steps,
        }
    }

    /// The plan of `group`.
    pub fn group(&self, spec: &Spec, group: &Group) -> &GroupPlan {
        let index = spec
            .groups
            .iter()
            .position(|each| each.name == group.name)
            .expect("a group of the spec");
        &self.groups[index]
    }

    /// The direction along `step` (confined to `within`'s squares, if
    /// any) among the directions of `units`.
    pub fn find(&self, units: &[usize], step: Step, within: Option<Set>) -> &UnitDirection {
        units
            .iter()
            .flat_map(|&index| &self.units[index].directions)
            .find(|each| each.key() == (step, within))
            .expect("a step of the units")
    }
}

/// A direction of the spec, as a unit holds it.
fn of_spec(spec: &Spec, id: DirectionId) -> UnitDirection {
    UnitDirection {
        direction: spec.direction(id).clone(),
        row: RayRow::Spec(id),
    }
}

/// The direction along `step` (confined to `within`'s squares, if any):
/// the spec's own where it has one, or a new row of `steps`.
fn direction_of(
    spec: &Spec,
    step: Step,
    within: Option<&Confinement>,
    steps: &mut Vec<Direction>,
) -> UnitDirection {
    let squares = within.map(|within| within.squares);
    let same = |direction: &Direction| {
        direction.step() == step
            && direction.within.as_ref().map(|within| within.squares) == squares
    };
    if let Some(index) = spec.directions.iter().position(same) {
        return of_spec(spec, DirectionId(index));
    }
    let index = steps.iter().position(same).unwrap_or_else(|| {
        steps.push(Direction::new(
            Ident::new("step", Span::call_site()),
            Ident::new("Step", Span::call_site()),
            step,
            within.cloned(),
            &spec.board,
        ));
        steps.len() - 1
    });
    UnitDirection {
        direction: steps[index].clone(),
        row: RayRow::Step(index),
    }
}

/// `direction` turned around: its opposite step, confined alike.
fn turned_around(spec: &Spec, direction: &Direction, steps: &mut Vec<Direction>) -> UnitDirection {
    direction_of(
        spec,
        direction.step().reversed(),
        direction.within.as_ref(),
        steps,
    )
}

/// The units of a set of directions named `name`: one, or one per line
/// when one table would be too large; each added if it is new.
fn plan(
    spec: &Spec,
    units: &mut Vec<Unit>,
    name: &Ident,
    directions: Vec<UnitDirection>,
    origin: Origin,
) -> Vec<usize> {
    let fits = |directions: &[UnitDirection]| {
        table_entries(spec, directions) * u64::from(spec.board.bits.width() / 8) <= MERGED_LIMIT
    };
    let set = crate::model::plain_name(name).to_ascii_uppercase();
    let parts = if fits(&directions) {
        vec![(set, directions)]
    } else {
        // The orthogonal steps apart from the diagonal ones first, each
        // whole where it fits: a queen's are then the rook's and the
        // bishop's units, shared with them.
        let families = families(directions);
        if families.len() == 1 {
            families
                .into_iter()
                .flat_map(|(_, family)| lines(name, family))
                .collect()
        } else {
            families
                .into_iter()
                .flat_map(|(family_name, family)| {
                    if fits(&family) {
                        vec![(format!("{set}_{family_name}"), family)]
                    } else {
                        lines(name, family)
                    }
                })
                .collect()
        }
    };
    parts
        .into_iter()
        .map(|(name, directions)| unit_index(units, name, directions, origin))
        .collect()
}

/// The steps a Betza piece rides, hops or jumps along, for both sides,
/// each once: the spec's direction of that step where it has one
/// (unconfined), else a row of `steps`.
fn piece_directions(
    spec: &Spec,
    piece: &Piece,
    steps_made: &mut Vec<Direction>,
) -> Vec<UnitDirection> {
    let mut steps: Vec<Step> = Vec::new();
    for component in &piece.components {
        if matches!(component.kind, BetzaKind::Leap | BetzaKind::Lame { .. }) {
            continue;
        }
        let (file, rank) = component.step;
        let sides: &[i32] = if piece.sided { &[1, -1] } else { &[1] };
        for &sign in sides {
            let step = Step {
                file: sign * file,
                rank: sign * rank,
            };
            if !steps.contains(&step) {
                steps.push(step);
            }
        }
    }
    steps
        .into_iter()
        .map(|step| direction_of(spec, step, None, steps_made))
        .collect()
}

/// The member groups of a group made of groups only, disjoint.
fn groups_only(group: &Group) -> Option<Vec<GroupId>> {
    group
        .disjoint_members
        .as_ref()?
        .iter()
        .map(|member| match member {
            Member::Group(id) => Some(*id),
            Member::Direction(_) => None,
        })
        .collect()
}

/// The unit of these directions, added if it is new.
fn unit_index(
    units: &mut Vec<Unit>,
    name: String,
    mut directions: Vec<UnitDirection>,
    origin: Origin,
) -> usize {
    directions.sort_by_key(UnitDirection::key);
    let key: Vec<_> = directions.iter().map(UnitDirection::key).collect();
    let same = |unit: &Unit| {
        unit.directions
            .iter()
            .map(UnitDirection::key)
            .eq(key.iter().copied())
    };
    if let Some(index) = units.iter().position(same) {
        return index;
    }
    units.push(Unit {
        name,
        directions,
        origin,
    });
    units.len() - 1
}

/// The directions by family, the non-empty ones: orthogonal steps (along
/// ranks and files), diagonal ones, the others.
fn families(directions: Vec<UnitDirection>) -> Vec<(&'static str, Vec<UnitDirection>)> {
    let mut families: [(&str, Vec<UnitDirection>); 3] = [
        ("ORTHOGONAL", Vec::new()),
        ("DIAGONAL", Vec::new()),
        ("OTHER", Vec::new()),
    ];
    for each in directions {
        let Step { file, rank } = each.direction.step();
        let family = if file == 0 || rank == 0 {
            0
        } else if file.abs() == rank.abs() {
            1
        } else {
            2
        };
        families[family].1.push(each);
    }
    families
        .into_iter()
        .filter(|(_, family)| !family.is_empty())
        .collect()
}

/// The directions paired with their opposites, lone ones alone, each named
/// after its directions (the spec's names), or after the set and its place
/// (`NIGHTRIDER_LINE_0`) where they are a piece's own steps.
fn lines(name: &Ident, directions: Vec<UnitDirection>) -> Vec<(String, Vec<UnitDirection>)> {
    let mut lines: Vec<Vec<UnitDirection>> = Vec::new();
    for each in &directions {
        if lines
            .iter()
            .any(|line| line.iter().any(|other| other.key() == each.key()))
        {
            continue;
        }
        let opposite = directions
            .iter()
            .find(|other| each.direction.is_opposite(&other.direction));
        lines.push(std::iter::once(each).chain(opposite).cloned().collect());
    }
    let set = crate::model::plain_name(name).to_ascii_uppercase();
    lines
        .into_iter()
        .enumerate()
        .map(|(index, line)| {
            let name = if line.iter().all(|each| matches!(each.row, RayRow::Spec(_))) {
                let names: Vec<String> = line
                    .iter()
                    .map(|each| crate::model::plain_name(&each.direction.name).to_ascii_uppercase())
                    .collect();
                names.join("_")
            } else {
                format!("{set}_LINE_{index}")
            };
            (name, line)
        })
        .collect()
}

/// The squares whose occupancy matters to a slider of `directions` on
/// `square`: each ray without its last square (nothing lies beyond it).
pub fn relevant(board: &Grid, directions: &[&Direction], square: u32) -> u128 {
    let mut mask = 0;
    for direction in directions {
        let mut at = square;
        while let Some(next) = direction.next(board, at) {
            if direction.next(board, next).is_some() {
                mask |= 1u128 << next;
            }
            at = next;
        }
    }
    mask
}

/// The entries of a table for `directions`: the sum over squares of two
/// to the number of relevant squares.
fn table_entries(spec: &Spec, directions: &[UnitDirection]) -> u64 {
    let members: Vec<&Direction> = directions.iter().map(|each| &each.direction).collect();
    (0..spec.board.squares())
        .map(|square| {
            let bits = relevant(&spec.board, &members, square).count_ones();
            1u64.checked_shl(bits).unwrap_or(u64::MAX)
        })
        .fold(0, u64::saturating_add)
}

/// Every subset of `mask`, the empty one first (the carry-rippler).
pub fn subsets(mask: u128) -> impl Iterator<Item = u128> {
    let mut next = Some(0u128);
    std::iter::from_fn(move || {
        let subset = next?;
        let following = subset.wrapping_sub(mask) & mask;
        next = (following != 0).then_some(following);
        Some(subset)
    })
}

/// The squares of each ray of a slider on `square` along `directions`,
/// nearest first: what [`attacks`] walks.
pub fn rays(board: &Grid, directions: &[&Direction], square: u32) -> Vec<Vec<u32>> {
    directions
        .iter()
        .map(|direction| {
            let mut ray = Vec::new();
            let mut at = square;
            while let Some(next) = direction.next(board, at) {
                ray.push(next);
                at = next;
            }
            ray
        })
        .collect()
}

/// What a slider attacks along `rays` (see [`rays`]) with `occupied`: each
/// ray up to and including its first occupied square.
pub fn attacks(rays: &[Vec<u32>], occupied: u128) -> u128 {
    let mut attacked = 0;
    for ray in rays {
        for &square in ray {
            attacked |= 1u128 << square;
            if occupied >> square & 1 == 1 {
                break;
            }
        }
    }
    attacked
}
