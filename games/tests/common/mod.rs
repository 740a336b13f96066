//! What the chess, xiangqi and janggi test files share.

/// Published perft counts as tests, each comparing perft at depths 1, 2,
/// ... with the counts given. `per strategy:` first makes one test per
/// position and strategy (in modules `kogge_stone` and `dumb7`), for games
/// whose generator is generic over `Sliders`; without it, one test per
/// position. Expands where `position(fen)` and `perft` (and `Sliders`,
/// `KoggeStone` and `Dumb7`) are the game's.
macro_rules! perft_counts {
    (per strategy: $($(#[$attribute:meta])* $name:ident: $fen:expr => [$($nodes:expr),+ $(,)?];)+) => {
        /// Perft at depths 1, 2, ... against `expected`.
        fn assert_counts<S: Sliders>(fen: &str, expected: &[u64]) {
            let start = position(fen);
            for (depth, &nodes) in (1..).zip(expected) {
                assert_eq!(
                    perft::<S>(&start, depth),
                    nodes,
                    "{}: perft({depth}) of {fen}",
                    S::NAME
                );
            }
        }

        mod kogge_stone {
            use super::*;
            $($(#[$attribute])* #[test] fn $name() {
                assert_counts::<KoggeStone>($fen, &[$($nodes),+]);
            })+
        }

        mod dumb7 {
            use super::*;
            $($(#[$attribute])* #[test] fn $name() {
                assert_counts::<Dumb7>($fen, &[$($nodes),+]);
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
