//! The group functions of a strategy module (`rook_attacks`, `rook_xray`):
//! the union of the group's directions, in one of three shapes, or in each
//! under `#[cfg]` for `group_shape: auto`.
//!
//! - fused: `north_attacks(..) | south_attacks(..) | ..`, the textbook's
//!   union;
//! - paired: the same union, each pair of opposite directions computed on
//!   one propagator ([`Unrolling::paired`]);
//! - split: the paired code, each direction in its own block entered when
//!   its first step moves a slider.
//!
//! X-rays have no paired form: they are unions of the directions' x-ray
//! calls, fused or split.

use proc_macro2::TokenStream;
use quote::quote;

use super::expr::{Expr, Repr, step};
use super::tokens::{documented, local, suffixed};
use super::unrolling::{Computed, PairedAttacks, Unrolling};
use crate::model::{Direction, Group, GroupShape, Spec};

/// The functions generated for each group.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum GroupFunction {
    Attacks,
    Xray,
}

impl GroupFunction {
    fn suffix(self) -> &'static str {
        match self {
            GroupFunction::Attacks => "attacks",
            GroupFunction::Xray => "xray",
        }
    }
}

/// A shape the macro writes; `auto` picks among them per target.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Written {
    Fused,
    Paired,
    Split,
}

impl Written {
    /// Its variant of `bitfill::GroupShape`.
    fn variant(self) -> &'static str {
        match self {
            Written::Fused => "Fused",
            Written::Paired => "Paired",
            Written::Split => "Split",
        }
    }
}

/// `group_shape: auto`, target by target: the shape measured fastest there
/// (`BENCHMARKS.md`). SSE2 cannot shift two lanes by different amounts, so
/// on x86 without AVX2 the directions stay scalar; AVX2 shifts four lanes
/// each by its own amount, and the paired union packs best there; AVX-512
/// holds all eight directions of a queen in one register, with the fused
/// union. Elsewhere (unmeasured) the textbook's union.
const AUTO: [(Written, &str); 2] = [
    (
        Written::Split,
        "all(any(target_arch = \"x86\", target_arch = \"x86_64\"), not(target_feature = \"avx2\"))",
    ),
    (
        Written::Paired,
        "all(any(target_arch = \"x86\", target_arch = \"x86_64\"), target_feature = \"avx2\", not(target_feature = \"avx512f\"))",
    ),
];

/// `auto`'s shapes with their `#[cfg]` predicates: [`AUTO`]'s, each made
/// `fused` where pairing or splitting changes nothing for this function,
/// then `fused` for every other target; predicates of one shape are merged.
fn auto_shapes(choose: impl Fn(Written) -> Written) -> Vec<(Written, Option<String>)> {
    let listed: Vec<&str> = AUTO.iter().map(|&(_, predicate)| predicate).collect();
    let elsewhere = format!("not(any({}))", listed.join(", "));
    let mut shapes: Vec<(Written, Vec<String>)> = Vec::new();
    let chosen = AUTO
        .iter()
        .map(|&(shape, predicate)| (choose(shape), predicate.to_owned()))
        .chain([(Written::Fused, elsewhere)]);
    for (shape, predicate) in chosen {
        match shapes.iter_mut().find(|(written, _)| *written == shape) {
            Some((_, predicates)) => predicates.push(predicate),
            None => shapes.push((shape, vec![predicate])),
        }
    }
    if shapes.len() == 1 {
        return vec![(shapes[0].0, None)];
    }
    shapes
        .into_iter()
        .map(|(shape, predicates)| {
            let predicate = match predicates.as_slice() {
                [one] => one.clone(),
                many => format!("any({})", many.join(", ")),
            };
            (shape, Some(predicate))
        })
        .collect()
}

