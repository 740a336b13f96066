//! What the documentation shows stays true: the expansion on docs.rs is the
//! real one, spec.md lists every compile-fail case, the README quotes the
//! compiler and describes the variant the `user_variant` example checks.

use std::fs;

/// The facade's `example_generated/expansion.rs`, which docs.rs shows, is
/// the macro's reviewed snapshot of the expansion of `spec.rs` beside it,
/// line for line. `BITFILL_BLESS=1` rewrites it from the snapshot.
#[test]
fn the_documented_expansion_is_the_real_one() {
    let path = "bitfill/src/example_generated/expansion.rs";
    let snapshot = fs::read_to_string(
        "bitfill-macros/src/tests/snapshots/bitfill_macros__tests__expansion__example_generated.snap",
    )
    .expect("snapshot");
    let expansion = snapshot.splitn(3, "---\n").nth(2).expect("a snapshot body");
    let header = "// The expansion of `spec.rs` by the `fills!` macro, pretty-printed: the\n\
        // macro's snapshot `example_generated`. Regenerate with\n\
        // `BITFILL_BLESS=1 cargo test --test docs` after reviewing that snapshot.\n";
    let expected = format!("{header}{expansion}");
    if std::env::var_os("BITFILL_BLESS").is_some() {
        fs::write(path, &expected).expect("written");
    }
    let documented = fs::read_to_string(path).expect("expansion");
    assert!(
        documented == expected,
        "{path} is not the macro's snapshot: review the snapshot, then `BITFILL_BLESS=1 cargo test --test docs`"
    );
}

#[test]
fn spec_md_lists_every_compile_fail_case() {
    let spec = fs::read_to_string("spec.md").expect("spec.md");
    let mut cases: Vec<String> = fs::read_dir("bitfill/tests/ui/fail")
        .expect("bitfill/tests/ui/fail")
        .filter_map(|entry| {
            let name = entry
                .expect("entry")
                .file_name()
                .into_string()
                .expect("UTF-8");
            name.strip_suffix(".rs").map(str::to_owned)
        })
        .collect();
    cases.sort();
    assert!(cases.len() >= 25, "{} cases", cases.len());
    for case in &cases {
        assert!(
            spec.contains(&format!("`{case}`")),
            "spec.md does not mention `{case}`"
        );
    }
}

/// The README's compile error is what the compiler prints for the
/// compile-fail case it names: the first error of its `.stderr`, which
/// `bitfill/tests/ui.rs` checks against the compiler's real output.
#[test]
fn the_readme_shows_the_real_compile_error() {
    let readme = fs::read_to_string("README.md").expect("README.md");
    let section = readme
        .split("## Mistakes are compile errors")
        .nth(1)
        .expect("the README's section on compile errors");
    let shown = section
        .split("```text\n")
        .nth(1)
        .and_then(|block| block.split("```").next())
        .expect("a text block in that section");
    let stderr =
        fs::read_to_string("bitfill/tests/ui/fail/swapped_wrap_masks.stderr").expect("stderr");
    let first_error = stderr.split("\n\n").next().expect("an error");
    assert_eq!(shown.trim_end(), first_error.trim_end());
    assert!(section.contains("`bitfill/tests/ui/fail/swapped_wrap_masks.rs`"));
}

/// The variant the READMEs (the workspace's and bitfill-games') describe is
/// the one the `user_variant` example compiles and
/// `scripts/variants-check.py` compares with Fairy-Stockfish: the
/// `variant!` invocations are the same text.
#[test]
fn the_readme_variant_is_the_checked_one() {
    let invocation = |text: &str, source: &str| -> String {
        let start = text
            .find("bitfill_games::variant! {\n")
            .unwrap_or_else(|| panic!("a variant! invocation in {source}"));
        let end = start + text[start..].find("\n}\n").expect("its end") + 3;
        text[start..end].to_owned()
    };
    let example = fs::read_to_string("games/examples/user_variant.rs").expect("the example");
    let checked = invocation(&example, "games/examples/user_variant.rs");
    for readme in ["README.md", "games/README.md"] {
        let text = fs::read_to_string(readme).expect(readme);
        assert_eq!(invocation(&text, readme), checked, "{readme}");
    }
}
