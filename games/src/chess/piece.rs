//! Kinds of pieces (their sides are `bitfill::chess::Side`).

/// A kind of piece, whatever its side.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Piece {
    /// Pushes forward, captures diagonally forward.
    Pawn,
    /// Leaps (1, 2).
    Knight,
    /// Slides diagonally.
    Bishop,
    /// Slides orthogonally.
    Rook,
    /// Slides both ways.
    Queen,
    /// Steps one square; must never be left attacked.
    King,
}

impl Piece {
    /// Every kind, in index order.
    pub const ALL: [Piece; 6] = [
        Piece::Pawn,
        Piece::Knight,
        Piece::Bishop,
        Piece::Rook,
        Piece::Queen,
        Piece::King,
    ];

    /// What a pawn may promote to, best first.
    pub const PROMOTIONS: [Piece; 4] = [Piece::Queen, Piece::Rook, Piece::Bishop, Piece::Knight];

    /// The index into per-kind arrays, pawn 0 to king 5.
    #[must_use]
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The lowercase FEN letter: `p`, `n`, `b`, `r`, `q`, `k`.
    #[must_use]
    pub const fn letter(self) -> char {
        match self {
            Piece::Pawn => 'p',
            Piece::Knight => 'n',
            Piece::Bishop => 'b',
            Piece::Rook => 'r',
            Piece::Queen => 'q',
            Piece::King => 'k',
        }
    }

    /// The kind a FEN letter names, either case.
    #[must_use]
    pub const fn from_letter(letter: char) -> Option<Piece> {
        match letter.to_ascii_lowercase() {
            'p' => Some(Piece::Pawn),
            'n' => Some(Piece::Knight),
            'b' => Some(Piece::Bishop),
            'r' => Some(Piece::Rook),
            'q' => Some(Piece::Queen),
            'k' => Some(Piece::King),
            _ => None,
        }
    }
}
