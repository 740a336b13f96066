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
    if list.is_empty() {
        errors.error(
            key.span(),
            "list at least one strategy: `kogge_stone` or `dumb7`",
        );
        return None;
    }
    let mut strategies: Vec<(Strategy, Ident)> = Vec::new();
    let mut valid = true;
    for ident in list {
        let name = names::plain(ident);
        match Strategy::ALL
            .into_iter()
            .find(|strategy| strategy.name() == name)
        {
            Some(strategy) if strategies.iter().any(|(seen, _)| *seen == strategy) => {
                errors.error(ident.span(), format!("strategy `{name}` is listed twice"));
                valid = false;
            }
            Some(strategy) => strategies.push((strategy, ident.clone())),
            None => {
                let hint = names::suggestion(&name, Strategy::ALL.map(Strategy::name))
                    .map(|close| format!(" (did you mean `{close}`?)"))
                    .unwrap_or_default();
                errors.error(
                    ident.span(),
                    format!("unknown strategy `{name}`{hint}: expected `kogge_stone` or `dumb7`"),
                );
                valid = false;
            }
        }
    }
    valid.then_some(strategies)
}
