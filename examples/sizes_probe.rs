//! Calls one board's rook attacks (one slider) or queen attacks (a full
//! set) `passes` times over a fixed dataset, for `scripts/sizes-instructions.sh`,
//! which counts its instructions under callgrind.
//!
//! ```text
//! cargo run --release --example sizes_probe -- <board> <rook|queen> <kogge_stone|dumb7> <passes>
//! ```
//!
//! Boards: `8x8`, `12x10`, `11x11`, `16x16`, `22x22`, `32x32`.

use std::hint::black_box;
use std::process::ExitCode;

use bitfill_suite::sizes::{
    board_11x11, board_12x10, board_16x16, board_22x22, board_32x32, dataset,
};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let [board, piece, strategy, passes] = args.as_slice() else {
        eprintln!("usage: sizes_probe <board> <rook|queen> <kogge_stone|dumb7> <passes>");
        return ExitCode::FAILURE;
    };
    let Ok(passes) = passes.parse::<u32>() else {
        eprintln!("sizes_probe: passes must be a number");
        return ExitCode::FAILURE;
    };
    let rook = piece == "rook";
    let mut sink = 0u32;
    macro_rules! run {
        ($module:path, $bits:ty, $width:literal, $height:literal) => {{
            use $module as board;
            let data = dataset::<$bits>($width, $height, rook);
            for _ in 0..passes {
                for &(sliders, empty) in &data {
                    let attacks = match (rook, strategy.as_str()) {
                        (true, "dumb7") => board::dumb7::rook_attacks(black_box(sliders), empty),
                        (true, _) => board::kogge_stone::rook_attacks(black_box(sliders), empty),
                        (false, "dumb7") => board::dumb7::queen_attacks(black_box(sliders), empty),
                        (false, _) => board::kogge_stone::queen_attacks(black_box(sliders), empty),
                    };
                    sink ^= black_box(attacks).count_ones();
                }
            }
        }};
    }
    match board.as_str() {
        "8x8" => run!(bitfill::chess, u64, 8, 8),
        "12x10" => run!(board_12x10, u128, 12, 10),
        "11x11" => run!(board_11x11, board_11x11::Bits, 11, 11),
        "16x16" => run!(board_16x16, board_16x16::Bits, 16, 16),
        "22x22" => run!(board_22x22, board_22x22::Bits, 22, 22),
        "32x32" => run!(board_32x32, board_32x32::Bits, 32, 32),
        other => {
            eprintln!("sizes_probe: unknown board `{other}`");
            return ExitCode::FAILURE;
        }
    }
    println!("{sink}");
    ExitCode::SUCCESS
}
