//! The syntax of the fairy pieces and regions: hoppers
//! (`{ over: rook, moves: slide, captures: hop }`), lame leapers
//! (`[(1, 2), (2, 3) via [(0, 1), (1, 2)]]`), regions
//! (`[(3, 0)..=(5, 2), other_region]`) and pieces in Betza notation
//! (`"mRcpR"`, read in the model).

use syn::parse::ParseStream;
use syn::punctuated::Punctuated;
use syn::{Ident, LitStr, Token, braced, bracketed};

use super::list::{bracketed_list, whole_group};
use super::values::{VectorInput, name_list};

/// `{ over: MEMBERS, moves: MODE, captures: MODE }`, the keys in any order.
pub struct HopperInput {
    /// The directions and groups the hopper moves along; one name or a list.
    pub over: Vec<Ident>,
    pub moves: Ident,
    pub captures: Ident,
    /// `except: argument`: pieces it may neither hop over nor capture,
    /// passed to its functions.
    pub except: Option<Ident>,
}

/// One offset of a lame leaper, with the squares that block it when the
/// spec gives them (`via [...]`); otherwise a default path is derived.
pub struct LameOffsetInput {
    pub offset: VectorInput,
    pub via: Option<Vec<VectorInput>>,
}

/// A part of a region: a rectangle given by two opposite corners
/// (`(3, 0)..=(5, 2)`), one square (`(4, 1)`), or another region by name.
pub enum RegionPart {
    Rectangle(VectorInput, VectorInput),
    Square(VectorInput),
    Region(Ident),
}

const HOPPER_KEYS: &str = "`over`, `moves` and `captures` (and optionally `except`)";

impl HopperInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        if !input.peek(syn::token::Brace) {
            return Err(
                input.error("expected a hopper: `{ over: rook, moves: slide, captures: hop }`")
            );
        }
        let content;
        let braces = braced!(content in input);
        let span = braces.span.join();
        whole_group(
            &content,
            "the hopper's `over`, `moves` and `captures`",
            |content| {
                let (mut over, mut moves, mut captures, mut except) = (None, None, None, None);
                while !content.is_empty() {
                    let key: Ident = content.parse()?;
                    content.parse::<Token![:]>()?;
                    let slot = match key.to_string().as_str() {
                        "over" => {
                            let members = if content.peek(syn::token::Bracket) {
                                name_list(content)?
                            } else {
                                vec![content.parse()?]
                            };
                            if over.replace(members).is_some() {
                                return Err(duplicate(&key));
                            }
                            None
                        }
                        "moves" => Some(&mut moves),
                        "captures" => Some(&mut captures),
                        "except" => Some(&mut except),
                        _ => {
                            return Err(syn::Error::new(
                                key.span(),
                                format!("unknown hopper key `{key}`: expected {HOPPER_KEYS}"),
                            ));
                        }
                    };
                    if let Some(slot) = slot {
                        let mode: Ident = content.parse()?;
                        if slot.replace(mode).is_some() {
                            return Err(duplicate(&key));
                        }
                    }
                    if !content.is_empty() {
                        content.parse::<Token![,]>()?;
                    }
                }
                match (over, moves, captures) {
                    (Some(over), Some(moves), Some(captures)) => Ok(HopperInput {
                        over,
                        moves,
                        captures,
                        except,
                    }),
                    _ => Err(syn::Error::new(
                        span,
                        "a hopper needs `over`, `moves` and `captures`: `{ over: rook, moves: slide, captures: hop }`",
                    )),
                }
            },
        )
    }
}

fn duplicate(key: &Ident) -> syn::Error {
    syn::Error::new(key.span(), format!("`{key}` is given twice"))
}

impl LameOffsetInput {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        let offset = VectorInput::parse(input)?;
        let via =
            if input.peek(Ident) && input.fork().parse::<Ident>().is_ok_and(|via| via == "via") {
                input.parse::<Ident>()?;
                if !input.peek(syn::token::Bracket) {
                    return Err(input.error(
                        "expected the blocking squares after `via`, as in `via [(0, 1), (1, 2)]`",
                    ));
                }
                let content;
                bracketed!(content in input);
                Some(whole_group(
                    &content,
                    "a list of (file, rank) squares",
                    |content| {
                        Ok(Punctuated::<VectorInput, Token![,]>::parse_terminated_with(
                            content,
                            VectorInput::parse,
                        )?
                        .into_iter()
                        .collect())
                    },
                )?)
            } else {
                None
            };
        Ok(LameOffsetInput { offset, via })
    }
}

/// `[offset, offset via [...], ...]`.
pub fn lame_offsets(input: ParseStream) -> syn::Result<Vec<LameOffsetInput>> {
    bracketed_list(
        input,
        "a list of offsets, as in `[(1, 2), (2, 1)]`",
        LameOffsetInput::parse,
    )
}

impl RegionPart {
    pub fn parse(input: ParseStream) -> syn::Result<Self> {
        if input.peek(Ident) {
            return Ok(RegionPart::Region(input.parse()?));
        }
        if !input.peek(syn::token::Paren) {
            return Err(input.error(
                "expected a square `(file, rank)`, a rectangle `(file, rank)..=(file, rank)` or a region's name",
            ));
        }
        let first = VectorInput::parse(input)?;
        if input.peek(Token![..=]) {
            input.parse::<Token![..=]>()?;
            return Ok(RegionPart::Rectangle(first, VectorInput::parse(input)?));
        }
        if input.peek(Token![..]) {
            return Err(input.error(
                "write `..=`: a rectangle holds both of its corners, as in `(3, 0)..=(5, 2)`",
            ));
        }
        Ok(RegionPart::Square(first))
    }
}

/// `[part, part, ...]`.
pub fn region_parts(input: ParseStream) -> syn::Result<Vec<RegionPart>> {
    bracketed_list(
        input,
        "a list of squares, rectangles and regions, as in `[(3, 0)..=(5, 2)]`",
        RegionPart::parse,
    )
}

/// A piece in Betza notation: a string literal, read by the model.
pub fn betza(input: ParseStream) -> syn::Result<LitStr> {
    if input.peek(LitStr) {
        input.parse()
    } else {
        Err(input.error(
            "expected a piece in Betza notation, as a string: `\"BN\"` (bishop and knight), `\"mfWcfF\"` (a pawn)",
        ))
    }
}
