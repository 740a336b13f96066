//! The one checking context, as serde_derive's `Ctxt`: what every check of
//! a spec reads and adds to, passed along instead of each check taking its
//! own lists of names, board and error sink.

use proc_macro2::Span;
use std::fmt::Display;
use syn::Ident;

use super::grid::{Bits, Grid};
use super::names::{self, Namespace};
use crate::diagnostics::Diagnostics;
use crate::parse::{Fields, Named};

/// What a name of the spec's namespace declares: one kind per map field.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum EntryKind {
    Direction,
    Group,
    Leaper,
    LameLeaper,
    Hopper,
    Piece,
    Region,
}

impl EntryKind {
    /// In the singular, as messages say it: `lame leaper`.
    pub fn what(self) -> &'static str {
        match self {
            EntryKind::Direction => "direction",
            EntryKind::Group => "group",
            EntryKind::Leaper => "leaper",
            EntryKind::LameLeaper => "lame leaper",
            EntryKind::Hopper => "hopper",
            EntryKind::Piece => "piece",
            EntryKind::Region => "region",
        }
    }
}

/// Every name each map field declares, as written (raw names unraw), in
/// input order, read before any check: a check may name an entry a later
/// field declares (a direction confined to a region), or tell a misplaced
/// name what it is.
pub struct NameIndex {
    names: [Vec<String>; 7],
}

impl NameIndex {
    pub fn new(fields: &Fields) -> Self {
        fn names<T>(entries: Option<&[Named<T>]>) -> Vec<String> {
            entries
                .unwrap_or_default()
                .iter()
                .map(|entry| super::names::plain(&entry.name))
                .collect()
        }
        NameIndex {
            names: [
                names(fields.directions.as_deref()),
                names(fields.groups.as_deref()),
                names(fields.leapers.as_deref()),
                names(fields.lame_leapers.as_deref()),
                names(fields.hoppers.as_deref()),
                names(fields.pieces.as_deref()),
                names(fields.regions.as_deref()),
            ],
        }
    }

    /// The names of one kind, in input order.
    pub fn of(&self, kind: EntryKind) -> &[String] {
        &self.names[kind as usize]
    }

    /// The first of `kinds` that declares `name`.
    pub fn kind_among(&self, name: &str, kinds: &[EntryKind]) -> Option<EntryKind> {
        kinds
            .iter()
            .copied()
            .find(|&kind| self.of(kind).iter().any(|declared| declared == name))
    }
}

/// The checking context of one spec.
pub struct Context {
    /// Every mistake found so far, all reported in one compile.
    pub errors: Diagnostics,
    /// The names declared so far: every kind shares one namespace.
    pub namespace: Namespace,
    /// Every name the map fields declare, as written.
    pub names: NameIndex,
    /// The board as checked; `None` when it has mistakes, and the checks
    /// that need it then stand down.
    pub checked_board: Option<Grid>,
    /// The board code is made for: the checked one, or a stand-in that
    /// fits every integer.
    pub board: Grid,
}

impl Context {
    /// A context over the fields of a spec, starting from the syntax
    /// errors met while parsing them.
    pub fn new(fields: &Fields, syntax_errors: Diagnostics) -> Self {
        Context {
            errors: syntax_errors,
            namespace: Namespace::default(),
            names: NameIndex::new(fields),
            checked_board: None,
            board: Grid::fallback(Bits::U64),
        }
    }

    /// Records the checked board (`None` when it has mistakes), and the
    /// board code is then made for: it, or a stand-in in `bits`.
    pub fn set_board(&mut self, checked: Option<Grid>, bits: Option<Bits>) {
        self.checked_board = checked;
        self.board = checked.unwrap_or_else(|| Grid::fallback(bits.unwrap_or(Bits::U64)));
    }

    /// Declares `name` as a `kind` of entry: `Some(())` when it is
    /// `snake_case` and not taken (see [`names::declare`]).
    pub fn declare(&mut self, name: &Ident, kind: EntryKind) -> Option<()> {
        names::declare(name, kind, &mut self.namespace, &mut self.errors)
    }

    /// Records an error with `message` at `span`.
    pub fn error(&mut self, span: Span, message: impl Display) {
        self.errors.error(span, message);
    }

    /// Runs `check` ahead of its turn, in a context of its own that
    /// forgets what it declares and reports: its mistakes are reported
    /// when it runs in turn.
    pub fn ahead<T>(&self, check: impl FnOnce(&mut Context) -> T) -> T {
        let mut scratch = Context {
            errors: Diagnostics::default(),
            namespace: Namespace::default(),
            names: NameIndex {
                names: self.names.names.clone(),
            },
            checked_board: self.checked_board,
            board: self.board,
        };
        check(&mut scratch)
    }
}
