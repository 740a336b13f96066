//! The spec module's tables by square that the lookup modules read (made
//! only when the spec lists lookups): for each Betza piece, by side, the
//! squares its leaps reach and the masks that keep, of a lookup of its
//! directions, what its rides and hops reach (each ray to the component's
//! range; none where the lookup reaches no more) and each jump's ray; a
//! leaper's attackers by square where its offsets are not symmetric; and
//! `STEP_RAYS`, the rays of the steps the lookups need that the spec has
//! no direction for. All are folded to literals here.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::Renderer;
use crate::codegen::emit::tokens::doc;
use crate::codegen::lookup_tables::plan::{Plan, rays};
use crate::codegen::names;
use crate::model::{
    BetzaKind, Component, Direction, Grid, Leaper, Piece, Set, Spec, Step, plain_name,
};

/// A part of a Betza piece's reach with a table by square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    Leaps,
    Rides,
    Hops,
}

impl Part {
    fn suffix(self) -> &'static str {
        match self {
            Part::Leaps => "LEAPS",
            Part::Rides => "RIDES",
            Part::Hops => "HOPS",
        }
    }
}

/// What a Betza piece's moves (or captures) are made of.
pub struct Parts {
    pub leaps: bool,
    pub rides: bool,
    pub hops: bool,
    /// Each jump's step, as the first side plays it: the lookup modules
    /// read its rays from the rows of the spec's tables.
    pub jumps: Vec<(i32, i32)>,
    pub lame: bool,
}

/// The parts of `piece`'s moves (`moves`) or captures.
pub fn parts(piece: &Piece, moves: bool) -> Parts {
    let mut parts = Parts {
        leaps: false,
        rides: false,
        hops: false,
        jumps: Vec::new(),
        lame: false,
    };
    for component in piece.components_for(moves) {
        match &component.kind {
            BetzaKind::Leap => parts.leaps = true,
            BetzaKind::Ride { range: Some(1) } => parts.leaps = true,
            BetzaKind::Ride { .. } => parts.rides = true,
            BetzaKind::Hop { .. } => parts.hops = true,
            BetzaKind::Grasshop => parts.jumps.push(component.step),
            BetzaKind::Lame { .. } => parts.lame = true,
        }
    }
    parts
}

/// `ARCHBISHOP_MOVE_RIDES`: the name of a piece's table.
pub fn name(piece: &Piece, moves: bool, part: Part) -> Ident {
    let modality = if moves { "MOVE" } else { "CAPTURE" };
    names::piece_table(&piece.name, modality, part.suffix())
}

/// The table of `leaper`'s attackers by square: its attacks' own where its
/// offsets are symmetric, `NAME_ATTACKERS` otherwise.
pub fn leaper_attackers(leaper: &Leaper) -> Ident {
    if symmetric(leaper) {
        names::leaper_table(&leaper.name)
    } else {
        names::leaper_attackers_table(&leaper.name)
    }
}

/// Whether every offset's opposite is an offset too.
pub fn symmetric(leaper: &Leaper) -> bool {
    let steps: Vec<Step> = leaper.offsets.iter().map(|offset| offset.step).collect();
    steps.iter().all(|step| steps.contains(&step.reversed()))
}

/// One of a piece's tables.
pub struct PieceStatic {
    pub name: Ident,
    /// By side (one for a piece without a side), by square.
    pub by_side: Vec<Vec<Set>>,
    pub doc: String,
}

/// Each side's squares (one side for a piece without a side) of `piece`'s
/// components for its moves (`moves`) or captures that `include` keeps,
/// each to the range it gives, by square.
fn each_side(
    board: &Grid,
    piece: &Piece,
    moves: bool,
    include: &dyn Fn(&Component) -> Option<u32>,
) -> Vec<Vec<Set>> {
    let sides: &[i32] = if piece.sided { &[1, -1] } else { &[1] };
    let components: Vec<&Component> = piece.components_for(moves).collect();
    let reach = |square, sign| {
        components
            .iter()
            .fold(Set::EMPTY, |set, component| match include(component) {
                Some(range) => set | ray(board, square, oriented(component.step, sign), range),
                None => set,
            })
    };
    sides
        .iter()
        .map(|&sign| {
            (0..board.squares())
                .map(|square| reach(square, sign))
                .collect()
        })
        .collect()
}

