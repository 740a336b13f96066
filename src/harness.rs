//! Drives a generated module through the naive [`reference`](crate::reference):
//! every direction, every square, every occupancy of the square's ray, each
//! strategy (through the module's own `Sliders` trait), the groups, the
//! leapers, and every pair of squares.
//!
//! A generated module is adapted to the [`UnderTest`] trait by the
//! [`under_test!`](crate::under_test) macro; the expected directions, groups
//! and leapers are written out there by hand, independently of the spec.

use std::fmt::Debug;
use std::marker::PhantomData;

use crate::reference::{Geometry, HopMode, Step};
use crate::set::Set;

/// One strategy of a module, seen through `Set` sets: the functions of its
/// `Sliders` trait that take a direction or name a group.
pub trait StrategyUnderTest<D> {
    /// `Sliders::NAME`.
    fn name(&self) -> &'static str;
    fn fill(&self, direction: D, sliders: Set) -> Set;
    fn occluded(&self, direction: D, sliders: Set, empty: Set) -> Set;
    fn attacks(&self, direction: D, sliders: Set, empty: Set) -> Set;
    fn xray(&self, direction: D, sliders: Set, empty: Set, blockers: Set) -> Set;
    /// The attacks of the group called `group`.
    fn group_attacks(&self, group: &str, sliders: Set, empty: Set) -> Set;
    /// The x-ray of the group called `group`.
    fn group_xray(&self, group: &str, sliders: Set, empty: Set, blockers: Set) -> Set;
    /// The moves of the hopper called `hopper`.
    fn hopper_moves(&self, hopper: &str, pieces: Set, empty: Set) -> Set;
    /// The captures of the hopper called `hopper`.
    fn hopper_captures(&self, hopper: &str, pieces: Set, empty: Set) -> Set;
}

/// The strategy `S`: [`under_test!`](crate::under_test) implements
/// [`StrategyUnderTest`] for it through the module's `Sliders` trait.
pub struct Through<S>(PhantomData<S>);

impl<S> Through<S> {
    /// `S` as a boxed strategy under test.
    pub fn boxed<D>() -> Box<dyn StrategyUnderTest<D>>
    where
        Self: StrategyUnderTest<D> + 'static,
    {
        Box::new(Through::<S>(PhantomData))
    }
}

/// A generated module seen through `Set` sets.
pub trait UnderTest {
    type Direction: Copy + Debug + PartialEq + 'static;
    /// The module path, for messages.
    const NAME: &'static str;
    const GEOMETRY: Geometry;
    /// Bits of the integer holding the board.
    const BITS: u32;
    /// The expected directions: name and (file, rank) step, as written in the test.
    const EXPECTED_DIRECTIONS: &'static [(&'static str, Step)];
    /// The expected groups: name and member directions.
    const GROUPS: &'static [(&'static str, &'static [&'static str])];
    /// The expected leapers: name, offsets, set-wise function and table.
    const LEAPERS: &'static [Leaper];
    /// The expected hoppers.
    const HOPPERS: &'static [Hopper];
    /// The expected lame leapers.
    const LAME_LEAPERS: &'static [LameLeaper];
    /// The expected regions.
    const REGIONS: &'static [Region];

    /// Every strategy the module has.
    fn strategies() -> Vec<Box<dyn StrategyUnderTest<Self::Direction>>>;
    fn directions() -> &'static [Self::Direction];
    fn name(direction: Self::Direction) -> &'static str;
    fn step(direction: Self::Direction) -> Step;
    fn shift(direction: Self::Direction) -> i32;
    fn wrap(direction: Self::Direction) -> Set;
    fn ray_length(direction: Self::Direction) -> u32;
    fn one(direction: Self::Direction, set: Set) -> Set;
    fn opposite(direction: Self::Direction) -> Option<Self::Direction>;
    /// The names of the groups the direction belongs to.
    fn groups_of(direction: Self::Direction) -> Vec<&'static str>;
    fn ray(direction: Self::Direction, square: u32) -> Set;
    fn towards(from: u32, to: u32) -> Option<Self::Direction>;
    fn between(a: u32, b: u32) -> Set;
    fn line(a: u32, b: u32) -> Set;
    fn aligned(a: u32, b: u32) -> bool;
    /// The names of the directions of the group called `group`.
    fn group_directions(group: &str) -> Vec<&'static str>;
    /// `Group::rays` of the group called `group`.
    fn group_rays(group: &str, square: u32) -> Set;
    /// `RANKS[rank]` and `FILES[file]`.
    fn rank(rank: usize) -> Set;
    fn file(file: usize) -> Set;
    /// What the methods of `Side::ALL[side]` answer: `rank`,
    /// `last_ranks`, `relative_rank`, `forward` and `backward`.
    fn side_rank(side: usize, n: usize) -> Set;
    fn side_last_ranks(side: usize, count: usize) -> Set;
    fn side_relative_rank(side: usize, square: u32) -> usize;
    fn side_forward(side: usize, set: Set) -> Set;
    fn side_backward(side: usize, set: Set) -> Set;

    /// Every bit of the integer.
    fn all_bits() -> Set {
        Set::below(Self::BITS)
    }
}

