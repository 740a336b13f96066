//! Betza's funny notation as Fairy-Stockfish's piece parser reads it: a
//! piece string to the components (step, kind, modality) whose union is
//! the piece.
//!
//! One reader for the whole workspace: the macro expands a spec's `pieces`
//! with it, and the test suite's naive Betza reference walks its
//! components square by square. The reading itself is checked against
//! Fairy-Stockfish (pyffish) by `scripts/betza-check.sh` in the
//! repository. It allocates (the `betza` feature brings in `alloc`).
//!
//! # What Fairy-Stockfish reads
//!
//! `from_betza` in Fairy-Stockfish's `src/piece.cpp` reads the string left
//! to right; modifiers gather until an atom, which takes them all and
//! resets them. This module accepts the same subset and gives it the same
//! meaning:
//!
//! - Atoms: the leapers `W` (1, 0), `F` (1, 1), `D` (2, 0), `N` (2, 1),
//!   `A` (2, 2), `H` (3, 0), `C` and `L` (3, 1), `Z` and `J` (3, 2), `G`
//!   (3, 3), `K` (= `WF`); the riders `R`, `B`, `Q`.
//! - A leaper becomes a rider when doubled (`NN`, `WW`, `KK`) or followed by
//!   one digit, its range limit (`N2`, `R4`, `B2`: at most that many steps).
//! - `m` (moves to empty squares only), `c` (captures only); neither: both.
//! - `p`: a hopper, cannon-like (over exactly one piece, landing anywhere
//!   behind it up to and including the next piece). On the leaper `W` or
//!   `F` it is a full-length cannon too (`pW` = `pR`, `pF` = `pB`),
//!   because Fairy-Stockfish's hoppers are `hopper` map entries read by its
//!   cannon tables whatever the atom.
//! - `g`: a grasshopper (lands right behind the first piece, on `W`, `F`,
//!   `R`, `B`, `Q`, `K`).
//! - `n`: a lame leaper on `D`, `N`, `A`, `Z`/`J`, blocked when a square of
//!   Fairy-Stockfish's path (`lame_leaper_path` in `src/bitboard.cpp`) is
//!   occupied: orthogonal steps first, then diagonal ones, so `nN` is the
//!   xiangqi horse and `nZ` the janggi elephant.
//! - Directions `f b l r v s h`, alone or paired (`fs`, `rf`, `fh`, `hr`…)
//!   exactly as `from_betza` pairs them and exactly as its table of eight
//!   directions per atom selects them (see [`directions`]).
//!
//! Everything else is an [`Err`] naming the part and its position (a
//! 0-based byte index), including what Fairy-Stockfish reads without a
//! word but ignores or turns into no move at all: unknown letters (`i`,
//! `e`, `j`, `x`, `a`…), modifiers with no atom after them, a digit that
//! follows no atom or is `0`, directions that select nothing for their atom
//! (`hfN`), riders on atoms other than `W`, `F`, `N` (`DD`: no rider table
//! in Fairy-Stockfish), hoppers on atoms other than `W`, `F` (`pN`), lame
//! leapers on atoms other than `D`, `N`, `A`, `Z`/`J` (`nW`), `n` on a
//! rider (ignored there), `n` with `p`/`g`, `g` with a digit (read as a
//! limited cannon) and `p` with the digit 1 (read as a grasshopper).
//!
//! Two more rules of Fairy-Stockfish shape the result:
//!
//! - Later parts overwrite earlier ones: the parser keeps one entry per
//!   direction, modality and kind family (leap and lame leap share one
//!   map, riders of all ranges another, hoppers a third), so `R2fR` rides
//!   unlimited forwards and two squares elsewhere, and `NnN` is lame.
//! - Fairy-Stockfish computes a modality's targets as the union of whole
//!   rider tables (a rook table covers both directions of its line, a
//!   cannon table all four of a diagonal family…) masked by the union of
//!   every part's squares on an empty board. When one part's table then
//!   reaches squares another part of the same modality puts on the same
//!   line, the moves are no longer the union of the parts: `fRbpR` also
//!   slides backwards. Such mixtures are an [`Err`] here (see
//!   [`parse`]), so that every accepted piece means the union of its
//!   components.
//!
//! # Sides
//!
//! Components are written from White's side: forward is north (rank + 1),
//! right is east. Black's pieces use every step turned half a turn (file
//! and rank negated), as Fairy-Stockfish does: forward is south and right
//! is west.

