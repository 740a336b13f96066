//! Drives a generated module through the naive [`reference`](crate::reference):
//! every direction, every square, every occupancy of the square's ray, both
//! strategies, the groups and the leapers.
//!
//! A generated module is adapted to the [`UnderTest`] trait by the
//! [`under_test!`](crate::under_test) macro; the expected directions, groups
//! and leapers are written out there by hand, independently of the spec.

use std::fmt::Debug;

use crate::reference::{Geometry, Step};

/// The unrolling strategies, as generated into `kogge_stone` and `dumb7`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    KoggeStone,
    Dumb7,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::KoggeStone, Strategy::Dumb7];
}

/// A group's attack function, adapted to `u128`.
pub type GroupFn = fn(Strategy, u128, u128) -> u128;

/// A generated module seen through `u128` sets.
pub trait UnderTest {
    type Direction: Copy + Debug + 'static;
    /// The module path, for messages.
    const NAME: &'static str;
    const GEOMETRY: Geometry;
    /// Bits of the integer holding the board.
    const BITS: u32;
    /// The expected directions: name and (file, rank) step, as written in the test.
    const EXPECTED_DIRECTIONS: &'static [(&'static str, Step)];
    /// The expected groups: name, member directions, and the generated function.
    const GROUPS: &'static [(&'static str, &'static [&'static str], GroupFn)];
    /// The expected leapers: name, offsets, set-wise function and table.
    const LEAPERS: &'static [Leaper];

    fn directions() -> &'static [Self::Direction];
    fn name(direction: Self::Direction) -> &'static str;
    fn step(direction: Self::Direction) -> Step;
    fn shift(direction: Self::Direction) -> i32;
    fn wrap(direction: Self::Direction) -> u128;
    fn ray_length(direction: Self::Direction) -> u32;
    fn one(direction: Self::Direction, set: u128) -> u128;
    fn fill(strategy: Strategy, direction: Self::Direction, sliders: u128) -> u128;
    fn occluded(strategy: Strategy, direction: Self::Direction, sliders: u128, empty: u128)
    -> u128;
    fn attacks(strategy: Strategy, direction: Self::Direction, sliders: u128, empty: u128) -> u128;

    /// Every bit of the integer.
    fn all_bits() -> u128 {
        u128::MAX >> (128 - Self::BITS)
    }
}

/// A leaper as the tests expect it.
pub struct Leaper {
    pub name: &'static str,
    pub offsets: &'static [Step],
    pub attacks: fn(u128) -> u128,
    pub table: fn(u32) -> u128,
}

/// The expected step of a generated direction.
fn expected_step<B: UnderTest>(direction: B::Direction) -> Step {
    let name = B::name(direction);
    B::EXPECTED_DIRECTIONS
        .iter()
        .find(|(expected, _)| *expected == name)
        .map(|&(_, step)| step)
        .unwrap_or_else(|| panic!("{}: unexpected direction `{name}`", B::NAME))
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
}

/// Spreads the low bits of `pattern` over the squares of `ray` (at most 128).
fn deposit(pattern: u128, ray: &[u32]) -> u128 {
    ray.iter()
        .enumerate()
        .filter(|&(bit, _)| pattern >> bit & 1 == 1)
        .fold(0, |set, (_, &square)| set | 1 << square)
}

/// Every occupancy of `ray` when it has at most 16 squares; otherwise every
/// position of the first blocker (and none), with random squares behind it,
/// which is all an attack can depend on.
pub fn ray_occupancies(ray: &[u32], rng: &mut Rng) -> Vec<u128> {
    if ray.len() <= 16 {
        return (0..1u128 << ray.len())
            .map(|pattern| deposit(pattern, ray))
            .collect();
    }
    let mut occupancies = vec![0];
    for (position, &blocker) in ray.iter().enumerate() {
        for _ in 0..4 {
            let behind = deposit(rng.next_u128(), &ray[position + 1..]);
            occupancies.push(1 << blocker | behind);
        }
    }
    occupancies
}

