//! What the chess, xiangqi and janggi test files share.

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
