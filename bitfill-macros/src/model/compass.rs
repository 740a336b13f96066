//! Compass names that contradict their step: `north: (0, -1)` compiles and
//! walks south, and `north_attacks` from a1 is then silently empty. A spec
//! may mean it (a board drawn upside down), so it is a warning, not an
//! error.

use proc_macro2::Span;

use super::direction::Directions;
use super::names;
use crate::parse::{DirectionInput, Named, StepInput};

/// A warning for the user's code, at `span`.
pub struct Warning {
    pub span: Span,
    pub message: String,
}

/// One warning per direction whose name holds a compass word (`north`,
/// `south`, `east`, `west`, as a word of a snake_case name) that its step
/// does not go: north needs a positive rank step, east a positive file
/// step, and so on.
pub fn compass_warnings(inputs: &[Named<DirectionInput>], directions: &Directions) -> Vec<Warning> {
    inputs
        .iter()
        .zip(&directions.ids)
        .filter_map(|(input, id)| {
            let step = directions.list[id.as_ref()?.0].step();
            let span = match &input.value.as_ref()?.step {
                StepInput::Vector(vector) => vector.span,
                StepInput::Shift(shift) => shift.amount.span,
            };
            let name = names::plain(&input.name);
            let contradicted: Vec<&str> = name
                .split('_')
                .filter(|word| match *word {
                    "north" => step.rank <= 0,
                    "south" => step.rank >= 0,
                    "east" => step.file <= 0,
                    "west" => step.file >= 0,
                    _ => false,
                })
                .collect();
            let word = contradicted.first()?;
            Some(Warning {
                span,
                message: format!(
                    "direction `{name}` steps ({}, {}) (file, rank), which does not go {word}: ranks grow northwards and files eastwards; fix the step or the name",
                    step.file, step.rank
                ),
            })
        })
        .collect()
}
