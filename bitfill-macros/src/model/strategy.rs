//! The unrolling strategies a spec lists.

use syn::Ident;

use super::names;
use crate::diagnostics::Diagnostics;

/// An unrolling strategy, each generated into its own module.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strategy {
    KoggeStone,
    Dumb7,
}

impl Strategy {
    pub const ALL: [Strategy; 2] = [Strategy::KoggeStone, Strategy::Dumb7];

    /// The name in the spec, which is also the module name.
    pub fn name(self) -> &'static str {
        match self {
            Strategy::KoggeStone => "kogge_stone",
            Strategy::Dumb7 => "dumb7",
        }
    }
}

/// The listed strategies, `None` (with errors) unless every one is valid.
/// `key` is the field's name, where an empty list is reported.
pub fn check_strategies(
    key: &Ident,
    list: &[Ident],
    errors: &mut Diagnostics,
) -> Option<Vec<(Strategy, Ident)>> {
    let keywords = Strategy::ALL.map(Strategy::name);
    if list.is_empty() {
        errors.error(
            key.span(),
            format!(
                "list at least one strategy: {}",
                names::alternatives(&keywords)
            ),
        );
        return None;
    }
    let (chosen, valid) = names::keyword_list(list, "strategy", &keywords, errors);
    valid.then(|| {
        chosen
            .into_iter()
            .map(|(index, ident)| (Strategy::ALL[index], ident))
            .collect()
    })
}
