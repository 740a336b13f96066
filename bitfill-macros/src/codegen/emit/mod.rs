//! Token emission, shared by every item: bitboard expressions rendered for
//! what holds the board ([`expr`]), small token builders (locals,
//! literals, doc attributes: [`tokens`]) and the sentences of the docs
//! that several items share ([`docs`]).

pub mod docs;
pub mod expr;
pub mod tokens;
