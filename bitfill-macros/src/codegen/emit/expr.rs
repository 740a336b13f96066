//! Bitboard expressions of generated code, written once and rendered for
//! what holds the board: an integer, with Rust's operators
//! (`(sliders << 1) & 0xfefe_fefe_fefe_fefe`), or several words behind the
//! generated `Bits` type, with its `const fn`s (`shl::<1>(sliders).and(...)`),
//! the shifts two functions generic over the amount whose words the macro
//! spells out, every amount folded by the compiler.

use proc_macro2::{Literal, TokenStream};
use quote::{ToTokens, quote};
use syn::Ident;

use crate::codegen::emit::tokens::{hex_digits_literal, hex_literal, local};
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

/// `{ A } | { B } | ...` as an expression: each block in parentheses
/// where there are several (a block first in a statement would end it).
pub fn union_of_blocks(blocks: Vec<TokenStream>) -> TokenStream {
    match blocks.as_slice() {
        [one] => one.clone(),
        many => {
            let many = many.iter();
            quote!(#((#many))|*)
        }
    }
}

/// What holds the board, and the path from the module rendering to the
/// spec module, where `Bits` and the shift functions are.
pub struct Renderer {
    pub bits: Bits,
    prefix: TokenStream,
}

impl Renderer {
    pub fn new(bits: Bits) -> Self {
        Renderer {
            bits,
            prefix: TokenStream::new(),
        }
    }

    /// The same, for code in a module inside the spec module.
    pub fn nested(&self) -> Renderer {
        Renderer {
            bits: self.bits,
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
                let prefix = &self.prefix;
                let function = if *amount >= 0 {
                    quote!(shl)
                } else {
                    quote!(shr)
                };
                let amount = Literal::u32_unsuffixed(amount.unsigned_abs());
                let value = self.method(value);
                quote!(#prefix #function::<#amount>(#value))
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

    /// The two shift functions of the words form, `shl::<S>` and
    /// `shr::<S>`, each word spelled out: word `i` of `value << s` is
    /// `word[i - q] << r` joined with `word[i - q - 1] >> (64 - r)`, for
    /// `q, r = s / 64, s % 64`. Every call has a constant amount, so the
    /// compiler folds the tests on it. They belong in the spec module.
    pub fn shift_functions(&self) -> TokenStream {
        let Some(count) = self.words() else {
            return TokenStream::new();
        };
        let u32_type = crate::codegen::emit::tokens::primitive("u32");
        let usize_type = crate::codegen::emit::tokens::primitive("usize");
        let (value, quotient, remainder) = (local("value"), local("quotient"), local("remainder"));
        let left_words = (0..count as usize).map(|word| {
            let index = Literal::usize_unsuffixed(word);
            quote! {
                if #index >= #quotient {
                    let carry = if #remainder != 0 && #index > #quotient {
                        #value.0[#index - #quotient - 1] >> (64 - #remainder)
                    } else {
                        0
                    };
                    (#value.0[#index - #quotient] << #remainder) | carry
                } else {
                    0
                }
            }
        });
        let right_words = (0..count as usize).map(|word| {
            let index = Literal::usize_unsuffixed(word);
            let words = Literal::usize_unsuffixed(count as usize);
            quote! {
                if #index + #quotient < #words {
                    let carry = if #remainder != 0 && #index + #quotient + 1 < #words {
                        #value.0[#index + #quotient + 1] << (64 - #remainder)
                    } else {
                        0
                    };
                    (#value.0[#index + #quotient] >> #remainder) | carry
                } else {
                    0
                }
            }
        });
        let split = quote! {
            let #quotient = (AMOUNT / 64) as #usize_type;
            let #remainder = AMOUNT % 64;
        };
        let (left, right) = (
            crate::codegen::names::SHIFT_LEFT.ident(),
            crate::codegen::names::SHIFT_RIGHT.ident(),
        );
        quote! {
            /// `value` shifted left by `AMOUNT` bits, word by word; bits
            /// leaving the words are dropped.
            #[inline]
            // A board whose code shifts only one way uses only one of them.
            #[allow(dead_code)]
            const fn #left<const AMOUNT: #u32_type>(#value: Bits) -> Bits {
                #split
                Bits([#(#left_words),*])
            }

            /// `value` shifted right by `AMOUNT` bits, word by word; bits
            /// leaving the words are dropped.
            #[inline]
            #[allow(dead_code)]
            const fn #right<const AMOUNT: #u32_type>(#value: Bits) -> Bits {
                #split
                Bits([#(#right_words),*])
            }
        }
    }
}
