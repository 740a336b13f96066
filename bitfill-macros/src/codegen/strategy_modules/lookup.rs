//! The items of a lookup module, from the lookup table: its own tables
//! (the strategy's), `TABLE_BYTES`, and one function per square-wise
//! question: what a group, leaper, lame leaper, hopper or Betza piece on a
//! square reaches, a group's x-ray, and which pieces of each kind capture on
//! a square. Every ride is a lookup of the plan's units (the strategy's
//! code); leaps are tables by square; a lame leap is its set-wise code on
//! one square; hops and jumps are made of the rides' first blockers.

use proc_macro2::{Literal, TokenStream};
use quote::quote;
use syn::Ident;

use super::compound;
use super::functions::{
    self, Attacker, GeneratedFunction, HopperFunction, LookupKind, Parameter, PieceFunction,
};
use super::render;
use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::{doc, local};
use crate::codegen::lookup_tables::plan::{GroupPlan, Plan, RayRow};
use crate::codegen::lookup_tables::tables;
use crate::codegen::names;
use crate::codegen::spec_items::piece_tables::{self, Part};
use crate::codegen::strategies::strategy::{
    FunctionBody, LookupCode, LookupMethod, LookupTables, Strategy,
};
use crate::model::{BetzaKind, Group, GroupId, HopMode, Hopper, LameLeaper, Piece, Spec, Step};

