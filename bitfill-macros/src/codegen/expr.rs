//! Bitboard expressions of generated code, written once and rendered for
//! what holds the board: an integer, with Rust's operators
//! (`(sliders << 1) & 0xfefe_fefe_fefe_fefe`), or several words behind the
//! generated `Bits` type, with its `const fn`s (`shl_1(sliders).and(...)`),
//! every shift a function of its own whose words the macro spells out.

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::rc::Rc;

use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, format_ident, quote};
use syn::Ident;

use super::tokens::{hex_digits_literal, hex_literal};
use crate::model::{Bits, Set, Shift};

/// A bitboard expression.
#[derive(Clone)]
pub enum Expr {
    /// A value needing no parentheses: a local, a parameter, a call, a path.
    Atom(TokenStream),
    /// A constant set, folded to a literal.
    Mask(Set),
    /// Shifted by a constant: positive left (towards higher squares).
    Shift(Box<Expr>, i32),
    And(Box<Expr>, Box<Expr>),
    Or(Vec<Expr>),
    Xor(Box<Expr>, Box<Expr>),
    Not(Box<Expr>),
    /// The one square at a `usize` index.
    Square(TokenStream),
}

impl Expr {
    pub fn atom(tokens: impl ToTokens) -> Expr {
        Expr::Atom(tokens.into_token_stream())
    }

    pub fn shift(self, amount: i32) -> Expr {
        Expr::Shift(Box::new(self), amount)
    }

    pub fn and(self, other: Expr) -> Expr {
        Expr::And(Box::new(self), Box::new(other))
    }

    pub fn xor(self, other: Expr) -> Expr {
        Expr::Xor(Box::new(self), Box::new(other))
    }

    pub fn not(self) -> Expr {
        Expr::Not(Box::new(self))
    }

    /// The union of `terms` (at least one).
    pub fn or(terms: Vec<Expr>) -> Expr {
        Expr::Or(terms)
    }
}

/// One step of `value`: the shift, then its applied mask if it needs one.
pub fn step(value: Expr, shift: &Shift) -> Expr {
    let moved = value.shift(shift.amount);
    match shift.applied_mask {
        None => moved,
        Some(applied_mask) => moved.and(Expr::Mask(applied_mask)),
    }
}

/// What holds the board, the shifts the words form has used (shared by
/// every module of a spec), and the path from the module rendering to the
/// spec module, where `Bits` and the shift functions are.
pub struct Repr {
    pub bits: Bits,
    shifts: Rc<RefCell<BTreeSet<i32>>>,
    prefix: TokenStream,
}

impl Repr {
    pub fn new(bits: Bits) -> Self {
        Repr {
            bits,
            shifts: Rc::default(),
            prefix: TokenStream::new(),
        }
    }

    /// The same, for code in a module inside the spec module.
    pub fn nested(&self) -> Repr {
        Repr {
            bits: self.bits,
            shifts: Rc::clone(&self.shifts),
            prefix: quote!(super::),
        }
    }

