//! The group functions of a strategy module (`rook_attacks`, `rook_xray`):
//! the union of the group's directions, in one of three shapes, or, for
//! `group_shape: auto`, in each shape under an `if cfg!(...)` branch per
//! target, so that one function (one doc) holds every shape and each is
//! type-checked on every target:
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

use proc_macro2::{Span, TokenStream};
use quote::quote;

use crate::codegen::emit::expr::{Expr, Renderer, step};
use crate::codegen::emit::tokens::local;
use crate::codegen::strategies::strategy::{Computed, FunctionBody, PairedAttacks, Unrolling};
use crate::codegen::strategy_modules::functions::GroupFunction;
use bitfill_types::GroupShape;

use crate::codegen::names;
use crate::model::{Direction, Group, ShapeChoice, Spec};

/// Targets `auto` gives a shape of its own, as a `cfg` predicate and in
/// words: the shape measured fastest there (`BENCHMARKS.md`). SSE2 cannot
/// shift two lanes by different amounts, so on x86 without AVX2 the
/// directions stay scalar; AVX2 shifts four lanes each by its own amount,
/// and the paired union packs best there; AVX-512 holds all eight
/// directions of a queen in one register, with the fused union. Every other
/// target (AVX-512, other architectures, unmeasured) gets `fused`.
const AUTO: [(GroupShape, &str, &str); 2] = [
    (
        GroupShape::Split,
        "all(any(target_arch = \"x86\", target_arch = \"x86_64\"), not(target_feature = \"avx2\"))",
        "x86 without AVX2",
    ),
    (
        GroupShape::Paired,
        "all(any(target_arch = \"x86\", target_arch = \"x86_64\"), target_feature = \"avx2\", not(target_feature = \"avx512f\"))",
        "x86 with AVX2 but not AVX-512",
    ),
];

/// The shape of one function on some targets: their `cfg` predicates, and
/// their descriptions; the last of a list stands for every other target.
struct Choice {
    shape: GroupShape,
    predicates: Vec<&'static str>,
    targets: Vec<&'static str>,
}

/// `auto`'s shapes: [`AUTO`]'s, each passed through `choose` (which makes
/// it `fused` where pairing or splitting changes nothing for the function),
/// then `fused` for every other target; targets of one shape are merged.
fn auto_shapes(choose: impl Fn(GroupShape) -> GroupShape) -> Vec<Choice> {
    let mut choices: Vec<Choice> = Vec::new();
    let chosen = AUTO
        .iter()
        .map(|&(shape, predicate, target)| (choose(shape), Some((predicate, target))))
        .chain([(GroupShape::Fused, None)]);
    for (shape, target) in chosen {
        let index = match choices.iter().position(|choice| choice.shape == shape) {
            Some(index) => index,
            None => {
                choices.push(Choice {
                    shape,
                    predicates: Vec::new(),
                    targets: Vec::new(),
                });
                choices.len() - 1
            }
        };
        if let Some((predicate, target)) = target {
            choices[index].predicates.push(predicate);
            choices[index].targets.push(target);
        }
    }
    choices
}

/// The shapes `group`'s `kind` function is written in, per target.
fn shapes(spec: &Spec, group: &Group, kind: GroupFunction) -> Vec<Choice> {
    let members = Members::new(spec, group, kind);
    let choose = |shape| members.unless_single(members.unless_unpaired(shape));
    match spec.group_shape {
        ShapeChoice::Forced(shape) => vec![Choice {
            shape: choose(shape),
            predicates: Vec::new(),
            targets: Vec::new(),
        }],
        ShapeChoice::Auto => auto_shapes(choose),
    }
}

