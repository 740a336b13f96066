//! The one table of the functions every strategy module has: their names,
//! parameters and what they compute, one table for the set-wise modules
//! ([`set_wise_functions`]) and one for the lookup modules
//! ([`lookup_functions`]). The strategy modules, the strategy traits'
//! declarations and their implementations are all rendered from them, so
//! the three cannot disagree.

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::tokens::local;
use crate::codegen::names::{self, Origin};
use crate::codegen::spec_items::sides::title as side_title;
use crate::codegen::strategies::strategy::UnrolledFunction;
use crate::model::{Direction, EntryKind, Group, HopMode, Hopper, LameLeaper, Leaper, Piece, Spec};

/// A parameter of a generated function.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Parameter {
    Sliders,
    Empty,
    Blockers,
    Pieces,
    Direction,
    /// The square of one slider, a `usize` index.
    Square,
    /// The occupied squares.
    Occupied,
    /// Pieces a hopper may neither hop over nor capture.
    Except,
    /// Whose piece it is, for a Betza piece with a direction of travel.
    Side,
    /// A Betza piece of the spec, chosen at run time.
    Piece,
    /// The pieces of each kind of the spec's Betza pieces, by `Piece`.
    PieceSets,
}

impl Parameter {
    /// The parameter's name, with mixed-site hygiene.
    pub fn ident(self) -> Ident {
        local(match self {
            Parameter::Sliders => "sliders",
            Parameter::Empty => "empty",
            Parameter::Blockers => "blockers",
            Parameter::Pieces => "pieces",
            Parameter::Direction => "direction",
            Parameter::Square => "square",
            Parameter::Occupied => "occupied",
            Parameter::Except => "except",
            Parameter::Side => "side",
            Parameter::Piece => "piece",
            Parameter::PieceSets => "pieces",
        })
    }

    /// Its type, named from a module whose path to the spec module is
    /// `prefix` (empty in the spec module, `super::` in a strategy module).
    pub fn ty(self, prefix: &TokenStream) -> TokenStream {
        match self {
            Parameter::Direction => quote!(#prefix Direction),
            Parameter::Side => quote!(#prefix Side),
            Parameter::Piece => quote!(#prefix Piece),
            Parameter::Square => quote!(::core::primitive::usize),
            Parameter::PieceSets => quote!(&[#prefix Bits; #prefix Piece::COUNT]),
            _ => quote!(#prefix Bits),
        }
    }
}

/// The functions generated per direction, by what they compute.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DirectionFunction {
    /// `NAME_fill(sliders)`: on an empty board.
    Fill,
    /// `NAME_occluded(sliders, empty)`.
    Occluded,
    /// `NAME_attacks(sliders, empty)`.
    Attacks,
    /// `NAME_xray(sliders, empty, blockers)`, made from the attacks.
    Xray,
}

impl DirectionFunction {
    pub const ALL: [DirectionFunction; 4] = [
        DirectionFunction::Fill,
        DirectionFunction::Occluded,
        DirectionFunction::Attacks,
        DirectionFunction::Xray,
    ];

    /// The suffix of the function's name, and the name of its run-time
    /// dispatch.
    pub fn suffix(self) -> &'static str {
        match self {
            DirectionFunction::Fill => "fill",
            DirectionFunction::Occluded => "occluded",
            DirectionFunction::Attacks => "attacks",
            DirectionFunction::Xray => "xray",
        }
    }

    /// What an unrolling strategy computes for it; `None` for the x-ray,
    /// which is made from the attacks.
    pub fn unrolled(self) -> Option<UnrolledFunction> {
        match self {
            DirectionFunction::Fill => Some(UnrolledFunction::Fill),
            DirectionFunction::Occluded => Some(UnrolledFunction::Occluded),
            DirectionFunction::Attacks => Some(UnrolledFunction::Attacks),
            DirectionFunction::Xray => None,
        }
    }

    pub fn parameters(self) -> &'static [Parameter] {
        match self {
            DirectionFunction::Fill => &[Parameter::Sliders],
            DirectionFunction::Occluded | DirectionFunction::Attacks => {
                &[Parameter::Sliders, Parameter::Empty]
            }
            DirectionFunction::Xray => &[Parameter::Sliders, Parameter::Empty, Parameter::Blockers],
        }
    }

    /// What it computes along `name`.
    fn doc(self, name: &str) -> String {
        match self {
            DirectionFunction::Fill => format!(
                "Fill `{name}` on an empty board: `sliders` and every square `{name}` of them."
            ),
            DirectionFunction::Occluded => format!(
                "Occluded fill `{name}`: `sliders` and every square they reach `{name}` through `empty` squares; the blockers are not included."
            ),
            DirectionFunction::Attacks => format!(
                "Attacks `{name}`: every square `sliders` attack `{name}` through `empty` squares, up to and including the first blocker."
            ),
            DirectionFunction::Xray => format!(
                "X-ray `{name}`: the squares `sliders` would attack `{name}` beyond their first blocker, up to and including the next one, where that first blocker is in `blockers`: with `attacks = {name}_attacks(sliders, empty)`, exactly `{name}_attacks(sliders, empty | (attacks & blockers)) & !attacks`."
            ),
        }
    }

    /// What it computes in the direction chosen at run time.
    fn dispatch_doc(self) -> &'static str {
        match self {
            DirectionFunction::Fill => "Fill in `direction` on an empty board",
            DirectionFunction::Occluded => "Occluded fill in `direction` through `empty` squares",
            DirectionFunction::Attacks => "Attacks in `direction` through `empty` squares",
            DirectionFunction::Xray => {
                "X-ray in `direction` through `empty` squares and `blockers`"
            }
        }
    }
}

/// The functions generated per group.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GroupFunction {
    Attacks,
    Xray,
}

impl GroupFunction {
    pub fn suffix(self) -> &'static str {
        match self {
            GroupFunction::Attacks => "attacks",
            GroupFunction::Xray => "xray",
        }
    }

