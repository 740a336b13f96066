//! What every generated board is: a trait, for code generic over boards.

use crate::bit_set::BitSet;
use crate::display::{Diagram, Names};
use bitfill_types::SquareName;

/// A board of a spec: its size, the type of its sets of squares, and its
/// coordinates. Every spec module has a unit struct `Board` implementing
/// it (`bitfill::chess::Board`, `bitfill::xiangqi::Board`, ...), so one
/// function can serve every board:
///
/// ```
/// use bitfill::{BitSet, Geometry};
///
/// /// The names of the squares of `set`, lowest first.
/// fn names<G: Geometry>(set: G::Bits) -> Vec<String> {
///     set.squares().map(|square| G::square_name(square).to_string()).collect()
/// }
///
/// assert_eq!(names::<bitfill::chess::Board>(1 << 0 | 1 << 63), ["a1", "h8"]);
/// // On 9 x 10, square 89 is the far corner.
/// assert_eq!(names::<bitfill::xiangqi::Board>(1 << 89), ["i10"]);
/// ```
///
/// Squares are numbered little-endian rank-file, `rank * WIDTH + file`, both
/// counted from 0. Names are a file and a rank: the file in letters (`a` to
/// `z`, then `aa` to `az`, `ba` and so on, as spreadsheets name columns),
/// the rank from 1 in decimal: `a1`, `e4`, `ab19`.
pub trait Geometry {
    /// A set of squares of this board.
    type Bits: BitSet;
    /// Files (the width).
    const WIDTH: u32;
    /// Ranks (the height).
    const HEIGHT: u32;
    /// `WIDTH * HEIGHT`: squares are numbered `0..SQUARES`.
    const SQUARES: usize;
    /// Every square of the board; the bits of [`Bits`](Self::Bits) beyond
    /// it are never in a generated function's result.
    const BOARD: Self::Bits;

    /// The square on `file` and `rank`, both from 0; `None` off the board.
    #[must_use]
    fn square(file: u32, rank: u32) -> Option<usize> {
        let on_board = file < Self::WIDTH && rank < Self::HEIGHT;
        on_board.then(|| rank as usize * Self::WIDTH as usize + file as usize)
    }

    /// The file of `square`, from 0.
    ///
    /// # Panics
    ///
    /// If `square` is not below [`SQUARES`](Self::SQUARES).
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // below `WIDTH`, a `u32`
    fn file_of(square: usize) -> u32 {
        assert!(square < Self::SQUARES, "square {square} is off the board");
        (square % Self::WIDTH as usize) as u32
    }

    /// The rank of `square`, from 0.
    ///
    /// # Panics
    ///
    /// If `square` is not below [`SQUARES`](Self::SQUARES).
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // below `HEIGHT`, a `u32`
    fn rank_of(square: usize) -> u32 {
        assert!(square < Self::SQUARES, "square {square} is off the board");
        (square / Self::WIDTH as usize) as u32
    }

    /// The name of `square`: `e4`.
    ///
    /// # Panics
    ///
    /// If `square` is not below [`SQUARES`](Self::SQUARES).
    #[must_use]
    fn square_name(square: usize) -> SquareName {
        SquareName::new(Self::file_of(square), Self::rank_of(square))
    }

    /// The square `name` names on this board; `None` for anything else.
    #[must_use]
    fn parse_square(name: &str) -> Option<usize> {
        let (file, rank) = SquareName::parse(name)?;
        Self::square(file, rank)
    }

    /// The squares of the board not in `set`: the complement within the
    /// board, `BOARD & !set`. `!set` alone also holds the bits beyond the
    /// board: on 19 x 19 in `[u64; 6]`, `(!occupied).count_ones()` counts 23
    /// squares too many, and `squares()` walks them.
    ///
    /// ```
    /// use bitfill::{BitSet, Geometry};
    /// use bitfill::xiangqi::Board as Xiangqi; // 9 x 10 in a u128
    ///
    /// let occupied = 1u128 << 4;
    /// assert_eq!((!occupied).count_ones(), 127); // 38 bits beyond the board
    /// assert_eq!(Xiangqi::complement(occupied).count_ones(), 89);
    /// ```
    #[must_use]
    fn complement(set: Self::Bits) -> Self::Bits {
        Self::BOARD & !set
    }

    /// `set` drawn as this board, for `{}`: see [`Diagram`].
    #[must_use]
    fn diagram(set: Self::Bits) -> Diagram<Self>
    where
        Self: Sized,
    {
        Diagram::new(set)
    }

    /// `set` as the names of its squares, for `{:?}`: `{a1, e4}`.
    #[must_use]
    fn names(set: Self::Bits) -> Names<Self>
    where
        Self: Sized,
    {
        Names::new(set)
    }
}