/// A leaper as the tests expect it.
pub struct Leaper {
    pub name: &'static str,
    pub offsets: &'static [Step],
    pub attacks: fn(Set) -> Set,
    pub table: fn(u32) -> Set,
}

/// A hopper as the tests expect it.
pub struct Hopper {
    pub name: &'static str,
    /// Its directions, by name.
    pub directions: &'static [&'static str],
    pub moves: HopMode,
    pub captures: HopMode,
}

/// A lame leaper as the tests expect it.
pub struct LameLeaper {
    pub name: &'static str,
    /// Each offset with the squares of its path, relative to the piece.
    pub offsets: &'static [(Step, &'static [Step])],
    pub attacks: fn(Set, Set) -> Set,
    pub table: fn(u32) -> Set,
}

/// A square by (file, rank).
pub type Coordinates = (u32, u32);

/// A region as the tests expect it.
pub struct Region {
    pub name: &'static str,
    /// Rectangles by opposite corners (file, rank), both included.
    pub rectangles: &'static [(Coordinates, Coordinates)],
    /// The generated constant.
    pub value: fn() -> Set,
}

/// The expected step of a generated direction.
fn expected_step<B: UnderTest>(direction: B::Direction) -> Step {
    step_named::<B>(B::name(direction))
}

/// The expected step of the direction called `name`.
fn step_named<B: UnderTest>(name: &str) -> Step {
    B::EXPECTED_DIRECTIONS
        .iter()
        .find(|(expected, _)| *expected == name)
        .map(|&(_, step)| step)
        .unwrap_or_else(|| panic!("{}: unexpected direction `{name}`", B::NAME))
}

/// The expected steps, in spec order.
fn expected_steps<B: UnderTest>() -> Vec<Step> {
    B::EXPECTED_DIRECTIONS
        .iter()
        .map(|&(_, step)| step)
        .collect()
}

/// A small deterministic generator, so that sweeps are reproducible.
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng(seed | 1)
    }

    pub fn next_u64(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    pub fn next_u128(&mut self) -> u128 {
        u128::from(self.next_u64()) << 64 | u128::from(self.next_u64())
    }

    /// Random bits in every word of a [`Set`].
    pub fn next_set(&mut self) -> Set {
        Set::from_words(std::array::from_fn(|_| self.next_u64()))
    }
}

/// Spreads the low bits of `pattern` over the squares of `ray`.
fn deposit(pattern: Set, ray: &[u32]) -> Set {
    ray.iter()
        .enumerate()
        .filter(|&(bit, _)| pattern.contains(bit as u32))
        .fold(Set::EMPTY, |set, (_, &square)| set | Set::bit(square))
}

/// Every occupancy of `ray` when it has at most 8 squares; otherwise every
/// placement of its first two pieces with random squares behind them (see
/// [`first_two_blockers`]), which is all that attacks, occluded fills and
/// x-rays along a ray can depend on.
pub fn ray_occupancies(ray: &[u32], rng: &mut Rng) -> Vec<Set> {
    if ray.len() <= 8 {
        return (0..1u128 << ray.len())
            .map(|pattern| deposit(Set::from(pattern), ray))
            .collect();
    }
    first_two_blockers(ray, rng)
}

/// Every placement of the first two pieces on `ray` (none, one or two),
/// with random squares behind the second: all that hopping, jumping or
/// sliding along the ray can depend on. Rays longer than 16 squares get
/// every first piece with four random second ones.
pub fn first_two_blockers(ray: &[u32], rng: &mut Rng) -> Vec<Set> {
    let mut occupancies = vec![Set::EMPTY];
    for (first, &screen) in ray.iter().enumerate() {
        occupancies.push(Set::bit(screen));
        let beyond = ray.len() - first - 1;
        let seconds: Vec<usize> = if ray.len() <= 16 {
            (first + 1..ray.len()).collect()
        } else {
            (0..beyond.min(4))
                .map(|_| first + 1 + (rng.next_u64() % beyond as u64) as usize)
                .collect()
        };
        for second in seconds {
            let behind = deposit(rng.next_set(), &ray[second + 1..]);
            occupancies.push(Set::bit(screen) | Set::bit(ray[second]) | behind);
        }
    }
    occupancies
}

/// The directions are the expected ones, with the right shifts, wrap masks,
/// ray lengths, opposites and groups.
pub fn check_directions<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    let names: Vec<&str> = B::directions().iter().map(|&d| B::name(d)).collect();
    let expected: Vec<&str> = B::EXPECTED_DIRECTIONS
        .iter()
        .map(|(name, _)| *name)
        .collect();
    assert_eq!(names, expected, "{}: directions", B::NAME);
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        assert_eq!(B::step(direction), step, "{}: step of {name}", B::NAME);
        let shift = step.1 * geometry.width as i32 + step.0;
        assert_eq!(B::shift(direction), shift, "{}: shift of {name}", B::NAME);
        assert_eq!(
            B::wrap(direction),
            geometry.one(geometry.board(), step),
            "{}: wrap mask of {name}",
            B::NAME
        );
        assert_eq!(
            B::ray_length(direction),
            geometry.ray_length(step),
            "{}: ray length of {name}",
            B::NAME
        );
        let opposite = B::EXPECTED_DIRECTIONS
            .iter()
            .find(|&&(_, other)| other == (-step.0, -step.1))
            .map(|&(other, _)| other);
        assert_eq!(
            B::opposite(direction).map(B::name),
            opposite,
            "{}: opposite of {name}",
            B::NAME
        );
        let groups: Vec<&str> = B::GROUPS
            .iter()
            .filter(|(_, members)| members.contains(&name))
            .map(|&(group, _)| group)
            .collect();
        assert_eq!(
            B::groups_of(direction),
            groups,
            "{}: groups of {name}",
            B::NAME
        );
    }
    for &(group, members) in B::GROUPS {
        assert_eq!(
            B::group_directions(group),
            members,
            "{}: directions of {group}",
            B::NAME
        );
    }
}

