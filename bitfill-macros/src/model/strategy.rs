//! The strategies and lookups a spec lists, checked against the keywords of
//! those the macro knows (which codegen owns: the model only keeps their
//! indices).

use syn::Ident;

use super::context::Context;
use super::names;

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
    cx: &mut Context,
    key: &Ident,
    list: &[Ident],
    keywords: &[&str],
) -> Option<Vec<ChosenStrategy>> {
    let errors = &mut cx.errors;
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

/// A per-square lookup the macro knows, as the checks need it.
#[derive(Clone, Copy, Debug)]
pub struct KnownLookup {
    pub keyword: &'static str,
    /// Whether it works on boards of words (`bits: [u64; N]`).
    pub on_words: bool,
}

/// The listed lookups, each once and each for a board it works on; the
/// others are reported and left out.
pub fn check_lookups(
    cx: &mut Context,
    list: &[Ident],
    known: &[KnownLookup],
) -> Vec<ChosenStrategy> {
    let words = cx.board.bits.words().is_some();
    let errors = &mut cx.errors;
    let keywords: Vec<&str> = known.iter().map(|lookup| lookup.keyword).collect();
    let (chosen, _) = names::keyword_list(list, "lookup", &keywords, errors);
    let on_words: Vec<&str> = known
        .iter()
        .filter(|lookup| lookup.on_words)
        .map(|lookup| lookup.keyword)
        .collect();
    // What a board of words keeps of each piece, for the error: its
    // set-wise functions, which give one square's moves as well.
    let pieces: Vec<String> = cx
        .names
        .of(super::EntryKind::Piece)
        .iter()
        .map(|name| format!("`{name}`"))
        .collect();
    let kept = match pieces.as_slice() {
        [] => "the set-wise strategies give every group's attacks from a set of one square as well"
            .to_owned(),
        [one] => format!(
            "the piece {one} keeps its set-wise `{}_moves` and `{}_captures`, which take a set of one square as well",
            one.trim_matches('`'),
            one.trim_matches('`')
        ),
        many => format!(
            "the pieces {} keep their set-wise `NAME_moves` and `NAME_captures`, which take a set of one square as well",
            many.join(", ")
        ),
    };
    chosen
        .into_iter()
        .filter(|(index, ident)| {
            let fits = !words || known[*index].on_words;
            if !fits {
                let instead = match on_words.len() {
                    0 => format!("; no lookup works on words: {kept}"),
                    1 => format!("; on a board of words, {} works", names::alternatives(&on_words)),
                    _ => format!("; on a board of words, {} work", names::alternatives(&on_words)),
                };
                errors.error(
                    ident.span(),
                    format!(
                        "the lookup `{}` needs a board held in an integer (`bits: u16` to `u128`), not in words{instead}",
                        known[*index].keyword
                    ),
                );
            }
            fits
        })
        .map(|(index, ident)| ChosenStrategy { index, ident })
        .collect()
}
