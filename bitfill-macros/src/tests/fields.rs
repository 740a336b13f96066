//! The docs list the fields of the one table, `parse::FIELDS`: in its
//! order, with its required ones.

use crate::parse::{FIELDS, Presence};

const SPEC: &str = include_str!("../../../spec.md");
const FILLS: &str = include_str!("../../../bitfill/src/fills.md");

fn names(presence: impl Fn(Presence) -> bool) -> Vec<&'static str> {
    FIELDS
        .iter()
        .filter(|field| presence(field.presence))
        .map(|field| field.name)
        .collect()
}

/// The backquoted words of `text`.
fn quoted(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn the_grammar_lists_every_field_in_order() {
    let grammar: Vec<&str> = SPEC
        .lines()
        .skip_while(|line| !line.starts_with("field "))
        .take_while(|line| !line.starts_with("strategy "))
        .filter_map(|line| line.split('"').nth(1))
        .collect();
    assert_eq!(grammar, names(|_| true));
}

#[test]
fn spec_md_says_which_fields_are_required() {
    let sentence = SPEC
        .split("Fields may come in any order, each at most once.")
        .nth(1)
        .and_then(|rest| rest.split("optional.").next())
        .expect("the sentence on required fields");
    let (required, optional) = sentence
        .split_once("are required;")
        .expect("required, then optional");
    assert_eq!(
        quoted(required),
        names(|presence| matches!(presence, Presence::Required(_)))
    );
    assert_eq!(
        quoted(optional),
        names(|presence| presence == Presence::Optional)
    );
}

#[test]
fn the_macro_docs_show_every_field_in_order() {
    let shown: Vec<&str> = FILLS
        .lines()
        .skip_while(|line| !line.starts_with("#[attributes] vis mod NAME {"))
        .skip(1)
        .take_while(|line| !line.starts_with('}'))
        // The fields, indented once; their entries are indented more.
        .filter_map(|line| line.strip_prefix("    "))
        .filter(|line| !line.starts_with(' '))
        .filter_map(|line| line.split_once(':').map(|(name, _)| name))
        .collect();
    assert_eq!(shown, names(|_| true));
}