use alloc::string::{String, ToString};
use alloc::vec::Vec;
use alloc::{format, vec};
use core::fmt;

/// A (file, rank) step, from White's side: forward is rank + 1.
pub type Step = (i32, i32);

/// When a component may move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Modality {
    /// To an empty square only (`m`).
    Move,
    /// Onto an occupied square only (`c`).
    Capture,
    /// Either.
    Both,
}

impl Modality {
    /// Whether it may move to an empty square.
    #[must_use]
    pub fn moves(self) -> bool {
        self != Modality::Capture
    }

    /// Whether it may capture on an occupied square.
    #[must_use]
    pub fn captures(self) -> bool {
        self != Modality::Move
    }
}

/// How a component follows its step.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// One step, over anything.
    Leap,
    /// Step after step through empty squares, up to and including the
    /// first piece; at most `range` steps when given.
    Ride {
        /// The most steps it takes, when limited.
        range: Option<u32>,
    },
    /// Along the steps over exactly one piece (the hurdle), then through
    /// empty squares up to and including the next piece; the target at
    /// most `range` steps from the start when given.
    Hop {
        /// The farthest target, in steps from the start, when limited.
        range: Option<u32>,
    },
    /// Along the steps to the first piece, landing on the square right
    /// behind it.
    Grasshop,
    /// One step, when every square of `path` (offsets from the start, in
    /// the step's frame) is on the board and empty.
    Lame {
        /// The squares that must be empty, offsets from the start.
        path: Vec<Step>,
    },
}

/// One direction of a piece: a step from White's side, how it is followed
/// and when it may be taken.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Component {
    /// The step, from White's side.
    pub step: Step,
    /// How the step is followed.
    pub kind: Kind,
    /// When it may be taken.
    pub modality: Modality,
}

/// the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BetzaError {
    /// Where the part starts: a 0-based byte index.
    pub position: usize,
    /// The part of the notation refused.
    pub part: String,
    /// Why.
    pub reason: String,
}

impl fmt::Display for BetzaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "`{}` at position {}: {}",
            self.part, self.position, self.reason
        )
    }
}

impl core::error::Error for BetzaError {}

fn error(position: usize, part: &str, reason: impl Into<String>) -> BetzaError {
    BetzaError {
        position,
        part: part.to_string(),
        reason: reason.into(),
    }
}

/// Fairy-Stockfish's leaper atoms (rank, file) as `leaperAtoms` lists them,
/// turned into (file, rank) steps.
fn leaper_atom(letter: char) -> Option<&'static [Step]> {
    Some(match letter {
        'W' => &[(0, 1)],
        'F' => &[(1, 1)],
        'D' => &[(0, 2)],
        'N' => &[(1, 2)],
        'A' => &[(2, 2)],
        'H' => &[(0, 3)],
        'L' | 'C' => &[(1, 3)],
        'J' | 'Z' => &[(2, 3)],
        'G' => &[(3, 3)],
        'K' => &[(0, 1), (1, 1)],
        _ => return None,
    })
}

/// Fairy-Stockfish's rider atoms (`riderAtoms`).
fn rider_atom(letter: char) -> Option<&'static [Step]> {
    Some(match letter {
        'R' => &[(0, 1)],
        'B' => &[(1, 1)],
        'Q' => &[(0, 1), (1, 1)],
        _ => return None,
    })
}

const VERTICALS: &str = "fbvh";
const HORIZONTALS: &str = "rlsh";

