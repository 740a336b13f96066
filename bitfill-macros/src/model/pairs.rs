//! The full square-pair tables a spec asks for (`pair_tables`).

use syn::Ident;

use super::names;
use crate::diagnostics::Diagnostics;

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
}

/// The listed tables; a name that is not a table, or is listed twice, is
/// reported and left out.
pub fn check_pair_tables(list: &[Ident], errors: &mut Diagnostics) -> Vec<PairTable> {
    let mut tables = Vec::new();
    for ident in list {
        let name = names::plain(ident);
        match PairTable::ALL
            .into_iter()
            .find(|table| table.name() == name)
        {
            Some(table) if tables.contains(&table) => {
                errors.error(ident.span(), format!("the table `{name}` is listed twice"));
            }
            Some(table) => tables.push(table),
            None => {
                let hint = names::suggestion(&name, PairTable::ALL.map(PairTable::name))
                    .map(|close| format!(" (did you mean `{close}`?)"))
                    .unwrap_or_default();
                errors.error(
                    ident.span(),
                    format!("unknown pair table `{name}`{hint}: expected `between` or `line`"),
                );
            }
        }
    }
    tables
}