const FUSED_DOC: &str = "Fused shape: one union of the directions' attacks, as the textbook writes it; LLVM packs it into vector registers where lanes shift by different amounts (AVX-512 holds eight directions in one register).";
const PAIRED_DOC: &str = "Paired shape: one union in which each pair of opposite directions shares one propagator (the squares a step can both enter and leave), which saves instructions; LLVM packs it into AVX2 registers.";
const SPLIT_DOC: &str = "Split shape: each direction in its own block, entered only when its first step moves some slider, opposite directions still sharing their propagators. Separate blocks keep LLVM from packing the directions into SSE2 registers, which cannot shift two lanes by different amounts: scalar code is faster there, also where a caller ORs two groups.";

/// `group`'s attacks or x-ray function, in the spec's `group_shape`.
pub fn function(
    spec: &Spec,
    repr: &Repr,
    unrolling: &Unrolling,
    group: &Group,
    kind: GroupFunction,
) -> TokenStream {
    let writer = Writer::new(spec, repr, unrolling, group, kind);
    let auto = spec.group_shape == GroupShape::Auto;
    shapes(spec, group, kind)
        .into_iter()
        .map(|(shape, cfg)| writer.write(shape, cfg.as_deref(), auto))
        .collect()
}

/// The shapes `group`'s `kind` function is written in, each with the `cfg`
/// predicate of the targets that get it (`None`: every target).
fn shapes(spec: &Spec, group: &Group, kind: GroupFunction) -> Vec<(Written, Option<String>)> {
    let members = Members::new(spec, group, kind);
    match spec.group_shape {
        GroupShape::Fused => vec![(Written::Fused, None)],
        GroupShape::Paired => vec![(members.unless_unpaired(Written::Paired), None)],
        GroupShape::Split => vec![(members.unless_single(Written::Split), None)],
        GroupShape::Auto => {
            auto_shapes(|shape| members.unless_single(members.unless_unpaired(shape)))
        }
    }
}