/// The steps a direction code selects for an atom, as `from_betza`'s table
/// does. The atom is Fairy-Stockfish's (rank, file) pair written as the
/// (file, rank) step `(b, a)` pointing forward; each of the eight images
/// of the atom is taken when the code is one of those listed for it.
/// `codes` empty means every image.
#[must_use]
pub fn directions(atom: Step, codes: &[String]) -> Vec<Step> {
    let (b, a) = atom;
    let table: [(Step, &[&str]); 8] = [
        ((b, a), &["ff", "vv", "rf", "rv", "fh", "rh", "hr"]),
        ((-b, -a), &["bb", "vv", "lb", "lv", "bh", "lh", "hr"]),
        ((a, -b), &["rr", "ss", "br", "bs", "bh", "rh", "hr"]),
        ((-a, b), &["ll", "ss", "fl", "fs", "fh", "lh", "hr"]),
        ((a, b), &["rr", "ss", "fr", "fs", "fh", "rh", "hl"]),
        ((-a, -b), &["ll", "ss", "bl", "bs", "bh", "lh", "hl"]),
        ((b, -a), &["bb", "vv", "rb", "rv", "bh", "rh", "hl"]),
        ((-b, a), &["ff", "vv", "lf", "lv", "fh", "lh", "hl"]),
    ];
    let mut steps = Vec::new();
    for (step, names) in table {
        let taken = codes.is_empty() || codes.iter().any(|code| names.contains(&code.as_str()));
        if taken && !steps.contains(&step) {
            steps.push(step);
        }
    }
    steps
}

/// FSF's `lame_leaper_path`: from the start towards the target, a step
/// along the longer axis while the two distances differ, a diagonal step
/// once they agree; the squares passed, the target excluded.
#[must_use]
pub fn lame_path(step: Step) -> Vec<Step> {
    let (mut file, mut rank) = (0, 0);
    let mut path = Vec::new();
    while (file, rank) != step {
        let diff = (step.0 - file).abs() - (step.1 - rank).abs();
        if diff >= 0 {
            file += step.0.signum();
        }
        if diff <= 0 {
            rank += step.1.signum();
        }
        if (file, rank) != step {
            path.push((file, rank));
        }
    }
    path
}

/// The families of Fairy-Stockfish's rider tables, each covering a fixed
/// set of directions whatever part of the piece brought it in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Family {
    Rook,
    Bishop,
    Nightrider,
    Cannon,
    CannonDiagonal,
    Grasshopper,
    GrasshopperDiagonal,
    LameDabbaba,
    Horse,
    Elephant,
    JanggiElephant,
}

fn family_of(component: &Component) -> Option<Family> {
    let (x, y) = (component.step.0.abs(), component.step.1.abs());
    Some(match component.kind {
        Kind::Leap => return None,
        Kind::Ride { .. } if x == y => Family::Bishop,
        Kind::Ride { .. } if x == 0 || y == 0 => Family::Rook,
        Kind::Ride { .. } => Family::Nightrider,
        Kind::Hop { .. } if x == y => Family::CannonDiagonal,
        Kind::Hop { .. } => Family::Cannon,
        Kind::Grasshop if x == y => Family::GrasshopperDiagonal,
        Kind::Grasshop => Family::Grasshopper,
        Kind::Lame { .. } => match (x.min(y), x.max(y)) {
            (0, 2) => Family::LameDabbaba,
            (1, 2) => Family::Horse,
            (2, 2) => Family::Elephant,
            _ => Family::JanggiElephant,
        },
    })
}

/// The directions a family's table covers, given one step that brought it
/// in (a rook table covers the step's line only: FSF's horizontal and
/// vertical rook and cannon tables are separate).
fn family_steps(family: Family, step: Step) -> Vec<Step> {
    let eight = |a: i32, b: i32| {
        vec![
            (a, b),
            (b, a),
            (-a, b),
            (-b, a),
            (a, -b),
            (b, -a),
            (-a, -b),
            (-b, -a),
        ]
    };
    let mut steps = match family {
        Family::Rook | Family::Cannon | Family::Grasshopper => {
            if step.0 == 0 {
                vec![(0, 1), (0, -1)]
            } else {
                vec![(1, 0), (-1, 0)]
            }
        }
        Family::Bishop | Family::CannonDiagonal | Family::GrasshopperDiagonal => eight(1, 1),
        Family::Nightrider | Family::Horse => eight(1, 2),
        Family::LameDabbaba => eight(0, 2),
        Family::Elephant => eight(2, 2),
        Family::JanggiElephant => eight(2, 3),
    };
    steps.dedup();
    steps.sort_unstable();
    steps.dedup();
    steps
}

