//! Betza pieces, in each strategy module: `NAME_moves` and `NAME_captures`,
//! the union of the piece's components, each made of the spec's own
//! primitives: a clipped shift for a leap (with the path's empty squares
//! for a lame one), the strategy's attacks for an unlimited ride and for
//! the screens of a hop or a grasshopper jump, and short chains of steps
//! for a ride or hop of limited range; and `moves` and `captures`, the
//! piece chosen at run time (the `Side` and `Piece` enums are the spec
//! module's, in `spec_items::pieces`).

use proc_macro2::{Span, TokenStream};
use quote::quote;
use syn::Ident;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::local;
use crate::codegen::names;
use crate::codegen::spec_items::sides::title as side_title;
use crate::codegen::strategies::strategy::{FunctionBody, UnrolledFunction, Unrolling};
use crate::codegen::strategy_modules::functions::{Parameter, PieceFunction};
use crate::model::{BetzaKind, Component, Direction, Piece, Shift, Spec, Step};

/// `match piece { super::Piece::Archbishop => archbishop_moves(..), .. }`:
/// with a constant piece it inlines to the specialised function.
pub fn dispatch(spec: &Spec, function: PieceFunction) -> FunctionBody {
    let (piece, side, pieces, empty) = (
        Parameter::Piece.ident(),
        Parameter::Side.ident(),
        Parameter::Pieces.ident(),
        Parameter::Empty.ident(),
    );
    let arms = spec.pieces.iter().map(|each| {
        let variant = &each.variant;
        let name = names::suffixed(&each.name, function.suffix());
        let side = each.sided.then(|| quote!(#side,));
        quote!(super::Piece::#variant => #name(#side #pieces, #empty),)
    });
    // `side` unused when no piece has a direction of travel.
    let unused = (!spec.pieces.iter().any(|each| each.sided)).then(|| quote!(let _ = #side;));
    FunctionBody {
        tokens: quote!(#unused match #piece { #(#arms)* }),
        mut_sliders: false,
        mut_empty: false,
    }
}

/// The body of a piece's `moves` or `captures` in a strategy module: a
/// match on the side for a sided piece.
pub fn body(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    piece: &Piece,
    function: PieceFunction,
) -> FunctionBody {
    let of_side = |white: bool| reach(spec, renderer, unrolling, piece, function, white);
    let tokens = if piece.sided {
        let (first, second) = (of_side(true), of_side(false));
        let side = Parameter::Side.ident();
        let [first_side, second_side] = &spec.sides.variants;
        quote! {
            match #side {
                super::Side::#first_side => { #first }
                super::Side::#second_side => { #second }
            }
        }
    } else {
        of_side(true)
    };
    FunctionBody {
        tokens,
        mut_sliders: false,
        mut_empty: false,
    }
}

/// How a piece's function is computed, for its docs: one line per
/// component.
pub fn describe(spec: &Spec, piece: &Piece, function: PieceFunction) -> String {
    let moves = function == PieceFunction::Moves;
    let lines: Vec<String> = piece
        .components_for(moves)
        .map(|component| format!("- {}", component_text(component)))
        .collect();
    if lines.is_empty() {
        let never = if moves { "moves" } else { "captures" };
        return format!("Always empty: a `{}` never {never}.", piece.name);
    }
    let side = if piece.sided {
        format!(
            " ({}'s steps; {}'s are turned half a turn)",
            side_title(spec, 0),
            side_title(spec, 1)
        )
    } else {
        String::new()
    };
    format!(
        "The union of its components{side}, each built from the spec's primitives (a ride is this strategy's attacks along the step):\n\n{}",
        lines.join("\n")
    )
}

fn component_text(component: &Component) -> String {
    let (file, rank) = component.step;
    let range = |range: Option<u32>| match range {
        Some(range) => format!(", at most {range} steps"),
        None => String::new(),
    };
    match &component.kind {
        BetzaKind::Leap => format!("leaps ({file}, {rank})"),
        BetzaKind::Lame { path } => {
            let path: Vec<String> = path.iter().map(|(f, r)| format!("({f}, {r})")).collect();
            format!(
                "leaps ({file}, {rank}) when {} is empty (lame)",
                path.join(" and ")
            )
        }
        BetzaKind::Ride { range: limit } => format!("rides ({file}, {rank}){}", range(*limit)),
        BetzaKind::Hop { range: limit } => format!(
            "hops along ({file}, {rank}) over one piece, then through empty squares{}",
            range(*limit)
        ),
        BetzaKind::Grasshop => {
            format!("jumps along ({file}, {rank}) to the square right behind the first piece")
        }
    }
}

/// The squares `piece` moves to (or captures on) from `pieces`, White's
/// piece or Black's: statements, then the value.
fn reach(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    piece: &Piece,
    function: PieceFunction,
    white: bool,
) -> TokenStream {
    let (pieces, empty) = (local("pieces"), local("empty"));
    let moves = function == PieceFunction::Moves;
    let mut statements = Vec::new();
    let mut terms = Vec::new();
    for (index, component) in piece.components_for(moves).enumerate() {
        let oriented = |(file, rank): (i32, i32)| {
            if white {
                Step { file, rank }
            } else {
                Step {
                    file: -file,
                    rank: -rank,
                }
            }
        };
        let direction = oriented(component.step);
        let board = &spec.board;
        let shift = board.shift_of(direction);
        let ray_length = board.ray_length(direction);
        let limited = |range: &Option<u32>| range.filter(|&range| range < ray_length);
        let term = match &component.kind {
            BetzaKind::Leap => step(Expr::atom(&pieces), &shift),
            BetzaKind::Ride { range } if *range == Some(1) => step(Expr::atom(&pieces), &shift),
            BetzaKind::Lame { path } => {
                // The pieces whose path squares are all on the board and
                // empty: `empty` moved back along each.
                let clear = path.iter().map(|&square| {
                    let back = board.shift_of(oriented(square).reversed());
                    step(Expr::atom(&empty), &back)
                });
                let free = clear.fold(Expr::atom(&pieces), Expr::and);
                step(free, &shift)
            }
            kind => {
                let value = local(&format!("reach_{index}"));
                let tokens = match kind {
                    BetzaKind::Ride { range } => match limited(range) {
                        Some(range) => limited_ride(renderer, &shift, range),
                        None => attacks(spec, renderer, unrolling, direction, &quote!(#pieces)),
                    },
                    BetzaKind::Hop { range } => match limited(range) {
                        Some(range) => limited_hop(renderer, &shift, range),
                        None => {
                            let first = screens(spec, renderer, unrolling, direction);
                            let screens = local("screens");
                            let along =
                                attacks(spec, renderer, unrolling, direction, &quote!(#screens));
                            quote!({ let #screens: super::Bits = #first; #along })
                        }
                    },
                    _ => {
                        // The grasshopper: one step beyond each hurdle.
                        let hurdles = screens(spec, renderer, unrolling, direction);
                        let screens = local("screens");
                        let beyond = renderer.render(&step(Expr::atom(&screens), &shift));
                        quote!({ let #screens: super::Bits = #hurdles; #beyond })
                    }
                };
                statements.push(quote!(let #value: super::Bits = #tokens;));
                Expr::atom(&value)
            }
        };
        terms.push(term);
    }
    if terms.is_empty() {
        let nothing = renderer.empty();
        return quote! {
            let _ = (#pieces, #empty);
            #nothing
        };
    }
    let squares = if moves {
        Expr::atom(&empty)
    } else {
        Expr::atom(&empty).not()
    };
    let union = match terms.len() {
        1 => terms.remove(0),
        _ => Expr::or(terms),
    };
    let value = renderer.render(&union.and(squares));
    quote!(#(#statements)* #value)
}

/// The strategy's attacks along `direction` of the sliders `sliders`
/// through `empty`, as a block: the spec's unrolled code for a direction
/// with that step.
fn attacks(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    direction: Step,
    sliders: &TokenStream,
) -> TokenStream {
    let along = Direction::new(
        Ident::new("betza", Span::call_site()),
        Ident::new("Betza", Span::call_site()),
        direction,
        None,
        &spec.board,
    );
    let body = (unrolling.body)(UnrolledFunction::Attacks, &along, renderer);
    let (sliders_local, empty) = (local("sliders"), local("empty"));
    let mut_sliders = body.mut_sliders.then(|| quote!(mut));
    let mut_empty = body
        .mut_empty
        .then(|| quote!(let mut #empty: super::Bits = #empty;));
    let tokens = body.tokens;
    quote!({
        let #mut_sliders #sliders_local: super::Bits = #sliders;
        #mut_empty
        #tokens
    })
}

/// The first pieces met along `direction` from `pieces`: a hop's screens,
/// a grasshopper's hurdles.
fn screens(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    direction: Step,
) -> TokenStream {
    let pieces = local("pieces");
    let empty = local("empty");
    let along = attacks(spec, renderer, unrolling, direction, &quote!(#pieces));
    renderer.render(&Expr::atom(quote!((#along))).and(Expr::atom(&empty).not()))
}

/// A ride of at most `range` steps (2 or more, shorter than the longest
/// ray): `ray_k`, the squares `k` steps away through empty squares.
fn limited_ride(renderer: &Renderer, shift: &Shift, range: u32) -> TokenStream {
    let (pieces, empty) = (local("pieces"), local("empty"));
    let ray = |k: u32| local(&format!("ray_{k}"));
    let mut statements = Vec::new();
    for k in 1..=range {
        let from = if k == 1 {
            Expr::atom(&pieces)
        } else {
            Expr::atom(ray(k - 1)).and(Expr::atom(&empty))
        };
        let (name, value) = (ray(k), renderer.render(&step(from, shift)));
        statements.push(quote!(let #name: super::Bits = #value;));
    }
    let all = renderer.render(&Expr::or((1..=range).map(|k| Expr::atom(ray(k))).collect()));
    quote!({ #(#statements)* #all })
}

/// A hop of at most `range` steps (2 or more, shorter than the longest
/// ray): `free_k`, the squares `k` steps away with nothing between, and
/// `beyond_k`, those with exactly one piece between.
fn limited_hop(renderer: &Renderer, shift: &Shift, range: u32) -> TokenStream {
    let (pieces, empty) = (local("pieces"), local("empty"));
    let free = |k: u32| local(&format!("free_{k}"));
    let beyond = |k: u32| local(&format!("beyond_{k}"));
    let occupied = |set: Ident| Expr::atom(set).and(Expr::atom(&empty).not());
    let mut statements = Vec::new();
    let first = renderer.render(&step(Expr::atom(&pieces), shift));
    let free_1 = free(1);
    statements.push(quote!(let #free_1: super::Bits = #first;));
    for k in 2..=range {
        let hurdles = occupied(free(k - 1));
        let from = if k == 2 {
            hurdles
        } else {
            Expr::or(vec![
                Expr::atom(beyond(k - 1)).and(Expr::atom(&empty)),
                hurdles,
            ])
        };
        let (name, value) = (beyond(k), renderer.render(&step(from, shift)));
        statements.push(quote!(let #name: super::Bits = #value;));
        if k < range {
            let next = renderer.render(&step(
                Expr::atom(free(k - 1)).and(Expr::atom(&empty)),
                shift,
            ));
            let name = free(k);
            statements.push(quote!(let #name: super::Bits = #next;));
        }
    }
    let all = renderer.render(&Expr::or(
        (2..=range).map(|k| Expr::atom(beyond(k))).collect(),
    ));
    quote!({ #(#statements)* #all })
}