    /// A constant set, as a literal.
    pub fn mask(&self, set: Set) -> TokenStream {
        match self.words() {
            None => hex_literal(set, self.bits),
            Some(count) => {
                let prefix = &self.prefix;
                let words = (0..count as usize).map(|word| hex_digits_literal(set.word(word)));
                quote!(#prefix Bits([#(#words),*]))
            }
        }
    }

    fn words(&self) -> Option<u32> {
        self.bits.words()
    }

    /// `expr` as a value.
    pub fn render(&self, expr: &Expr) -> TokenStream {
        match self.words() {
            None => self.scalar(expr, false),
            Some(_) => self.method(expr),
        }
    }

    /// The empty set, as a literal.
    pub fn empty(&self) -> TokenStream {
        match self.words() {
            None => quote!(0),
            Some(_) => {
                let prefix = &self.prefix;
                quote!(#prefix Bits::EMPTY)
            }
        }
    }

    /// `target |= expr;`
    pub fn or_assign(&self, target: &Ident, expr: &Expr) -> TokenStream {
        match self.words() {
            None => {
                let expr = self.scalar(expr, false);
                quote!(#target |= #expr;)
            }
            Some(_) => {
                let expr = self.method(&Expr::or(vec![Expr::atom(target), expr.clone()]));
                quote!(#target = #expr;)
            }
        }
    }

    /// `target &= expr;`
    pub fn and_assign(&self, target: &Ident, expr: &Expr) -> TokenStream {
        match self.words() {
            None => {
                let expr = self.scalar(expr, false);
                quote!(#target &= #expr;)
            }
            Some(_) => {
                let expr = self.method(&Expr::atom(target).and(expr.clone()));
                quote!(#target = #expr;)
            }
        }
    }

    /// `target <<= amount;` (or `>>=` for a negative amount).
    pub fn shift_assign(&self, target: &Ident, amount: i32) -> TokenStream {
        match self.words() {
            None => {
                let literal = Literal::u32_unsuffixed(amount.unsigned_abs());
                if amount >= 0 {
                    quote!(#target <<= #literal;)
                } else {
                    quote!(#target >>= #literal;)
                }
            }
            Some(_) => {
                let expr = self.method(&Expr::atom(target).shift(amount));
                quote!(#target = #expr;)
            }
        }
    }

    /// Whether `expr` holds any square, as a condition.
    pub fn is_not_empty(&self, expr: &Expr) -> TokenStream {
        match self.words() {
            None => {
                let expr = self.scalar(expr, false);
                quote!(#expr != 0)
            }
            Some(_) => {
                let expr = self.method(expr);
                quote!(!#expr.is_empty())
            }
        }
    }

    /// The integer form: operators, with the parentheses of hand-written
    /// code (a shift inside any other operation, an `&` inside an `|`).
    /// `operand` says whether the expression stands inside another.
    fn scalar(&self, expr: &Expr, operand: bool) -> TokenStream {
        let wrap = |tokens: TokenStream, needed: bool| {
            if needed { quote!((#tokens)) } else { tokens }
        };
        match expr {
            Expr::Atom(tokens) => tokens.clone(),
            Expr::Mask(set) => hex_literal(*set, self.bits),
            Expr::Shift(value, amount) => {
                let value = self.scalar(value, true);
                let literal = Literal::u32_unsuffixed(amount.unsigned_abs());
                let shifted = if *amount >= 0 {
                    quote!(#value << #literal)
                } else {
                    quote!(#value >> #literal)
                };
                wrap(shifted, operand)
            }
            Expr::Square(index) => wrap(quote!(1 << #index), operand),
            Expr::And(left, right) => {
                let left = self.scalar_and_operand(left);
                let right = self.scalar_and_operand(right);
                wrap(quote!(#left & #right), operand)
            }
            Expr::Xor(left, right) => {
                let (left, right) = (self.scalar(left, true), self.scalar(right, true));
                wrap(quote!(#left ^ #right), operand)
            }
            Expr::Or(terms) => {
                let terms = terms.iter().map(|term| match term {
                    Expr::Or(_) => self.scalar(term, false),
                    _ => self.scalar(term, true),
                });
                wrap(quote!(#(#terms)|*), operand)
            }
            Expr::Not(value) => {
                let value = self.scalar(value, true);
                quote!(!#value)
            }
        }
    }

    /// An operand of `&`: chains of `&` need no parentheses.
    fn scalar_and_operand(&self, expr: &Expr) -> TokenStream {
        match expr {
            Expr::And(..) => self.scalar(expr, false),
            _ => self.scalar(expr, true),
        }
    }

    /// The words form: `Bits`'s `const fn`s and one function per shift.
    fn method(&self, expr: &Expr) -> TokenStream {
        match expr {
            Expr::Atom(tokens) => tokens.clone(),
            Expr::Mask(set) => self.mask(*set),
            Expr::Shift(value, amount) => {
                self.shifts.borrow_mut().insert(*amount);
                let (prefix, function) = (&self.prefix, shift_function(*amount));
                let value = self.method(value);
                quote!(#prefix #function(#value))
            }
            Expr::Square(index) => {
                let prefix = &self.prefix;
                quote!(#prefix Bits::square(#index))
            }
            Expr::And(left, right) => {
                let (left, right) = (self.method(left), self.method(right));
                quote!(#left.and(#right))
            }
            Expr::Xor(left, right) => {
                let (left, right) = (self.method(left), self.method(right));
                quote!(#left.xor(#right))
            }
            Expr::Or(terms) => {
                let mut terms = terms.iter().map(|term| self.method(term));
                let first = terms.next().unwrap_or_else(|| self.empty());
                terms.fold(first, |union, term| quote!(#union.or(#term)))
            }
            Expr::Not(value) => {
                let value = self.method(value);
                quote!(#value.not())
            }
        }
    }

    /// The shift functions the words form has used, each with its words
    /// spelled out: word `i` of `value << s` is `word[i - q] << r` joined
    /// with `word[i - q - 1] >> (64 - r)`, for `q, r = s / 64, s % 64`.
    /// They belong in the spec module.
    pub fn shift_functions(&self) -> TokenStream {
        let Some(count) = self.words() else {
            return TokenStream::new();
        };
        let value = super::tokens::local("value");
        let amounts: Vec<i32> = self.shifts.borrow().iter().copied().collect();
        let functions = amounts.into_iter().map(|amount| {
            let function = shift_function(amount);
            let (quotient, remainder) = (
                amount.unsigned_abs() / 64,
                amount.unsigned_abs() % 64,
            );
            let words = (0..count).map(|word| {
                // The source words of this word, for a left shift; a right
                // shift reads the other way.
                let source = |offset: u32| -> Option<u32> {
                    if amount >= 0 {
                        word.checked_sub(quotient + offset)
                    } else {
                        Some(word + quotient + offset).filter(|&source| source < count)
                    }
                };
                let index = |source: u32| Literal::u32_unsuffixed(source);
                let main = source(0).map(|source| {
                    let source = index(source);
                    match (remainder, amount >= 0) {
                        (0, _) => quote!(#value.0[#source]),
                        (bits, true) => {
                            let bits = Literal::u32_unsuffixed(bits);
                            quote!(#value.0[#source] << #bits)
                        }
                        (bits, false) => {
                            let bits = Literal::u32_unsuffixed(bits);
                            quote!(#value.0[#source] >> #bits)
                        }
                    }
                });
                let carry = (remainder != 0).then(|| source(1)).flatten().map(|source| {
                    let source = index(source);
                    let bits = Literal::u32_unsuffixed(64 - remainder);
                    if amount >= 0 {
                        quote!(#value.0[#source] >> #bits)
                    } else {
                        quote!(#value.0[#source] << #bits)
                    }
                });
                match (main, carry) {
                    (Some(main), Some(carry)) => quote!((#main) | (#carry)),
                    (Some(main), None) => main,
                    (None, _) => quote!(0),
                }
            });
            let direction = if amount >= 0 { "left" } else { "right" };
            let doc = format!(
                " `value` shifted {direction} by {} bits, word by word; bits leaving the words are dropped.",
                amount.unsigned_abs()
            );
            quote! {
                #[doc = #doc]
                #[inline]
                const fn #function(#value: Bits) -> Bits {
                    Bits([#(#words),*])
                }
            }
        });
        quote!(#(#functions)*)
    }
}

/// `shl_9` or `shr_9`.
fn shift_function(amount: i32) -> Ident {
    if amount >= 0 {
        format_ident!("shl_{}", amount.unsigned_abs())
    } else {
        format_ident!("shr_{}", amount.unsigned_abs())
    }
}