/// Is `point` one of `k * step`, k >= 1?
fn on_ray(point: Step, step: Step) -> bool {
    let cross = point.0 * step.1 - point.1 * step.0;
    let dot = point.0 * step.0 + point.1 * step.1;
    let norm = step.0 * step.0 + step.1 * step.1;
    cross == 0 && dot > 0 && dot % norm == 0
}

/// Do the squares a family's table reaches along `step` meet the squares
/// `other` covers on an empty board?
fn meets(family: Family, step: Step, other: &Component) -> bool {
    let lame_family = matches!(
        family,
        Family::LameDabbaba | Family::Horse | Family::Elephant | Family::JanggiElephant
    );
    let limit = match other.kind {
        Kind::Leap | Kind::Lame { .. } => Some(1),
        Kind::Ride { range } | Kind::Hop { range } => range,
        Kind::Grasshop => None,
    };
    let within = |point: Step| {
        on_ray(point, other.step)
            && limit.is_none_or(|limit| {
                let norm = other.step.0 * other.step.0 + other.step.1 * other.step.1;
                let k = (point.0 * other.step.0 + point.1 * other.step.1) / norm;
                i64::from(k) <= i64::from(limit)
            })
    };
    if lame_family {
        within(step)
    } else {
        // Two rays from the start meet iff they share their direction.
        on_ray(other.step, step) || on_ray(step, other.step)
    }
}

/// Does a family's table reaching `other`'s squares add nothing beyond
/// `other`'s own moves?
#[allow(clippy::match_same_arms)] // one arm per reason
fn harmless(family: Family, other: &Component) -> bool {
    match (family, &other.kind) {
        // A rook or bishop reaches a lame D or A target exactly when its
        // path (the square between) is empty.
        (Family::Rook | Family::Bishop, Kind::Lame { .. }) => true,
        // A lame target on a rider's line is the rider's first or second
        // step, reached by the rider whenever the path is empty.
        (
            Family::LameDabbaba | Family::Horse | Family::Elephant | Family::JanggiElephant,
            Kind::Ride { .. },
        ) => true,
        // The square right behind the hurdle is a cannon landing too.
        (Family::Grasshopper | Family::GrasshopperDiagonal, Kind::Hop { .. }) => true,
        _ => false,
    }
}

/// One entry of FSF's maps: which map, modality, step; what it holds; where
/// in the string it came from.
struct Entry {
    map: u8,
    capture: bool,
    step: Step,
    kind: Kind,
    position: usize,
    part: String,
}

/// Why a pawn's rule letter is refused, and what to write instead: the
/// chess pawn of Fairy-Stockfish's table, `ifmnDfmWfceF`, reads only as
/// its step and capture.
fn pawn_rule(letter: char) -> Option<&'static str> {
    Some(match letter {
        'e' => {
            "`e` marks en passant, a rule the engine plays, not a move Fairy-Stockfish's Betza reader gives: write the pawn as `mfWcfF` (its step and its capture)"
        }
        'i' => {
            "`i` marks a move from the initial square only (the pawn's double step), a rule the engine plays, which Fairy-Stockfish's Betza reader ignores: write the pawn as `mfWcfF` (its step and its capture)"
        }
        _ => return None,
    })
}