/// The module's tables, `TABLE_BYTES` and its functions.
pub fn items(
    spec: &Spec,
    renderer: &Renderer,
    strategy: &Strategy,
    code: &LookupCode,
) -> TokenStream {
    let plan = Plan::new(spec);
    let module_tables = match &code.method {
        LookupMethod::Tables(method) => tables::items(spec, &plan, method),
        LookupMethod::Lines(_) => LookupTables::default(),
    };
    let masked: Vec<piece_tables::Masked> = (0..spec.pieces.len())
        .map(|index| piece_tables::Masked::new(spec, &plan, index))
        .collect();
    let lookups = Lookups {
        spec,
        renderer,
        code,
        plan: &plan,
        entries: &module_tables.entries,
        masked: &masked,
    };
    let no_docs = TokenStream::new();
    let functions = functions::lookup_functions(spec, &no_docs)
        .into_iter()
        .map(|function| {
            let (body, how) = lookups.body(&function);
            render(&function, strategy.constant, how, body)
        });
    let sizes: Vec<TokenStream> = module_tables
        .types
        .iter()
        .map(|table| quote!(::core::mem::size_of::<#table>()))
        .collect();
    let bytes = if sizes.is_empty() {
        quote!(0)
    } else {
        quote!(#(#sizes)+*)
    };
    let bytes_doc = doc(
        "The bytes of this module's own tables, every square's entries and attacks: what the lookups add to the program's read-only data (`0` when they read only the spec's shared tables).",
    );
    let (own_tables, bytes_name) = (module_tables.items, names::TABLE_BYTES.ident());
    quote! {
        #own_tables
        #bytes_doc
        pub const #bytes_name: ::core::primitive::usize = #bytes;
        #(#functions)*
    }
}

/// What the bodies of one lookup module are made from.
struct Lookups<'a> {
    spec: &'a Spec<'a>,
    renderer: &'a Renderer,
    code: &'a LookupCode,
    plan: &'a Plan,
    /// Each unit's table entries, for the docs.
    entries: &'a [u64],
    /// By piece, which parts of its lookup are masked.
    masked: &'a [piece_tables::Masked],
}

/// The locals of the per-square bodies.
struct Locals {
    square: Ident,
    occupied: Ident,
    attacks: Ident,
    screened: Ident,
    beyond: Ident,
    bit: Ident,
}

impl Locals {
    fn new() -> Self {
        Locals {
            square: Parameter::Square.ident(),
            occupied: Parameter::Occupied.ident(),
            attacks: local("attacks"),
            screened: local("screened"),
            beyond: local("beyond"),
            bit: local("bit"),
        }
    }
}

impl Lookups<'_> {
    /// The body of `function`, and how it computes, for its docs.
    fn body(&self, function: &GeneratedFunction<LookupKind>) -> (FunctionBody, Option<String>) {
        let (tokens, how) = match function.kind {
            LookupKind::Group(group) => {
                let (tokens, how) = self.group_attacks(group);
                (tokens, Some(how))
            }
            LookupKind::GroupXray(group) => (self.group_xray(group), None),
            LookupKind::Leaper(leaper) => {
                let (square, table) =
                    (Parameter::Square.ident(), names::leaper_table(&leaper.name));
                (quote!(super::#table[#square]), None)
            }
            LookupKind::LameLeaper(leaper) => (self.lame_leaper(leaper), None),
            LookupKind::Hopper(function, hopper) => (self.hopper(hopper, function), None),
            LookupKind::Piece(function, piece) => {
                let tokens = self.by_side(piece, |side| self.piece_reach(piece, function, side));
                (tokens, Some(self.describe_piece(piece)))
            }
            LookupKind::PieceDispatch(function) => (self.piece_dispatch(function), None),
            LookupKind::Attackers(attacker) => (self.attackers(attacker), None),
            LookupKind::AttackersDispatch => (self.attackers_dispatch(), None),
            LookupKind::AttackersByKind => (self.attackers_by_kind(), None),
        };
        let body = FunctionBody {
            tokens,
            mut_sliders: false,
            mut_empty: false,
        };
        (body, how)
    }

    /// The union of the lookups of `units` from `square` with the
    /// occupancy `occupied` (a local): each a block in parentheses where
    /// there are several (a block first in a statement would end it).
    fn rides(&self, units: &[usize], occupied: &Ident) -> Expr {
        let lookups = units.iter().map(|&index| {
            let tokens = match &self.code.method {
                LookupMethod::Tables(method) => {
                    tables::body(self.spec, self.plan, index, method, occupied)
                }
                LookupMethod::Lines(method) => (method.body)(self.spec, self.plan, index, occupied),
            };
            if units.len() > 1 {
                Expr::atom(quote!((#tokens)))
            } else {
                Expr::atom(tokens)
            }
        });
        let mut lookups: Vec<Expr> = lookups.collect();
        match lookups.len() {
            1 => lookups.remove(0),
            _ => Expr::or(lookups),
        }
    }

    /// `let attacks = ...;` over `units`, then (with `hops`) the squares
    /// beyond each first blocker that is a screen (`screens`, among the
    /// occupied squares), up to and including the next piece:
    /// `let beyond = ...;`.
    fn first_and_beyond(&self, units: &[usize], hops: bool, screens: Option<Expr>) -> TokenStream {
        let Locals {
            occupied,
            attacks,
            screened,
            beyond,
            ..
        } = Locals::new();
        let first = self.renderer.render(&self.rides(units, &occupied));
        let mut tokens = quote!(let #attacks: super::Bits = #first;);
        if hops {
            let screens =
                screens.unwrap_or_else(|| Expr::atom(&attacks).and(Expr::atom(&occupied)));
            let without = self.renderer.render(&Expr::atom(&occupied).xor(screens));
            let next = self
                .renderer
                .render(&self.rides(units, &screened).and(Expr::atom(&attacks).not()));
            tokens.extend(quote! {
                let #screened: super::Bits = #without;
                let #beyond: super::Bits = #next;
            });
        }
        tokens
    }

    /// The units of `group`: its own, or its member groups', recursively.
    fn group_units(&self, group: &Group) -> Vec<usize> {
        match self.plan.group(self.spec, group) {
            GroupPlan::Units(units) => units.clone(),
            GroupPlan::Members(members) => {
                let mut units = Vec::new();
                for &GroupId(member) in members {
                    for unit in self.group_units(&self.spec.groups[member]) {
                        if !units.contains(&unit) {
                            units.push(unit);
                        }
                    }
                }
                units
            }
        }
    }

    /// A group's attacks from `square`: the union of its members' lookups,
    /// or of its units', and a compound piece's leaps.
    fn group_attacks(&self, group: &Group) -> (TokenStream, String) {
        let Locals {
            square, occupied, ..
        } = Locals::new();
        let (tokens, how) = match self.plan.group(self.spec, group) {
            GroupPlan::Members(members) => {
                let calls = members.iter().map(|&id| {
                    let member = names::suffixed(&self.spec.group(id).name, "attacks_from");
                    quote!(#member(#square, #occupied))
                });
                let listed: Vec<String> = members
                    .iter()
                    .map(|&id| format!("`{}`", self.spec.group(id).name))
                    .collect();
                (
                    quote!(#(#calls)|*),
                    format!("The union of the {} lookups.", listed.join(", ")),
                )
            }
            GroupPlan::Units(units) => (
                self.renderer.render(&self.rides(units, &occupied)),
                self.describe_units(units),
            ),
        };
        if compound::is_compound(group) {
            (
                compound::per_square(self.spec, self.renderer, group, tokens),
                format!(
                    "{how} With the attacks of {} from `square`.",
                    compound::listed(group)
                ),
            )
        } else {
            (tokens, how)
        }
    }

    /// How a lookup made of `units` computes.
    fn describe_units(&self, units: &[usize]) -> String {
        match &self.code.method {
            LookupMethod::Tables(method) => {
                tables::describe(self.spec, self.plan, units, self.entries, method)
            }
            LookupMethod::Lines(method) => (method.describe)(self.spec, self.plan, units),
        }
    }

    /// A group's x-ray: the sliding part again with the first blockers in
    /// `blockers` taken away, less the first attacks.
    fn group_xray(&self, group: &Group) -> TokenStream {
        let Locals {
            attacks, beyond, ..
        } = Locals::new();
        let blockers = Parameter::Blockers.ident();
        let units = self.group_units(group);
        let screens = Expr::atom(&attacks).and(Expr::atom(&blockers));
        let first = self.first_and_beyond(&units, true, Some(screens));
        quote!(#first #beyond)
    }

    /// A lame leaper's attacks: its set-wise function on the one square.
    fn lame_leaper(&self, leaper: &LameLeaper) -> TokenStream {
        let Locals {
            square, occupied, ..
        } = Locals::new();
        let function = names::leaper_function(&leaper.name);
        let one = self.renderer.render(&Expr::Square(quote!(#square)));
        let empty = self.renderer.render(&Expr::atom(&occupied).not());
        quote!(super::#function(#one, #empty))
    }

    /// What a hopper's `mode` reaches from `square` (after
    /// [`Lookups::first_and_beyond`] over its units): its first blockers'
    /// rides, what lies beyond its screens, or the square after each
    /// hurdle.
    fn hopper_range(&self, hopper: &Hopper, mode: HopMode) -> Expr {
        let Locals {
            square,
            occupied,
            attacks,
            beyond,
            ..
        } = Locals::new();
        match mode {
            HopMode::Slide => Expr::atom(&attacks),
            HopMode::Hop => Expr::atom(&beyond),
            HopMode::Jump => {
                let hurdles = self.allowed(hopper, Expr::atom(&attacks).and(Expr::atom(&occupied)));
                let terms = hopper.directions.iter().map(|&id| {
                    let row = Literal::usize_unsuffixed(id.0);
                    let along = hurdles
                        .clone()
                        .and(Expr::atom(quote!(super::RAYS[#row][#square])));
                    step(along, &self.spec.direction(id).shift)
                });
                Expr::or(terms.collect())
            }
        }
    }

    /// `pieces`, less those of `except` for a hopper that has it.
    fn allowed(&self, hopper: &Hopper, pieces: Expr) -> Expr {
        if hopper.except {
            pieces.and(Expr::atom(Parameter::Except.ident()).not())
        } else {
            pieces
        }
    }

    fn hopper(&self, hopper: &Hopper, function: HopperFunction) -> TokenStream {
        let Locals {
            occupied, attacks, ..
        } = Locals::new();
        let index = self.hopper_index(hopper);
        let mode = match function {
            HopperFunction::Moves => hopper.moves,
            HopperFunction::Captures => hopper.captures,
        };
        let screens = self.allowed(hopper, Expr::atom(&attacks).and(Expr::atom(&occupied)));
        let first = self.first_and_beyond(
            &self.plan.hoppers[index],
            mode == HopMode::Hop,
            Some(screens),
        );
        let reach = self.hopper_range(hopper, mode);
        let value = match function {
            HopperFunction::Moves => reach.and(Expr::atom(&occupied).not()),
            HopperFunction::Captures => self.allowed(hopper, reach.and(Expr::atom(&occupied))),
        };
        let value = self.renderer.render(&value);
        quote!(#first #value)
    }

    fn hopper_index(&self, hopper: &Hopper) -> usize {
        self.spec
            .hoppers
            .iter()
            .position(|each| std::ptr::eq(each, hopper))
            .expect("a hopper of the spec")
    }

    fn piece_index(&self, piece: &Piece) -> usize {
        self.spec
            .pieces
            .iter()
            .position(|each| std::ptr::eq(each, piece))
            .expect("a piece of the spec")
    }

    /// `body(0)` for a piece the same for both sides, or a match on `side`
    /// with each side's body.
    fn by_side(&self, piece: &Piece, body: impl Fn(usize) -> TokenStream) -> TokenStream {
        if !piece.sided {
            return body(0);
        }
        let side = Parameter::Side.ident();
        let [first, second] = &self.spec.sides.variants;
        let (first_body, second_body) = (body(0), body(1));
        quote! {
            match #side {
                super::Side::#first => { #first_body }
                super::Side::#second => { #second_body }
            }
        }
    }

    /// What a Betza piece of side `side` (0 for a piece without a side)
    /// reaches from `square`, moving or capturing: the rides, hops and
    /// jumps from its units' lookups, its leaps from its tables, its lame
    /// leaps from their set-wise code on the one square; then the empty or
    /// the occupied squares of them.
    fn piece_reach(&self, piece: &Piece, function: PieceFunction, side: usize) -> TokenStream {
        let Locals { occupied, .. } = Locals::new();
        let moves = function == PieceFunction::Moves;
        let (statements, reach) = self.piece_squares(piece, moves, side, side, false);
        let value = if moves {
            reach.and(Expr::atom(&occupied).not())
        } else {
            reach.and(Expr::atom(&occupied))
        };
        let value = self.renderer.render(&value);
        quote!(#statements #value)
    }

    /// The statements and the value of the squares a piece reaches from
    /// `square`: the components of side `own` (the lame leaps and jumps),
    /// read from the tables of side `tables` (the same side, or the other
    /// one for the attackers). `reversed` turns the lame leaps and jumps
    /// around, for the attackers: where a piece standing there would come
    /// from.
    fn piece_squares(
        &self,
        piece: &Piece,
        moves: bool,
        own: usize,
        tables_side: usize,
        reversed: bool,
    ) -> (TokenStream, Expr) {
        let Locals {
            square,
            occupied,
            attacks,
            beyond,
            bit,
            ..
        } = Locals::new();
        let index = self.piece_index(piece);
        let parts = piece_tables::parts(piece, moves);
        let table = |part: Part| {
            let name = piece_tables::name(piece, moves, part);
            let side = Literal::usize_unsuffixed(tables_side);
            quote!(super::#name[#side][#square])
        };
        let units = &self.plan.pieces[index];
        let needs_rides = parts.rides || parts.hops || !parts.jumps.is_empty();
        let mut statements = TokenStream::new();
        if needs_rides {
            statements.extend(self.first_and_beyond(
                units,
                parts.hops || (reversed && !parts.jumps.is_empty()),
                None,
            ));
        }
        let mut terms = Vec::new();
        if parts.leaps {
            terms.push(Expr::atom(table(Part::Leaps)));
        }
        if parts.rides {
            let rides = Expr::atom(&attacks);
            terms.push(self.masked(index, moves, Part::Rides, rides, &table));
        }
        if parts.hops {
            let hops = Expr::atom(&beyond);
            terms.push(self.masked(index, moves, Part::Hops, hops, &table));
        }
        let oriented = |(file, rank): (i32, i32)| {
            let sign = if own == 0 { 1 } else { -1 };
            Step {
                file: sign * file,
                rank: sign * rank,
            }
        };
        for &jump in &parts.jumps {
            let direction = oriented(jump);
            if reversed {
                // A piece jumping to `square` along `direction` stands
                // beyond the hurdle right behind `square`: the next piece
                // along the way back, when the square back is occupied.
                let back = direction.reversed();
                let row = self.ray_row(self.plan.find(units, back, None).row);
                let shift = self.spec.board.shift_of(back);
                let hurdle = self
                    .renderer
                    .render(&step(Expr::atom(&bit), &shift).and(Expr::atom(&occupied)));
                let next = self.renderer.render(
                    &Expr::atom(&beyond)
                        .and(Expr::atom(quote!(#row[#square])))
                        .and(Expr::atom(&occupied)),
                );
                terms.push(Expr::atom(quote!((if #hurdle != 0 { #next } else { 0 }))));
            } else {
                let row = self.ray_row(self.plan.find(units, direction, None).row);
                let hurdles = Expr::atom(&attacks)
                    .and(Expr::atom(&occupied))
                    .and(Expr::atom(quote!(#row[#square])));
                terms.push(step(hurdles, &self.spec.board.shift_of(direction)));
            }
        }
        for component in piece.components_for(moves) {
            let BetzaKind::Lame { path } = &component.kind else {
                continue;
            };
            let (target, path): (Step, Vec<Step>) = {
                let target = oriented(component.step);
                let path = path.iter().map(|&square| oriented(square));
                if reversed {
                    // From the target: back to the leaper, its path
                    // relative to the target.
                    (
                        target.reversed(),
                        path.map(|square| Step {
                            file: square.file - target.file,
                            rank: square.rank - target.rank,
                        })
                        .collect(),
                    )
                } else {
                    (target, path.collect())
                }
            };
            let board = &self.spec.board;
            let empty = Expr::atom(&occupied).not();
            let clear = path.iter().map(|&square| {
                let back = board.shift_of(square.reversed());
                step(empty.clone(), &back)
            });
            let free = clear.fold(Expr::atom(&bit), Expr::and);
            terms.push(step(free, &board.shift_of(target)));
        }
        if parts.lame || (reversed && !parts.jumps.is_empty()) {
            let one = self.renderer.render(&Expr::Square(quote!(#square)));
            statements.extend(quote!(let #bit: super::Bits = #one;));
        }
        let reach = match terms.len() {
            0 => Expr::Mask(crate::model::Set::EMPTY),
            1 => terms.remove(0),
            _ => Expr::or(terms),
        };
        (statements, reach)
    }

    /// `reach`, a part of the lookup of the piece of index `index`'s
    /// units, ANDed with that part's table (`table`) where the lookup
    /// reaches more than the part (see [`piece_tables::Masked`]).
    fn masked(
        &self,
        index: usize,
        moves: bool,
        part: Part,
        reach: Expr,
        table: &dyn Fn(Part) -> TokenStream,
    ) -> Expr {
        if self.masked[index].get(moves, part) {
            reach.and(Expr::atom(table(part)))
        } else {
            reach
        }
    }

    /// The rays of a row: the spec's `RAYS[row]` or `STEP_RAYS[row]`.
    fn ray_row(&self, row: RayRow) -> TokenStream {
        match row {
            RayRow::Spec(id) => {
                let row = Literal::usize_unsuffixed(id.0);
                quote!(super::RAYS[#row])
            }
            RayRow::Step(index) => {
                let row = Literal::usize_unsuffixed(index);
                quote!(super::STEP_RAYS[#row])
            }
        }
    }

    /// How a Betza piece's per-square function computes.
    fn describe_piece(&self, piece: &Piece) -> String {
        let units = &self.plan.pieces[self.piece_index(piece)];
        let rides = if units.is_empty() {
            String::new()
        } else {
            format!(
                " Its rides, hops and jumps are one lookup of its directions ({}), masked per component by tables of the spec module where the lookup reaches more;",
                self.describe_units(units)
                    .split("\n\n")
                    .next()
                    .unwrap_or_default()
                    .trim_end_matches('.')
            )
        };
        format!(
            "Per square:{rides} its leaps one load; its lame leaps its set-wise code on the one square.\n\n# Panics\n\nIf `square` is not below `SQUARES`."
        )
    }

    /// `match piece { super::Piece::Archbishop => archbishop_moves_from(..), .. }`.
    fn piece_dispatch(&self, function: PieceFunction) -> TokenStream {
        let (piece, side, square, occupied) = (
            Parameter::Piece.ident(),
            Parameter::Side.ident(),
            Parameter::Square.ident(),
            Parameter::Occupied.ident(),
        );
        let arms = self.spec.pieces.iter().map(|each| {
            let variant = &each.variant;
            let name = names::suffixed(&each.name, &format!("{}_from", function.suffix()));
            let call = if each.sided {
                quote!(#name(#side, #square, #occupied))
            } else {
                quote!(#name(#square, #occupied))
            };
            quote!(super::Piece::#variant => #call,)
        });
        let unused = self
            .spec
            .pieces
            .iter()
            .all(|each| !each.sided)
            .then(|| quote!(let _ = #side;));
        quote!(#unused match #piece { #(#arms)* })
    }

    /// Which pieces of one kind capture on `square`.
    fn attackers(&self, attacker: Attacker) -> TokenStream {
        let Locals {
            square,
            occupied,
            attacks,
            beyond,
            ..
        } = Locals::new();
        let pieces = Parameter::Pieces.ident();
        match attacker {
            Attacker::Group(group) => {
                // Along the group's directions turned around; a compound
                // piece's leaps turned around too.
                let index = self
                    .spec
                    .groups
                    .iter()
                    .position(|each| std::ptr::eq(each, group));
                let units = &self.plan.group_attackers[index.expect("a group of the spec")];
                let first = self.first_and_beyond(units, false, None);
                let mut terms = vec![Expr::atom(&attacks)];
                terms.extend(compound::attackers_per_square(
                    self.spec,
                    self.renderer,
                    group,
                ));
                let reach = match terms.len() {
                    1 => terms.remove(0),
                    _ => Expr::or(terms),
                };
                let value = self.renderer.render(&reach.and(Expr::atom(&pieces)));
                quote!(#first #value)
            }
            Attacker::Leaper(leaper) => {
                let table = piece_tables::leaper_attackers(leaper);
                quote!(super::#table[#square] & #pieces)
            }
            Attacker::LameLeaper(leaper) => {
                let one = self.renderer.render(&Expr::Square(quote!(#square)));
                let reach = lame_attackers(self.spec, self.renderer, leaper, &one, &occupied);
                quote!((#reach) & #pieces)
            }
            Attacker::Hopper(hopper) => {
                let index = self.hopper_index(hopper);
                let units = &self.plan.hopper_attackers[index];
                let mode = hopper.captures;
                let screens = self.allowed(hopper, Expr::atom(&attacks).and(Expr::atom(&occupied)));
                let first = self.first_and_beyond(units, mode != HopMode::Slide, Some(screens));
                let reach = match mode {
                    HopMode::Slide => Expr::atom(&attacks),
                    HopMode::Hop => Expr::atom(&beyond),
                    HopMode::Jump => {
                        // Beyond a hurdle right behind `square`.
                        let terms = hopper.directions.iter().map(|&id| {
                            let direction = self.spec.direction(id);
                            let within = direction.within.as_ref().map(|within| within.squares);
                            let back = self.plan.find(units, direction.step().reversed(), within);
                            let row = self.ray_row(back.row);
                            let one = Expr::Square(quote!(#square));
                            let hurdle = self.renderer.render(&self.allowed(
                                hopper,
                                step(one, &back.direction.shift).and(Expr::atom(&occupied)),
                            ));
                            let next = self.renderer.render(
                                &Expr::atom(&beyond).and(Expr::atom(quote!(#row[#square]))),
                            );
                            Expr::atom(quote!((if #hurdle != 0 { #next } else { 0 })))
                        });
                        Expr::or(terms.collect())
                    }
                };
                let reach = self.renderer.render(&reach.and(Expr::atom(&pieces)));
                if hopper.except {
                    // A piece of `except` is captured by none.
                    let except = Parameter::Except.ident();
                    quote! {
                        if #except >> #square & 1 == 1 {
                            return 0;
                        }
                        #first
                        #reach
                    }
                } else {
                    quote!(#first #reach)
                }
            }
            Attacker::Piece(piece) => self.by_side(piece, |side| {
                // Turned around, a piece's rides, hops and leaps are those
                // of the other side (its own, without a side); its lame
                // leaps and jumps are turned around one by one.
                let other = if piece.sided { 1 - side } else { 0 };
                let (statements, reach) = self.piece_squares(piece, false, side, other, true);
                let value = self.renderer.render(&reach.and(Expr::atom(&pieces)));
                quote!(#statements #value)
            }),
        }
    }

    /// The union of every Betza piece's attackers, each kind's pieces from
    /// `pieces`.
    fn attackers_dispatch(&self) -> TokenStream {
        let (unused, terms) = self.each_kinds_attackers();
        quote!(#unused #(#terms)|*)
    }

    /// Every Betza piece's attackers, kind by kind (in the order of
    /// `Piece`, the spec's), each kind's pieces from `pieces`.
    fn attackers_by_kind(&self) -> TokenStream {
        let (unused, terms) = self.each_kinds_attackers();
        quote!(#unused [#(#terms),*])
    }

    /// Each Betza piece's call of its `*_attackers`, with its pieces from
    /// `pieces`, and the statement that marks `side` used where no piece
    /// takes it.
    fn each_kinds_attackers(&self) -> (Option<TokenStream>, Vec<TokenStream>) {
        let (side, square, occupied, pieces) = (
            Parameter::Side.ident(),
            Parameter::Square.ident(),
            Parameter::Occupied.ident(),
            Parameter::PieceSets.ident(),
        );
        let terms = self
            .spec
            .pieces
            .iter()
            .map(|piece| {
                let variant = &piece.variant;
                let name = names::suffixed(&piece.name, "attackers");
                let set = quote!(#pieces[super::Piece::#variant as ::core::primitive::usize]);
                if piece.sided {
                    quote!(#name(#side, #square, #occupied, #set))
                } else {
                    quote!(#name(#square, #occupied, #set))
                }
            })
            .collect();
        let unused = self
            .spec
            .pieces
            .iter()
            .all(|each| !each.sided)
            .then(|| quote!(let _ = #side;));
        (unused, terms)
    }
}

/// Where a lame leaper standing would reach `one` (an expression of one
/// square) from, with `occupied`: each offset turned around, its path
/// taken relative to the target.
pub fn lame_attackers(
    spec: &Spec,
    renderer: &Renderer,
    leaper: &LameLeaper,
    one: &TokenStream,
    occupied: &Ident,
) -> TokenStream {
    let board = &spec.board;
    let empty = Expr::atom(occupied).not();
    let terms = leaper.offsets.iter().map(|offset| {
        let target = offset.step;
        let clear = offset.path.iter().map(|&square| {
            let relative = Step {
                file: square.file - target.file,
                rank: square.rank - target.rank,
            };
            step(empty.clone(), &board.shift_of(relative.reversed()))
        });
        let free = clear.fold(Expr::atom(one), Expr::and);
        step(free, &board.shift_of(target.reversed()))
    });
    renderer.render(&Expr::or(terms.collect()))
}
