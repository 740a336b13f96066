//! `bitfill::Board` and `bitfill::BitSet`: one generic function serves every
//! board, integer and words alike.

use bitfill::{BitSet, Board};
use bitfill_suite::wide::wide_19x19;

/// The names of the squares of `set` and their (file, rank), lowest first.
fn described<B: Board>(set: B::Bits) -> Vec<(String, u32, u32)> {
    set.squares()
        .map(|square| {
            let name = B::square_name(square).to_string();
            assert_eq!(B::parse_square(&name), Some(square));
            (name, B::file_of(square), B::rank_of(square))
        })
        .collect()
}

/// The four corners of `B`, from its size alone.
fn corners<B: Board>() -> B::Bits {
    let last_file = B::WIDTH - 1;
    let last_rank = B::HEIGHT - 1;
    [
        (0, 0),
        (last_file, 0),
        (0, last_rank),
        (last_file, last_rank),
    ]
    .into_iter()
    .filter_map(|(file, rank)| B::square(file, rank))
    .fold(B::Bits::EMPTY, |set, square| set | B::Bits::square(square))
}

/// What every board satisfies, checked generically.
fn board_laws<B: Board>() {
    assert_eq!(B::SQUARES, (B::WIDTH * B::HEIGHT) as usize);
    assert_eq!(B::BOARD.count_ones() as usize, B::SQUARES);
    assert!(B::BOARD.squares().eq(0..B::SQUARES));
    assert_eq!(B::square(B::WIDTH, 0), None);
    assert_eq!(B::square(0, B::HEIGHT), None);
    let corners = corners::<B>();
    assert_eq!(corners.count_ones(), 4);
    assert_eq!(corners & !B::BOARD, B::Bits::EMPTY);
}

#[test]
fn one_function_on_8x8_9x10_and_words() {
    board_laws::<bitfill::chess::Board>();
    board_laws::<bitfill::xiangqi::Board>();
    board_laws::<wide_19x19::Board>();
    let described_corners = |names: &[(&str, u32, u32)]| -> Vec<(String, u32, u32)> {
        names
            .iter()
            .map(|&(name, file, rank)| (name.to_owned(), file, rank))
            .collect()
    };
    assert_eq!(
        described::<bitfill::chess::Board>(corners::<bitfill::chess::Board>()),
        described_corners(&[("a1", 0, 0), ("h1", 7, 0), ("a8", 0, 7), ("h8", 7, 7)])
    );
    assert_eq!(
        described::<bitfill::xiangqi::Board>(corners::<bitfill::xiangqi::Board>()),
        described_corners(&[("a1", 0, 0), ("i1", 8, 0), ("a10", 0, 9), ("i10", 8, 9)])
    );
    assert_eq!(
        described::<wide_19x19::Board>(corners::<wide_19x19::Board>()),
        described_corners(&[("a1", 0, 0), ("s1", 18, 0), ("a19", 0, 18), ("s19", 18, 18)])
    );
    // The generated words type is a `BitSet` like the integers.
    let tengen = wide_19x19::Bits::square(9 * 19 + 9);
    assert_eq!(BitSet::squares(tengen).collect::<Vec<_>>(), [180]);
    assert_eq!(bitfill::chess::Board::square_name(27), "d4");
}
