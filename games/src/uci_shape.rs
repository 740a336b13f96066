//! The shape of a move in UCI, whatever the position: two squares of the
//! board, then a promotion letter or nothing. What tells a malformed move
//! from an illegal one.

/// Whether `uci` is two squares of a board of `files` × `ranks` (a file
/// letter from `a`, a rank number from 1, no leading zero), then at most
/// one lowercase letter.
pub(crate) fn is_move(uci: &str, files: u32, ranks: u32) -> bool {
    let Some(rest) = square(uci, files, ranks) else {
        return false;
    };
    let Some(rest) = square(rest, files, ranks) else {
        return false;
    };
    let mut promotion = rest.chars();
    match (promotion.next(), promotion.next()) {
        (None, _) => true,
        (Some(letter), None) => letter.is_ascii_lowercase(),
        _ => false,
    }
}

/// The board's last square's name: `h8` on the chess board.
pub(crate) fn last_square(files: u32, ranks: u32) -> String {
    let file = u8::try_from(files.saturating_sub(1)).map_or('?', |file| char::from(b'a' + file));
    format!("{file}{ranks}")
}

/// What follows a square of the board at the start of `text`, if one is
/// there.
fn square(text: &str, files: u32, ranks: u32) -> Option<&str> {
    let mut characters = text.chars();
    let file = characters.next()?;
    if !file.is_ascii_lowercase() || u32::from(file) - u32::from('a') >= files {
        return None;
    }
    let rest = characters.as_str();
    let digits = rest
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(rest.len());
    let (number, rest) = rest.split_at(digits);
    let rank: u32 = number.parse().ok()?;
    (!number.starts_with('0') && (1..=ranks).contains(&rank)).then_some(rest)
}

#[cfg(test)]
mod tests {
    use super::{is_move, last_square};

    #[test]
    fn moves_are_two_squares_of_the_board_and_a_promotion() {
        for uci in ["e2e4", "e7e8q", "a1h8", "e1h1", "a7a8n"] {
            assert!(is_move(uci, 8, 8), "{uci}");
        }
        for uci in [
            "", "e2", "e2e", "e2e9", "i1a1", "e0e1", "e2e04", "E2E4", "e2e4qq", "e2e4Q", "e7e8+",
            "a10a9", "e2-e4", "é2e4", "e2e4 ",
        ] {
            assert!(!is_move(uci, 8, 8), "{uci}");
        }
        // Ranks of two digits, files past h.
        assert!(is_move("a10a9", 10, 10));
        assert!(is_move("j10j9", 10, 10));
        assert!(!is_move("a11a10", 10, 10));
        assert!(is_move("i10i9", 9, 10));
        assert!(!is_move("j1j2", 9, 10));
        assert_eq!(last_square(8, 8), "h8");
        assert_eq!(last_square(9, 10), "i10");
    }
}