/// `one` and `fill` on every single square, and `one` on random sets.
pub fn check_one_and_fill<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    let strategies = B::strategies();
    let mut rng = Rng::new(0x0bad_5eed);
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        let singles = (0..geometry.squares()).map(Set::bit);
        let random: Vec<Set> = (0..256)
            .map(|_| rng.next_set() & geometry.board())
            .collect();
        for set in singles.chain(random) {
            assert_eq!(
                B::one(direction, set),
                geometry.one(set, step),
                "{}: {name}_one of {set:#x}",
                B::NAME
            );
            for strategy in &strategies {
                assert_eq!(
                    strategy.fill(direction, set),
                    geometry.fill(set, step),
                    "{}: {} {name}_fill of {set:#x}",
                    B::NAME,
                    strategy.name()
                );
            }
        }
    }
}

/// Occluded fills, attacks and x-rays: every direction, every square,
/// every occupancy of the square's ray (see [`ray_occupancies`]), with and
/// without random occupancy off the ray, and with `empty` both clipped to
/// the board and holding every bit beyond it (as `!occupied` does). X-rays
/// take a random half of the occupied squares as blockers, and agree with
/// the textbook's x-ray of the one slider.
///
/// Returns the number of cases checked.
pub fn check_rays<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let strategies = B::strategies();
    let mut rng = Rng::new(0x0005_eed0_fa11);
    let mut cases = 0;
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        for square in 0..geometry.squares() {
            let ray = geometry.ray(square, step);
            for (index, ray_occupancy) in ray_occupancies(&ray, &mut rng).into_iter().enumerate() {
                let off_ray = if index % 2 == 1 {
                    rng.next_set()
                        & geometry.board()
                        & !deposit(!Set::EMPTY, &ray)
                        & !Set::bit(square)
                } else {
                    Set::EMPTY
                };
                let occupied = ray_occupancy | off_ray | Set::bit(square);
                let empty = if index % 4 < 2 {
                    !occupied & B::all_bits()
                } else {
                    !occupied & geometry.board()
                };
                let blockers = occupied & rng.next_set() & !Set::bit(square);
                let sliders = Set::bit(square);
                let attacks = geometry.attacks(sliders, empty, step);
                let occluded = geometry.occluded(sliders, empty, step);
                let xray = geometry.xray(sliders, empty, blockers, step);
                assert_eq!(
                    xray,
                    geometry.slider_xray(square, empty, blockers, step),
                    "{}: the reference x-ray is the textbook's",
                    B::NAME
                );
                for strategy in &strategies {
                    let context = || {
                        format!(
                            "{}: {} {name} from {} with occupancy {occupied:#x}, blockers {blockers:#x}",
                            B::NAME,
                            strategy.name(),
                            geometry.square_name(square)
                        )
                    };
                    assert_eq!(
                        strategy.attacks(direction, sliders, empty),
                        attacks,
                        "attacks: {}",
                        context()
                    );
                    assert_eq!(
                        strategy.occluded(direction, sliders, empty),
                        occluded,
                        "occluded: {}",
                        context()
                    );
                    assert_eq!(
                        strategy.xray(direction, sliders, empty, blockers),
                        xray,
                        "xray: {}",
                        context()
                    );
                }
                cases += 1;
            }
        }
    }
    cases
}

