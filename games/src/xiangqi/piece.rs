//! Kinds of xiangqi pieces (their sides are `bitfill::xiangqi::Side`).

/// A kind of piece, whatever its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Steps one square orthogonally, within its palace; must never be left
    /// attacked, nor face the other general on an open file.
    General,
    /// Steps one square diagonally, within its palace.
    Advisor,
    /// Moves two squares diagonally, unless the midpoint is occupied, and
    /// never across the river.
    Elephant,
    /// Leaps (1, 2), unless the orthogonal square next to it, its leg, is
    /// occupied.
    Horse,
    /// Slides orthogonally.
    Chariot,
    /// Slides orthogonally to move, captures by hopping over one piece.
    Cannon,
    /// Steps forward; sideways too once across the river.
    Soldier,
}

impl Piece {
    /// Every kind, in index order.
    pub const ALL: [Piece; 7] = [
        Piece::General,
        Piece::Advisor,
        Piece::Elephant,
        Piece::Horse,
        Piece::Chariot,
        Piece::Cannon,
        Piece::Soldier,
    ];

    /// The index into per-kind arrays, general 0 to soldier 6.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase letter of Fairy-Stockfish's FEN: `k`, `a`, `b`, `n`,
    /// `r`, `c`, `p`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Piece::General => 'k',
            Piece::Advisor => 'a',
            Piece::Elephant => 'b',
            Piece::Horse => 'n',
            Piece::Chariot => 'r',
            Piece::Cannon => 'c',
            Piece::Soldier => 'p',
        }
    }

    /// The kind a FEN letter names, either case: [`Piece::letter`]'s, and
    /// `h` and `e` for the horse and the elephant, which Fairy-Stockfish
    /// reads too.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter.to_ascii_lowercase() {
            'k' => Some(Piece::General),
            'a' => Some(Piece::Advisor),
            'b' | 'e' => Some(Piece::Elephant),
            'n' | 'h' => Some(Piece::Horse),
            'r' => Some(Piece::Chariot),
            'c' => Some(Piece::Cannon),
            'p' => Some(Piece::Soldier),
            _ => None,
        }
    }

    /// The English name, for messages: `general`, `advisor`, ...
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Piece::General => "general",
            Piece::Advisor => "advisor",
            Piece::Elephant => "elephant",
            Piece::Horse => "horse",
            Piece::Chariot => "chariot",
            Piece::Cannon => "cannon",
            Piece::Soldier => "soldier",
        }
    }
}
