//! The spec's fields, described once: each field's name, the type its
//! value parses to, its parser, and whether it is required (with the help a
//! missing one gets). The table below is the only list of fields: the
//! parser's dispatch, the "expected one of" message, the required-field
//! check and the docs' test (`spec.md` lists them in this order) all read it,
//! as serde's `Attr<T>` slots do for its attributes.

use syn::ext::IdentExt;
use syn::parse::ParseStream;
use syn::{Ident, LitStr};

use super::fairy::{self, HopperInput, LameOffsetInput, RegionPart};
use super::list::{self, Docs, Named};
use super::values::{self, BitsInput, BoardInput, DirectionInput, VectorInput};
use crate::diagnostics::Diagnostics;

/// A field's presence: required, with the help its absence gets, or
/// optional.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Presence {
    Required(&'static str),
    Optional,
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct FieldSpec {
    pub name: &'static str,
    pub presence: Presence,
}

macro_rules! fields {
    ($(
        $(#[$doc:meta])*
        $name:ident: $ty:ty = $parse:expr, $presence:expr;
    )*) => {
        /// The fields of a spec as far as they parsed: each the value of its
        /// first entry, `None` when it is absent or did not parse.
        #[derive(Default)]
        pub struct Fields {
            /// Every field name written (known names only), in order, even
            /// where its value did not parse: repeated ones are the checks'
            /// to report.
            pub keys: Vec<Ident>,
            /// The fields unknown keys were taken for ("did you mean"): a
            /// required one among them is not reported missing as well.
            pub misspelled: Vec<&'static str>,
            $( $(#[$doc])* pub $name: Option<$ty>, )*
        }

        /// Every field, in the order of the docs.
        pub const FIELDS: &[FieldSpec] = &[
            $( FieldSpec { name: stringify!($name), presence: $presence }, )*
        ];

        impl Fields {
            /// Parses the value of the field `key`, keeping it unless the
            /// field was given already.
            fn value(
                &mut self,
                key: &Ident,
                input: ParseStream,
                errors: &mut Diagnostics,
            ) -> syn::Result<()> {
                let given = self.given(key);
                match plain_name(key).as_str() {
                    $( stringify!($name) => {
                        let parse: fn(ParseStream, &mut Diagnostics) -> syn::Result<$ty> = $parse;
                        let value = parse(input, errors)?;
                        if !given {
                            self.$name = Some(value);
                        }
                    } )*
                    _ => {
                        let (error, close) = unknown_field(key);
                        self.misspelled.extend(close);
                        return Err(error);
                    }
                }
                Ok(())
            }
        }
    };
}

fields! {
    bits: BitsInput = |input, _| values::bits(input),
        Presence::Required("the integer that holds the board: `bits: u64` (or u16, u32, u128)");
    board: BoardInput = |input, _| BoardInput::parse(input),
        Presence::Required("the geometry: `board: 8 x 8` (width x height)");
    strategies: Vec<Ident> = |input, _| values::name_list(input),
        Presence::Required("the unrolling strategies to generate: `strategies: [kogge_stone, dumb7]`");
    directions: Vec<Named<DirectionInput>> = |input, errors| map(input, errors, "a direction name", DirectionInput::parse),
        Presence::Optional;
    groups: Vec<Named<Vec<Ident>>> = |input, errors| map(input, errors, "a group name", values::name_list),
        Presence::Optional;
    group_shape: Ident = |input, _| group_shape(input),
        Presence::Optional;
    leapers: Vec<Named<Vec<VectorInput>>> = |input, errors| map(input, errors, "a leaper name", values::vector_list),
        Presence::Optional;
    lame_leapers: Vec<Named<Vec<LameOffsetInput>>> = |input, errors| map(input, errors, "a lame leaper name", fairy::lame_offsets),
        Presence::Optional;
    hoppers: Vec<Named<HopperInput>> = |input, errors| map(input, errors, "a hopper name", HopperInput::parse),
        Presence::Optional;
    sides: Vec<Ident> = |input, _| values::name_list(input),
        Presence::Optional;
    pieces: Vec<Named<LitStr>> = |input, errors| map(input, errors, "a piece name", fairy::betza),
        Presence::Optional;
    regions: Vec<Named<Vec<RegionPart>>> = |input, errors| map(input, errors, "a region name", fairy::region_parts),
        Presence::Optional;
    pair_tables: Vec<Ident> = |input, _| values::name_list(input),
        Presence::Optional;
    lookups: Vec<Ident> = |input, _| values::name_list(input),
        Presence::Optional;
}

/// A key as its name, raw or not: `r#bits` is `bits`.
fn plain_name(key: &Ident) -> String {
    key.unraw().to_string()
}

impl Fields {
    /// Parses the spec's body, `field: value, ...`, recovering at commas.
    pub fn parse(body: ParseStream, errors: &mut Diagnostics) -> Fields {
        let mut fields = Fields::default();
        list::recover(body, errors, |input, errors| {
            let entry = list::named(
                input,
                errors,
                "a field name",
                Docs::Refused,
                |key, input, errors| fields.value(key, input, errors),
            )?;
            if FIELDS
                .iter()
                .any(|field| field.name == plain_name(&entry.name))
            {
                fields.keys.push(entry.name);
            }
            Ok(())
        });
        fields
    }

    /// Whether the field `key` names was given by an earlier entry.
    fn given(&self, key: &Ident) -> bool {
        let name = plain_name(key);
        self.keys.iter().any(|seen| plain_name(seen) == name)
    }

    /// The key of the field called `name` as first written, if it is there
    /// at all (even if its value did not parse).
    pub fn key(&self, name: &str) -> Option<&Ident> {
        self.keys.iter().find(|key| plain_name(key) == name)
    }
}

/// The error for a key no field has, and the field it is likely a typo of.
fn unknown_field(key: &Ident) -> (syn::Error, Option<&'static str>) {
    let name = plain_name(key);
    let close = bitfill_types::spelling::suggestion(&name, FIELDS.iter().map(|field| field.name));
    let hint = close
        .map(|close| format!(" (did you mean `{close}`?)"))
        .unwrap_or_default();
    let names: Vec<String> = FIELDS
        .iter()
        .map(|field| format!("`{}`", field.name))
        .collect();
    let error = syn::Error::new(
        key.span(),
        format!(
            "unknown field `{name}`{hint}: expected one of {}",
            names.join(", ")
        ),
    );
    (error, close)
}

fn group_shape(input: ParseStream) -> syn::Result<Ident> {
    if input.peek(Ident) {
        input.parse()
    } else {
        Err(input.error("expected a group shape: auto, split or fused"))
    }
}

/// `{ name: value, ... }`, recovering from errors in each entry.
fn map<T>(
    input: ParseStream,
    errors: &mut Diagnostics,
    what: &str,
    value: fn(ParseStream) -> syn::Result<T>,
) -> syn::Result<Vec<Named<T>>> {
    if !input.peek(syn::token::Brace) {
        return Err(input.error("expected `{ ... }` holding entries of the form `name: value`"));
    }
    let content;
    let braces = syn::braced!(content in input);
    if content.is_empty() {
        return Err(syn::Error::new(
            braces.span.join(),
            format!("expected at least one entry: {what} and its value"),
        ));
    }
    Ok(list::recover(&content, errors, |input, errors| {
        list::named(input, errors, what, Docs::Allowed, |_, input, _| {
            value(input)
        })
    }))
}
