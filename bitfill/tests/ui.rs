//! Compile-time behaviour of `fills!`: every error it emits (one
//! `tests/ui/fail` case each, with the expected compiler output in `.stderr`)
//! and specs that must compile and run in hostile surroundings
//! (`tests/ui/pass`).
//!
//! Regenerate the expected output with `TRYBUILD=overwrite cargo test -p bitfill --test ui`
//! and review the diff.

#[test]
fn fills_compile_errors() {
    let cases = trybuild::TestCases::new();
    cases.compile_fail("tests/ui/fail/*.rs");
    cases.pass("tests/ui/pass/*.rs");
}