/// The rays `piece` rides along (`Part::Rides`) or hops along
/// (`Part::Hops`) for its moves (`moves`) or captures, each to its range,
/// by side and square: its `*_RIDES` or `*_HOPS` table. Nothing for its
/// leaps, which have a table of their own.
fn masks(board: &Grid, piece: &Piece, moves: bool, part: Part) -> Vec<Vec<Set>> {
    let longest = board.width.max(board.height);
    each_side(
        board,
        piece,
        moves,
        &|component| match (part, &component.kind) {
            (Part::Rides, &BetzaKind::Ride { range }) if range != Some(1) => {
                Some(range.unwrap_or(longest))
            }
            (Part::Hops, &BetzaKind::Hop { range }) => Some(range.unwrap_or(longest)),
            _ => None,
        },
    )
}

/// Whether what the lookup of the piece of index `index`'s units (`plan`)
/// gives for its rides (`Part::Rides`: the squares up to the first
/// blockers) or its hops (`Part::Hops`: those beyond them) must be masked
/// to the rays of that part, for its moves (`moves`) or captures: where,
/// from some square and for some side, the units reach a square those
/// rays do not (a direction of another part, or one it only moves or only
/// captures along, a range, a side's direction of travel). Where they do
/// not, the lookup is that part as it is, and the mask is neither read
/// nor made: a rook's, a bishop's, a queen's rides, a cannon's moves and
/// hops.
fn lookup_masked(spec: &Spec, plan: &Plan, index: usize, moves: bool, part: Part) -> bool {
    let board = &spec.board;
    let piece = &spec.pieces[index];
    let parts = parts(piece, moves);
    let present = match part {
        Part::Leaps => unreachable!("leaps are a table, not a mask"),
        Part::Rides => parts.rides,
        Part::Hops => parts.hops,
    };
    if !present {
        return false;
    }
    let members: Vec<&Direction> = plan.pieces[index]
        .iter()
        .flat_map(|&unit| plan.units[unit].members())
        .collect();
    let masks = masks(board, piece, moves, part);
    (0..board.squares()).any(|square| {
        let reach: Set = rays(board, &members, square)
            .into_iter()
            .flatten()
            .collect();
        masks
            .iter()
            .any(|side| !(reach & !side[square as usize]).is_empty())
    })
}

/// Which parts of a piece's lookup are masked ([`lookup_masked`]): worked
/// out once (each test walks every square) for all that read them.
#[derive(Clone, Copy)]
pub struct Masked {
    /// For its moves, then its captures.
    rides: [bool; 2],
    hops: [bool; 2],
}

impl Masked {
    /// The piece of index `index`, its units those of `plan`.
    pub fn new(spec: &Spec, plan: &Plan, index: usize) -> Masked {
        let each = |part| [true, false].map(|moves| lookup_masked(spec, plan, index, moves, part));
        Masked {
            rides: each(Part::Rides),
            hops: each(Part::Hops),
        }
    }

    /// Whether the lookup's `part` is masked for its moves (`moves`) or
    /// captures; a piece's leaps are a table, always read.
    pub fn get(self, moves: bool, part: Part) -> bool {
        let modality = usize::from(!moves);
        match part {
            Part::Leaps => true,
            Part::Rides => self.rides[modality],
            Part::Hops => self.hops[modality],
        }
    }
}

