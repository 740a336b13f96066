//! Parsers for the values inside a spec: integers, steps, boards and lists.

use proc_macro2::Span;
use std::fmt::Display;
use std::str::FromStr;
use syn::parse::ParseStream;
use syn::punctuated::Punctuated;
use syn::{Ident, LitInt, Token, bracketed, parenthesized};

use super::list::whole_group;

/// An integer literal's value and span.
#[derive(Clone, Copy)]
pub struct Int<T> {
    pub value: T,
    pub span: Span,
}

/// `(file, rank)`: a step on the board, as in `(1, -2)`.
#[derive(Clone, Copy)]
pub struct VectorInput {
    pub file: Int<i64>,
    pub rank: Int<i64>,
    /// The whole parenthesised vector.
    pub span: Span,
}

/// `<< SHIFT & MASK` or `>> SHIFT & MASK`: a step given as a shift of the
/// integer and the wrap mask that goes with it.
#[derive(Clone, Copy)]
pub struct ShiftInput {
    /// `true` for `<<` (towards higher bits).
    pub left: bool,
    pub amount: Int<u32>,
    pub mask: Int<u128>,
}

/// How a direction's one-step move is given.
#[derive(Clone, Copy)]
pub enum StepInput {
    Vector(VectorInput),
    Shift(ShiftInput),
}

/// `W x H` (or `WxH`).
#[derive(Clone, Copy)]
pub struct BoardInput {
    pub width: Int<u32>,
    pub height: Int<u32>,
}

fn literal(input: ParseStream, what: &str) -> syn::Result<LitInt> {
    if input.peek(LitInt) {
        input.parse()
    } else {
        Err(input.error(format!("expected {what}")))
    }
}

fn value<T>(literal: &LitInt, digits: &str) -> syn::Result<T>
where
    T: FromStr,
    T::Err: Display,
{
    digits
        .replace('_', "")
        .parse()
        .map_err(|error| syn::Error::new(literal.span(), format!("`{literal}`: {error}")))
}

/// An unsuffixed integer literal: every type in a spec comes from `bits`.
fn unsuffixed<T>(input: ParseStream, what: &str) -> syn::Result<Int<T>>
where
    T: FromStr,
    T::Err: Display,
{
    unsuffixed_from(&literal(input, what)?)
}

/// An optionally negative, unsuffixed integer.
fn signed(input: ParseStream) -> syn::Result<Int<i64>> {
    let minus: Option<Token![-]> = input.parse()?;
    let magnitude = unsuffixed::<i64>(input, "an integer")?;
    Ok(Int {
        value: if minus.is_some() {
            -magnitude.value
        } else {
            magnitude.value
        },
        span: magnitude.span,
    })
}

impl VectorInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        let content;
        let parens = parenthesized!(content in input);
        let span = parens.span.join();
        whole_group(
            &content,
            "a vector `(file, rank)` with two components",
            |content| {
                let file = signed(content)?;
                content.parse::<Token![,]>()?;
                let rank = signed(content)?;
                let _: Option<Token![,]> = content.parse()?;
                Ok(VectorInput { file, rank, span })
            },
        )
    }
}

impl StepInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(syn::token::Paren) {
            return VectorInput::parse(input).map(StepInput::Vector);
        }
        let left = if input.peek(Token![<<]) {
            input.parse::<Token![<<]>()?;
            true
        } else if input.peek(Token![>>]) {
            input.parse::<Token![>>]>()?;
            false
        } else {
            return Err(input.error(
                "expected a (file, rank) step such as `(0, 1)`, or a shift and wrap mask such as `<< 1 & 0xfefe_fefe_fefe_fefe`",
            ));
        };
        let amount = unsuffixed(input, "a shift amount")?;
        if !input.peek(Token![&]) {
            return Err(input.error(
                "expected `& MASK` after the shift: the explicit form is `<< SHIFT & MASK`",
            ));
        }
        input.parse::<Token![&]>()?;
        let mask = unsuffixed(input, "a wrap mask literal")?;
        Ok(StepInput::Shift(ShiftInput { left, amount, mask }))
    }
}

impl BoardInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = literal(input, "the board's width, as in `8 x 8`")?;
        // `8x8` lexes as the literal `8` with suffix `x8`.
        if let Some(height) = width.suffix().strip_prefix('x') {
            let span = width.span();
            return Ok(BoardInput {
                width: Int {
                    value: value(&width, width.base10_digits())?,
                    span,
                },
                height: Int {
                    value: value(&width, height)?,
                    span,
                },
            });
        }
        let width = unsuffixed_from(&width)?;
        match input.parse::<Ident>() {
            Ok(x) if x == "x" => {}
            _ => {
                return Err(syn::Error::new(
                    width.span,
                    "expected `W x H` after `board:`, as in `8 x 8`",
                ));
            }
        }
        let height = unsuffixed(input, "the board's height, as in `8 x 8`")?;
        Ok(BoardInput { width, height })
    }
}

fn unsuffixed_from<T>(literal: &LitInt) -> syn::Result<Int<T>>
where
    T: FromStr,
    T::Err: Display,
{
    if !literal.suffix().is_empty() {
        return Err(syn::Error::new(
            literal.span(),
            format!(
                "remove the suffix `{}`: integers in a spec are unsuffixed, their type comes from `bits`",
                literal.suffix()
            ),
        ));
    }
    Ok(Int {
        value: value(literal, literal.base10_digits())?,
        span: literal.span(),
    })
}

/// `[a, b, c]`.
pub fn ident_list(input: ParseStream) -> syn::Result<Vec<Ident>> {
    list(input, |input| input.parse())
}

/// `[(1, 2), (2, 1)]`.
pub fn vector_list(input: ParseStream) -> syn::Result<Vec<VectorInput>> {
    list(input, VectorInput::parse)
}

fn list<T>(input: ParseStream, item: fn(ParseStream) -> syn::Result<T>) -> syn::Result<Vec<T>> {
    if !input.peek(syn::token::Bracket) {
        return Err(input.error("expected a list in brackets, as in `[a, b]`"));
    }
    let content;
    bracketed!(content in input);
    whole_group(&content, "a comma-separated list", |content| {
        Ok(
            Punctuated::<T, Token![,]>::parse_terminated_with(content, item)?
                .into_iter()
                .collect(),
        )
    })
}