/// `if cfg!(P) { A } else if cfg!(Q) { B } else { C }` over `choices`, each
/// branch `value(shape)`; the last choice takes the targets the others
/// leave (their predicates are exclusive), and one choice is its value
/// alone.
fn per_target(choices: &[Choice], value: impl Fn(GroupShape) -> TokenStream) -> TokenStream {
    let (last, earlier) = choices.split_last().expect("at least one shape");
    let last = value(last.shape);
    if earlier.is_empty() {
        return last;
    }
    let branches = earlier.iter().map(|choice| {
        let predicate: TokenStream = match choice.predicates.as_slice() {
            [one] => (*one).to_owned(),
            many => format!("any({})", many.join(", ")),
        }
        .parse()
        .expect("a cfg predicate");
        let value = value(choice.shape);
        quote!(if ::core::cfg!(#predicate) { #value })
    });
    quote!(#(#branches else)* { #last })
}

/// The shape the spec's group functions get on the target being compiled,
/// as a constant expression of `bitfill`'s `GroupShape`: for `group`'s
/// attacks, or, without a group, the spec's choice before a group with one
/// direction or no opposite pair falls back to `fused`.
pub fn shape_value(spec: &Spec, group: Option<&Group>) -> TokenStream {
    let choices = match (group, spec.group_shape) {
        (Some(group), _) => shapes(spec, group, GroupFunction::Attacks),
        (None, ShapeChoice::Auto) => auto_shapes(|shape| shape),
        (None, ShapeChoice::Forced(shape)) => vec![Choice {
            shape,
            predicates: Vec::new(),
            targets: Vec::new(),
        }],
    };
    let krate = spec.krate;
    per_target(&choices, |shape| {
        let variant = syn::Ident::new(shape.variant_name(), Span::call_site());
        quote!(#krate::__private::GroupShape::#variant)
    })
}

/// The body of `group`'s `kind` function, every shape it has per target,
/// and the sentence of its docs that says which.
pub fn body(
    spec: &Spec,
    renderer: &Renderer,
    unrolling: &Unrolling,
    group: &Group,
    kind: GroupFunction,
) -> (FunctionBody, String) {
    let writer = Writer::new(spec, renderer, unrolling, group, kind);
    let choices = shapes(spec, group, kind);
    let tokens = per_target(&choices, |shape| match shape {
        GroupShape::Fused => writer.fused(),
        GroupShape::Paired => writer.paired(),
        GroupShape::Split => writer.split(),
    });
    let body = FunctionBody {
        tokens,
        mut_sliders: false,
        mut_empty: false,
    };
    (body, shape_doc(spec, &choices))
}

/// Which shape the function has where: `bitfill::GroupShape` describes
/// each, `GROUP_SHAPE` says which this build got.
fn shape_doc(spec: &Spec, choices: &[Choice]) -> String {
    let named = |shape: GroupShape| format!("`{}`", shape.keyword());
    let choice = match choices {
        [one] if spec.group_shape == ShapeChoice::Auto => {
            format!("{} on every target (`group_shape: auto`)", named(one.shape))
        }
        [one] => format!(
            "{} (`group_shape: {}`)",
            named(one.shape),
            spec.group_shape.keyword()
        ),
        several => {
            let (last, earlier) = several.split_last().expect("several");
            let mut parts: Vec<String> = earlier
                .iter()
                .map(|choice| {
                    format!(
                        "{} on {}",
                        named(choice.shape),
                        choice.targets.join(" and on ")
                    )
                })
                .collect();
            parts.push(format!("{} on every other target", named(last.shape)));
            format!(
                "{} (`group_shape: auto`; [`GROUP_SHAPE`](super::GROUP_SHAPE) says which this build has)",
                parts.join(", ")
            )
        }
    };
    format!("Shape: {choice}. `bitfill::GroupShape` describes each shape.")
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
                directions
                    .iter()
                    .position(|other| member.is_opposite(other))
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
    fn unless_unpaired(&self, shape: GroupShape) -> GroupShape {
        let pairs =
            self.kind == GroupFunction::Attacks && self.opposites.iter().any(Option::is_some);
        match shape {
            GroupShape::Paired if !pairs => GroupShape::Fused,
            other => other,
        }
    }

    /// `shape`, or `fused` for a group of one direction, which has nothing
    /// to keep apart.
    fn unless_single(&self, shape: GroupShape) -> GroupShape {
        match shape {
            GroupShape::Split if self.directions.len() < 2 => GroupShape::Fused,
            other => other,
        }
    }
}

/// What every shape of one group function needs.
struct Writer<'a> {
    spec: &'a Spec<'a>,
    renderer: &'a Renderer,
    unrolling: &'a Unrolling,
    group: &'a Group,
    kind: GroupFunction,
    members: Members<'a>,
}

impl<'a> Writer<'a> {
    fn new(
        spec: &'a Spec<'a>,
        renderer: &'a Renderer,
        unrolling: &'a Unrolling,
        group: &'a Group,
        kind: GroupFunction,
    ) -> Self {
        Writer {
            spec,
            renderer,
            unrolling,
            group,
            kind,
            members: Members::new(spec, group, kind),
        }
    }

    /// `name_attacks(sliders, empty)` or `name_xray(sliders, empty, blockers)`.
    fn call(&self, name: &syn::Ident) -> Expr {
        let (sliders, empty, blockers) = (local("sliders"), local("empty"), local("blockers"));
        let function = names::suffixed(name, self.kind.suffix());
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
                .directions
                .iter()
                .map(|direction| self.call(&direction.name))
                .collect(),
        };
        self.renderer.render(&Expr::or(terms))
    }

    /// Each member's attacks, paired ones on shared propagators (attacks
    /// only).
    fn terms(&self) -> Terms {
        let mut shared = Vec::new();
        let mut terms: Vec<Option<Computed>> =
            (0..self.members.directions.len()).map(|_| None).collect();
        let mut reads_empty = false;
        for (index, member) in self.members.directions.iter().enumerate() {
            if terms[index].is_some() {
                continue;
            }
            match self.members.opposites[index] {
                Some(opposite) if self.kind == GroupFunction::Attacks => {
                    let PairedAttacks {
                        reads_empty: reads,
                        shared: statements,
                        forward,
                        backward,
                    } = (self.unrolling.paired)(
                        member,
                        self.members.directions[opposite],
                        self.renderer,
                    );
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
        let union = self.renderer.render(&Expr::or(
            terms.iter().map(|term| term.value.clone()).collect(),
        ));
        quote!(#shared #(#statements)* #union)
    }

    fn split(&self) -> TokenStream {
        let Terms { shared, terms } = self.terms();
        let (sliders, union) = (local("sliders"), local("union"));
        // The gate is the direction's first step: LLVM shares its shift
        // with the first round, so it costs a test and a branch.
        let gated = self
            .members
            .directions
            .iter()
            .zip(&terms)
            .map(|(direction, term)| {
                let moves = self
                    .renderer
                    .is_not_empty(&step(Expr::atom(&sliders), &direction.shift));
                let statements = &term.statements;
                let add = self.renderer.or_assign(&union, &term.value);
                quote! {
                    if #moves {
                        #(#statements)*
                        #add
                    }
                }
            });
        let empty_set = self.renderer.empty();
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
