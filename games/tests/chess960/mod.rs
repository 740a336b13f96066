//! Chess960's start positions, for the tests of the specialised chess
//! and of the generic `chess960`.

/// The back rank of Chess960 start position `index` (0 to 959, 518 is
/// standard chess), in white's letters: the light-squared bishop, the dark
/// one, the queen, the knights, then rook, king, rook on the squares left
/// (Scharnagl's numbering).
pub fn chess960_back_rank(index: usize) -> [char; 8] {
    const KNIGHTS: [(usize, usize); 10] = [
        (0, 1),
        (0, 2),
        (0, 3),
        (0, 4),
        (1, 2),
        (1, 3),
        (1, 4),
        (2, 3),
        (2, 4),
        (3, 4),
    ];
    let mut rank = [' '; 8];
    rank[index % 4 * 2 + 1] = 'B';
    rank[index / 4 % 4 * 2] = 'B';
    let free = |rank: &[char; 8]| -> Vec<usize> { (0..8).filter(|&f| rank[f] == ' ').collect() };
    rank[free(&rank)[index / 16 % 6]] = 'Q';
    let (first, second) = KNIGHTS[index / 96];
    let empty = free(&rank);
    rank[empty[first]] = 'N';
    rank[empty[second]] = 'N';
    for (file, piece) in free(&rank).into_iter().zip(['R', 'K', 'R']) {
        rank[file] = piece;
    }
    rank
}

/// The FEN of a double Chess960 start: white's back rank from position
/// `white`, black's from `black`; castling rights in Shredder-FEN (the
/// rooks' files) or X-FEN (`KQkq`, both rooks being the outermost).
pub fn chess960_fen(white: usize, black: usize, shredder: bool) -> String {
    let white_rank = chess960_back_rank(white);
    let black_rank = chess960_back_rank(black);
    let rooks = |rank: &[char; 8]| -> Vec<char> {
        (0..8u8)
            .rev()
            .filter(|&file| rank[usize::from(file)] == 'R')
            .map(|file| char::from(b'A' + file))
            .collect()
    };
    let castling = if shredder {
        let mut letters: String = rooks(&white_rank).into_iter().collect();
        letters.extend(
            rooks(&black_rank)
                .into_iter()
                .map(|c| c.to_ascii_lowercase()),
        );
        letters
    } else {
        "KQkq".to_owned()
    };
    let black_rank: String = black_rank.iter().map(char::to_ascii_lowercase).collect();
    let white_rank: String = white_rank.iter().collect();
    format!("{black_rank}/pppppppp/8/8/8/8/PPPPPPPP/{white_rank} w {castling} - 0 1")
}