/// The directions are the expected ones, with the right shifts, wrap masks
/// and ray lengths.
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
    }
}

/// `one` and `fill` on every single square, and `one` on random sets.
pub fn check_one_and_fill<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    let mut rng = Rng::new(0x0bad_5eed);
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        for square in 0..geometry.squares() {
            let set = 1 << square;
            assert_eq!(
                B::one(direction, set),
                geometry.one(set, step),
                "{}: {name}_one from {}",
                B::NAME,
                geometry.square_name(square)
            );
            for strategy in Strategy::ALL {
                assert_eq!(
                    B::fill(strategy, direction, set),
                    geometry.fill(set, step),
                    "{}: {strategy:?} {name}_fill from {}",
                    B::NAME,
                    geometry.square_name(square)
                );
            }
        }
        for _ in 0..256 {
            let set = rng.next_u128() & geometry.board();
            assert_eq!(
                B::one(direction, set),
                geometry.one(set, step),
                "{}: {name}_one",
                B::NAME
            );
            for strategy in Strategy::ALL {
                assert_eq!(
                    B::fill(strategy, direction, set),
                    geometry.fill(set, step),
                    "{}: {strategy:?} {name}_fill of {set:#x}",
                    B::NAME
                );
            }
        }
    }
}

/// Occluded fills and attacks: every direction, every square, every
/// occupancy of the square's ray (see [`ray_occupancies`]), with and without
/// random occupancy off the ray, and with `empty` both clipped to the board
/// and holding every bit beyond it (as `!occupied` does).
///
/// Returns the number of cases checked.
pub fn check_rays<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let mut rng = Rng::new(0x0005_eed0_fa11);
    let mut cases = 0;
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        for square in 0..geometry.squares() {
            let ray = geometry.ray(square, step);
            for (index, ray_occupancy) in ray_occupancies(&ray, &mut rng).into_iter().enumerate() {
                let off_ray = if index % 2 == 1 {
                    rng.next_u128() & geometry.board() & !deposit(u128::MAX, &ray) & !(1 << square)
                } else {
                    0
                };
                let occupied = ray_occupancy | off_ray | 1 << square;
                let empty = if index % 4 < 2 {
                    !occupied & B::all_bits()
                } else {
                    !occupied & geometry.board()
                };
                let sliders = 1 << square;
                let attacks = geometry.attacks(sliders, empty, step);
                let occluded = geometry.occluded(sliders, empty, step);
                for strategy in Strategy::ALL {
                    let context = || {
                        format!(
                            "{}: {strategy:?} {name} from {} with occupancy {occupied:#x}",
                            B::NAME,
                            geometry.square_name(square)
                        )
                    };
                    assert_eq!(
                        B::attacks(strategy, direction, sliders, empty),
                        attacks,
                        "attacks: {}",
                        context()
                    );
                    assert_eq!(
                        B::occluded(strategy, direction, sliders, empty),
                        occluded,
                        "occluded: {}",
                        context()
                    );
                }
                cases += 1;
            }
        }
    }
    cases
}

