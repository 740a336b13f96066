//! Sets of squares shown to people: a list of square names (for `Debug`)
//! and a diagram of the board (for `Display`), on any [`Geometry`].

use core::fmt;
use core::marker::PhantomData;

use crate::bit_set::BitSet;
use crate::geometry::Geometry;
use bitfill_types::SquareName;

/// A set drawn as its board, the last rank at the top: `x` for a square in
/// the set, `.` for one not, files named underneath and ranks on the left.
/// [`Geometry::diagram`] makes one; print it with `{}`.
///
/// ```
/// use bitfill::Geometry;
/// use bitfill::chess::Board as Chess;
///
/// let e4_d5 = 1u64 << 28 | 1 << 35;
/// let drawn = Chess::diagram(e4_d5).to_string();
/// assert_eq!(drawn.lines().nth(3), Some("5 . . . x . . . ."));
/// assert_eq!(drawn.lines().nth(4), Some("4 . . . . x . . ."));
/// assert_eq!(drawn.lines().last(), Some("  a b c d e f g h"));
/// ```
///
/// Files beyond `z` take two letters (`aa`, `ab`...): every column is then
/// as wide as the widest name. Bits beyond the board are not drawn.
pub struct Diagram<G: Geometry> {
    set: G::Bits,
    board: PhantomData<G>,
}

impl<G: Geometry> Diagram<G> {
    /// The diagram of `set`.
    #[must_use]
    pub fn new(set: G::Bits) -> Diagram<G> {
        Diagram {
            set,
            board: PhantomData,
        }
    }
}

impl<G: Geometry> fmt::Display for Diagram<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // The widest labels: the last file's letters, the last rank's digits.
        let column = SquareName::new(G::WIDTH - 1, 0).as_str().len() - 1;
        let margin = SquareName::new(0, G::HEIGHT - 1).as_str().len() - 1;
        for rank in (0..G::HEIGHT).rev() {
            write!(f, "{:>margin$}", rank + 1)?;
            for file in 0..G::WIDTH {
                let square = rank as usize * G::WIDTH as usize + file as usize;
                let mark = if self.set.contains(square) { "x" } else { "." };
                write!(f, " {mark:>column$}")?;
            }
            writeln!(f)?;
        }
        write!(f, "{:margin$}", "")?;
        for file in 0..G::WIDTH {
            let name = SquareName::new(file, 0);
            let letters = name.as_str().trim_end_matches('1');
            write!(f, " {letters:>column$}")?;
        }
        Ok(())
    }
}

impl<G: Geometry> fmt::Debug for Diagram<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "\n{self}")
    }
}

/// A set as the names of its squares, lowest first: `{a1, e4}`.
/// [`Geometry::names`] makes one; generated `Bits` types of words show
/// themselves this way in `Debug`.
pub struct Names<G: Geometry> {
    set: G::Bits,
    board: PhantomData<G>,
}

impl<G: Geometry> Names<G> {
    /// The names of `set`'s squares.
    #[must_use]
    pub fn new(set: G::Bits) -> Names<G> {
        Names {
            set,
            board: PhantomData,
        }
    }
}

impl<G: Geometry> fmt::Debug for Names<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let on_board = self.set & G::BOARD;
        let names = on_board
            .squares()
            .map(|square| Bare(G::square_name(square)));
        f.debug_set().entries(names).finish()?;
        let off_board = (self.set & !G::BOARD).count_ones();
        if off_board > 0 {
            write!(f, " and {off_board} bits beyond the board")?;
        }
        Ok(())
    }
}

impl<G: Geometry> fmt::Display for Names<G> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self, f)
    }
}

/// A name shown without quotes in a `Debug` list.
struct Bare(SquareName);

impl fmt::Debug for Bare {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0.as_str())
    }
}
