//! The bytes of each per-square lookup's own tables (`TABLE_BYTES`: every
//! square's entry and every slot of its attack tables) on `bitfill::chess`
//! and on the catalogue's boards, as a Markdown table.
//!
//! ```text
//! cargo run --example lookup_tables
//! ```

use bitfill_suite::geometries::{capablanca, five, large, six, standard, tiny, xiangqi};

fn main() {
    println!("| board | bits | magic | pext | hyperbola |");
    println!("| --- | --- | ---: | ---: | ---: |");
    macro_rules! row {
        ($name:expr, $bits:expr, $module:path) => {{
            use $module as board;
            println!(
                "| {} | {} | {} | {} | {} |",
                $name,
                $bits,
                bytes(board::magic::TABLE_BYTES),
                bytes(board::pext::TABLE_BYTES),
                bytes(board::hyperbola::TABLE_BYTES),
            );
        }};
    }
    row!("8 x 8 (`bitfill::chess`)", "u64", bitfill::chess);
    row!("8 x 8 (catalogue)", "u64", standard);
    row!("10 x 8", "u128", capablanca);
    row!("9 x 10", "u128", xiangqi);
    row!("12 x 10", "u128", large);
    row!("6 x 6", "u64", six);
    row!("5 x 5", "u32", five);
    row!("4 x 4", "u16", tiny);
}

/// `819200` as `800.0 KiB (819,200 B)`.
fn bytes(count: usize) -> String {
    let grouped = count
        .to_string()
        .as_bytes()
        .rchunks(3)
        .rev()
        .map(|chunk| std::str::from_utf8(chunk).expect("digits"))
        .collect::<Vec<_>>()
        .join(",");
    if count >= 1 << 20 {
        format!("{:.2} MiB ({grouped} B)", count as f64 / f64::from(1 << 20))
    } else if count >= 1 << 10 {
        format!("{:.1} KiB ({grouped} B)", count as f64 / f64::from(1 << 10))
    } else {
        format!("{grouped} B")
    }
}
