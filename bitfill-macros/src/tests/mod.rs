//! Unit tests of the whole pipeline through [`expand`](crate::expand::expand):
//! the shape of the generated code, the errors, and robustness against any
//! input.

mod errors;
mod expansion;
mod fields;
mod names;
mod robustness;

use crate::expand::expand;

/// The spec of `bitfill::chess`, as the facade invokes the macro with it
/// (the file is the facade's: one spec, read here as the tests' input).
const CHESS_INVOCATION: &str = include_str!("../../../bitfill/src/chess_spec.rs");

/// The spec of the facade's `example_generated`, whose expansion the
/// facade shows on docs.rs (see `expansion::example_generated_snapshot`).
const EXAMPLE_INVOCATION: &str = include_str!("../../../bitfill/src/example_generated/spec.rs");

/// The chess spec alone.
pub fn chess() -> &'static str {
    spec_of(CHESS_INVOCATION)
}

/// The example spec alone.
pub fn example() -> &'static str {
    spec_of(EXAMPLE_INVOCATION)
}

/// The spec of `bitfill::fills! { ... }`, without the invocation around it.
fn spec_of(invocation: &'static str) -> &'static str {
    invocation
        .trim()
        .strip_prefix("bitfill::fills! {")
        .and_then(|spec| spec.strip_suffix('}'))
        .expect("`bitfill::fills! { ... }`")
}

/// The expansion of `input`, pretty-printed.
pub fn pretty(input: &str) -> String {
    let tokens = expand(input.parse().expect("tokens")).expect("the spec checks");
    let file: syn::File = syn::parse2(tokens).expect("generated code parses");
    prettyplease::unparse(&file)
}

/// The body lines of the first function called `name` in `expansion`.
pub fn function<'a>(expansion: &'a str, name: &str) -> Vec<&'a str> {
    let lines: Vec<&str> = expansion.lines().map(str::trim).collect();
    let start = lines
        .iter()
        .position(|line| line.starts_with(&format!("pub const fn {name}(")))
        .unwrap_or_else(|| panic!("no function {name}"));
    let body = lines[start..]
        .iter()
        .position(|line| line.ends_with('{'))
        .expect("a body");
    let end = lines[start..]
        .iter()
        .position(|line| *line == "}")
        .expect("an end");
    lines[start + body + 1..start + end].to_vec()
}

/// The part of `expansion` from `pub mod NAME` on.
pub fn module<'a>(expansion: &'a str, name: &str) -> &'a str {
    let start = expansion
        .find(&format!("pub mod {name} "))
        .unwrap_or_else(|| panic!("no module {name}"));
    &expansion[start..]
}
mod pieces;
