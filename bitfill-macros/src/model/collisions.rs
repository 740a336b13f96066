//! No two items of the expansion share a name. The check reads codegen's
//! one list of what the expansion declares (`codegen::names::declared`),
//! so that a clash is the macro's error on the user's name (a region named
//! `group_shape` would declare the constant `GROUP_SHAPE`), never rustc's
//! "defined multiple times" on the whole invocation.

use super::{Context, EntryKind, Spec};
use crate::codegen::names::{Declared, Origin, declared};

/// Reports every item of the expansion whose name another item of its
/// module already has, at the user's entry it is made from, and leaves the
/// entry out of the code generated beside the errors.
pub fn check_generated_names(cx: &mut Context, spec: &mut Spec) {
    let items = declared(spec);
    let mut blamed: Vec<(EntryKind, usize)> = Vec::new();
    for (index, item) in items.iter().enumerate() {
        let Origin::Entry(kind, entry) = item.origin else {
            continue;
        };
        // The first item of a name keeps it; a fixed one always does.
        let first = items.iter().enumerate().find(|&(other, earlier)| {
            other != index
                && earlier.scope == item.scope
                && earlier.name == item.name
                && earlier.namespace.overlaps(item.namespace)
                && (earlier.origin == Origin::Fixed || other < index)
                && earlier.origin != item.origin
        });
        let Some((_, first)) = first else {
            continue;
        };
        if blamed.contains(&(kind, entry)) {
            continue;
        }
        blamed.push((kind, entry));
        let name = spec.entry_name(kind, entry);
        let holder = match first.origin {
            Origin::Fixed => "the spec module already declares".to_owned(),
            Origin::Entry(other_kind, other) => format!(
                "{} `{}` already declares",
                other_kind.what(),
                spec.entry_name(other_kind, other)
            ),
        };
        cx.error(
            name.span(),
            format!(
                "{} `{name}` would declare the {} `{}`, which {holder}: rename the {}",
                kind.what(),
                item.what,
                item.name,
                kind.what()
            ),
        );
    }
    leave_out(spec, &mut blamed, &items);
}

/// Leaves the blamed entries out of `spec`, last first so that indices
/// hold: a region is a leaf; a group whose lookup tables clash takes the
/// lookups with it (no other entry can clash, `declared` shows).
fn leave_out(spec: &mut Spec, blamed: &mut [(EntryKind, usize)], items: &[Declared]) {
    blamed.sort_unstable_by_key(|&(_, index)| std::cmp::Reverse(index));
    for &(kind, index) in &*blamed {
        match kind {
            EntryKind::Region => {
                spec.regions.remove(index);
            }
            _ if items.iter().any(|item| {
                item.origin == Origin::Entry(kind, index)
                    && item.scope == crate::codegen::names::Scope::Lookup
            }) =>
            {
                spec.lookups.clear();
            }
            _ => {}
        }
    }
}
