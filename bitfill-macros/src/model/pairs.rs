//! The full square-pair tables a spec asks for (`pair_tables`).

use syn::Ident;

use super::context::Context;
use super::names;

/// A full table indexed by two squares.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PairTable {
    /// `BETWEEN[a][b]`.
    Between,
    /// `LINE[a][b]`.
    Line,
}

impl PairTable {
    pub const ALL: [PairTable; 2] = [PairTable::Between, PairTable::Line];

    /// The name in the spec.
    pub fn name(self) -> &'static str {
        match self {
            PairTable::Between => "between",
            PairTable::Line => "line",
        }
    }

    /// The static it generates.
    pub fn static_name(self) -> &'static str {
        match self {
            PairTable::Between => "BETWEEN",
            PairTable::Line => "LINE",
        }
    }
}

/// The listed tables; a name that is not a table, or is listed twice, is
/// reported and left out.
pub fn check_pair_tables(cx: &mut Context, list: &[Ident]) -> Vec<PairTable> {
    let errors = &mut cx.errors;
    let keywords = PairTable::ALL.map(PairTable::name);
    let (chosen, _) = names::keyword_list(list, "pair table", &keywords, errors);
    chosen
        .into_iter()
        .map(|(index, _)| PairTable::ALL[index])
        .collect()
}