    /// The per-direction function a group function is the union of.
    pub fn of_directions(self) -> DirectionFunction {
        match self {
            GroupFunction::Attacks => DirectionFunction::Attacks,
            GroupFunction::Xray => DirectionFunction::Xray,
        }
    }
}

/// The functions generated per hopper.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HopperFunction {
    Moves,
    Captures,
}

/// The functions generated per Betza piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PieceFunction {
    Moves,
    Captures,
}

impl PieceFunction {
    pub fn suffix(self) -> &'static str {
        match self {
            PieceFunction::Moves => "moves",
            PieceFunction::Captures => "captures",
        }
    }
}

/// What a function of the set-wise table computes, with the entry it is
/// made from.
#[derive(Clone, Copy)]
pub enum SetWiseKind<'a> {
    Direction(DirectionFunction, &'a Direction),
    Group(GroupFunction, &'a Group),
    Hopper(HopperFunction, &'a Hopper),
    /// A hopper's function along one direction chosen at run time.
    HopperAlong(HopperFunction, &'a Hopper),
    Piece(PieceFunction, &'a Piece),
    /// A piece's function, the piece chosen at run time.
    PieceDispatch(PieceFunction),
    /// The direction's function chosen at run time.
    Dispatch(DirectionFunction),
}

/// What a function of the lookup table computes, with the entry it is
/// made from.
#[derive(Clone, Copy)]
pub enum LookupKind<'a> {
    /// A group's per-square attacks.
    Group(&'a Group),
    /// A group's per-square x-ray.
    GroupXray(&'a Group),
    /// A leaper's per-square attacks.
    Leaper(&'a Leaper),
    /// A lame leaper's per-square attacks.
    LameLeaper(&'a LameLeaper),
    /// A hopper's per-square moves or captures.
    Hopper(HopperFunction, &'a Hopper),
    /// A Betza piece's per-square moves or captures.
    Piece(PieceFunction, &'a Piece),
    /// A Betza piece's per-square function, the piece chosen at run time.
    PieceDispatch(PieceFunction),
    /// Which pieces of one entry capture on a square.
    Attackers(Attacker<'a>),
    /// Which of the spec's Betza pieces, all kinds together, capture on a
    /// square.
    AttackersDispatch,
    /// Which of the spec's Betza pieces capture on a square, kind by kind.
    AttackersByKind,
}

/// A kind of piece whose attackers of a square a lookup module finds.
#[derive(Clone, Copy)]
pub enum Attacker<'a> {
    Group(&'a Group),
    Leaper(&'a Leaper),
    LameLeaper(&'a LameLeaper),
    Hopper(&'a Hopper),
    Piece(&'a Piece),
}

/// One function of every strategy module of a kind: `K` is
/// [`SetWiseKind`] or [`LookupKind`].
pub struct GeneratedFunction<'a, K> {
    pub name: Ident,
    pub kind: K,
    /// The doc comments of the spec's entry it is made from (empty for the
    /// dispatch functions).
    pub user_docs: &'a TokenStream,
    /// What it computes, the first paragraph of its docs everywhere.
    pub doc: String,
    pub parameters: &'static [Parameter],
}

/// What a kind of function is made from, for the list of generated names,
/// and what it returns.
pub trait MadeFrom {
    fn origin(&self, spec: &Spec) -> Origin;

    /// Its return type: one set, but for the attackers by kind.
    fn returns(&self) -> Returns {
        Returns::Bits
    }
}

/// What a generated function returns.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Returns {
    /// A set of squares.
    Bits,
    /// A set of squares per kind of the spec's Betza pieces, by `Piece`.
    PieceSets,
}

impl Returns {
    /// Its type, named from a module whose path to the spec module is
    /// `prefix`, as [`Parameter::ty`].
    pub fn ty(self, prefix: &TokenStream) -> TokenStream {
        match self {
            Returns::Bits => quote!(#prefix Bits),
            Returns::PieceSets => quote!([#prefix Bits; #prefix Piece::COUNT]),
        }
    }
}

impl MadeFrom for SetWiseKind<'_> {
    fn origin(&self, spec: &Spec) -> Origin {
        match *self {
            SetWiseKind::Direction(_, direction) => {
                entry(EntryKind::Direction, &spec.directions, direction)
            }
            SetWiseKind::Group(_, group) => entry(EntryKind::Group, &spec.groups, group),
            SetWiseKind::Hopper(_, hopper) | SetWiseKind::HopperAlong(_, hopper) => {
                entry(EntryKind::Hopper, &spec.hoppers, hopper)
            }
            SetWiseKind::Piece(_, piece) => entry(EntryKind::Piece, &spec.pieces, piece),
            SetWiseKind::PieceDispatch(_) | SetWiseKind::Dispatch(_) => Origin::Fixed,
        }
    }
}

impl MadeFrom for LookupKind<'_> {
    fn origin(&self, spec: &Spec) -> Origin {
        match *self {
            LookupKind::Group(group)
            | LookupKind::GroupXray(group)
            | LookupKind::Attackers(Attacker::Group(group)) => {
                entry(EntryKind::Group, &spec.groups, group)
            }
            LookupKind::Leaper(leaper) | LookupKind::Attackers(Attacker::Leaper(leaper)) => {
                entry(EntryKind::Leaper, &spec.leapers, leaper)
            }
            LookupKind::LameLeaper(leaper)
            | LookupKind::Attackers(Attacker::LameLeaper(leaper)) => {
                entry(EntryKind::LameLeaper, &spec.lame_leapers, leaper)
            }
            LookupKind::Hopper(_, hopper) | LookupKind::Attackers(Attacker::Hopper(hopper)) => {
                entry(EntryKind::Hopper, &spec.hoppers, hopper)
            }
            LookupKind::Piece(_, piece) | LookupKind::Attackers(Attacker::Piece(piece)) => {
                entry(EntryKind::Piece, &spec.pieces, piece)
            }
            LookupKind::PieceDispatch(_)
            | LookupKind::AttackersDispatch
            | LookupKind::AttackersByKind => Origin::Fixed,
        }
    }

    fn returns(&self) -> Returns {
        match self {
            LookupKind::AttackersByKind => Returns::PieceSets,
            _ => Returns::Bits,
        }
    }
}

/// The entry `item` of the spec's list of `kind`.
fn entry<T>(kind: EntryKind, list: &[T], item: &T) -> Origin {
    let index = list
        .iter()
        .position(|each| std::ptr::eq(each, item))
        .expect("an entry of the spec");
    Origin::Entry(kind, index)
}

impl<K: MadeFrom> GeneratedFunction<'_, K> {
    /// What the function is made from.
    pub fn origin(&self, spec: &Spec) -> Origin {
        self.kind.origin(spec)
    }
}

/// The set-wise table: per direction its fill, occluded fill, attacks and
/// x-ray, per group its attacks and x-ray, per hopper its moves and
/// captures (set-wise and along one direction), per Betza piece its moves
/// and captures, and the run-time dispatch of the piece and direction
/// functions.
pub fn set_wise_functions<'a>(
    spec: &'a Spec,
    no_docs: &'a TokenStream,
) -> Vec<GeneratedFunction<'a, SetWiseKind<'a>>> {
    let mut functions = Vec::new();
    for direction in &spec.directions {
        for function in DirectionFunction::ALL {
            functions.push(GeneratedFunction {
                name: names::suffixed(&direction.name, function.suffix()),
                kind: SetWiseKind::Direction(function, direction),
                user_docs: &direction.docs,
                doc: function.doc(&direction.name.to_string()),
                parameters: function.parameters(),
            });
        }
    }
    for group in &spec.groups {
        let listed: Vec<String> = group
            .directions
            .iter()
            .map(|&id| format!("`{}`", spec.direction(id).name))
            .collect();
        let listed = listed.join(", ");
        let name = &group.name;
        for function in [GroupFunction::Attacks, GroupFunction::Xray] {
            let leapers = if crate::codegen::strategy_modules::compound::is_compound(group) {
                let leapers = crate::codegen::strategy_modules::compound::listed(group);
                match function {
                    GroupFunction::Attacks => format!(
                        " A compound piece: also every square the {leapers} attacks of `sliders` reach."
                    ),
                    GroupFunction::Xray => {
                        format!(" The sliding part only: {leapers} have no x-ray.")
                    }
                }
            } else {
                String::new()
            };
            let doc = match function {
                GroupFunction::Attacks => format!(
                    "`{name}` attacks: the union of the {listed} attacks of `sliders` through `empty` squares.{leapers}"
                ),
                GroupFunction::Xray => format!(
                    "`{name}` x-ray: the union of the {listed} x-rays (each direction's `_xray` function has the exact definition): what `sliders` would attack beyond their first blockers where those are in `blockers`.{leapers}"
                ),
            };
            functions.push(GeneratedFunction {
                name: names::suffixed(name, function.suffix()),
                kind: SetWiseKind::Group(function, group),
                user_docs: &group.docs,
                doc: format!("{doc}\n\nSet-wise: any number of sliders at once."),
                parameters: function.of_directions().parameters(),
            });
        }
    }
    for hopper in &spec.hoppers {
        let name = &hopper.name;
        for (function, suffix) in [
            (HopperFunction::Moves, "moves"),
            (HopperFunction::Captures, "captures"),
        ] {
            let doc = match function {
                HopperFunction::Moves => format!(
                    "`{name}` moves: the empty squares a `{name}` on any square of `pieces` moves to, {}.",
                    mode_doc(hopper.moves)
                ),
                HopperFunction::Captures => format!(
                    "`{name}` captures: the occupied squares (whatever their colour: mask with the enemy's pieces) a `{name}` on any square of `pieces` captures on, {}.",
                    mode_doc(hopper.captures)
                ),
            };
            let (doc, parameters): (String, &'static [Parameter]) = if hopper.except {
                (
                    format!(
                        "{doc} The pieces of `except` are never screens or hurdles (a ray whose first piece is one of them goes no further) and never captured."
                    ),
                    &[Parameter::Pieces, Parameter::Empty, Parameter::Except],
                )
            } else {
                (doc, &[Parameter::Pieces, Parameter::Empty])
            };
            let along = format!(
                "{doc}\n\nAlong `direction` alone: nothing along a direction the hopper does not move in. With a constant `direction` this inlines to that direction's code; the union over [`Direction::ALL`](super::Direction::ALL) is `{name}_{suffix}`."
            );
            functions.push(GeneratedFunction {
                name: names::suffixed(name, suffix),
                kind: SetWiseKind::Hopper(function, hopper),
                user_docs: &hopper.docs,
                doc,
                parameters,
            });
            functions.push(GeneratedFunction {
                name: names::suffixed(name, &format!("{suffix}_along")),
                kind: SetWiseKind::HopperAlong(function, hopper),
                user_docs: &hopper.docs,
                doc: along,
                parameters: if hopper.except {
                    &[
                        Parameter::Direction,
                        Parameter::Pieces,
                        Parameter::Empty,
                        Parameter::Except,
                    ]
                } else {
                    &[Parameter::Direction, Parameter::Pieces, Parameter::Empty]
                },
            });
        }
    }
    for piece in &spec.pieces {
        for function in [PieceFunction::Moves, PieceFunction::Captures] {
            functions.push(GeneratedFunction {
                name: names::suffixed(&piece.name, function.suffix()),
                kind: SetWiseKind::Piece(function, piece),
                user_docs: &piece.docs,
                doc: piece_doc(spec, piece, function),
                parameters: if piece.sided {
                    &[Parameter::Side, Parameter::Pieces, Parameter::Empty]
                } else {
                    &[Parameter::Pieces, Parameter::Empty]
                },
            });
        }
    }
    if !spec.pieces.is_empty() {
        for function in [PieceFunction::Moves, PieceFunction::Captures] {
            let suffix = function.suffix();
            functions.push(GeneratedFunction {
                name: Ident::new(suffix, Span::call_site()),
                kind: SetWiseKind::PieceDispatch(function),
                user_docs: no_docs,
                doc: format!(
                    "The {suffix} of `piece`, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_{suffix}` function."
                ),
                parameters: &[
                    Parameter::Piece,
                    Parameter::Side,
                    Parameter::Pieces,
                    Parameter::Empty,
                ],
            });
        }
    }
    for function in DirectionFunction::ALL {
        functions.push(GeneratedFunction {
            name: Ident::new(function.suffix(), Span::call_site()),
            kind: SetWiseKind::Dispatch(function),
            user_docs: no_docs,
            doc: format!(
                "{}, the direction chosen at run time: with a constant `direction` this inlines to the specialised `*_{}` function.",
                function.dispatch_doc(),
                function.suffix()
            ),
            parameters: dispatch_parameters(function),
        });
    }
    functions
}

/// The table of the lookup modules: what one piece on `square` attacks
/// (or moves to and captures on) with `occupied`, per group (and its
/// x-ray), leaper, lame leaper, hopper and Betza piece, the Betza pieces'
/// functions with the piece chosen at run time, and, per kind, which pieces
/// capture on a square.
pub fn lookup_functions<'a>(
    spec: &'a Spec,
    no_docs: &'a TokenStream,
) -> Vec<GeneratedFunction<'a, LookupKind<'a>>> {
    let mut functions = Vec::new();
    let mut push = |name: Ident,
                    kind: LookupKind<'a>,
                    user_docs: &'a TokenStream,
                    doc: String,
                    parameters: &'static [Parameter]| {
        functions.push(GeneratedFunction {
            name,
            kind,
            user_docs,
            doc,
            parameters,
        });
    };
    use Parameter::{Blockers, Except, Occupied, PieceSets, Pieces, Side, Square};
    for group in &spec.groups {
        let name = &group.name;
        push(
            names::suffixed(name, "attacks_from"),
            LookupKind::Group(group),
            &group.docs,
            format!(
                "`{name}` attacks from one square: every square a `{name}` slider on `square` attacks when `occupied` holds the pieces, its own square or not, up to and including the first piece in each direction."
            ),
            &[Square, Occupied],
        );
        let leapers = if super::compound::is_compound(group) {
            format!(
                " The sliding part only: {} have no x-ray.",
                super::compound::listed(group)
            )
        } else {
            String::new()
        };
        push(
            names::suffixed(name, "xray_from"),
            LookupKind::GroupXray(group),
            &group.docs,
            format!(
                "`{name}` x-ray from one square: the squares a `{name}` slider on `square` would attack beyond its first blocker along each direction, up to and including the next piece, where that first blocker is in `blockers`; with `attacks = {name}_attacks_from(square, occupied)`, exactly `{name}_attacks_from(square, occupied ^ (attacks & blockers)) & !attacks`, as the set-wise `{name}_xray` for one slider.{leapers}"
            ),
            &[Square, Occupied, Blockers],
        );
    }
    for leaper in &spec.leapers {
        let name = &leaper.name;
        push(
            names::suffixed(name, "attacks_from"),
            LookupKind::Leaper(leaper),
            &leaper.docs,
            format!(
                "`{name}` attacks from one square: every square a `{name}` on `square` attacks, `{}[square]`.",
                names::leaper_table(name)
            ),
            &[Square],
        );
    }
    for leaper in &spec.lame_leapers {
        let name = &leaper.name;
        push(
            names::suffixed(name, "attacks_from"),
            LookupKind::LameLeaper(leaper),
            &leaper.docs,
            format!(
                "`{name}` attacks from one square: every square a `{name}` on `square` reaches when `occupied` holds the pieces, each offset only when its path is empty."
            ),
            &[Square, Occupied],
        );
    }
    for hopper in &spec.hoppers {
        let name = &hopper.name;
        for (function, suffix) in [
            (HopperFunction::Moves, "moves_from"),
            (HopperFunction::Captures, "captures_from"),
        ] {
            let what = match function {
                HopperFunction::Moves => format!(
                    "`{name}` moves from one square: the empty squares a `{name}` on `square` moves to when `occupied` holds the pieces, {}.",
                    mode_doc(hopper.moves)
                ),
                HopperFunction::Captures => format!(
                    "`{name}` captures from one square: the occupied squares (whatever their colour: mask with the enemy's pieces) a `{name}` on `square` captures on when `occupied` holds the pieces, {}.",
                    mode_doc(hopper.captures)
                ),
            };
            let (what, parameters): (String, &'static [Parameter]) = if hopper.except {
                (
                    format!(
                        "{what} The pieces of `except` are never screens or hurdles and never captured."
                    ),
                    &[Square, Occupied, Except],
                )
            } else {
                (what, &[Square, Occupied])
            };
            push(
                names::suffixed(name, suffix),
                LookupKind::Hopper(function, hopper),
                &hopper.docs,
                what,
                parameters,
            );
        }
    }
    for piece in &spec.pieces {
        for function in [PieceFunction::Moves, PieceFunction::Captures] {
            let suffix = format!("{}_from", function.suffix());
            push(
                names::suffixed(&piece.name, &suffix),
                LookupKind::Piece(function, piece),
                &piece.docs,
                piece_from_doc(spec, piece, function),
                if piece.sided {
                    &[Side, Square, Occupied]
                } else {
                    &[Square, Occupied]
                },
            );
        }
    }
    if !spec.pieces.is_empty() {
        for function in [PieceFunction::Moves, PieceFunction::Captures] {
            let suffix = function.suffix();
            push(
                Ident::new(&format!("{suffix}_from"), Span::call_site()),
                LookupKind::PieceDispatch(function),
                no_docs,
                format!(
                    "The {suffix} of `piece` from one square, chosen at run time, as `side`'s piece where the piece has a direction of travel (the others ignore `side`): with a constant `piece` this inlines to the specialised `*_{suffix}_from` function."
                ),
                &[Parameter::Piece, Side, Square, Occupied],
            );
        }
    }
    // Which pieces capture on a square: each kind's, then all the Betza
    // pieces at once.
    let attackers_doc = |kind: &str, name: &Ident, how: &str| {
        format!(
            "The `{name}` {kind}s among `pieces` that capture on `square` when `occupied` holds the pieces{how}: exactly the squares of `pieces` whose own captures from there hold `square` (whatever stands on `square`). Asymmetric pieces are turned around exactly (a lame leaper's path is next to the attacker, a jump's hurdle next to the square)."
        )
    };
    for group in &spec.groups {
        push(
            names::suffixed(&group.name, "attackers"),
            LookupKind::Attackers(Attacker::Group(group)),
            &group.docs,
            attackers_doc("slider", &group.name, ""),
            &[Square, Occupied, Pieces],
        );
    }
    for leaper in &spec.leapers {
        push(
            names::suffixed(&leaper.name, "attackers"),
            LookupKind::Attackers(Attacker::Leaper(leaper)),
            &leaper.docs,
            attackers_doc("leaper", &leaper.name, " (a leaper ignores them)"),
            &[Square, Pieces],
        );
    }
    for leaper in &spec.lame_leapers {
        push(
            names::suffixed(&leaper.name, "attackers"),
            LookupKind::Attackers(Attacker::LameLeaper(leaper)),
            &leaper.docs,
            attackers_doc("lame leaper", &leaper.name, ""),
            &[Square, Occupied, Pieces],
        );
    }
    for hopper in &spec.hoppers {
        let (how, parameters): (&str, &'static [Parameter]) = if hopper.except {
            (
                " (the pieces of `except` are never screens or hurdles, and a square holding one is captured by none)",
                &[Square, Occupied, Pieces, Except],
            )
        } else {
            ("", &[Square, Occupied, Pieces])
        };
        push(
            names::suffixed(&hopper.name, "attackers"),
            LookupKind::Attackers(Attacker::Hopper(hopper)),
            &hopper.docs,
            attackers_doc("hopper", &hopper.name, how),
            parameters,
        );
    }
    for piece in &spec.pieces {
        let how = if piece.sided {
            ", `pieces` being `side`'s"
        } else {
            ""
        };
        push(
            names::suffixed(&piece.name, "attackers"),
            LookupKind::Attackers(Attacker::Piece(piece)),
            &piece.docs,
            attackers_doc("piece", &piece.name, how),
            if piece.sided {
                &[Side, Square, Occupied, Pieces]
            } else {
                &[Square, Occupied, Pieces]
            },
        );
    }
    if !spec.pieces.is_empty() {
        push(
            Ident::new("attackers", Span::call_site()),
            LookupKind::AttackersDispatch,
            no_docs,
            "The pieces of `side` that capture on `square` when `occupied` holds the pieces, given `pieces[piece as usize]`, `side`'s pieces of each kind of `Piece`: the union of each kind's `*_attackers`. Check detection is `attackers(them, king, occupied, &their_pieces) != 0`.".to_owned(),
            &[Side, Square, Occupied, PieceSets],
        );
        push(
            Ident::new("attackers_by_kind", Span::call_site()),
            LookupKind::AttackersByKind,
            no_docs,
            "The pieces of `side` that capture on `square` when `occupied` holds the pieces, kind by kind: entry `piece as usize` is `piece`'s `*_attackers` among `pieces[piece as usize]`. Their union is `attackers`; with every entry of `pieces` the whole board, each entry is where a piece of that kind would attack `square` from.".to_owned(),
            &[Side, Square, Occupied, PieceSets],
        );
    }
    functions
}

/// What a Betza piece's per-square function computes.
fn piece_from_doc(spec: &Spec, piece: &Piece, function: PieceFunction) -> String {
    let (name, betza) = (&piece.name, &piece.betza);
    let what = match function {
        PieceFunction::Moves => format!(
            "`{name}` moves from one square (Betza `{betza}`): the empty squares a `{name}` on `square` moves to when `occupied` holds the pieces"
        ),
        PieceFunction::Captures => format!(
            "`{name}` captures from one square (Betza `{betza}`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `{name}` on `square` captures on when `occupied` holds the pieces"
        ),
    };
    let side = if piece.sided {
        format!(
            ", as `side`'s piece: {}'s as the notation is written (forward is north), {}'s turned half a turn",
            side_title(spec, 0),
            side_title(spec, 1)
        )
    } else {
        String::new()
    };
    format!(
        "{what}{side}. The same squares as the set-wise `{name}_{}` for one piece.",
        function.suffix()
    )
}

/// `direction` and then the parameters of the direction function.
fn dispatch_parameters(function: DirectionFunction) -> &'static [Parameter] {
    match function {
        DirectionFunction::Fill => &[Parameter::Direction, Parameter::Sliders],
        DirectionFunction::Occluded | DirectionFunction::Attacks => {
            &[Parameter::Direction, Parameter::Sliders, Parameter::Empty]
        }
        DirectionFunction::Xray => &[
            Parameter::Direction,
            Parameter::Sliders,
            Parameter::Empty,
            Parameter::Blockers,
        ],
    }
}

/// What a Betza piece's function computes.
fn piece_doc(spec: &Spec, piece: &Piece, function: PieceFunction) -> String {
    let name = &piece.name;
    let betza = &piece.betza;
    let what = match function {
        PieceFunction::Moves => format!(
            "`{name}` moves (Betza `{betza}`): the empty squares a `{name}` on any square of `pieces` moves to"
        ),
        PieceFunction::Captures => format!(
            "`{name}` captures (Betza `{betza}`): the occupied squares (whatever their colour: mask with the enemy's pieces) a `{name}` on any square of `pieces` captures on"
        ),
    };
    let side = if piece.sided {
        format!(
            " `side`'s piece: {}'s as the notation is written (forward is north, right is east), {}'s turned half a turn (forward is south), as Fairy-Stockfish reads it.",
            side_title(spec, 0),
            side_title(spec, 1)
        )
    } else {
        String::new()
    };
    format!(
        "{what}, through `empty` squares.{side}\n\nSet-wise, any number of pieces at once. `empty` may be `!occupied`."
    )
}

/// What a mode reaches along one direction, for the docs.
fn mode_doc(mode: HopMode) -> &'static str {
    match mode {
        HopMode::Slide => "sliding: along the ray through empty squares, up to the first piece",
        HopMode::Hop => {
            "hopping: over exactly one piece (the screen), then along the ray through empty squares, up to the next piece"
        }
        HopMode::Jump => "jumping: to the square right behind the first piece (the hurdle)",
    }
}
