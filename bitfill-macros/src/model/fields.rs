//! The checks of the fields as a whole: a field given twice, the required
//! ones missing (the table of fields is `parse::FIELDS`), and a spec with
//! nothing that moves.

use super::context::Context;
use super::names;
use crate::parse::{FIELDS, Presence, SpecInput};

/// Reports every field given more than once (at its second key) and every
/// required field missing (at the module's name), unless a misspelled key
/// was taken for it: that typo is one mistake, reported once. A spec also
/// needs something that moves: directions, leapers, lame leapers or Betza
/// pieces (a spec of pieces alone needs no directions).
pub fn check_fields(cx: &mut Context, input: &SpecInput) {
    let errors = &mut cx.errors;
    let keys = &input.fields.keys;
    for (index, key) in keys.iter().enumerate() {
        let name = names::plain(key);
        if keys[..index].iter().any(|seen| names::plain(seen) == name) {
            errors.error(key.span(), format!("duplicate field `{name}`"));
        }
    }
    for field in FIELDS {
        if let Presence::Required(help) = field.presence
            && input.fields.key(field.name).is_none()
            && !input.fields.misspelled.contains(&field.name)
        {
            errors.error(
                input.name.span(),
                format!(
                    "missing field `{}` in spec `{}`: {help}",
                    field.name, input.name
                ),
            );
        }
    }
    let moving = ["directions", "leapers", "lame_leapers", "pieces"];
    let has_moves = moving
        .iter()
        .any(|field| input.fields.key(field).is_some() || input.fields.misspelled.contains(field));
    if !has_moves {
        errors.error(
            input.name.span(),
            format!(
                "spec `{}` has nothing that moves: give it `directions` (sliders: `directions: {{ north: (0, 1), ... }}`), `leapers`, `lame_leapers` or `pieces`",
                input.name
            ),
        );
    }
}
