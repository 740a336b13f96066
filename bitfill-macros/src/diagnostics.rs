//! Accumulates independent errors so one compile reports them all.

use proc_macro2::Span;
use std::fmt::Display;

/// A growing set of errors, combined with [`syn::Error::combine`].
#[derive(Clone, Default)]
pub struct Diagnostics {
    error: Option<syn::Error>,
}

impl Diagnostics {
    /// Records an error.
    pub fn push(&mut self, error: syn::Error) {
        match &mut self.error {
            Some(existing) => existing.combine(error),
            None => self.error = Some(error),
        }
    }

    /// Records an error with `message` at `span`.
    pub fn error(&mut self, span: Span, message: impl Display) {
        self.push(syn::Error::new(span, message));
    }

    /// Every recorded error, `None` when there is none.
    pub fn into_error(self) -> Option<syn::Error> {
        self.error
    }
}
