//! Parsers for the values inside a spec: integers, steps, boards and lists.

use proc_macro2::{Span, TokenStream};
use quote::{ToTokens, quote};
use std::fmt::Display;
use std::str::FromStr;
use syn::parse::ParseStream;
use syn::{Ident, LitInt, Token, bracketed, parenthesized};

use super::list::{bracketed_list, whole_group};

/// What a list of names or vectors is expected to look like.
const LIST: &str = "a list in brackets, as in `[a, b]`";

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

/// `<< SHIFT & MASK` or `>> SHIFT & MASK`, or the shift alone: a step given
/// as a shift of the integer and the wrap mask that goes with it.
#[derive(Clone, Copy)]
pub struct ShiftInput {
    /// `true` for `<<` (towards higher bits).
    pub left: bool,
    pub amount: Int<u32>,
    /// `None` when the shift is written without a mask.
    pub mask: Option<Int<u128>>,
}

/// A direction's entry: its step, and the region it is confined to, if
/// any (`(1, 1) in palace_points`).
#[derive(Clone)]
pub struct DirectionInput {
    pub step: StepInput,
    pub within: Option<Ident>,
}

impl DirectionInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        let step = StepInput::parse(input)?;
        let within = if input.peek(Token![in]) {
            input.parse::<Token![in]>()?;
            if !input.peek(Ident) {
                return Err(input
                    .error("expected a region name after `in`, as in `(1, 1) in palace_points`"));
            }
            Some(input.parse()?)
        } else {
            None
        };
        Ok(DirectionInput { step, within })
    }
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