/// Any set of sliders and any occupancy: every direction, group and leaper,
/// each strategy, against the reference. X-rays take the occupied squares
/// of every other file as blockers.
pub fn check_position<B: UnderTest>(sliders: Set, occupied: Set) {
    let geometry = B::GEOMETRY;
    let sliders = sliders & geometry.board();
    let occupied = (occupied | sliders) & geometry.board();
    let empty = !occupied & B::all_bits();
    let blockers = (0..geometry.squares())
        .filter(|square| geometry.file_rank(*square).0 % 2 == 0)
        .fold(Set::EMPTY, |set, square| set | Set::bit(square))
        & occupied;
    let strategies = B::strategies();
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        let attacks = geometry.attacks(sliders, empty, step);
        let occluded = geometry.occluded(sliders, empty, step);
        let fill = geometry.fill(sliders, step);
        let xray = geometry.xray(sliders, empty, blockers, step);
        for strategy in &strategies {
            let context = || {
                format!(
                    "{}: {} {name}, sliders {sliders:#x}, occupied {occupied:#x}",
                    B::NAME,
                    strategy.name()
                )
            };
            assert_eq!(
                strategy.attacks(direction, sliders, empty),
                attacks,
                "attacks: {}",
                context()
            );
            assert_eq!(
                strategy.occluded(direction, sliders, empty),
                occluded,
                "occluded: {}",
                context()
            );
            assert_eq!(
                strategy.fill(direction, sliders),
                fill,
                "fill: {}",
                context()
            );
            assert_eq!(
                strategy.xray(direction, sliders, empty, blockers),
                xray,
                "xray: {}",
                context()
            );
        }
        assert_eq!(
            B::one(direction, sliders),
            geometry.one(sliders, step),
            "{}: {name}_one",
            B::NAME
        );
    }
    for &(group, members) in B::GROUPS {
        let attacks = group_reference::<B>(members, sliders, empty);
        let xray = group_xray_reference::<B>(members, sliders, empty, blockers);
        for strategy in &strategies {
            let context = format!(
                "{}: {} {group}, sliders {sliders:#x}, occupied {occupied:#x}",
                B::NAME,
                strategy.name()
            );
            assert_eq!(
                strategy.group_attacks(group, sliders, empty),
                attacks,
                "attacks: {context}"
            );
            assert_eq!(
                strategy.group_xray(group, sliders, empty, blockers),
                xray,
                "xray: {context}"
            );
        }
    }
    for leaper in B::LEAPERS {
        let pieces = sliders;
        assert_eq!(
            (leaper.attacks)(pieces),
            geometry.leaper_attacks(pieces, leaper.offsets),
            "{}: {}_attacks of {pieces:#x}",
            B::NAME,
            leaper.name
        );
    }
    for hopper in B::HOPPERS {
        let steps: Vec<Step> = hopper
            .directions
            .iter()
            .map(|name| step_named::<B>(name))
            .collect();
        let moves = geometry.hopper(sliders, empty, &steps, hopper.moves, false);
        let captures = geometry.hopper(sliders, empty, &steps, hopper.captures, true);
        for strategy in &strategies {
            let context = format!(
                "{}: {} {}, pieces {sliders:#x}, occupied {occupied:#x}",
                B::NAME,
                strategy.name(),
                hopper.name
            );
            assert_eq!(
                strategy.hopper_moves(hopper.name, sliders, empty),
                moves,
                "moves: {context}"
            );
            assert_eq!(
                strategy.hopper_captures(hopper.name, sliders, empty),
                captures,
                "captures: {context}"
            );
        }
    }
    for leaper in B::LAME_LEAPERS {
        assert_eq!(
            (leaper.attacks)(sliders, empty),
            geometry.lame_leaper_attacks(sliders, empty, leaper.offsets),
            "{}: {}_attacks of {sliders:#x}, occupied {occupied:#x}",
            B::NAME,
            leaper.name
        );
    }
}

fn group_reference<B: UnderTest>(members: &[&str], sliders: Set, empty: Set) -> Set {
    members.iter().fold(Set::EMPTY, |set, member| {
        set | B::GEOMETRY.attacks(sliders, empty, step_named::<B>(member))
    })
}

fn group_xray_reference<B: UnderTest>(
    members: &[&str],
    sliders: Set,
    empty: Set,
    blockers: Set,
) -> Set {
    members.iter().fold(Set::EMPTY, |set, member| {
        set | B::GEOMETRY.xray(sliders, empty, blockers, step_named::<B>(member))
    })
}

/// Group attacks and x-rays: every square, and for each member direction
/// every occupancy of that ray, with random occupancy elsewhere; and each
/// group's rays on an empty board.
pub fn check_groups<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let strategies = B::strategies();
    let mut rng = Rng::new(0x6_0095);
    let mut cases = 0;
    for &(group, members) in B::GROUPS {
        for square in 0..geometry.squares() {
            assert_eq!(
                B::group_rays(group, square),
                group_reference::<B>(members, Set::bit(square), geometry.board()),
                "{}: {group} rays from {}",
                B::NAME,
                geometry.square_name(square)
            );
            for member in members.iter() {
                let ray = geometry.ray(square, step_named::<B>(member));
                for ray_occupancy in ray_occupancies(&ray, &mut rng) {
                    let elsewhere = rng.next_set() & geometry.board() & !deposit(!Set::EMPTY, &ray);
                    let occupied =
                        (ray_occupancy | elsewhere | Set::bit(square)) & geometry.board();
                    let empty = !occupied & B::all_bits();
                    let blockers = occupied & rng.next_set() & !Set::bit(square);
                    let attacks = group_reference::<B>(members, Set::bit(square), empty);
                    let xray =
                        group_xray_reference::<B>(members, Set::bit(square), empty, blockers);
                    for strategy in &strategies {
                        let context = || {
                            format!(
                                "{}: {} {group} from {} with occupancy {occupied:#x}, blockers {blockers:#x}",
                                B::NAME,
                                strategy.name(),
                                geometry.square_name(square)
                            )
                        };
                        assert_eq!(
                            strategy.group_attacks(group, Set::bit(square), empty),
                            attacks,
                            "attacks: {}",
                            context()
                        );
                        assert_eq!(
                            strategy.group_xray(group, Set::bit(square), empty, blockers),
                            xray,
                            "xray: {}",
                            context()
                        );
                    }
                    cases += 1;
                }
            }
        }
    }
    cases
}