/// Parses `betza` as Fairy-Stockfish's `from_betza` does, refusing what
/// it ignores or cannot move (see the [module](self) documentation): the
/// piece's components, whose union is the piece.
///
/// # Errors
///
/// A [`BetzaError`] naming the first part refused, its position and why.
#[allow(clippy::too_many_lines)] // one pass over the string, as `from_betza` reads it
pub fn parse(betza: &str) -> Result<Vec<Component>, BetzaError> {
    let chars: Vec<char> = betza.chars().collect();
    if let Some(position) = chars.iter().position(|c| !c.is_ascii()) {
        return Err(error(position, &chars[position].to_string(), "not ASCII"));
    }
    let mut entries: Vec<Entry> = Vec::new();
    // Modifiers gathered for the next atom, with where they began.
    let mut start: Option<usize> = None;
    let mut modalities: Vec<bool> = Vec::new(); // true: capture
    let (mut hopper, mut grasshopper, mut lame) = (false, false, false);
    let mut codes: Vec<String> = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let c = chars[i];
        let begin = *start.get_or_insert(i);
        if c == 'm' || c == 'c' {
            modalities.push(c == 'c');
        } else if c == 'p' {
            hopper = true;
        } else if c == 'g' {
            hopper = true;
            grasshopper = true;
        } else if c == 'n' {
            lame = true;
        } else if VERTICALS.contains(c) || HORIZONTALS.contains(c) {
            let pair = chars.get(i + 1).copied().filter(|&c2| {
                c2 == c
                    || (VERTICALS.contains(c) && HORIZONTALS.contains(c2))
                    || (HORIZONTALS.contains(c) && VERTICALS.contains(c2))
            });
            match pair {
                Some(c2) => {
                    codes.push(format!("{c}{c2}"));
                    i += 1;
                }
                None => codes.push(format!("{c}{c}")),
            }
        } else if let Some(atoms) = rider_atom(c).or_else(|| leaper_atom(c)) {
            let mut rider = rider_atom(c).is_some();
            let mut range = None;
            let mut end = i + 1;
            match chars.get(i + 1) {
                Some(&next) if next == c => {
                    rider = true;
                    end += 1;
                }
                Some(&next) if next.is_ascii_digit() => {
                    if next == '0' {
                        return Err(error(i + 1, "0", "a range limit must be 1 to 9"));
                    }
                    rider = true;
                    range = next.to_digit(10);
                    end += 1;
                }
                _ => {}
            }
            if let Some(&next) = chars.get(end).filter(|c| c.is_ascii_digit()) {
                return Err(error(
                    end,
                    &next.to_string(),
                    "Fairy-Stockfish reads one digit after an atom, not after a doubled one",
                ));
            }
            let part: String = chars[begin..end].iter().collect();
            let refuse = |reason: &str| Err(error(begin, &part, reason));
            let (x, y) = (atoms[0].0.abs(), atoms[0].1.abs());
            let atom_kind = if hopper {
                if lame {
                    return refuse("`n` on a hopper: Fairy-Stockfish gives it no moves");
                }
                if grasshopper && range.is_some() {
                    return refuse("`g` with a range: Fairy-Stockfish reads a limited cannon");
                }
                if range == Some(1) {
                    return refuse("`p` with range 1: Fairy-Stockfish reads a grasshopper");
                }
                if atoms.iter().any(|&(x, y)| x.abs() > 1 || y.abs() > 1) {
                    return refuse(
                        "Fairy-Stockfish hops only along W and F lines (no hopper table else)",
                    );
                }
                if grasshopper {
                    Kind::Grasshop
                } else {
                    Kind::Hop { range }
                }
            } else if rider {
                if lame {
                    return refuse("`n` on a rider: Fairy-Stockfish ignores it");
                }
                if atoms.len() == 1 && !matches!((x.min(y), x.max(y)), (0 | 1, 1) | (1, 2)) {
                    return refuse(
                        "Fairy-Stockfish rides only along W, F and N lines (no rider table else)",
                    );
                }
                Kind::Ride { range }
            } else if lame {
                if atoms.len() != 1 || !matches!((x.min(y), x.max(y)), (0..=2, 2) | (2, 3)) {
                    return refuse(
                        "Fairy-Stockfish has lame leapers on D, N, A and Z only (no table else)",
                    );
                }
                Kind::Lame { path: Vec::new() }
            } else {
                Kind::Leap
            };
            if modalities.is_empty() {
                modalities = vec![false, true];
            }
            let mut selected = 0;
            for &atom in atoms {
                // FSF splits paired codes on a lone orthogonal atom
                // (`fsW` is forward and sideways).
                let split = atoms.len() == 1 && atom.0 == 0;
                let atom_codes: Vec<String> = codes
                    .iter()
                    .flat_map(|code| {
                        let bytes: Vec<char> = code.chars().collect();
                        if split && bytes[0] != bytes[1] {
                            vec![format!("{0}{0}", bytes[0]), format!("{0}{0}", bytes[1])]
                        } else {
                            vec![code.clone()]
                        }
                    })
                    .collect();
                for step in directions(atom, &atom_codes) {
                    selected += 1;
                    let kind = match atom_kind {
                        Kind::Lame { .. } => Kind::Lame {
                            path: lame_path(step),
                        },
                        ref kind => kind.clone(),
                    };
                    let map = match kind {
                        Kind::Leap | Kind::Lame { .. } => 0,
                        Kind::Ride { .. } => 1,
                        Kind::Hop { .. } | Kind::Grasshop => 2,
                    };
                    for &capture in &modalities {
                        // A later entry replaces an earlier one.
                        entries.retain(|entry| {
                            (entry.map, entry.capture, entry.step) != (map, capture, step)
                        });
                        entries.push(Entry {
                            map,
                            capture,
                            step,
                            kind: kind.clone(),
                            position: begin,
                            part: part.clone(),
                        });
                    }
                }
            }
            if selected == 0 {
                return refuse(
                    "these directions select none of the atom's steps in Fairy-Stockfish",
                );
            }
            modalities.clear();
            codes.clear();
            (hopper, grasshopper, lame) = (false, false, false);
            start = None;
            i = end;
            continue;
        } else if c.is_ascii_digit() {
            return Err(error(i, &c.to_string(), "a digit must follow an atom"));
        } else if let Some(rule) = pawn_rule(c) {
            return Err(error(i, &c.to_string(), rule));
        } else {
            return Err(error(
                i,
                &c.to_string(),
                "not in Fairy-Stockfish's Betza subset (atoms WFDNAHCLZJGKRBQ, modifiers fblrvsh m c p g n)",
            ));
        }
        i += 1;
    }
    if let Some(begin) = start {
        let part: String = chars[begin..].iter().collect();
        return Err(error(begin, &part, "modifiers with no atom after them"));
    }
    for capture in [false, true] {
        let modality: Vec<&Entry> = entries.iter().filter(|e| e.capture == capture).collect();
        check_mixture(&modality)?;
    }
    Ok(merge(&entries))
}

