// The forms the DSL accepts: `8x8`, fields in any order, no trailing comma,
// a minimal spec, a module without docs, restricted visibility, raw and
// reserved-looking names (`gen` is reserved in Rust 2024, yet a direction
// may be called `gen` since every item adds a suffix to it), nested groups, a
// spec inside a function.

bitfill::fills! {
    pub(crate) mod minimal {
        directions: { up: (0, 1), gen: (1, 0) },
        strategies: [dumb7],
        board: 8x8,
        bits: u64
    }
}

mod outer {
    bitfill::fills! {
        /// Nested in another module.
        pub mod inner {
            bits: u32,
            board: 5 x 5,
            strategies: [kogge_stone, dumb7],
            directions: { r#gen: (1, 0), r#match: (0, 1), r#async: (1, 1) },
            groups: { pair: [r#gen, r#match], all: [pair, r#async] },
            leapers: { r#type: [(2, 2)] },
        }
    }
}

fn main() {
    assert_eq!(minimal::dumb7::up_attacks(1, !1), 0x0101_0101_0101_0100);
    assert_eq!(minimal::Direction::Up.ray_length(), 7);
    assert_eq!(minimal::dumb7::gen_attacks(1, !1), 0xfe);
    assert_eq!(minimal::Direction::Gen.name(), "gen");

    use outer::inner;
    assert_eq!(inner::kogge_stone::gen_attacks(1, !1), 0b11110);
    assert_eq!(inner::Direction::Match.name(), "match");
    assert_eq!(inner::kogge_stone::all_attacks(1, !1), inner::dumb7::all_attacks(1, !1));
    assert_eq!(inner::TYPE_ATTACKS[0], 1 << 12);

    bitfill::fills! {
        /// A spec inside a function body.
        mod local {
            bits: u16,
            board: 1 x 16,
            strategies: [kogge_stone],
            directions: { north: (0, 1) },
        }
    }
    assert_eq!(local::kogge_stone::north_fill(1), u16::MAX);
}