/// Square pairs: `between`, `line`, `aligned` and `Direction::towards` for
/// every pair of squares, and `Direction::ray` for every direction and
/// square.
///
/// Returns the number of pairs checked.
pub fn check_pairs<B: UnderTest>() -> u64 {
    let squares = B::GEOMETRY.squares();
    check_pairs_of::<B>(|_| (0..squares).collect())
}

/// [`check_pairs`] on a sample, for the largest boards: from every square,
/// one square of each of its rays and `others` random squares.
pub fn check_pairs_sampled<B: UnderTest>(others: usize) -> u64 {
    let geometry = B::GEOMETRY;
    let steps = expected_steps::<B>();
    let mut rng = Rng::new(0x9a_125);
    check_pairs_of::<B>(|a| {
        let mut partners: Vec<u32> = steps
            .iter()
            .filter_map(|&step| {
                let ray = geometry.ray(a, step);
                (!ray.is_empty()).then(|| ray[(rng.next_u64() % ray.len() as u64) as usize])
            })
            .collect();
        partners
            .extend((0..others).map(|_| (rng.next_u64() % u64::from(geometry.squares())) as u32));
        partners
    })
}

/// The pair checks, from every square `a` to each of `partners(a)`.
fn check_pairs_of<B: UnderTest>(mut partners: impl FnMut(u32) -> Vec<u32>) -> u64 {
    let geometry = B::GEOMETRY;
    let steps = expected_steps::<B>();
    let mut pairs = 0;
    for a in 0..geometry.squares() {
        for b in partners(a) {
            let context = || {
                format!(
                    "{}: {} and {}",
                    B::NAME,
                    geometry.square_name(a),
                    geometry.square_name(b)
                )
            };
            let line = geometry.line(&steps, a, b);
            assert_eq!(
                B::between(a, b),
                geometry.between(&steps, a, b),
                "between {}",
                context()
            );
            assert_eq!(B::line(a, b), line, "line {}", context());
            assert_eq!(B::aligned(a, b), !line.is_empty(), "aligned {}", context());
            assert_eq!(
                B::towards(a, b).map(B::name),
                geometry
                    .towards(&steps, a, b)
                    .map(|index| B::EXPECTED_DIRECTIONS[index].0),
                "towards from {}",
                context()
            );
            pairs += 1;
        }
    }
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        for square in 0..geometry.squares() {
            let ray = deposit(!Set::EMPTY, &geometry.ray(square, step));
            assert_eq!(
                B::ray(direction, square),
                ray,
                "{}: {} ray from {}",
                B::NAME,
                B::name(direction),
                geometry.square_name(square)
            );
        }
    }
    pairs
}

/// Leapers: the set-wise function and the table on every square.
pub fn check_leapers<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    for leaper in B::LEAPERS {
        for square in 0..geometry.squares() {
            let expected = geometry.leaper_attacks(Set::bit(square), leaper.offsets);
            assert_eq!(
                (leaper.attacks)(Set::bit(square)),
                expected,
                "{}: {}_attacks from {}",
                B::NAME,
                leaper.name,
                geometry.square_name(square)
            );
            assert_eq!(
                (leaper.table)(square),
                expected,
                "{}: {} table at {}",
                B::NAME,
                leaper.name,
                geometry.square_name(square)
            );
        }
    }
}

/// Hoppers: every square, and for each of the hopper's directions every
/// placement of the first two pieces on that ray (see
/// [`first_two_blockers`]), with random occupancy elsewhere, each strategy,
/// moves and captures.
pub fn check_hoppers<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let strategies = B::strategies();
    let mut rng = Rng::new(0x40_99e2);
    let mut cases = 0;
    for hopper in B::HOPPERS {
        let steps: Vec<Step> = hopper
            .directions
            .iter()
            .map(|name| step_named::<B>(name))
            .collect();
        for square in 0..geometry.squares() {
            for &step in &steps {
                let ray = geometry.ray(square, step);
                for ray_occupancy in first_two_blockers(&ray, &mut rng) {
                    let elsewhere = rng.next_set() & geometry.board() & !deposit(!Set::EMPTY, &ray);
                    let occupied =
                        (ray_occupancy | elsewhere | Set::bit(square)) & geometry.board();
                    let empty = if cases % 2 == 0 {
                        !occupied & B::all_bits()
                    } else {
                        !occupied & geometry.board()
                    };
                    let pieces = Set::bit(square);
                    let moves = geometry.hopper(pieces, empty, &steps, hopper.moves, false);
                    let captures = geometry.hopper(pieces, empty, &steps, hopper.captures, true);
                    for strategy in &strategies {
                        let context = || {
                            format!(
                                "{}: {} {} from {} with occupancy {occupied:#x}",
                                B::NAME,
                                strategy.name(),
                                hopper.name,
                                geometry.square_name(square)
                            )
                        };
                        assert_eq!(
                            strategy.hopper_moves(hopper.name, pieces, empty),
                            moves,
                            "moves: {}",
                            context()
                        );
                        assert_eq!(
                            strategy.hopper_captures(hopper.name, pieces, empty),
                            captures,
                            "captures: {}",
                            context()
                        );
                    }
                    cases += 1;
                }
            }
        }
    }
    cases
}

