//! "Did you mean": the known name closest to a misspelled one, for both
//! procedural macros' errors (bitfill's spec fields, names and keywords;
//! bitfill-games' variant keys and pieces).

use alloc::vec::Vec;

/// The name among `candidates` closest to `name`, if one is close enough to
/// be a likely typo.
#[must_use]
pub fn suggestion<'a>(
    name: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    candidates
        .into_iter()
        .map(|candidate| (edit_distance(name, candidate), candidate))
        .filter(|&(distance, candidate)| distance <= 2.max(candidate.len() / 3))
        .min_by_key(|&(distance, _)| distance)
        .map(|(_, candidate)| candidate)
}

/// Levenshtein distance, one row at a time.
fn edit_distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, ca) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &cb) in b.iter().enumerate() {
            let substitution = previous + usize::from(ca != cb);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::suggestion;

    #[test]
    fn suggestions() {
        assert_eq!(suggestion("nort", ["north", "south"]), Some("north"));
        assert_eq!(suggestion("kogge", ["kogge_stone", "dumb7"]), None);
        assert_eq!(
            suggestion("koge_stone", ["kogge_stone", "dumb7"]),
            Some("kogge_stone")
        );
        assert_eq!(suggestion("xyz", ["north"]), None);
        assert_eq!(
            suggestion("strategy", ["strategies", "bits"]),
            Some("strategies")
        );
    }
}
