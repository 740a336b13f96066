//! The strategies a spec lists, checked against the keywords of those the
//! macro knows (which codegen owns: the model only keeps their indices).

use syn::Ident;

use super::names;
use crate::diagnostics::Diagnostics;

/// A strategy the spec lists: its index among the keywords the check was
/// given, and the spec's identifier for it (whose span the generated
/// module keeps).
#[derive(Clone, Debug)]
pub struct ChosenStrategy {
    pub index: usize,
    pub ident: Ident,
}

/// The listed strategies, `None` (with errors) unless every one is one of
/// `keywords`, once. `key` is the field's name, where an empty list is
/// reported.
pub fn check_strategies(
    key: &Ident,
    list: &[Ident],
    keywords: &[&str],
    errors: &mut Diagnostics,
) -> Option<Vec<ChosenStrategy>> {
    if list.is_empty() {
        errors.error(
            key.span(),
            format!(
                "list at least one strategy: {}",
                names::alternatives(keywords)
            ),
        );
        return None;
    }
    let (chosen, valid) = names::keyword_list(list, "strategy", keywords, errors);
    valid.then(|| {
        chosen
            .into_iter()
            .map(|(index, ident)| ChosenStrategy { index, ident })
            .collect()
    })
}