/// Lame leapers: every square with every occupancy of all its offsets'
/// paths (random elsewhere), and the table on every square.
pub fn check_lame_leapers<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let mut rng = Rng::new(0x1a_3e);
    let mut cases = 0;
    for leaper in B::LAME_LEAPERS {
        for square in 0..geometry.squares() {
            let mut path_squares: Vec<u32> = leaper
                .offsets
                .iter()
                .flat_map(|&(_, path)| {
                    path.iter()
                        .filter_map(|&step| geometry.neighbour(square, step))
                })
                .collect();
            path_squares.sort_unstable();
            path_squares.dedup();
            for occupancy in ray_occupancies(&path_squares, &mut rng) {
                let elsewhere =
                    rng.next_set() & geometry.board() & !deposit(!Set::EMPTY, &path_squares);
                let occupied = (occupancy | elsewhere | Set::bit(square)) & geometry.board();
                let empty = if cases % 2 == 0 {
                    !occupied & B::all_bits()
                } else {
                    !occupied & geometry.board()
                };
                assert_eq!(
                    (leaper.attacks)(Set::bit(square), empty),
                    geometry.lame_leaper_attacks(Set::bit(square), empty, leaper.offsets),
                    "{}: {}_attacks from {} with occupancy {occupied:#x}",
                    B::NAME,
                    leaper.name,
                    geometry.square_name(square)
                );
                cases += 1;
            }
            assert_eq!(
                (leaper.table)(square),
                geometry.lame_leaper_attacks(Set::bit(square), geometry.board(), leaper.offsets),
                "{}: {} table at {}",
                B::NAME,
                leaper.name,
                geometry.square_name(square)
            );
        }
    }
    cases
}

/// Regions: each constant is the union of its rectangles.
pub fn check_regions<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    for region in B::REGIONS {
        let expected = region
            .rectangles
            .iter()
            .fold(Set::EMPTY, |set, &(from, to)| {
                set | geometry.rectangle(from, to)
            });
        assert_eq!(
            (region.value)(),
            expected,
            "{}: region {}",
            B::NAME,
            region.name
        );
    }
}

/// `RANKS`, `FILES` and each side's view of the ranks, by coordinates:
/// the first side's rank `n` is row `n`, the second's row `HEIGHT - 1 - n`;
/// forward is one row up for the first side and down for the second.
pub fn check_sides<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    let (width, height) = (geometry.width as usize, geometry.height as usize);
    let row = |row: usize| {
        (0..geometry.squares())
            .filter(|&square| geometry.file_rank(square).1 as usize == row)
            .fold(Set::EMPTY, |set, square| set | Set::bit(square))
    };
    for rank in 0..height {
        assert_eq!(B::rank(rank), row(rank), "{}: RANKS[{rank}]", B::NAME);
    }
    for file in 0..width {
        let expected = (0..geometry.squares())
            .filter(|&square| geometry.file_rank(square).0 as usize == file)
            .fold(Set::EMPTY, |set, square| set | Set::bit(square));
        assert_eq!(B::file(file), expected, "{}: FILES[{file}]", B::NAME);
    }
    let row_from = |side: usize, n: usize| if side == 0 { n } else { height - 1 - n };
    for side in 0..2 {
        let forward = (0, if side == 0 { 1 } else { -1 });
        let backward = (0, if side == 0 { -1 } else { 1 });
        for n in 0..height {
            let expected = row(row_from(side, n));
            assert_eq!(
                B::side_rank(side, n),
                expected,
                "{}: side {side} rank {n}",
                B::NAME
            );
        }
        for count in 0..=height + 1 {
            let expected = (0..count.min(height)).fold(Set::EMPTY, |set, back| {
                set | row(row_from(side, height - 1 - back))
            });
            assert_eq!(
                B::side_last_ranks(side, count),
                expected,
                "{}: side {side} last {count} ranks",
                B::NAME
            );
        }
        for square in 0..geometry.squares() {
            let row = geometry.file_rank(square).1 as usize;
            assert_eq!(
                B::side_relative_rank(side, square),
                row_from(side, row),
                "{}: side {side} relative rank of {square}",
                B::NAME
            );
        }
        let mut rng = Rng::new(0x5175_0001 + side as u64);
        let mut sets = vec![geometry.board(), Set::EMPTY];
        sets.extend((0..64).map(|_| rng.next_set() & geometry.board()));
        sets.extend((0..geometry.squares()).map(Set::bit));
        for set in sets {
            assert_eq!(
                B::side_forward(side, set),
                geometry.one(set, forward),
                "{}: side {side} forward of {set:?}",
                B::NAME
            );
            assert_eq!(
                B::side_backward(side, set),
                geometry.one(set, backward),
                "{}: side {side} backward of {set:?}",
                B::NAME
            );
        }
    }
}

/// Every check above, for one module.
pub fn check_all<B: UnderTest>() -> u64 {
    check_directions::<B>();
    check_one_and_fill::<B>();
    check_leapers::<B>();
    check_regions::<B>();
    check_sides::<B>();
    let mut rng = Rng::new(0x9051_7104);
    for _ in 0..64 {
        let sliders = rng.next_set() & rng.next_set() & rng.next_set();
        let occupied = rng.next_set() & rng.next_set();
        check_position::<B>(sliders, occupied);
    }
    check_rays::<B>()
        + check_groups::<B>()
        + check_pairs::<B>()
        + check_hoppers::<B>()
        + check_lame_leapers::<B>()
}

