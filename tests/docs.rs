//! What the documentation shows stays true: the expansion excerpt on docs.rs
//! matches the reviewed snapshots.

use std::fs;

fn trimmed_lines(text: &str) -> Vec<&str> {
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .collect()
}

#[test]
fn the_documented_expansion_is_the_real_one() {
    let excerpt = fs::read_to_string("bitfill/src/example_generated.expanded.rs").expect("excerpt");
    let snapshots: Vec<String> = fs::read_dir("bitfill-macros/src/tests/snapshots")
        .expect("snapshots")
        .map(|entry| fs::read_to_string(entry.expect("entry").path()).expect("snapshot"))
        .collect();
    let snapshot_lines: Vec<Vec<&str>> = snapshots.iter().map(|text| trimmed_lines(text)).collect();
    // Each blank-line-separated block (comments aside) appears, line for
    // line, in one snapshot.
    for block in excerpt.split("\n\n") {
        let lines: Vec<&str> = trimmed_lines(block)
            .into_iter()
            .filter(|line| !line.starts_with("// "))
            .collect();
        assert!(!lines.is_empty(), "an empty block in the excerpt");
        let found = snapshot_lines.iter().any(|snapshot| {
            snapshot
                .windows(lines.len())
                .any(|window| window == lines.as_slice())
        });
        assert!(
            found,
            "not in the snapshots (regenerate with scripts/example-excerpt.py):\n{}",
            lines.join("\n")
        );
    }
}

#[test]
fn spec_md_lists_every_compile_fail_case() {
    let spec = fs::read_to_string("spec.md").expect("spec.md");
    let mut cases: Vec<String> = fs::read_dir("tests/ui/fail")
        .expect("tests/ui/fail")
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
/// `tests/ui.rs` checks against the compiler's real output.
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
    let stderr = fs::read_to_string("tests/ui/fail/swapped_wrap_masks.stderr").expect("stderr");
    let first_error = stderr.split("\n\n").next().expect("an error");
    assert_eq!(shown.trim_end(), first_error.trim_end());
    assert!(section.contains("`tests/ui/fail/swapped_wrap_masks.rs`"));
}
