//! Naming rules for the items a spec declares.
//!
//! Directions, groups, leapers, lame leapers, hoppers and regions share one
//! namespace (each becomes `NAME_attacks`, `NAME_moves` or a `NAME`
//! constant somewhere), and their names must be snake_case so that the
//! derived `UPPER_CASE` constants and `CamelCase` variants are well-formed.

use proc_macro2::Span;
use syn::Ident;
use syn::ext::IdentExt;

use super::context::EntryKind;
use crate::diagnostics::Diagnostics;

/// The name without a raw-identifier prefix.
pub fn plain(name: &Ident) -> String {
    name.unraw().to_string()
}

pub fn is_snake_case(name: &str) -> bool {
    name.split('_').enumerate().all(|(position, part)| {
        let mut chars = part.chars();
        match chars.next() {
            Some(first) => {
                (first.is_ascii_lowercase() || (position > 0 && first.is_ascii_digit()))
                    && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit())
            }
            None => false,
        }
    })
}

/// `NorthEast` → `north_east`, for suggestions.
pub fn to_snake_case(name: &str) -> String {
    let mut snake = String::new();
    for c in name.chars() {
        if c.is_ascii_uppercase() {
            if !snake.is_empty() && !snake.ends_with('_') {
                snake.push('_');
            }
            snake.push(c.to_ascii_lowercase());
        } else {
            snake.push(c);
        }
    }
    let parts: Vec<&str> = snake.split('_').filter(|part| !part.is_empty()).collect();
    parts.join("_")
}

/// `north_east` → `NorthEast`.
pub fn camel_case(snake: &str) -> String {
    snake
        .split('_')
        .map(|part| {
            let mut chars = part.chars();
            chars.next().map_or_else(String::new, |first| {
                first.to_ascii_uppercase().to_string() + chars.as_str()
            })
        })
        .collect()
}

/// Checks `name` is snake_case, reporting `what` it names otherwise.
pub fn check_snake_case(name: &Ident, what: &str, errors: &mut Diagnostics) -> bool {
    let text = plain(name);
    if !text.is_ascii() {
        errors.error(
            name.span(),
            format!(
                "{what} name `{text}` is not ASCII: names are lowercase ASCII words of letters and digits joined by `_`"
            ),
        );
        return false;
    }
    let ok = is_snake_case(&text);
    if !ok {
        let suggestion = to_snake_case(&text);
        let hint = if is_snake_case(&suggestion) {
            format!(": write `{suggestion}`")
        } else {
            String::new()
        };
        errors.error(
            name.span(),
            format!("{what} name `{text}` is not snake_case (lowercase words joined by `_`){hint}"),
        );
    }
    ok
}

/// `` `a`, `b` or `c` ``: the choices of an error message.
pub fn alternatives(names: &[&str]) -> String {
    let quoted: Vec<String> = names.iter().map(|name| format!("`{name}`")).collect();
    match quoted.split_last() {
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
        None => String::new(),
    }
}

/// The index in `keywords` of the one `ident` names: a `what` (a strategy,
/// a group shape...) chosen from a fixed set. Anything else is reported,
/// with the closest keyword if one is close.
pub fn keyword(
    ident: &Ident,
    what: &str,
    keywords: &[&str],
    errors: &mut Diagnostics,
) -> Option<usize> {
    let name = plain(ident);
    let found = keywords.iter().position(|keyword| *keyword == name);
    if found.is_none() {
        let hint = bitfill_types::spelling::suggestion(&name, keywords.iter().copied())
            .map(|close| format!(" (did you mean `{close}`?)"))
            .unwrap_or_default();
        errors.error(
            ident.span(),
            format!(
                "unknown {what} `{name}`{hint}: expected {}",
                alternatives(keywords)
            ),
        );
    }
    found
}