/// Adapts a generated module to [`UnderTest`].
///
/// ```text
/// under_test! {
///     pub struct Chess for chess: u64 {
///         directions { north: (0, 1), ... }
///         groups { rook: rook_attacks, rook_xray [north, south, east, west], ... }
///         leapers { king: king_attacks, KING_ATTACKS [(1, 0), ...], ... }
///     }
/// }
/// ```
#[macro_export]
macro_rules! under_test {
    (
        $vis:vis struct $name:ident for $module:ident : $bits:ty {
            directions { $($direction:ident : ($file:expr, $rank:expr)),* $(,)? }
            groups { $($group:ident : $group_fn:ident, $group_xray:ident [$($member:ident),* $(,)?]),* $(,)? }
            leapers { $($leaper:ident : $leaper_fn:ident, $table:ident [$(($lf:expr, $lr:expr)),* $(,)?]),* $(,)? }
            $(hoppers { $($hopper:ident : $hopper_moves:ident, $hopper_captures:ident [$($hopper_direction:ident),* $(,)?] ($moves:ident, $captures:ident)),* $(,)? })?
            $(lame_leapers { $($lame:ident : $lame_fn:ident, $lame_table:ident [$(($of:expr, $or:expr) via [$(($pf:expr, $pr:expr)),* $(,)?]),* $(,)?]),* $(,)? })?
            $(regions { $($region:ident : $region_constant:ident [$(($ff:expr, $fr:expr)..=($tf:expr, $tr:expr)),* $(,)?]),* $(,)? })?
        }
    ) => {
        #[doc = concat!("`", stringify!($module), "` under test.")]
        $vis struct $name;

        impl<S: $module::Sliders> $crate::harness::StrategyUnderTest<$module::Direction>
            for $crate::harness::Through<S>
        {
            fn name(&self) -> &'static str {
                S::NAME
            }
            fn fill(&self, direction: $module::Direction, sliders: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(S::fill(direction, $name::narrow(sliders)))
            }
            fn occluded(&self, direction: $module::Direction, sliders: $crate::set::Set, empty: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(S::occluded(direction, $name::narrow(sliders), $name::narrow(empty)))
            }
            fn attacks(&self, direction: $module::Direction, sliders: $crate::set::Set, empty: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(S::attacks(direction, $name::narrow(sliders), $name::narrow(empty)))
            }
            fn xray(&self, direction: $module::Direction, sliders: $crate::set::Set, empty: $crate::set::Set, blockers: $crate::set::Set) -> $crate::set::Set {
                let (sliders, empty, blockers) =
                    ($name::narrow(sliders), $name::narrow(empty), $name::narrow(blockers));
                $crate::set::BoardBits::to_set(S::xray(direction, sliders, empty, blockers))
            }
            #[allow(unused_variables)]
            fn group_attacks(&self, group: &str, sliders: $crate::set::Set, empty: $crate::set::Set) -> $crate::set::Set {
                let (sliders, empty) = ($name::narrow(sliders), $name::narrow(empty));
                $(if group == stringify!($group) {
                    return $crate::set::BoardBits::to_set(S::$group_fn(sliders, empty));
                })*
                panic!("{}: no group {group}", stringify!($module))
            }
            #[allow(unused_variables)]
            fn group_xray(&self, group: &str, sliders: $crate::set::Set, empty: $crate::set::Set, blockers: $crate::set::Set) -> $crate::set::Set {
                let (sliders, empty, blockers) =
                    ($name::narrow(sliders), $name::narrow(empty), $name::narrow(blockers));
                $(if group == stringify!($group) {
                    return $crate::set::BoardBits::to_set(S::$group_xray(sliders, empty, blockers));
                })*
                panic!("{}: no group {group}", stringify!($module))
            }
            #[allow(unused_variables)]
            fn hopper_moves(&self, hopper: &str, pieces: $crate::set::Set, empty: $crate::set::Set) -> $crate::set::Set {
                let (pieces, empty) = ($name::narrow(pieces), $name::narrow(empty));
                $($(if hopper == stringify!($hopper) {
                    return $crate::set::BoardBits::to_set(S::$hopper_moves(pieces, empty));
                })*)?
                panic!("{}: no hopper {hopper}", stringify!($module))
            }
            #[allow(unused_variables)]
            fn hopper_captures(&self, hopper: &str, pieces: $crate::set::Set, empty: $crate::set::Set) -> $crate::set::Set {
                let (pieces, empty) = ($name::narrow(pieces), $name::narrow(empty));
                $($(if hopper == stringify!($hopper) {
                    return $crate::set::BoardBits::to_set(S::$hopper_captures(pieces, empty));
                })*)?
                panic!("{}: no hopper {hopper}", stringify!($module))
            }
        }

        impl $crate::harness::UnderTest for $name {
            type Direction = $module::Direction;
            const NAME: &'static str = stringify!($module);
            const GEOMETRY: $crate::reference::Geometry = $crate::reference::Geometry::new(
                $module::WIDTH,
                $module::HEIGHT,
            );
            const BITS: u32 = <$bits as $crate::set::BoardBits>::WIDTH;
            const EXPECTED_DIRECTIONS: &'static [(&'static str, $crate::reference::Step)] =
                &[$((stringify!($direction), ($file, $rank))),*];
            const GROUPS: &'static [(&'static str, &'static [&'static str])] =
                &[$((stringify!($group), &[$(stringify!($member)),*])),*];
            const LEAPERS: &'static [$crate::harness::Leaper] = &[$(
                $crate::harness::Leaper {
                    name: stringify!($leaper),
                    offsets: &[$(($lf, $lr)),*],
                    attacks: |pieces| $crate::set::BoardBits::to_set($module::$leaper_fn($name::narrow(pieces))),
                    table: |square| $crate::set::BoardBits::to_set($module::$table[square as usize]),
                },
            )*];
            const HOPPERS: &'static [$crate::harness::Hopper] = &[$($(
                $crate::harness::Hopper {
                    name: stringify!($hopper),
                    directions: &[$(stringify!($hopper_direction)),*],
                    moves: $crate::reference::HopMode::$moves,
                    captures: $crate::reference::HopMode::$captures,
                },
            )*)?];
            const LAME_LEAPERS: &'static [$crate::harness::LameLeaper] = &[$($(
                $crate::harness::LameLeaper {
                    name: stringify!($lame),
                    offsets: &[$((($of, $or), &[$(($pf, $pr)),*])),*],
                    attacks: |pieces, empty| {
                        $crate::set::BoardBits::to_set($module::$lame_fn($name::narrow(pieces), $name::narrow(empty)))
                    },
                    table: |square| $crate::set::BoardBits::to_set($module::$lame_table[square as usize]),
                },
            )*)?];
            const REGIONS: &'static [$crate::harness::Region] = &[$($(
                $crate::harness::Region {
                    name: stringify!($region),
                    rectangles: &[$((($ff, $fr), ($tf, $tr))),*],
                    value: || $crate::set::BoardBits::to_set($module::$region_constant),
                },
            )*)?];

            fn strategies() -> Vec<Box<dyn $crate::harness::StrategyUnderTest<$module::Direction>>> {
                $crate::suite_strategies!($module)
            }
            fn directions() -> &'static [Self::Direction] {
                &$module::Direction::ALL
            }
            fn name(direction: Self::Direction) -> &'static str {
                direction.name()
            }
            fn step(direction: Self::Direction) -> $crate::reference::Step {
                direction.step()
            }
            fn shift(direction: Self::Direction) -> i32 {
                direction.shift()
            }
            fn wrap(direction: Self::Direction) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(direction.wrap())
            }
            fn ray_length(direction: Self::Direction) -> u32 {
                direction.ray_length()
            }
            fn one(direction: Self::Direction, set: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(direction.one($name::narrow(set)))
            }
            fn opposite(direction: Self::Direction) -> Option<Self::Direction> {
                direction.opposite()
            }
            fn groups_of(direction: Self::Direction) -> Vec<&'static str> {
                direction.groups().iter().map(|group| group.name()).collect()
            }
            fn ray(direction: Self::Direction, square: u32) -> $crate::set::Set {
                $crate::set::BoardBits::to_set(direction.ray(square as usize))
            }
            fn towards(from: u32, to: u32) -> Option<Self::Direction> {
                $module::Direction::towards(from as usize, to as usize)
            }
            fn between(a: u32, b: u32) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::between(a as usize, b as usize))
            }
            fn line(a: u32, b: u32) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::line(a as usize, b as usize))
            }
            fn aligned(a: u32, b: u32) -> bool {
                $module::aligned(a as usize, b as usize)
            }
            fn group_directions(group: &str) -> Vec<&'static str> {
                $name::group(group).directions().iter().map(|direction| direction.name()).collect()
            }
            fn group_rays(group: &str, square: u32) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($name::group(group).rays(square as usize))
            }
            fn rank(rank: usize) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::RANKS[rank])
            }
            fn file(file: usize) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::FILES[file])
            }
            fn side_rank(side: usize, n: usize) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::Side::ALL[side].rank(n))
            }
            fn side_last_ranks(side: usize, count: usize) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::Side::ALL[side].last_ranks(count))
            }
            fn side_relative_rank(side: usize, square: u32) -> usize {
                $module::Side::ALL[side].relative_rank(square as usize)
            }
            fn side_forward(side: usize, set: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::Side::ALL[side].forward($name::narrow(set)))
            }
            fn side_backward(side: usize, set: $crate::set::Set) -> $crate::set::Set {
                $crate::set::BoardBits::to_set($module::Side::ALL[side].backward($name::narrow(set)))
            }
        }

        impl $name {
            /// A set as the module holds its board; it must fit.
            fn narrow(set: $crate::set::Set) -> $bits {
                <$bits as $crate::set::BoardBits>::from_set(set)
            }

            /// The module's group called `name`.
            fn group(name: &str) -> $module::Group {
                $module::Group::ALL
                    .into_iter()
                    .find(|group| group.name() == name)
                    .unwrap_or_else(|| panic!("{}: no group {name}", stringify!($module)))
            }
        }
    };
}
