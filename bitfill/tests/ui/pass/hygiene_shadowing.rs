// User items that shadow what generated code might name: modules `core` and
// `bitfill`, types named like the primitives, macros named like the standard
// ones, and constants named like the generated code's locals; and the crate
// reached under another name.
#![allow(non_camel_case_types, dead_code, non_upper_case_globals, unused_macros)]

mod core {}
mod bitfill {}

extern crate bitfill as board_kit;

struct u16;
struct u32;
struct u64;
struct u128;
struct i32;
struct usize;
struct str;

macro_rules! assert {
    ($($tokens:tt)*) => {
        compile_error!("the user's `assert!` was called")
    };
}
macro_rules! stringify {
    ($($tokens:tt)*) => {
        compile_error!("the user's `stringify!` was called")
    };
}
macro_rules! unreachable {
    ($($tokens:tt)*) => {
        compile_error!("the user's `unreachable!` was called")
    };
}

const sliders: ::core::primitive::u8 = 1;
const empty: ::core::primitive::u8 = 2;
const flood: ::core::primitive::u8 = 3;
const squares: ::core::primitive::u8 = 4;
const pieces: ::core::primitive::u8 = 5;
const blockers: ::core::primitive::u8 = 6;
const union: ::core::primitive::u8 = 7;
const a: ::core::primitive::usize = 8;
const b: ::core::primitive::usize = 9;
const row: ::core::primitive::usize = 10;
const from: ::core::primitive::usize = 11;
const to: ::core::primitive::usize = 12;
const square: ::core::primitive::usize = 13;
const set: ::core::primitive::u8 = 14;
const count: ::core::primitive::usize = 15;
const table: ::core::primitive::u8 = 16;
const direction: ::core::primitive::u8 = 17;
const piece: ::core::primitive::u8 = 18;
const side: ::core::primitive::u8 = 19;
const screens: ::core::primitive::u8 = 20;
const reach_0: ::core::primitive::u8 = 21;
const ray_1: ::core::primitive::u8 = 22;
const free_1: ::core::primitive::u8 = 23;
const beyond_2: ::core::primitive::u8 = 24;
struct bool;
struct Option;
struct Some;
struct None;
struct Iterator;
macro_rules! matches {
    ($($tokens:tt)*) => {
        compile_error!("the user's `matches!` was called")
    };
}

::bitfill::fills! {
    /// Chess next to shadowing items.
    pub mod chess {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), east: (1, 0) },
        groups: { both: [north, east] },
        leapers: { king: [(1, 1)] },
        pieces: { cannon: "mRcpR", lance: "fR3", short_cannon: "pB3", locust: "gK", horse: "nN" },
    }
}

board_kit::fills! {
    /// A u128 board next to shadowing items, through the renamed crate.
    pub mod wide {
        bits: u128,
        board: 16 x 8,
        strategies: [kogge_stone, dumb7],
        directions: { north: (0, 1), east: (1, 0) },
    }
}

::bitfill::fills! {
    /// A u16 board next to shadowing items.
    pub mod tiny {
        bits: u16,
        board: 4 x 4,
        strategies: [dumb7],
        directions: { west: (-1, 0) },
    }
}

fn main() {
    let attacks: ::core::primitive::u64 = chess::kogge_stone::both_attacks(1, !1);
    ::std::assert_eq!(attacks, 0x0101_0101_0101_01fe);
    ::std::assert_eq!(chess::dumb7::both_attacks(1, !1), attacks);
    ::std::assert_eq!(chess::king_attacks(1), 1 << 9);
    ::std::assert_eq!(wide::kogge_stone::east_attacks(1, !1), 0xfffe);
    ::std::assert_eq!(tiny::dumb7::west_attacks(1 << 3, !0), 0b0111);
    ::std::assert_eq!(chess::between(0, 24), 0x0001_0100);
    ::std::assert_eq!(chess::Direction::towards(0, 9), ::std::option::Option::None);
    ::std::assert!(chess::Group::Both.contains(chess::Direction::East));
    let _: board_kit::GroupShape = chess::Group::Both.shape();
    ::std::assert_eq!(chess::squares(0b101).count(), 2);
    ::std::assert_eq!(
        <chess::KoggeStone as chess::Sliders>::both_xray(1, !0x0101, 0x0100),
        0x0101_0101_0101_0000
    );
}