/// Every table a piece's functions in the lookup modules read: the piece
/// of index `index`, its units those of `plan`.
pub fn piece_statics(spec: &Spec, plan: &Plan, index: usize) -> Vec<PieceStatic> {
    let board = &spec.board;
    let piece = &spec.pieces[index];
    let masked = Masked::new(spec, plan, index);
    let mut statics = Vec::new();
    for moves in [true, false] {
        let parts = parts(piece, moves);
        let what = if moves { "moves" } else { "captures" };
        let each_side =
            |include: &dyn Fn(&Component) -> Option<u32>| each_side(board, piece, moves, include);
        if parts.leaps {
            let values = each_side(&|component| match component.kind {
                BetzaKind::Leap | BetzaKind::Ride { range: Some(1) } => Some(1),
                _ => None,
            });
            let doc = format!(
                "The squares a `{}` {what} to by its leaps, by side and square.",
                piece.name
            );
            statics.push(PieceStatic {
                name: name(piece, moves, Part::Leaps),
                by_side: values,
                doc,
            });
        }
        if masked.get(moves, Part::Rides) {
            let values = masks(board, piece, moves, Part::Rides);
            let doc = format!(
                "The rays a `{}` rides along when it {what}, each to its range, by side and square: what it keeps of a lookup of its directions.",
                piece.name
            );
            statics.push(PieceStatic {
                name: name(piece, moves, Part::Rides),
                by_side: values,
                doc,
            });
        }
        if masked.get(moves, Part::Hops) {
            let values = masks(board, piece, moves, Part::Hops);
            let doc = format!(
                "The rays a `{}` hops along when it {what}, each to its range, by side and square: what it keeps of the squares beyond the first blockers.",
                piece.name
            );
            statics.push(PieceStatic {
                name: name(piece, moves, Part::Hops),
                by_side: values,
                doc,
            });
        }
    }
    statics
}

/// A step of the first side's notation, as side `sign` plays it.
fn oriented((file, rank): (i32, i32), sign: i32) -> Step {
    Step {
        file: sign * file,
        rank: sign * rank,
    }
}

/// The squares `step` after `step` from `square`, at most `range` of them.
fn ray(board: &Grid, square: u32, step: Step, range: u32) -> Set {
    let mut ray = Set::EMPTY;
    let mut at = square;
    for _ in 0..range {
        match board.target(at, step) {
            Some(next) => {
                ray |= Set::bit(next);
                at = next;
            }
            None => break,
        }
    }
    ray
}

/// The tables, as statics of the spec module, when the spec lists lookups.
pub fn items(spec: &Spec, renderer: &Renderer) -> TokenStream {
    if spec.lookups.is_empty() {
        return TokenStream::new();
    }
    let board = &spec.board;
    let squares = Literal::usize_unsuffixed(board.squares() as usize);
    let mut items = TokenStream::new();
    let plan = Plan::new(spec);
    for index in 0..spec.pieces.len() {
        for PieceStatic {
            name,
            by_side,
            doc: text,
        } in piece_statics(spec, &plan, index)
        {
            let sides = Literal::usize_unsuffixed(by_side.len());
            let rows = by_side.iter().map(|side| {
                let masks = side.iter().map(|&set| renderer.mask(set));
                quote!([#(#masks),*])
            });
            let doc = doc(&text);
            items.extend(quote! {
                #doc
                static #name: [[Bits; #squares]; #sides] = [#(#rows),*];
            });
        }
    }
    for leaper in &spec.leapers {
        if symmetric(leaper) {
            continue;
        }
        let name = names::leaper_attackers_table(&leaper.name);
        let masks = (0..board.squares()).map(|square| {
            let from = leaper.offsets.iter().fold(Set::EMPTY, |set, offset| {
                match board.target(square, offset.step.reversed()) {
                    Some(origin) => set | Set::bit(origin),
                    None => set,
                }
            });
            renderer.mask(from)
        });
        let doc = doc(&format!(
            "`{}[square]`: the squares a `{}` attacks `square` from, its offsets turned around.",
            name,
            plain_name(&leaper.name)
        ));
        items.extend(quote! {
            #doc
            static #name: [Bits; #squares] = [#(#masks),*];
        });
    }
    if !plan.steps.is_empty() {
        let rows = plan.steps.iter().map(|direction| {
            let rays =
                (0..board.squares()).map(|square| renderer.mask(direction.ray(board, square)));
            quote!([#(#rays),*])
        });
        let count = Literal::usize_unsuffixed(plan.steps.len());
        let steps: Vec<String> = plan
            .steps
            .iter()
            .map(|direction| {
                let step = direction.step();
                format!("({}, {})", step.file, step.rank)
            })
            .collect();
        let doc = doc(&format!(
            "The rays of every square along the steps the lookups need that the spec has no direction for ({}), one row per step: a Betza piece's own steps, and the directions turned around where the attackers of a square stand.",
            steps.join(", ")
        ));
        let name = names::STEP_RAYS.ident();
        items.extend(quote! {
            #doc
            static #name: [[Bits; #squares]; #count] = [#(#rows),*];
        });
    }
    items
}
