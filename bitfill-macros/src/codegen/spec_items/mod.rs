//! The items of the spec module itself, one file per concept: the `Bits`
//! type of a board of words ([`bits_type`]), the geometry constants, the
//! `Board` type and each direction's one-step items ([`board`]), the
//! `Direction` and `Group` enums, `squares`, the square-pair functions
//! and tables ([`pairs`]), the leapers' and lame leapers' set-wise
//! functions and tables, the regions, the `Side` enum ([`sides`]) and the
//! `Piece` enum of the Betza pieces ([`pieces`]), the `Sliders` and `Lookup` traits
//! ([`traits`]) and the spec's warnings.

pub mod bits_type;
pub mod board;
pub mod direction_enum;
pub mod group_enum;
pub mod lame_leapers;
pub mod leapers;
pub mod pairs;
pub mod piece_tables;
pub mod pieces;
pub mod regions;
pub mod sides;
pub mod squares;
pub mod traits;
pub mod warnings;
