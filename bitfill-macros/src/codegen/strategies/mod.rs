//! The strategies, one file each, listed in [`SET_WISE`] (the spec's
//! `strategies`) or [`LOOKUPS`] (its `lookups`). Nothing outside a
//! strategy's own file matches on a strategy: the model checks the spec's
//! lists against [`keywords`] and [`known_lookups`] and keeps indices into
//! these lists, and codegen asks the [`Strategy`] for its code (see
//! [`strategy`]). Adding one is a file here and its entry in a list.

mod dumb7;
mod hyperbola;
mod kogge_stone;
mod magic;
mod pext;
pub mod strategy;

use crate::model::{ChosenStrategy, KnownLookup};
use strategy::{Strategy, StrategyCode};

/// The set-wise strategies, in the order of the docs.
pub const SET_WISE: [&Strategy; 2] = [&kogge_stone::KOGGE_STONE, &dumb7::DUMB7];

/// The per-square lookups, in the order of the docs.
pub const LOOKUPS: [&Strategy; 3] = [&magic::MAGIC, &pext::PEXT, &hyperbola::HYPERBOLA];

/// The keywords of [`SET_WISE`], by index: what a spec's `strategies` may
/// list.
pub fn keywords() -> Vec<&'static str> {
    SET_WISE.iter().map(|strategy| strategy.keyword).collect()
}

/// The lookups of [`LOOKUPS`], by index, as the checks of `lookups` need
/// them.
pub fn known_lookups() -> Vec<KnownLookup> {
    LOOKUPS
        .iter()
        .map(|strategy| KnownLookup {
            keyword: strategy.keyword,
            on_words: matches!(&strategy.code, StrategyCode::Lookup(lookup) if lookup.on_words),
        })
        .collect()
}

/// The spec's set-wise strategies, with their identifiers.
pub fn set_wise(
    chosen: &[ChosenStrategy],
) -> impl Iterator<Item = (&'static Strategy, &syn::Ident)> {
    chosen
        .iter()
        .map(|choice| (SET_WISE[choice.index], &choice.ident))
}

/// The spec's lookups, with their identifiers.
pub fn lookups(
    chosen: &[ChosenStrategy],
) -> impl Iterator<Item = (&'static Strategy, &syn::Ident)> {
    chosen
        .iter()
        .map(|choice| (LOOKUPS[choice.index], &choice.ident))
}