/// The keywords a list names, each once, with its identifier: an unknown
/// one, or one listed twice, is reported and left out. The flag says
/// whether every entry was valid.
pub fn keyword_list(
    list: &[Ident],
    what: &str,
    keywords: &[&str],
    errors: &mut Diagnostics,
) -> (Vec<(usize, Ident)>, bool) {
    let mut chosen: Vec<(usize, Ident)> = Vec::new();
    let mut valid = true;
    for ident in list {
        match keyword(ident, what, keywords, errors) {
            Some(index) if chosen.iter().any(|(seen, _)| *seen == index) => {
                errors.error(
                    ident.span(),
                    format!("{what} `{}` is listed twice", keywords[index]),
                );
                valid = false;
            }
            Some(index) => chosen.push((index, ident.clone())),
            None => valid = false,
        }
    }
    (chosen, valid)
}

/// Declares the `name` of a `kind` of entry in the spec's namespace:
/// `Some(())` when it is `snake_case` and not taken. Both mistakes are
/// reported.
pub fn declare(
    name: &Ident,
    kind: EntryKind,
    namespace: &mut Namespace,
    errors: &mut Diagnostics,
) -> Option<()> {
    let snake = check_snake_case(name, kind.what(), errors);
    let fresh = namespace.declare(&plain(name), name.span(), kind, errors);
    (snake && fresh).then_some(())
}

/// The variants of one generated enum, each the `CamelCase` form of a
/// declared name; reports two names that give the same variant.
pub struct Variants {
    /// What the names name, for errors: `direction`.
    what: &'static str,
    /// The enum: `Direction`.
    enumeration: &'static str,
    /// Each variant so far, with the name it came from.
    seen: Vec<(String, String)>,
}

impl Variants {
    pub fn new(what: &'static str, enumeration: &'static str) -> Self {
        Variants {
            what,
            enumeration,
            seen: Vec::new(),
        }
    }

    /// The variant of `name`, a declared `snake_case` name; `None` (with an
    /// error) when an earlier name already gives it.
    pub fn declare(&mut self, name: &Ident, errors: &mut Diagnostics) -> Option<Ident> {
        let name_text = plain(name);
        let variant = camel_case(&name_text);
        if let Some((_, other)) = self.seen.iter().find(|(seen, _)| *seen == variant) {
            errors.error(
                name.span(),
                format!(
                    "{}s `{other}` and `{name_text}` would both be the variant `{}::{variant}`: rename one",
                    self.what, self.enumeration
                ),
            );
            return None;
        }
        let ident = Ident::new(&variant, name.span());
        self.seen.push((variant, name_text));
        Some(ident)
    }
}

/// Tracks names in one namespace and reports the second use of each.
#[derive(Default)]
pub struct Namespace {
    seen: Vec<(String, EntryKind, Span)>,
}

impl Namespace {
    /// What `name` was declared as, if it was.
    pub fn kind_of(&self, name: &str) -> Option<EntryKind> {
        self.seen
            .iter()
            .find(|(seen, _, _)| seen == name)
            .map(|&(_, kind, _)| kind)
    }

    /// Records `name` as a `kind`; `false` (with an error) when taken.
    pub fn declare(
        &mut self,
        name: &str,
        span: Span,
        kind: EntryKind,
        errors: &mut Diagnostics,
    ) -> bool {
        if let Some((_, first, _)) = self.seen.iter().find(|(seen, _, _)| seen == name) {
            errors.error(
                span,
                format!(
                    "duplicate name `{name}`: a {} is already called that (directions, groups, leapers, lame leapers, hoppers, pieces and regions share one namespace)",
                    first.what()
                ),
            );
            return false;
        }
        self.seen.push((name.to_owned(), kind, span));
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snake_case() {
        assert!(is_snake_case("north"));
        assert!(is_snake_case("north_east"));
        assert!(is_snake_case("knight_2"));
        assert!(!is_snake_case("North"));
        assert!(!is_snake_case("north__east"));
        assert!(!is_snake_case("_north"));
        assert!(!is_snake_case("north_"));
        assert!(!is_snake_case("2north"));
        assert_eq!(to_snake_case("NorthEast"), "north_east");
        assert_eq!(camel_case("north_east"), "NorthEast");
        assert_eq!(camel_case("knight_2"), "Knight2");
    }
}
