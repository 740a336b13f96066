//! The checks of the fields as a whole: a field given twice, and the
//! required ones missing (the table of fields is `parse::FIELDS`).

use super::context::Context;
use super::names;
use crate::parse::{FIELDS, Presence, SpecInput};

/// Reports every field given more than once (at its second key) and every
/// required field missing (at the module's name), unless a misspelled key
/// was taken for it: that typo is one mistake, reported once.
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
}
