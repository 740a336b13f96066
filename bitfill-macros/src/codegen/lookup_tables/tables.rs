//! What the table-backed lookups (magic, PEXT) share: their statics (each
//! unit's entries and table, with their names and docs), the layout of a
//! table (each square's slice, and its window), a group's lookup as the
//! union over its units, and the words their docs use for a unit and its
//! table. A strategy's [`TableMethod`] gives what differs.

use std::fmt::Write;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::codegen::emit::tokens::doc;
use crate::codegen::lookup_tables::plan::{Plan, RayRow, Unit};
use crate::codegen::strategies::strategy::{LookupTables, SquareSlice, TableMethod};
use crate::model::Spec;

/// Every unit's entries and table, as statics.
pub fn items(spec: &Spec, plan: &Plan, method: &TableMethod) -> LookupTables {
    let krate = spec.krate;
    let entry_struct = Ident::new(method.entry_struct, Span::call_site());
    let bytes_per_slot = spec.board.bits.width() as usize / 8;
    let mut tables = LookupTables::default();
    let units = plan.units.iter().map(|unit| {
        let slices = (method.unit)(spec, unit);
        let layout = Layout::new(&slices, bytes_per_slot);
        let (entries_name, table_name) = names(unit);
        let entries_doc = doc(&format!(
            "The entry of each square along {}: {}.",
            described(unit),
            (method.entries_doc)(&table_name)
        ));
        let entries = slices.iter().zip(&layout.offsets).map(|(slice, &offset)| {
            let fields = &slice.fields;
            let offset = Literal::usize_unsuffixed(offset);
            quote! {
                #krate::__private::#entry_struct {
                    #fields
                    attacks: #krate::__private::window(&#table_name, #offset),
                }
            }
        });
        let entry_type = (method.entry_type)(spec, unit, layout.window_bits);
        let unit_items = (method.unit_items)(spec, unit, layout.window_bits, layout.narrowest_bits);
        let table = table(unit, &layout);
        tables.entries.push(layout.table.len() as u64);
        let length = Literal::usize_unsuffixed(layout.table.len());
        tables.types.push(quote!([#entry_type; super::SQUARES]));
        tables.types.push(quote!([super::Bits; #length]));
        quote! {
            #unit_items
            #entries_doc
            pub static #entries_name: [#entry_type; super::SQUARES] = [#(#entries),*];
            #table
        }
    });
    let units: Vec<TokenStream> = units.collect();
    tables.items = quote!(#(#units)*);
    tables
}

/// A unit's table: each square's slice after the previous one's, or where
/// the lookup places it, and each square's window (`1 << window_bits`
/// slots from its offset) within it.
struct Layout {
    table: Vec<u128>,
    offsets: Vec<usize>,
    window_bits: u32,
    /// The bits of the narrowest slice's index.
    narrowest_bits: u32,
    /// The slots between slices and after the last one, or where the
    /// slices overlap, the slots no slice uses.
    padding: usize,
    /// Whether the lookup placed the slices, overlapping.
    overlapping: bool,
}

/// The size of an L1 way on x86 and most ARM cores: slices whose size is
/// a multiple of it would start in one cache set.
const WAY_BYTES: usize = 4096;

impl Layout {
    /// A slice without an offset of its own follows the previous one, and
    /// if its bytes are a multiple of [`WAY_BYTES`], after one cache line
    /// of padding: otherwise every square's first slots (the emptiest
    /// occupancies, the likeliest in a game) map to one L1 set and evict
    /// each other (measured: a chain of rook lookups on an empty board took
    /// 5.9 ns a call against 3.5 staggered). The table ends with enough
    /// slots for the last window.
    fn new(slices: &[SquareSlice], bytes_per_slot: usize) -> Layout {
        let slots = |slice: &SquareSlice| slice.slots.len();
        let window_bits = slices
            .iter()
            .map(|slice| slots(slice).trailing_zeros())
            .max()
            .unwrap_or(0);
        let narrowest_bits = slices
            .iter()
            .map(|slice| slots(slice).trailing_zeros())
            .min()
            .unwrap_or(0);
        let line = (64 / bytes_per_slot).max(1);
        let mut table: Vec<u128> = Vec::new();
        let mut offsets = Vec::with_capacity(slices.len());
        let mut padding = 0;
        for slice in slices {
            debug_assert!(slots(slice).is_power_of_two());
            if let Some(offset) = slice.offset {
                let end = offset + slots(slice);
                if table.len() < end {
                    table.resize(end, 0);
                }
                for (slot, &attacks) in table[offset..end].iter_mut().zip(&slice.slots) {
                    if attacks != 0 {
                        assert!(
                            *slot == 0 || *slot == attacks,
                            "overlapping slices that agree"
                        );
                        *slot = attacks;
                    }
                }
                offsets.push(offset);
                continue;
            }
            offsets.push(table.len());
            table.extend_from_slice(&slice.slots);
            if (slots(slice) * bytes_per_slot) % WAY_BYTES == 0 {
                table.resize(table.len() + line, 0);
                padding += line;
            }
        }
        let end = offsets
            .iter()
            .map(|&offset| offset + (1 << window_bits))
            .max()
            .unwrap_or(0);
        if table.len() < end {
            padding += end - table.len();
            table.resize(end, 0);
        }
        let overlapping = slices.iter().any(|slice| slice.offset.is_some());
        if overlapping {
            padding = table.iter().filter(|&&attacks| attacks == 0).count();
        }
        Layout {
            table,
            offsets,
            window_bits,
            narrowest_bits,
            padding,
            overlapping,
        }
    }
}

/// The lookup of one unit (an index into the plan's units) with the
/// occupancy `occupied` (a local).
pub fn body(
    spec: &Spec,
    plan: &Plan,
    index: usize,
    method: &TableMethod,
    occupied: &Ident,
) -> TokenStream {
    let (entries, _) = names(&plan.units[index]);
    (method.lookup)(spec, &entries, occupied)
}

/// How a group made of `units` is looked up, for its docs.
pub fn describe(
    spec: &Spec,
    plan: &Plan,
    units: &[usize],
    entries: &[u64],
    method: &TableMethod,
) -> String {
    format!(
        "{}: per table, {} ({}).{}\n\n# Panics\n\nIf `square` is not below `SQUARES`.",
        method.title,
        (method.per_table)(spec),
        listed(spec, plan, units, entries),
        method.note
    )
}

/// `NAME_ENTRIES` (each square's entry) and `NAME_TABLE` (the attacks).
pub fn names(unit: &Unit) -> (Ident, Ident) {
    crate::codegen::names::unit_statics(&unit.name)
}

/// "the `north`, `south` directions", or a piece's steps: "the steps
/// (1, 2), (2, 1)".
pub fn described(unit: &Unit) -> String {
    if unit
        .directions
        .iter()
        .all(|each| matches!(each.row, RayRow::Spec(_)))
    {
        let names: Vec<String> = unit
            .directions
            .iter()
            .map(|each| format!("`{}`", each.direction.name))
            .collect();
        return format!("the {} directions", names.join(", "));
    }
    let steps: Vec<String> = unit
        .directions
        .iter()
        .map(|each| {
            let step = each.direction.step();
            format!("({}, {})", step.file, step.rank)
        })
        .collect();
    format!("the steps {}", steps.join(", "))
}

/// Each table of `units` with its entries and bytes: "`ROOK_TABLE`:
/// 102,400 entries, 800 KiB".
fn listed(spec: &Spec, plan: &Plan, units: &[usize], entries: &[u64]) -> String {
    let bytes_per_entry = u64::from(spec.board.bits.width() / 8);
    let tables: Vec<String> = units
        .iter()
        .map(|&index| {
            let unit = &plan.units[index];
            let count = entries[index];
            format!(
                "`{}`: {} entries, {}",
                names(unit).1,
                thousands(count),
                bytes(count * bytes_per_entry)
            )
        })
        .collect();
    tables.join("; ")
}

/// `static NAME_TABLE: [Bits; N]` holding the layout's slots, the attacks
/// of every occupancy at its slot. The macro computes them (by a walk along
/// the rays, which the tests check against the naive reference) and writes
/// them as literals: compiling an array of literals takes a fraction of
/// the time const evaluation takes to fill it.
fn table(unit: &Unit, layout: &Layout) -> TokenStream {
    let (entries, table_name) = names(unit);
    let mut literals = String::with_capacity(layout.table.len() * 20);
    literals.push('[');
    for value in &layout.table {
        let _ = write!(literals, "{value:#x},");
    }
    literals.push(']');
    let literals: TokenStream = literals.parse().expect("an array of literals");
    let length = Literal::usize_unsuffixed(layout.table.len());
    let padding = if layout.overlapping {
        "unused: the windows overlap, each slot holding the attacks of the occupancies of every square whose index lands there"
    } else {
        "padding: a cache line after each slice of a multiple of 4 KiB, so that slices do not all start in one cache set, and the last window's end"
    };
    let doc = doc(&format!(
        "The attacks along {} for every square and every occupancy of its relevant squares, in each square's window of {} slots that its entry in [`{entries}`] holds ({} entries, {} of them {padding}).",
        described(unit),
        thousands(1 << layout.window_bits),
        thousands(layout.table.len() as u64),
        thousands(layout.padding as u64)
    ));
    quote! {
        #doc
        pub static #table_name: [super::Bits; #length] = #literals;
    }
}

/// `102400` as `102,400`.
pub fn thousands(count: u64) -> String {
    let digits = count.to_string();
    let mut grouped = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            grouped.push(',');
        }
        grouped.push(digit);
    }
    grouped
}

/// Bytes in the largest unit that keeps them at least 1: `800 KiB`.
pub fn bytes(count: u64) -> String {
    match count {
        0..1024 => format!("{count} bytes"),
        1024..1_048_576 => format!("{} KiB", count.div_ceil(1024)),
        _ => format!("{:.1} MiB", count as f64 / 1_048_576.0),
    }
}