/// The shape the spec's group functions get on the target being compiled,
/// as a constant expression of `bitfill`'s `GroupShape`: for `group`'s
/// attacks, or, without a group, the spec's choice before a group with one
/// direction or no opposite pair falls back to `fused`.
pub fn shape_value(spec: &Spec, group: Option<&Group>) -> TokenStream {
    let shapes = match group {
        Some(group) => shapes(spec, group, GroupFunction::Attacks),
        None => match spec.group_shape {
            GroupShape::Auto => auto_shapes(|shape| shape),
            GroupShape::Fused => vec![(Written::Fused, None)],
            GroupShape::Paired => vec![(Written::Paired, None)],
            GroupShape::Split => vec![(Written::Split, None)],
        },
    };
    let krate = spec.krate;
    let value = |shape: Written| {
        let variant = syn::Ident::new(shape.variant(), proc_macro2::Span::call_site());
        quote!(#krate::__private::GroupShape::#variant)
    };
    // The predicates are exclusive and cover every target: the last shape
    // is what the others leave.
    let (last, _) = shapes.last().expect("at least one shape");
    let last = value(*last);
    if shapes.len() == 1 {
        return last;
    }
    let branches = shapes[..shapes.len() - 1].iter().map(|(shape, predicate)| {
        let predicate: TokenStream = predicate
            .as_deref()
            .expect("a shape among several has a predicate")
            .parse()
            .expect("a cfg predicate");
        let value = value(*shape);
        quote!(if ::core::cfg!(#predicate) { #value })
    });
    quote!(#(#branches else)* { #last })
}

/// A group's directions, and which of them have their opposite among them.
struct Members<'a> {
    kind: GroupFunction,
    directions: Vec<&'a Direction>,
    /// For each member, the index of its opposite when both are members.
    opposites: Vec<Option<usize>>,
}

impl<'a> Members<'a> {
    fn new(spec: &'a Spec<'a>, group: &Group, kind: GroupFunction) -> Self {
        let directions: Vec<&Direction> = group
            .directions
            .iter()
            .map(|&id| spec.direction(id))
            .collect();
        let opposites = directions
            .iter()
            .map(|member| {
                let reversed = member.step().reversed();
                directions.iter().position(|other| other.step() == reversed)
            })
            .collect();
        Members {
            kind,
            directions,
            opposites,
        }
    }

    /// `shape`, or `fused` where pairing changes nothing: x-rays, and
    /// groups without a pair of opposite directions.
    fn unless_unpaired(&self, shape: Written) -> Written {
        let pairs =
            self.kind == GroupFunction::Attacks && self.opposites.iter().any(Option::is_some);
        match shape {
            Written::Paired if !pairs => Written::Fused,
            other => other,
        }
    }

    /// `shape`, or `fused` for a group of one direction, which has nothing
    /// to keep apart.
    fn unless_single(&self, shape: Written) -> Written {
        match shape {
            Written::Split if self.directions.len() < 2 => Written::Fused,
            other => other,
        }
    }
}

/// What every shape of one group function needs.
struct Writer<'a> {
    spec: &'a Spec<'a>,
    repr: &'a Repr,
    unrolling: &'a Unrolling,
    group: &'a Group,
    kind: GroupFunction,
    members: Vec<&'a Direction>,
    /// For each member, the index of its opposite when both are members.
    opposites: Vec<Option<usize>>,
}

impl<'a> Writer<'a> {
    fn new(
        spec: &'a Spec<'a>,
        repr: &'a Repr,
        unrolling: &'a Unrolling,
        group: &'a Group,
        kind: GroupFunction,
    ) -> Self {
        let Members {
            directions,
            opposites,
            ..
        } = Members::new(spec, group, kind);
        Writer {
            spec,
            repr,
            unrolling,
            group,
            kind,
            members: directions,
            opposites,
        }
    }

    fn write(&self, shape: Written, cfg: Option<&str>, auto: bool) -> TokenStream {
        let ty = quote!(super::Bits);
        let (sliders, empty, blockers) = (local("sliders"), local("empty"), local("blockers"));
        let parameters = match self.kind {
            GroupFunction::Attacks => quote!(#sliders: #ty, #empty: #ty),
            GroupFunction::Xray => quote!(#sliders: #ty, #empty: #ty, #blockers: #ty),
        };
        let body = match shape {
            Written::Fused => self.fused(),
            Written::Paired => self.paired(),
            Written::Split => self.split(),
        };
        let shape_doc = match shape {
            Written::Fused => FUSED_DOC,
            Written::Paired => PAIRED_DOC,
            Written::Split => SPLIT_DOC,
        };
        let chosen = match (auto, cfg) {
            (false, _) => String::new(),
            (true, None) => {
                " (`group_shape: auto`: every target gets this shape for this group.)".to_owned()
            }
            (true, Some(_)) => " (`group_shape: auto` chose it for this target.)".to_owned(),
        };
        let doc = documented(
            &self.group.docs,
            &format!("{}\n\n{shape_doc}{chosen}", self.summary()),
        );
        let cfg = cfg.map(|cfg| {
            let predicate: TokenStream = cfg.parse().expect("a cfg predicate");
            quote!(#[cfg(#predicate)])
        });
        let name = suffixed(&self.group.name, self.kind.suffix());
        quote! {
            #doc
            #cfg
            #[inline]
            #[must_use]
            pub const fn #name(#parameters) -> #ty {
                #body
            }
        }
    }

    fn summary(&self) -> String {
        let listed: Vec<String> = self
            .members
            .iter()
            .map(|direction| format!("`{}`", direction.name))
            .collect();
        match self.kind {
            GroupFunction::Attacks => format!(
                "`{}` attacks: the union of the {} attacks of `sliders` through `empty` squares.\n\nSet-wise: any number of sliders at once.",
                self.group.name,
                listed.join(", ")
            ),
            GroupFunction::Xray => format!(
                "`{}` x-ray: the union of the {} x-rays (see any direction's `_xray` function for the exact definition): what `sliders` would attack beyond their first blockers where those are in `blockers`.\n\nSet-wise: any number of sliders at once.",
                self.group.name,
                listed.join(", ")
            ),
        }
    }

    /// `name_attacks(sliders, empty)` or `name_xray(sliders, empty, blockers)`.
    fn call(&self, name: &syn::Ident) -> Expr {
        let (sliders, empty, blockers) = (local("sliders"), local("empty"), local("blockers"));
        let function = suffixed(name, self.kind.suffix());
        Expr::atom(match self.kind {
            GroupFunction::Attacks => quote!(#function(#sliders, #empty)),
            GroupFunction::Xray => quote!(#function(#sliders, #empty, #blockers)),
        })
    }

    fn computed_call(&self, name: &syn::Ident) -> Computed {
        Computed {
            statements: Vec::new(),
            value: self.call(name),
        }
    }

    /// The union of the direction calls; members covering disjoint
    /// directions are combined as listed (`rook | bishop`).
    fn fused(&self) -> TokenStream {
        let terms = match &self.group.disjoint_members {
            Some(parts) => parts
                .iter()
                .map(|&part| self.call(self.spec.member_name(part)))
                .collect(),
            None => self
                .members
                .iter()
                .map(|direction| self.call(&direction.name))
                .collect(),
        };
        self.repr.render(&Expr::or(terms))
    }

    /// Each member's attacks, paired ones on shared propagators (attacks
    /// only).
    fn terms(&self) -> Terms {
        let mut shared = Vec::new();
        let mut terms: Vec<Option<Computed>> = (0..self.members.len()).map(|_| None).collect();
        let mut reads_empty = false;
        for (index, member) in self.members.iter().enumerate() {
            if terms[index].is_some() {
                continue;
            }
            match self.opposites[index] {
                Some(opposite) if self.kind == GroupFunction::Attacks => {
                    let PairedAttacks {
                        reads_empty: reads,
                        shared: statements,
                        forward,
                        backward,
                    } = (self.unrolling.paired)(member, self.members[opposite], self.repr);
                    reads_empty |= reads;
                    shared.extend(statements);
                    terms[index] = Some(forward);
                    terms[opposite] = Some(backward);
                }
                _ => {
                    reads_empty = true;
                    terms[index] = Some(self.computed_call(&member.name));
                }
            }
        }
        // Pairs of one-step directions use no propagator.
        let empty = local("empty");
        let unused = (!reads_empty).then(|| quote!(let _ = #empty;));
        Terms {
            shared: quote!(#unused #(#shared)*),
            terms: terms.into_iter().flatten().collect(),
        }
    }

    /// Each direction's statements in turn, then the union of their
    /// values.
    fn paired(&self) -> TokenStream {
        let Terms { shared, terms } = self.terms();
        let statements = terms.iter().flat_map(|term| &term.statements);
        let union = self.repr.render(&Expr::or(
            terms.iter().map(|term| term.value.clone()).collect(),
        ));
        quote!(#shared #(#statements)* #union)
    }

    fn split(&self) -> TokenStream {
        let Terms { shared, terms } = self.terms();
        let (sliders, union) = (local("sliders"), local("union"));
        // The gate is the direction's first step: LLVM shares its shift
        // with the first round, so it costs a test and a branch.
        let gated = self.members.iter().zip(&terms).map(|(direction, term)| {
            let moves = self
                .repr
                .is_not_empty(&step(Expr::atom(&sliders), &direction.shift));
            let statements = &term.statements;
            let add = self.repr.or_assign(&union, &term.value);
            quote! {
                if #moves {
                    #(#statements)*
                    #add
                }
            }
        });
        let empty_set = self.repr.empty();
        quote! {
            #shared
            let mut #union = #empty_set;
            #(#gated)*
            #union
        }
    }
}

/// A group function's terms, one per member in order, and the statements
/// that compute what they share.
struct Terms {
    shared: TokenStream,
    terms: Vec<Computed>,
}
