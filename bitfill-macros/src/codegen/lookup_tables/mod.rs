//! What the lookup modules are built from, at expansion time: the plan of
//! their tables ([`plan`]: which directions share one), the tables and
//! their names ([`tables`]) and the search for magic numbers
//! ([`magic_search`]).

pub mod magic_search;
pub mod plan;
pub mod tables;