/// Refuses a modality whose rider tables, as Fairy-Stockfish combines them,
/// would reach beyond the union of its components.
fn check_mixture(entries: &[&Entry]) -> Result<(), BetzaError> {
    let component = |entry: &Entry| Component {
        step: entry.step,
        kind: entry.kind.clone(),
        modality: Modality::Both,
    };
    for entry in entries {
        let Some(family) = family_of(&component(entry)) else {
            continue;
        };
        for step in family_steps(family, entry.step) {
            let owner = entries
                .iter()
                .find(|e| e.step == step && family_of(&component(e)) == Some(family));
            let unlimited = owner.is_some_and(|owner| {
                !matches!(
                    owner.kind,
                    Kind::Ride { range: Some(_) } | Kind::Hop { range: Some(_) }
                )
            });
            if unlimited {
                continue;
            }
            for other in entries {
                let other_component = component(other);
                if family_of(&other_component).is_none_or(|f| f == family)
                    || !meets(family, step, &other_component)
                    || harmless(family, &other_component)
                {
                    continue;
                }
                return Err(error(
                    other.position,
                    &other.part,
                    format!(
                        "Fairy-Stockfish's {family:?} table brought in by `{}` also reaches along {step:?} the squares of `{}`: its moves would not be the union of the parts",
                        entry.part, other.part
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// The components of FSF's entries: one per step and kind, `Both` where
/// the quiet and capture maps agree.
fn merge(entries: &[Entry]) -> Vec<Component> {
    let mut components: Vec<Component> = Vec::new();
    for entry in entries {
        let modality = if entry.capture {
            Modality::Capture
        } else {
            Modality::Move
        };
        if let Some(existing) = components
            .iter_mut()
            .find(|c| c.step == entry.step && c.kind == entry.kind && c.modality != modality)
        {
            existing.modality = Modality::Both;
        } else if !components
            .iter()
            .any(|c| c.step == entry.step && c.kind == entry.kind)
        {
            components.push(Component {
                step: entry.step,
                kind: entry.kind.clone(),
                modality,
            });
        }
    }
    components
}
