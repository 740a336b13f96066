//! "Did you mean": the closest known name to a misspelled one.

/// The known name closest to `name`, if one is close enough to be meant
/// (at most a third of its letters wrong).
pub fn closest<'a>(name: &str, known: impl IntoIterator<Item = &'a str>) -> Option<&'a str> {
    known
        .into_iter()
        .map(|candidate| (distance(name, candidate), candidate))
        .filter(|&(distance, candidate)| distance * 3 <= candidate.len().max(name.len()))
        .min()
        .map(|(_, candidate)| candidate)
}

/// The edit distance between two names (insertions, deletions,
/// substitutions).
fn distance(a: &str, b: &str) -> usize {
    let b: Vec<char> = b.chars().collect();
    let mut row: Vec<usize> = (0..=b.len()).collect();
    for (i, a) in a.chars().enumerate() {
        let mut previous = row[0];
        row[0] = i + 1;
        for (j, &b) in b.iter().enumerate() {
            let substitution = previous + usize::from(a != b);
            previous = row[j + 1];
            row[j + 1] = substitution.min(row[j] + 1).min(previous + 1);
        }
    }
    row[b.len()]
}

#[cfg(test)]
mod tests {
    use super::closest;

    #[test]
    fn a_close_name_is_suggested_and_a_far_one_is_not() {
        let known = ["promotion_piece_types", "start_fen", "castling"];
        assert_eq!(
            closest("promotion_pieces_types", known),
            Some("promotion_piece_types")
        );
        assert_eq!(closest("startfen", known), Some("start_fen"));
        assert_eq!(closest("gating", known), None);
    }
}
