//! Accumulates independent errors so that one compile reports them all.

use std::fmt::Display;

use proc_macro2::Span;

/// A growing set of errors, combined with [`syn::Error::combine`].
#[derive(Default)]
pub struct Diagnostics {
    error: Option<syn::Error>,
}

impl Diagnostics {
    /// Records an error with `message` at `span`.
    pub fn error(&mut self, span: Span, message: impl Display) {
        let error = syn::Error::new(span, message);
        match &mut self.error {
            Some(existing) => existing.combine(error),
            None => self.error = Some(error),
        }
    }

    /// Every recorded error, `None` when there is none.
    pub fn into_error(self) -> Option<syn::Error> {
        self.error
    }
}
