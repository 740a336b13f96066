//! The generated code reads like the textbook, with minimal round counts.

use super::{chess, example, function, module, pretty};

#[test]
fn kogge_stone_north_attacks_is_the_textbook_one() {
    let expansion = pretty(chess());
    let kogge_stone = module(&expansion, "kogge_stone");
    assert_eq!(
        function(kogge_stone, "north_attacks"),
        [
            "sliders |= empty & (sliders << 8);",
            "empty &= empty << 8;",
            "sliders |= empty & (sliders << 16);",
            "empty &= empty << 16;",
            "sliders |= empty & (sliders << 32);",
            "sliders << 8",
        ]
    );
    assert_eq!(
        function(kogge_stone, "east_fill"),
        [
            "sliders |= 0xfefe_fefe_fefe_fefe & (sliders << 1);",
            "sliders |= 0xfcfc_fcfc_fcfc_fcfc & (sliders << 2);",
            "sliders |= 0xf0f0_f0f0_f0f0_f0f0 & (sliders << 4);",
            "sliders",
        ]
    );
}

#[test]
fn dumb7_south_attacks_is_the_textbook_one() {
    let expansion = pretty(chess());
    let dumb7 = module(&expansion, "dumb7");
    let mut expected = vec!["let mut flood = sliders;"];
    for _ in 0..5 {
        expected.extend(["sliders = (sliders >> 8) & empty;", "flood |= sliders;"]);
    }
    expected.extend(["flood |= (sliders >> 8) & empty;", "flood >> 8"]);
    assert_eq!(function(dumb7, "south_attacks"), expected);
}

/// The longest ray of a step on a `width x height` board, by walking.
fn walked_ray_length(width: i32, height: i32, (file, rank): (i32, i32)) -> u32 {
    let mut longest = 0;
    for start_file in 0..width {
        for start_rank in 0..height {
            let (mut f, mut r, mut length) = (start_file + file, start_rank + rank, 0);
            while (0..width).contains(&f) && (0..height).contains(&r) {
                (f, r, length) = (f + file, r + rank, length + 1);
            }
            longest = longest.max(length);
        }
    }
    longest
}

/// On boards whose directions have different ray lengths, each function
/// has the fewest rounds (Kogge-Stone) or cycles (Dumb7) that cover its ray.
#[test]
fn round_and_cycle_counts_are_minimal_per_direction() {
    let boards = [
        ("u128", 10, 8),
        ("u128", 16, 8),
        ("u128", 9, 10),
        ("u64", 1, 64),
        ("u32", 5, 5),
        ("u64", 8, 8),
    ];
    let steps = [
        ("north", (0, 1)),
        ("east", (1, 0)),
        ("north_east", (1, 1)),
        ("hop", (1, 2)),
    ];
    for (bits, width, height) in boards {
        let fitting: Vec<_> = steps
            .iter()
            .filter(|(_, (file, rank))| *file < width && *rank < height)
            .collect();
        let directions: Vec<String> = fitting
            .iter()
            .map(|(name, (file, rank))| format!("{name}: ({file}, {rank})"))
            .collect();
        let spec = format!(
            "mod board {{ bits: {bits}, board: {width} x {height}, strategies: [kogge_stone, dumb7], directions: {{ {} }} }}",
            directions.join(", ")
        );
        let expansion = pretty(&spec);
        let kogge_stone = module(&expansion, "kogge_stone");
        let dumb7 = module(&expansion, "dumb7");
        for (name, step) in fitting {
            let length = walked_ray_length(width, height, *step);
            let context = format!("{name} on {width} x {height} (ray length {length})");
            let rounds = |function_name: &str| {
                function(kogge_stone, &format!("{name}_{function_name}"))
                    .iter()
                    .filter(|line| line.starts_with("sliders |="))
                    .count() as u32
            };
            // Occluded fills cover distances 0 .. 2^rounds - 1 >= length;
            // attacks only need length - 1 before their last step.
            let occluded = rounds("occluded");
            assert!(
                (1 << occluded) > length && (1 << (occluded - 1)) <= length,
                "{context}: {occluded} rounds"
            );
            assert_eq!(rounds("fill"), occluded, "{context}");
            let attacks = rounds("attacks");
            assert!(
                (1 << attacks) >= length,
                "{context}: {attacks} attack rounds"
            );
            assert!(
                attacks == 0 || (1 << (attacks - 1)) < length,
                "{context}: {attacks} attack rounds"
            );
            let cycles = |function_name: &str| {
                function(dumb7, &format!("{name}_{function_name}"))
                    .iter()
                    .filter(|line| line.starts_with("flood |="))
                    .count() as u32
            };
            assert_eq!(cycles("occluded"), length, "{context}");
            assert_eq!(cycles("fill"), length, "{context}");
            assert_eq!(cycles("attacks"), length - 1, "{context}");
        }
    }
}