/// Any set of sliders and any occupancy: every direction, both strategies,
/// against the reference and against each other.
pub fn check_position<B: UnderTest>(sliders: u128, occupied: u128) {
    let geometry = B::GEOMETRY;
    let sliders = sliders & geometry.board();
    let occupied = (occupied | sliders) & geometry.board();
    let empty = !occupied & B::all_bits();
    for &direction in B::directions() {
        let step = expected_step::<B>(direction);
        let name = B::name(direction);
        let attacks = geometry.attacks(sliders, empty, step);
        let occluded = geometry.occluded(sliders, empty, step);
        let fill = geometry.fill(sliders, step);
        for strategy in Strategy::ALL {
            let context = || {
                format!(
                    "{}: {strategy:?} {name}, sliders {sliders:#x}, occupied {occupied:#x}",
                    B::NAME
                )
            };
            assert_eq!(
                B::attacks(strategy, direction, sliders, empty),
                attacks,
                "attacks: {}",
                context()
            );
            assert_eq!(
                B::occluded(strategy, direction, sliders, empty),
                occluded,
                "occluded: {}",
                context()
            );
            assert_eq!(
                B::fill(strategy, direction, sliders),
                fill,
                "fill: {}",
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
    for &(group, members, attacks) in B::GROUPS {
        let expected = group_reference::<B>(members, sliders, empty);
        for strategy in Strategy::ALL {
            assert_eq!(
                attacks(strategy, sliders, empty),
                expected,
                "{}: {strategy:?} {group}_attacks, sliders {sliders:#x}, occupied {occupied:#x}",
                B::NAME
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
}

fn group_reference<B: UnderTest>(members: &[&str], sliders: u128, empty: u128) -> u128 {
    let geometry = B::GEOMETRY;
    members
        .iter()
        .map(|member| {
            B::EXPECTED_DIRECTIONS
                .iter()
                .find(|(name, _)| name == member)
                .map(|&(_, step)| step)
                .unwrap_or_else(|| {
                    panic!("{}: group member `{member}` is not a direction", B::NAME)
                })
        })
        .fold(0, |set, step| set | geometry.attacks(sliders, empty, step))
}

/// Group attacks: every square, and for each member direction every
/// occupancy of that ray, with random occupancy elsewhere.
pub fn check_groups<B: UnderTest>() -> u64 {
    let geometry = B::GEOMETRY;
    let mut rng = Rng::new(0x6_0095);
    let mut cases = 0;
    for &(group, members, attacks) in B::GROUPS {
        for square in 0..geometry.squares() {
            for member in members.iter() {
                let step = B::EXPECTED_DIRECTIONS
                    .iter()
                    .find(|(name, _)| name == member)
                    .map(|&(_, step)| step)
                    .unwrap_or_else(|| panic!("{}: unknown member {member}", B::NAME));
                let ray = geometry.ray(square, step);
                for ray_occupancy in ray_occupancies(&ray, &mut rng) {
                    let elsewhere = rng.next_u128() & geometry.board() & !deposit(u128::MAX, &ray);
                    let occupied = (ray_occupancy | elsewhere | 1 << square) & geometry.board();
                    let empty = !occupied & B::all_bits();
                    let expected = group_reference::<B>(members, 1 << square, empty);
                    for strategy in Strategy::ALL {
                        assert_eq!(
                            attacks(strategy, 1 << square, empty),
                            expected,
                            "{}: {strategy:?} {group}_attacks from {} with occupancy {occupied:#x}",
                            B::NAME,
                            geometry.square_name(square)
                        );
                    }
                    cases += 1;
                }
            }
        }
    }
    cases
}

/// Leapers: the set-wise function and the table on every square.
pub fn check_leapers<B: UnderTest>() {
    let geometry = B::GEOMETRY;
    for leaper in B::LEAPERS {
        for square in 0..geometry.squares() {
            let expected = geometry.leaper_attacks(1 << square, leaper.offsets);
            assert_eq!(
                (leaper.attacks)(1 << square),
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

/// Every check above, for one module.
pub fn check_all<B: UnderTest>() -> u64 {
    check_directions::<B>();
    check_one_and_fill::<B>();
    check_leapers::<B>();
    let mut rng = Rng::new(0x9051_7104);
    for _ in 0..64 {
        let sliders = rng.next_u128() & rng.next_u128() & rng.next_u128();
        let occupied = rng.next_u128() & rng.next_u128();
        check_position::<B>(sliders, occupied);
    }
    check_rays::<B>() + check_groups::<B>()
}

/// Adapts a generated module to [`UnderTest`].
///
/// ```text
/// under_test! {
///     pub struct Chess for bitfill::chess: u64 {
///         directions { north: (0, 1), ... }
///         groups { rook: rook_attacks [north, south, east, west], ... }
///         leapers { king: king_attacks, KING_ATTACKS [(1, 0), ...], ... }
///     }
/// }
/// ```
#[macro_export]
macro_rules! under_test {
    (
        $vis:vis struct $name:ident for $module:ident : $bits:ty {
            directions { $($direction:ident : ($file:expr, $rank:expr)),* $(,)? }
            groups { $($group:ident : $group_fn:ident [$($member:ident),* $(,)?]),* $(,)? }
            leapers { $($leaper:ident : $leaper_fn:ident, $table:ident [$(($lf:expr, $lr:expr)),* $(,)?]),* $(,)? }
        }
    ) => {
        #[doc = concat!("`", stringify!($module), "` under test.")]
        $vis struct $name;

        impl $crate::harness::UnderTest for $name {
            type Direction = $module::Direction;
            const NAME: &'static str = stringify!($module);
            const GEOMETRY: $crate::reference::Geometry = $crate::reference::Geometry::new(
                $module::WIDTH,
                $module::HEIGHT,
            );
            const BITS: u32 = <$bits>::BITS;
            const EXPECTED_DIRECTIONS: &'static [(&'static str, $crate::reference::Step)] =
                &[$((stringify!($direction), ($file, $rank))),*];
            const GROUPS: &'static [(&'static str, &'static [&'static str], $crate::harness::GroupFn)] = &[$(
                (stringify!($group), &[$(stringify!($member)),*], |strategy, sliders, empty| {
                    let (sliders, empty) = ($name::narrow(sliders), $name::narrow(empty));
                    u128::from(match strategy {
                        $crate::harness::Strategy::KoggeStone => $module::kogge_stone::$group_fn(sliders, empty),
                        $crate::harness::Strategy::Dumb7 => $module::dumb7::$group_fn(sliders, empty),
                    })
                }),
            )*];
            const LEAPERS: &'static [$crate::harness::Leaper] = &[$(
                $crate::harness::Leaper {
                    name: stringify!($leaper),
                    offsets: &[$(($lf, $lr)),*],
                    attacks: |pieces| u128::from($module::$leaper_fn($name::narrow(pieces))),
                    table: |square| u128::from($module::$table[square as usize]),
                },
            )*];

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
            fn wrap(direction: Self::Direction) -> u128 {
                u128::from(direction.wrap())
            }
            fn ray_length(direction: Self::Direction) -> u32 {
                direction.ray_length()
            }
            fn one(direction: Self::Direction, set: u128) -> u128 {
                u128::from(direction.one($name::narrow(set)))
            }
            fn fill(strategy: $crate::harness::Strategy, direction: Self::Direction, sliders: u128) -> u128 {
                let sliders = $name::narrow(sliders);
                u128::from(match strategy {
                    $crate::harness::Strategy::KoggeStone => $module::kogge_stone::fill(direction, sliders),
                    $crate::harness::Strategy::Dumb7 => $module::dumb7::fill(direction, sliders),
                })
            }
            fn occluded(strategy: $crate::harness::Strategy, direction: Self::Direction, sliders: u128, empty: u128) -> u128 {
                let (sliders, empty) = ($name::narrow(sliders), $name::narrow(empty));
                u128::from(match strategy {
                    $crate::harness::Strategy::KoggeStone => $module::kogge_stone::occluded(direction, sliders, empty),
                    $crate::harness::Strategy::Dumb7 => $module::dumb7::occluded(direction, sliders, empty),
                })
            }
            fn attacks(strategy: $crate::harness::Strategy, direction: Self::Direction, sliders: u128, empty: u128) -> u128 {
                let (sliders, empty) = ($name::narrow(sliders), $name::narrow(empty));
                u128::from(match strategy {
                    $crate::harness::Strategy::KoggeStone => $module::kogge_stone::attacks(direction, sliders, empty),
                    $crate::harness::Strategy::Dumb7 => $module::dumb7::attacks(direction, sliders, empty),
                })
            }
        }

        impl $name {
            /// A `u128` set as the module's integer; it must fit.
            fn narrow(set: u128) -> $bits {
                <$bits>::try_from(set).expect("the set fits the board's integer")
            }
        }
    };
}
