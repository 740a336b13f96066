//! Runs one contender on one benchmark scenario, for tools that count rather
//! than time: `scripts/instructions.sh` runs it under callgrind, and
//! `scripts/asm.sh` reads the assembly of its `asm_*` functions.
//!
//! ```text
//! cargo run --release --example probe -- <scenario> <contender> <passes>
//! cargo run --release --example probe -- --list
//! ```
//!
//! Scenarios: `one_queen`, `edge_queen`, `rooks_1_to_3`, `queens_1_to_3`,
//! `positions`;
//! contenders: the names in `bitfill_suite::contenders::ALL`.

use std::hint::black_box;
use std::process::ExitCode;

use bitfill_suite::contenders::Attacks;
use bitfill_suite::for_each_contender;
use bitfill_suite::scenarios::{self, Item, Pieces};

const ITEMS: usize = 4096;

/// The throughput loop of `benches/attacks.rs`, `passes` times.
fn run<A: Attacks>(pieces: Pieces, items: &[Item], passes: u32) -> u64 {
    (0..passes).fold(0, |sink, _| {
        sink ^ scenarios::throughput::<A>(pieces, items)
    })
}

/// `queen_attacks` through the `Sliders` trait, as generic engine code
/// calls it; the probe of one instantiation must be the direct call's code.
fn queen_through_sliders<S: bitfill::chess::Sliders>(sliders: u64, empty: u64) -> u64 {
    S::queen_attacks(sliders, empty)
}

/// Out-of-line copies of single functions, for `scripts/asm.sh`.
macro_rules! asm_probes {
    ($($name:ident => $path:path,)*) => {
        $(
            #[inline(never)]
            pub fn $name(sliders: u64, empty: u64) -> u64 {
                $path(sliders, empty)
            }
        )*
        const ASM_PROBES: &[fn(u64, u64) -> u64] = &[$($name),*];
    };
}

asm_probes! {
    asm_generated_kogge_stone_south_attacks => bitfill::chess::kogge_stone::south_attacks,
    asm_generated_dumb7_south_attacks => bitfill::chess::dumb7::south_attacks,
    asm_textbook_kogge_stone_south_attacks => bitfill_suite::contenders::textbook_kogge_stone::south_attacks,
    asm_textbook_dumb7_south_attacks => bitfill_suite::contenders::textbook_dumb7::south_attacks,
    asm_generated_kogge_stone_queen_attacks => bitfill::chess::kogge_stone::queen_attacks,
    asm_generated_dumb7_queen_attacks => bitfill::chess::dumb7::queen_attacks,
    asm_generated_kogge_stone_fused_queen_attacks => bitfill_suite::contenders::generated::fused::kogge_stone::queen_attacks,
    asm_generated_kogge_stone_split_queen_attacks => bitfill_suite::contenders::generated::split::kogge_stone::queen_attacks,
    asm_generated_kogge_stone_paired_queen_attacks => bitfill_suite::contenders::generated::paired::kogge_stone::queen_attacks,
    asm_generated_kogge_stone_rook_attacks => bitfill::chess::kogge_stone::rook_attacks,
    asm_generated_kogge_stone_fused_rook_attacks => bitfill_suite::contenders::generated::fused::kogge_stone::rook_attacks,
    asm_generated_kogge_stone_split_rook_attacks => bitfill_suite::contenders::generated::split::kogge_stone::rook_attacks,
    asm_generated_kogge_stone_paired_rook_attacks => bitfill_suite::contenders::generated::paired::kogge_stone::rook_attacks,
    asm_textbook_kogge_stone_queen_attacks => bitfill_suite::contenders::textbook_kogge_stone::queen_attacks,
    asm_textbook_dumb7_queen_attacks => bitfill_suite::contenders::textbook_dumb7::queen_attacks,
    asm_sliders_kogge_stone_queen_attacks => queen_through_sliders::<bitfill::chess::KoggeStone>,
    asm_sliders_dumb7_queen_attacks => queen_through_sliders::<bitfill::chess::Dumb7>,
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--list") {
        for contender in bitfill_suite::contenders::ALL {
            println!("{}", contender.name);
        }
        return ExitCode::SUCCESS;
    }
    let [scenario_name, contender, passes] = args.as_slice() else {
        eprintln!("usage: probe <scenario> <contender> <passes>");
        return ExitCode::FAILURE;
    };
    let Ok(passes) = passes.parse::<u32>() else {
        eprintln!("probe: passes must be a number, not `{passes}`");
        return ExitCode::FAILURE;
    };
    let Some(scenario) = scenarios::by_name(scenario_name, ITEMS) else {
        eprintln!("probe: unknown scenario `{scenario_name}`");
        return ExitCode::FAILURE;
    };
    let mut result = None;
    macro_rules! run_if_named {
        ($contender:ty) => {
            if <$contender as Attacks>::NAME == contender {
                result = Some(run::<$contender>(scenario.pieces, &scenario.items, passes));
            }
        };
    }
    for_each_contender!(run_if_named);
    match result {
        Some(checksum) => {
            // Keep the probes in the binary.
            let probes = ASM_PROBES
                .iter()
                .fold(0, |sum, probe| sum ^ probe(black_box(1), black_box(!1)));
            println!("{checksum:#018x} {probes:#x}");
            ExitCode::SUCCESS
        }
        None => {
            eprintln!("probe: unknown contender `{contender}`");
            ExitCode::FAILURE
        }
    }
}
