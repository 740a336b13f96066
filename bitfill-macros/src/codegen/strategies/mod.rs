//! The strategies, one file each, listed in [`ALL`]. Nothing outside a
//! strategy's own file matches on a strategy: the model checks the spec's
//! list against [`keywords`] and keeps indices into [`ALL`], and codegen
//! asks the [`Strategy`] for its code (see [`seam`](super::seam)). Adding
//! one is a file here and its entry in [`ALL`].

mod dumb7;
mod kogge_stone;

use super::seam::Strategy;

/// Every strategy, in the order of the docs.
pub const ALL: [&Strategy; 2] = [&kogge_stone::KOGGE_STONE, &dumb7::DUMB7];

/// The keywords of [`ALL`], by index: what a spec may list.
pub fn keywords() -> Vec<&'static str> {
    ALL.iter().map(|strategy| strategy.keyword).collect()
}
