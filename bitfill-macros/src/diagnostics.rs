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

    pub fn is_empty(&self) -> bool {
        self.error.is_none()
    }

    /// Every recorded error. Called with nothing recorded, it reports an
    /// internal error at `span` rather than panic.
    pub fn into_error(self, span: Span) -> syn::Error {
        self.error.unwrap_or_else(|| {
            syn::Error::new(
                span,
                "bitfill internal error: the spec did not check but no mistake was reported; please file an issue",
            )
        })
    }
}