/// `expansion` with the folded tables (`static NAME: [...] = [ ... ];`)
/// cut to their first line: they are checked against the reference by the
/// workspace's tests, not by eye.
fn without_tables(expansion: &str) -> String {
    let mut kept = Vec::new();
    let mut skipping = None;
    for line in expansion.lines() {
        if let Some(end) = &skipping {
            if line == end {
                skipping = None;
            }
            continue;
        }
        let trimmed = line.trim_start();
        let is_static = trimmed.starts_with("static ") || trimmed.starts_with("pub static ");
        if is_static && line.ends_with("= [") {
            let indent = &line[..line.len() - trimmed.len()];
            kept.push(format!("{line} /* folded to literals */ ];"));
            skipping = Some(format!("{indent}];"));
            continue;
        }
        kept.push(line.to_owned());
    }
    kept.join("\n") + "\n"
}

/// The readable expansion of the chess spec, reviewed by eye: the module's
/// own items, then each strategy module, then the lookup modules.
#[test]
fn chess_expansion_snapshots() {
    let expansion = without_tables(&pretty(chess()));
    let start = |heading: &str| {
        expansion
            .find(heading)
            .unwrap_or_else(|| panic!("no {heading}"))
    };
    let kogge_stone_start = start("    /// Kogge-Stone fills");
    let dumb7_start = start("    /// Dumb7 fills");
    let lookups_start = start("    /// Magic lookups");
    insta::assert_snapshot!("chess_board_items", &expansion[..kogge_stone_start]);
    insta::assert_snapshot!(
        "chess_kogge_stone",
        &expansion[kogge_stone_start..dumb7_start]
    );
    insta::assert_snapshot!("chess_dumb7", &expansion[dumb7_start..lookups_start]);
    insta::assert_snapshot!("chess_lookups", &expansion[lookups_start..]);
}

/// The expansion of the facade's `example_generated` spec, whole: the
/// workspace's `tests/docs.rs` checks that the facade's
/// `example_generated/expansion.rs`, which docs.rs shows, is this.
#[test]
fn example_generated_snapshot() {
    insta::assert_snapshot!("example_generated", pretty(example()));
}

/// The fairy pieces' functions, as reviewed: the cannon's moves and
/// captures, the lame leapers' attacks and a region's constant.
#[test]
fn fairy_expansion_snapshot() {
    let spec = "pub mod xiangqi { bits: u128, board: 9 x 10, strategies: [kogge_stone], directions: { north: (0, 1), south: (0, -1), east: (1, 0), west: (-1, 0) }, groups: { rook: [north, south, east, west] }, hoppers: { cannon: { over: rook, moves: slide, captures: hop } }, lame_leapers: { horse: [(1, 2), (2, 1)], elephant: [(2, 2)] }, regions: { red_palace: [(3, 0)..=(5, 2)], palaces: [red_palace, (3, 7)..=(5, 9)] } }";
    let expansion = pretty(spec);
    let mut reviewed = String::new();
    for name in [
        "cannon_moves",
        "cannon_captures",
        "horse_attacks",
        "elephant_attacks",
    ] {
        reviewed += &format!("{name}:\n{}\n\n", function(&expansion, name).join("\n"));
    }
    let start = expansion.find("Region `red_palace`").expect("a region");
    let end = start + expansion[start..].find(';').expect("the constant's end");
    reviewed += &expansion[start..=end];
    insta::assert_snapshot!("fairy_functions", reviewed);
}