/// An integer literal, without a sign: syn would read `-1` as one negative
/// literal.
fn literal(input: ParseStream, what: &str) -> syn::Result<LitInt> {
    if input.peek(Token![-]) {
        let minus: Token![-] = input.parse()?;
        let number: Option<LitInt> = input.parse().ok();
        return Err(syn::Error::new_spanned(
            quote!(#minus #number),
            format!("expected {what}: a number without a sign"),
        ));
    }
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

/// An optionally negative, unsuffixed integer: one `-` at most.
fn signed(input: ParseStream) -> syn::Result<Int<i64>> {
    let minus: Option<Token![-]> = input.parse()?;
    if let (Some(first), true) = (&minus, input.peek(Token![-])) {
        let second: Token![-] = input.parse()?;
        let number: Option<LitInt> = input.parse().ok();
        return Err(syn::Error::new_spanned(
            quote!(#first #second #number),
            "one `-` at most: a step component is a number such as `-1` or `1`",
        ));
    }
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
        if input.peek(Token![-]) {
            // `<< -9` means `>> 9`: say so.
            let minus: Token![-] = input.parse()?;
            let amount = input.parse::<LitInt>().ok();
            let (other, digits) = match (left, &amount) {
                (true, Some(amount)) => (">>", amount.to_string()),
                (false, Some(amount)) => ("<<", amount.to_string()),
                (true, None) => (">>", "N".to_owned()),
                (false, None) => ("<<", "N".to_owned()),
            };
            return Err(syn::Error::new_spanned(
                quote!(#minus #amount),
                format!(
                    "a shift amount has no sign: write `{other} {digits}` to shift the other way"
                ),
            ));
        }
        let amount = unsuffixed(input, "a shift amount")?;
        let mask = if input.peek(Token![&]) {
            input.parse::<Token![&]>()?;
            Some(unsuffixed(input, "a wrap mask literal")?)
        } else {
            None
        };
        Ok(StepInput::Shift(ShiftInput { left, amount, mask }))
    }
}

/// The error for a board given more than two dimensions, spanning the
/// `tokens` in excess.
fn third_dimension(tokens: impl ToTokens) -> syn::Error {
    syn::Error::new_spanned(tokens, "a board has two dimensions: `W x H`, as in `8 x 8`")
}

impl BoardInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        let width = literal(input, "the board's width, as in `8 x 8`")?;
        // `8x8` lexes as the literal `8` with suffix `x8`.
        if let Some(height) = width.suffix().strip_prefix('x') {
            let span = width.span();
            if height.contains('x') {
                return Err(third_dimension(&width));
            }
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
        let height = literal(input, "the board's height, as in `8 x 8`")?;
        let third = input.peek(Ident) && input.fork().parse::<Ident>().is_ok_and(|x| x == "x");
        if third || height.suffix().starts_with('x') {
            // Point at everything that follows the height, up to the comma.
            let mut excess = TokenStream::new();
            if !third {
                height.to_tokens(&mut excess);
            }
            while !input.is_empty() && !input.peek(Token![,]) {
                input
                    .parse::<proc_macro2::TokenTree>()?
                    .to_tokens(&mut excess);
            }
            return Err(third_dimension(excess));
        }
        let height = unsuffixed_from(&height)?;
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

/// `[a, b, c]`: names, where `kogge-stone` gets a suggestion.
pub fn name_list(input: ParseStream) -> syn::Result<Vec<Ident>> {
    bracketed_list(input, LIST, name)
}

/// A name; a hyphenated one (`kogge-stone`) is reported with its
/// underscored spelling.
fn name(input: ParseStream) -> syn::Result<Ident> {
    let first: Ident = input.parse()?;
    if !(input.peek(Token![-]) && input.peek2(Ident)) {
        return Ok(first);
    }
    let mut words = vec![first.to_string()];
    let mut written = first.to_token_stream();
    while input.peek(Token![-]) && input.peek2(Ident) {
        input.parse::<Token![-]>()?.to_tokens(&mut written);
        let word: Ident = input.parse()?;
        words.push(word.to_string());
        word.to_tokens(&mut written);
    }
    Err(syn::Error::new_spanned(
        written,
        format!(
            "write `{}`: names are Rust identifiers, their words joined by `_`",
            words.join("_")
        ),
    ))
}

/// What `bits` says holds the board.
pub enum BitsInput {
    /// `u16` to `u128`, by name (checked later).
    Integer(Ident),
    /// `[u64; N]`: the word count.
    Words(Int<u32>),
}

/// `bits`'s value: an integer's name, or `[u64; N]`.
pub fn bits(input: ParseStream) -> syn::Result<BitsInput> {
    if !input.peek(syn::token::Bracket) {
        return type_name(input).map(BitsInput::Integer);
    }
    let content;
    bracketed!(content in input);
    whole_group(&content, "`[u64; N]`", |content| {
        let element: Ident = content.parse()?;
        if element != "u64" {
            return Err(syn::Error::new(
                element.span(),
                format!(
                    "boards of several words hold `u64` words, not `{element}`: write `[u64; N]`"
                ),
            ));
        }
        content.parse::<Token![;]>()?;
        Ok(BitsInput::Words(unsuffixed(
            content,
            "the number of words, as in `[u64; 4]`",
        )?))
    })
}

/// An integer type's name, as `bits` takes it: `u64`, not a path to it.
fn type_name(input: ParseStream) -> syn::Result<Ident> {
    let leading = input.parse::<Option<Token![::]>>()?;
    if !input.peek(Ident) {
        return Err(input.error("expected an integer type: u16, u32, u64 or u128"));
    }
    let first: Ident = input.parse()?;
    if leading.is_none() && !input.peek(Token![::]) {
        return Ok(first);
    }
    let mut path = quote!(#leading #first);
    let mut last = first;
    while input.peek(Token![::]) {
        input.parse::<Token![::]>()?.to_tokens(&mut path);
        last = input.parse()?;
        last.to_tokens(&mut path);
    }
    Err(syn::Error::new_spanned(
        path,
        format!(
            "write the type's name alone, `bits: {last}`: a spec names an integer type, not a path to it"
        ),
    ))
}

/// `[(1, 2), (2, 1)]`.
pub fn vector_list(input: ParseStream) -> syn::Result<Vec<VectorInput>> {
    bracketed_list(input, LIST, VectorInput::parse)
}
