//! The naive Betza reference: a piece written in Betza's funny notation and
//! its moves found by walking the board square by square.
//!
//! Deliberately slow and obvious, like [`crate::reference`]: every fast
//! path that turns Betza into bitboard code is tested against
//! [`Piece::moves`], and [`Piece::moves`] is tested move for move against
//! Fairy-Stockfish (pyffish) by `scripts/betza-check.sh`.
//!
//! The notation is read by the workspace's one Betza reader,
//! `bitfill_types::betza` (re-exported below), the macro's too, whose docs
//! say what Fairy-Stockfish reads and what is refused. What
//! this module adds is the walk: how each component moves, square by
//! square.
//!
//! # Sides
//!
//! Components are written from White's side: forward is north (rank + 1),
//! right is east. Black's pieces use every step turned half a turn (file
//! and rank negated), as Fairy-Stockfish does: forward is south and right
//! is west.

pub use bitfill_types::betza::{BetzaError, Component, Kind, Modality, directions, lame_path};

use crate::reference::{Geometry, Set, Step};

/// A piece parsed from Betza notation: the union of its components.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    pub betza: String,
    pub components: Vec<Component>,
}

impl Piece {
    /// Parses `betza` as Fairy-Stockfish's `from_betza` does, refusing what
    /// it ignores or cannot move (see `bitfill_types::betza`).
    pub fn parse(betza: &str) -> Result<Piece, BetzaError> {
        Ok(Piece {
            betza: betza.to_string(),
            components: bitfill_types::betza::parse(betza)?,
        })
    }

    /// The quiet-move targets (empty squares) and the capture targets
    /// (occupied squares, of either colour: the caller keeps the enemy's)
    /// of this piece on `from`, White's or Black's, among `occupied`:
    /// each component walked square by square.
    pub fn moves(&self, geometry: Geometry, from: u32, white: bool, occupied: Set) -> (Set, Set) {
        let (mut quiet, mut captures) = (Set::EMPTY, Set::EMPTY);
        let side = |(file, rank): Step| if white { (file, rank) } else { (-file, -rank) };
        for component in &self.components {
            let step = side(component.step);
            let mut add = |target: u32| {
                if occupied.contains(target) {
                    if component.modality.captures() {
                        captures |= Set::bit(target);
                    }
                } else if component.modality.moves() {
                    quiet |= Set::bit(target);
                }
            };
            match &component.kind {
                Kind::Leap => {
                    if let Some(target) = geometry.neighbour(from, step) {
                        add(target);
                    }
                }
                Kind::Lame { path } => {
                    let open = path.iter().all(|&blocking| {
                        geometry
                            .neighbour(from, side(blocking))
                            .is_some_and(|square| !occupied.contains(square))
                    });
                    if let (true, Some(target)) = (open, geometry.neighbour(from, step)) {
                        add(target);
                    }
                }
                Kind::Ride { range } => {
                    for (count, target) in geometry.walk(from, step).enumerate() {
                        if range.is_some_and(|range| count as u32 >= range) {
                            break;
                        }
                        add(target);
                        if occupied.contains(target) {
                            break;
                        }
                    }
                }
                Kind::Hop { range } => {
                    let mut hurdle = false;
                    for (count, target) in geometry.walk(from, step).enumerate() {
                        if range.is_some_and(|range| count as u32 >= range) {
                            break;
                        }
                        if hurdle {
                            add(target);
                            if occupied.contains(target) {
                                break;
                            }
                        } else if occupied.contains(target) {
                            hurdle = true;
                        }
                    }
                }
                Kind::Grasshop => {
                    let mut walk = geometry.walk(from, step);
                    if walk.any(|target| occupied.contains(target))
                        && let Some(target) = walk.next()
                    {
                        add(target);
                    }
                }
            }
        }
        (quiet, captures)
    }
}

/// Parses a hex set of squares as [`Set`]'s `{:x}` prints it (`0x` and `_`
/// allowed): the last 16 digits are squares 0..64, and so on.
pub fn parse_hex_set(text: &str) -> Result<Set, String> {
    let digits: Vec<char> = text
        .trim_start_matches("0x")
        .chars()
        .filter(|&c| c != '_')
        .collect();
    if digits.is_empty() || digits.len() > 16 * crate::set::WORDS {
        return Err(format!("bad hex set `{text}`"));
    }
    let mut words = [0u64; crate::set::WORDS];
    for (word, chunk) in digits.rchunks(16).enumerate() {
        let chunk: String = chunk.iter().collect();
        words[word] =
            u64::from_str_radix(&chunk, 16).map_err(|_| format!("bad hex set `{text}`"))?;
    }
    Ok(Set::from_words(words))
}