/// `GROUP_SHAPE` and `Group::shape` say what the group functions are
/// written as: `auto`'s choice per target, `fused` for a group of one
/// direction, and a forced shape as named.
#[test]
fn group_shapes_are_reported() {
    use quote::quote;
    let expansion = |shape: &str| {
        let spec = format!(
            "pub mod board {{ bits: u64, board: 8 x 8, strategies: [dumb7], directions: {{ north: (0, 1), south: (0, -1), east: (1, 0) }}, groups: {{ file: [north, south], up: [north], pair: [north, east] }}, group_shape: {shape} }}"
        );
        let code = crate::expand::expand(spec.parse().expect("tokens")).expect("the spec checks");
        code.to_string()
    };
    let shape = quote!(::bitfill::__private::GroupShape);
    let x86 = quote!(any(target_arch = "x86", target_arch = "x86_64"));
    let split = quote!(if ::core::cfg!(all(#x86, not(target_feature = "avx2"))) { #shape::Split });
    let paired = quote! {
        else if ::core::cfg!(all(#x86, target_feature = "avx2", not(target_feature = "avx512f"))) {
            #shape::Paired
        }
    };
    let auto = expansion("auto");
    let contains = |expected: proc_macro2::TokenStream| {
        assert!(auto.contains(&expected.to_string()), "{expected}\n{auto}");
    };
    contains(quote!(pub const GROUP_SHAPE: #shape = #split #paired else { #shape::Fused };));
    // A group of one direction is fused everywhere; one without an opposite
    // pair is split where `auto` splits and fused elsewhere.
    contains(quote!(Self::Up => #shape::Fused,));
    contains(quote!(Self::File => #split #paired else { #shape::Fused },));
    contains(quote!(Self::Pair => #split else { #shape::Fused },));
    let forced = expansion("paired");
    for expected in [
        quote!(pub const GROUP_SHAPE: #shape = #shape::Paired;),
        quote!(Self::File => #shape::Paired, Self::Up | Self::Pair => #shape::Fused,),
    ] {
        assert!(
            forced.contains(&expected.to_string()),
            "{expected}\n{forced}"
        );
    }
}

/// A direction confined to a region costs what a free one does: the same
/// statements, only the masks differ (the region is part of them). The
/// long diagonal confined to itself keeps the free ray length, so the code
/// is the same line for line.
#[test]
fn a_confined_direction_is_a_free_one_with_other_masks() {
    let spec = |confinement: &str| {
        format!(
            "pub mod board {{ bits: u128, board: 9 x 10, strategies: [kogge_stone, dumb7], \
             directions: {{ north_east: (1, 1){confinement} }}, \
             regions: {{ diagonal: [(0, 0), (1, 1), (2, 2), (3, 3), (4, 4), (5, 5), (6, 6), (7, 7), (8, 8)] }} }}"
        )
    };
    let (free, confined) = (pretty(&spec("")), pretty(&spec(" in diagonal")));
    // Every mask literal as `MASK`.
    let masked = |lines: Vec<&str>| -> Vec<String> {
        lines
            .iter()
            .map(|line| {
                line.split(' ')
                    .map(|word| {
                        let bare = word.trim_start_matches('(').trim_end_matches([')', ';']);
                        if bare.starts_with("0x") {
                            word.replace(bare, "MASK")
                        } else {
                            word.to_owned()
                        }
                    })
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    };
    for strategy in ["kogge_stone", "dumb7"] {
        let (free, confined) = (module(&free, strategy), module(&confined, strategy));
        for function_name in [
            "north_east_fill",
            "north_east_occluded",
            "north_east_attacks",
        ] {
            let free = masked(function(free, function_name));
            let confined = masked(function(confined, function_name));
            assert_eq!(confined, free, "{strategy} {function_name}");
        }
    }
    assert!(confined.contains("confined to `diagonal`"));
    assert!(confined.contains("0x0000_0000_0001_0040_1004_0100_4010_0400"));
}
