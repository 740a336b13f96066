//! What the lookup modules are built from, at expansion time: the plan of
//! their tables ([`plan`]: which directions share one), the tables and
//! their names ([`tables`]), the search for magic numbers
//! ([`magic_search`]) and the magics of the 8 x 8 rook and bishop, known
//! rather than searched ([`known_magics`]).

pub mod known_magics;
pub mod magic_search;
pub mod plan;
pub mod tables;
