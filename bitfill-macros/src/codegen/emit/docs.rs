//! Sentences repeated in the docs of several generated items.

use crate::codegen::emit::tokens::shift_text;
use crate::model::{Direction, Grid, hex};

/// One line on a direction, repeated in the docs of everything generated
/// for it: its step, shift, masks and ray length.
pub fn direction_summary(board: &Grid, direction: &Direction) -> String {
    let shift = &direction.shift;
    let rays = match direction.ray_length {
        1 => "rays of 1 step".to_owned(),
        n => format!("rays of up to {n} steps"),
    };
    let rays = match &direction.within {
        Some(within) => format!(
            "confined to `{}`: a step is legal only from a square of the region to a square of it; {rays}",
            crate::model::plain_name(&within.region)
        ),
        None => rays,
    };
    if board.bits.words().is_some() {
        // A mask of many words would drown the sentence: name its constant.
        let constant = crate::model::plain_name(&direction.name).to_ascii_uppercase();
        return format!(
            "`{}` is the step ({}, {}): shift `{}`, wrap mask `{constant}_WRAP`; {rays}.",
            direction.name,
            shift.step.file,
            shift.step.rank,
            shift_text(shift.amount.into()),
        );
    }
    let wrap_mask = hex(shift.wrap_mask, board.bits);
    let masks = match shift.applied_mask {
        None => format!("wrap mask `{wrap_mask}`, which the shift alone applies"),
        Some(applied) if applied == shift.wrap_mask => format!("wrap mask `{wrap_mask}`"),
        Some(applied) => format!(
            "wrap mask `{wrap_mask}`, applied as the file mask `{}`, which keeps the same squares after the shift",
            hex(applied, board.bits)
        ),
    };
    format!(
        "`{}` is the step ({}, {}): shift `{}`, {masks}; {rays}.",
        direction.name,
        shift.step.file,
        shift.step.rank,
        shift_text(shift.amount.into()),
    )
}
