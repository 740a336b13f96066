//! What the chess, xiangqi and janggi test files share (the variants' file
//! its edits of text).

/// Published perft counts as tests, each comparing perft at depths 1, 2,
/// ... with the counts given. `per lookup:` first makes one test per
/// position and per-square lookup (in modules `fastest` and `hyperbola`),
/// for games whose generator is generic over `Lookup`; without it, one
/// test per position. Expands where `position(fen)` and `perft` (and
/// `Lookup`, `Fastest` and `Hyperbola`) are the game's.
macro_rules! perft_counts {
    (per lookup: $($(#[$attribute:meta])* $name:ident: $fen:expr => [$($nodes:expr),+ $(,)?];)+) => {
        /// Perft at depths 1, 2, ... against `expected`.
        fn assert_counts<L: Lookup>(fen: &str, expected: &[u64]) {
            let start = position(fen);
            for (depth, &nodes) in (1..).zip(expected) {
                assert_eq!(
                    perft::<L>(&start, depth),
                    nodes,
                    "{}: perft({depth}) of {fen}",
                    L::NAME
                );
            }
        }

        mod fastest {
            use super::*;
            $($(#[$attribute])* #[test] fn $name() {
                assert_counts::<Fastest>($fen, &[$($nodes),+]);
            })+
        }

        mod hyperbola {
            use super::*;
            $($(#[$attribute])* #[test] fn $name() {
                assert_counts::<Hyperbola>($fen, &[$($nodes),+]);
            })+
        }
    };
    ($($(#[$attribute:meta])* $name:ident: $fen:expr => [$($nodes:expr),+ $(,)?];)+) => {
        $($(#[$attribute])* #[test] fn $name() {
            let (fen, start) = ($fen, position($fen));
            for (depth, &nodes) in (1..).zip(&[$($nodes),+]) {
                assert_eq!(perft(&start, depth), nodes, "perft({depth}) of {fen}");
            }
        })+
    };
}

/// One edit of `text` at `at` (up to one past its end), for the edited-FEN
/// properties: `character` in place of the one there (0), inserted before
/// it (1), or the one there removed (2); nothing otherwise, or past the end
/// but for an insertion.
pub fn edit_text(text: &mut Vec<char>, at: proptest::sample::Index, edit: u8, character: char) {
    let at = at.index(text.len() + 1);
    match edit {
        0 if at < text.len() => text[at] = character,
        1 => text.insert(at, character),
        2 if at < text.len() => {
            text.remove(at);
        }
        _ => {}
    }
}
