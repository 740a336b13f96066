//! How the per-square lookups split the spec's groups into the units they
//! keep a table for: a group made of other groups is the union of their
//! lookups; any other group has one table, or one per line (a direction
//! and its opposite, or a direction alone) when one table for the whole
//! group would hold more than [`MERGED_LIMIT`] bytes. On 8 x 8 the rook
//! and the bishop have a table each, as engines keep them; on larger
//! boards the rook's splits into its file and its rank, as
//! Fairy-Stockfish's boards of more than 64 squares do.

use crate::model::{Direction, DirectionId, Grid, Group, GroupId, Member, Spec};

/// The largest table kept for a whole group, in bytes: the rook of 8 x 8
/// (800 KiB) fits, the rook of 10 x 8 (7.5 MiB) does not.
pub const MERGED_LIMIT: u64 = 1 << 20;

/// A set of directions with a table of its own.
pub struct Unit {
    /// The name its statics are made from, in upper case: the group's,
    /// or the directions' joined (`NORTH_SOUTH`).
    pub name: String,
    pub directions: Vec<DirectionId>,
    /// The group whose plan first needed it.
    pub group: GroupId,
}

/// How a group's lookup is made.
pub enum GroupPlan {
    /// The union of its members' lookups.
    Members(Vec<GroupId>),
    /// The union of the lookups of these units (indices into the units).
    Units(Vec<usize>),
}

/// The units of a spec's lookups, and each group's plan, in spec order.
pub struct Plan {
    pub units: Vec<Unit>,
    pub groups: Vec<GroupPlan>,
}

impl Plan {
    pub fn new(spec: &Spec) -> Plan {
        let mut units: Vec<Unit> = Vec::new();
        let groups = spec
            .groups
            .iter()
            .enumerate()
            .map(|(index, group)| {
                if let Some(members) = groups_only(group) {
                    return GroupPlan::Members(members);
                }
                let parts = if table_entries(spec, &group.directions)
                    * u64::from(spec.board.bits.width() / 8)
                    <= MERGED_LIMIT
                {
                    vec![(
                        crate::model::plain_name(&group.name).to_ascii_uppercase(),
                        group.directions.clone(),
                    )]
                } else {
                    lines(spec, &group.directions)
                };
                GroupPlan::Units(
                    parts
                        .into_iter()
                        .map(|(name, directions)| {
                            unit_index(&mut units, name, directions, GroupId(index))
                        })
                        .collect(),
                )
            })
            .collect();
        Plan { units, groups }
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
    mut directions: Vec<DirectionId>,
    group: GroupId,
) -> usize {
    directions.sort_by_key(|id| id.0);
    if let Some(index) = units.iter().position(|unit| unit.directions == directions) {
        return index;
    }
    units.push(Unit {
        name,
        directions,
        group,
    });
    units.len() - 1
}

/// The directions paired with their opposites, lone ones alone, each named
/// after its directions.
fn lines(spec: &Spec, directions: &[DirectionId]) -> Vec<(String, Vec<DirectionId>)> {
    let mut lines: Vec<Vec<DirectionId>> = Vec::new();
    for &id in directions {
        if lines.iter().any(|line| line.contains(&id)) {
            continue;
        }
        let direction = spec.direction(id);
        let opposite = directions
            .iter()
            .copied()
            .find(|&other| direction.is_opposite(spec.direction(other)));
        lines.push(std::iter::once(id).chain(opposite).collect());
    }
    lines
        .into_iter()
        .map(|line| {
            let names: Vec<String> = line
                .iter()
                .map(|&id| crate::model::plain_name(&spec.direction(id).name).to_ascii_uppercase())
                .collect();
            (names.join("_"), line)
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
fn table_entries(spec: &Spec, directions: &[DirectionId]) -> u64 {
    let members: Vec<&Direction> = directions.iter().map(|&id| spec.direction(id)).collect();
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
