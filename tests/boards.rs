//! `bitfill::Geometry` and `bitfill::BitSet`: one generic function serves every
//! board, integer and words alike.

use bitfill::{BitSet, Geometry};
use bitfill_suite::wide::wide_19x19;

/// The names of the squares of `set` and their (file, rank), lowest first.
fn described<G: Geometry>(set: G::Bits) -> Vec<(String, u32, u32)> {
    set.squares()
        .map(|square| {
            let name = G::square_name(square).to_string();
            assert_eq!(G::parse_square(&name), Some(square));
            (name, G::file_of(square), G::rank_of(square))
        })
        .collect()
}

/// The four corners of `G`, from its size alone.
fn corners<G: Geometry>() -> G::Bits {
    let last_file = G::WIDTH - 1;
    let last_rank = G::HEIGHT - 1;
    [
        (0, 0),
        (last_file, 0),
        (0, last_rank),
        (last_file, last_rank),
    ]
    .into_iter()
    .filter_map(|(file, rank)| G::square(file, rank))
    .fold(G::Bits::EMPTY, |set, square| set | G::Bits::square(square))
}

/// What every board satisfies, checked generically.
fn board_laws<G: Geometry>() {
    assert_eq!(G::SQUARES, (G::WIDTH * G::HEIGHT) as usize);
    assert_eq!(G::BOARD.count_ones() as usize, G::SQUARES);
    assert!(G::BOARD.squares().eq(0..G::SQUARES));
    assert_eq!(G::square(G::WIDTH, 0), None);
    assert_eq!(G::square(0, G::HEIGHT), None);
    let corners = corners::<G>();
    assert_eq!(corners.count_ones(), 4);
    assert_eq!(corners & !G::BOARD, G::Bits::EMPTY);
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

/// `complement` and the module's `empty` stay on the board, where `!` does
/// not: the off-board trap, on a board of each kind.
fn complement_laws<G: Geometry>(occupied: G::Bits, empty: fn(G::Bits) -> G::Bits) {
    let pieces = (occupied & G::BOARD).count_ones() as usize;
    assert_eq!(
        G::complement(occupied).count_ones() as usize,
        G::SQUARES - pieces
    );
    assert_eq!(empty(occupied), G::complement(occupied));
    assert!(
        G::complement(occupied)
            .squares()
            .all(|square| square < G::SQUARES)
    );
    assert_eq!(G::complement(occupied) & occupied, G::Bits::EMPTY);
    assert_eq!(G::complement(occupied) | (occupied & G::BOARD), G::BOARD);
}

#[test]
fn complements_never_count_squares_beyond_the_board() {
    complement_laws::<bitfill::chess::Board>(0xffff, bitfill::chess::empty);
    complement_laws::<bitfill::xiangqi::Board>(1 << 4 | 1 << 85, bitfill::xiangqi::empty);
    let stones = wide_19x19::Bits::square(0) | wide_19x19::Bits::square(360);
    complement_laws::<wide_19x19::Board>(stones, wide_19x19::empty);
    // The trap itself: 6 words hold 384 bits, 23 beyond square 360.
    assert_eq!((!stones).count_ones(), 382);
    assert_eq!(wide_19x19::empty(stones).count_ones(), 359);
    // In const context too.
    const EMPTY_XIANGQI: u128 = bitfill::xiangqi::empty(0);
    assert_eq!(EMPTY_XIANGQI, bitfill::xiangqi::BOARD);
}

#[test]
fn sets_show_their_squares() {
    let stones = wide_19x19::Bits::square(0) | wide_19x19::Bits::square(9 * 19 + 9);
    assert_eq!(format!("{stones:?}"), "Bits {a1, j10}");
    assert_eq!(
        format!("{:?}", bitfill::chess::Board::names(1 << 63 | 1 << 28)),
        "{e4, h8}"
    );
    // Bits beyond the board are shown as a count, not as squares.
    assert_eq!(
        format!("{:?}", bitfill::xiangqi::Board::names(1 << 127 | 1)),
        "{a1} and 1 bits beyond the board"
    );
}

#[test]
fn diagrams_draw_the_board() {
    let palace_centres = 1u128 << (9 + 4) | 1 << (8 * 9 + 4);
    let expected = "\
10 . . . . . . . . .
 9 . . . . x . . . .
 8 . . . . . . . . .
 7 . . . . . . . . .
 6 . . . . . . . . .
 5 . . . . . . . . .
 4 . . . . . . . . .
 3 . . . . . . . . .
 2 . . . . x . . . .
 1 . . . . . . . . .
   a b c d e f g h i";
    assert_eq!(
        bitfill::xiangqi::Board::diagram(palace_centres).to_string(),
        expected
    );
    // 32 files: two letters from the 27th, every column as wide.
    let drawn = wide_32x32_diagram();
    let files = drawn.lines().last().expect("the files' line");
    assert!(files.ends_with("  z aa ab ac ad ae af"), "{files}");
    let first_rank = drawn.lines().nth(31).expect("rank 1");
    assert!(first_rank.starts_with(" 1  x  ."), "{first_rank}");
    assert_eq!(first_rank.len(), files.len());
}

fn wide_32x32_diagram() -> String {
    use bitfill_suite::wide::wide_32x32;
    wide_32x32::Board::diagram(wide_32x32::Bits::square(0)).to_string()
}
