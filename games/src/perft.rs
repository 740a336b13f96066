//! Perft and divide, once for every [`Game`].

use crate::Game;

/// The number of leaf nodes of the legal-move tree of `position`, `depth`
/// plies deep (1 at depth 0): the community's standard test of a move
/// generator, compared with published counts and with other engines'.
///
/// Each game walks the tree in its fastest way ([`Game::perft`]): the
/// chess generator specialised at compile time on each node's status and
/// counting the last ply but one by difference; the variants of the chess
/// family counting it by difference too, where their pieces leap or ride
/// along lines; xiangqi and janggi counting the last ply without listing
/// it.
#[must_use]
pub fn perft<G: Game>(position: &G, depth: u32) -> u64 {
    position.perft(depth)
}

/// [`perft`] split by first move: each legal move with the leaf count below
/// it (`depth - 1` plies after it), sorted by its UCI spelling, so that the
/// list can be compared line by line with another engine's (Fairy-Stockfish's
/// `go perft` prints the same split). Empty at depth 0.
#[must_use]
pub fn divide<G: Game>(position: &G, depth: u32) -> Vec<(G::Move, u64)> {
    let Some(below) = depth.checked_sub(1) else {
        return Vec::new();
    };
    split_by_move(
        position.legal_moves(),
        |&legal_move| position.uci(legal_move),
        |&legal_move| perft(&position.play(legal_move), below),
    )
}

/// Each move with its count, sorted by the move's spelling (`spell`): the
/// split of every `divide`.
pub(crate) fn split_by_move<M>(
    moves: Vec<M>,
    spell: impl Fn(&M) -> String,
    mut count: impl FnMut(&M) -> u64,
) -> Vec<(M, u64)> {
    let mut split: Vec<(M, u64)> = moves
        .into_iter()
        .map(|legal_move| {
            let nodes = count(&legal_move);
            (legal_move, nodes)
        })
        .collect();
    split.sort_by_cached_key(|(legal_move, _)| spell(legal_move));
    split
}
