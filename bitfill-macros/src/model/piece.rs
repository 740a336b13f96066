//! Pieces in Betza notation: each string read by the workspace's Betza
//! parser (`bitfill_types::betza`) into components, and the components kept that
//! can move on the spec's board.

use proc_macro2::TokenStream;
use syn::{Ident, LitStr};

use super::context::{Context, EntryKind};
use super::grid::{Grid, Step};
use super::names::Variants;
use crate::diagnostics::Diagnostics;
use crate::parse::Named;
use bitfill_types::betza::{self, BetzaError, Component, Kind, Modality};

/// A validated piece: the union of its components, written from White's
/// side (forward is north).
pub struct Piece {
    /// The entry's doc comments, put first in the docs of its items.
    pub docs: TokenStream,
    pub name: Ident,
    /// `CamelCase` name of the `Piece` enum variant.
    pub variant: Ident,
    /// The Betza string as written.
    pub betza: String,
    /// The components that can move on the board (a (3, 3) leap cannot on
    /// 3 x 3), in the order the parser gives them.
    pub components: Vec<Component>,
    /// Whether Black's piece differs from White's (`fW`, `lR`, `mfFcfW`):
    /// then its functions take the side.
    pub sided: bool,
}

impl Piece {
    /// The components that move (`moves`) or capture, in their order.
    pub fn components_for(&self, moves: bool) -> impl Iterator<Item = &Component> {
        self.components.iter().filter(move |component| {
            if moves {
                component.modality.moves()
            } else {
                component.modality.captures()
            }
        })
    }
}

/// A Betza step as the board's step.
fn board_step((file, rank): betza::Step) -> Step {
    Step { file, rank }
}

/// Checks the `pieces` entries: names, then each Betza string, read and
/// kept to what moves on the checked board (every component when it has
/// mistakes, on the stand-in board). A
/// piece with a mistake keeps its name, with no components.
pub fn check_pieces(cx: &mut Context, inputs: &[Named<LitStr>]) -> Vec<Piece> {
    let board = cx.board;
    let mut pieces = Vec::new();
    let mut variants = Variants::new("piece", "Piece");
    for entry in inputs {
        let variant = cx
            .declare(&entry.name, EntryKind::Piece)
            .and_then(|()| variants.declare(&entry.name, &mut cx.errors));
        let components = entry.value.as_ref().and_then(|literal| {
            read(
                &entry.name,
                literal,
                cx.checked_board.as_ref(),
                &mut cx.errors,
            )
        });
        let Some(variant) = variant else {
            continue;
        };
        let betza = entry.value.as_ref().map(LitStr::value).unwrap_or_default();
        let components: Vec<Component> = components
            .unwrap_or_default()
            .into_iter()
            .filter(|component| board.fits(board_step(component.step)))
            .collect();
        pieces.push(Piece {
            docs: entry.docs.clone(),
            name: entry.name.clone(),
            variant,
            betza,
            sided: sided(&components),
            components,
        });
    }
    pieces
}

/// The components of `literal` that move on the `checked` board (all of
/// them when it has mistakes), or `None` after reporting why there are
/// none.
fn read(
    name: &Ident,
    literal: &LitStr,
    checked: Option<&Grid>,
    errors: &mut Diagnostics,
) -> Option<Vec<Component>> {
    let text = literal.value();
    let components = match betza::parse(&text) {
        Ok(components) => components,
        Err(error) => {
            report(name, literal, &text, &error, errors);
            return None;
        }
    };
    if components.is_empty() {
        errors.error(
            literal.span(),
            format!("piece `{name}` has no moves: write at least one Betza atom, as in `\"BN\"`"),
        );
        return None;
    }
    let Some(board) = checked else {
        return Some(components);
    };
    if !components
        .iter()
        .any(|component| board.fits(board_step(component.step)))
    {
        errors.error(
            literal.span(),
            format!(
                "piece `{name}` (`{text}`) never moves on this {} x {} board: each of its steps is longer than the board",
                board.width, board.height
            ),
        );
        return None;
    }
    Some(components)
}

/// A Betza mistake, spanned on the faulty part inside the literal where
/// the compiler allows it (nightly's `Literal::subspan`), on the literal
/// otherwise, the part and its position named either way.
fn report(
    name: &Ident,
    literal: &LitStr,
    text: &str,
    error: &BetzaError,
    errors: &mut Diagnostics,
) {
    // In a plain literal (no escape, not raw) the string's characters
    // start after the opening quote; the parser refuses anything but ASCII
    // before its position, so bytes are characters there.
    let token = literal.token();
    let start = error.position + 1;
    let plain = token.to_string() == format!("\"{text}\"");
    let span = plain
        .then(|| token.subspan(start..start + error.part.len().max(1)))
        .flatten()
        .unwrap_or_else(|| literal.span());
    errors.error(
        span,
        format!(
            "piece `{name}`: `{}` at character {} of \"{text}\": {}",
            error.part,
            error.position + 1,
            error.reason
        ),
    );
}

/// Whether Black's components (every step turned half a turn) differ from
/// White's.
fn sided(components: &[Component]) -> bool {
    let key = |component: &Component, turned: bool| {
        let (file, rank) = component.step;
        let step = if turned { (-file, -rank) } else { (file, rank) };
        let kind = match &component.kind {
            Kind::Leap => 0,
            Kind::Lame { .. } => 1,
            Kind::Ride { .. } => 2,
            Kind::Hop { .. } => 3,
            Kind::Grasshop => 4,
        };
        let range = match component.kind {
            Kind::Ride { range } | Kind::Hop { range } => range,
            _ => None,
        };
        let modality = match component.modality {
            Modality::Move => 0,
            Modality::Capture => 1,
            Modality::Both => 2,
        };
        (step, kind, range, modality)
    };
    let mut white: Vec<_> = components.iter().map(|c| key(c, false)).collect();
    let mut black: Vec<_> = components.iter().map(|c| key(c, true)).collect();
    white.sort_unstable();
    black.sort_unstable();
    white != black
}
