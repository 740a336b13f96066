//! Chess positions for examples and benchmarks: the perft suite's usual
//! positions, read from the piece-placement field of a FEN.

/// Pieces of one position as bitboards (a1 = bit 0).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Placement {
    /// Pawns, knights, bishops, rooks, queens, kings of white (index 0) and black (1).
    pub pieces: [[u64; 6]; 2],
}

impl Placement {
    /// Reads the first field of `fen` (`rnbqkbnr/pppppppp/...`).
    pub fn from_fen(fen: &str) -> Result<Placement, String> {
        let field = fen.split_whitespace().next().ok_or("empty FEN")?;
        let ranks: Vec<&str> = field.split('/').collect();
        if ranks.len() != 8 {
            return Err(format!("expected 8 ranks, found {}", ranks.len()));
        }
        let mut placement = Placement::default();
        for (row, rank_text) in ranks.iter().enumerate() {
            let rank = 7 - row as u32;
            let mut file = 0u32;
            for c in rank_text.chars() {
                if let Some(skip) = c.to_digit(10) {
                    file += skip;
                    continue;
                }
                let kind = "pnbrqk"
                    .find(c.to_ascii_lowercase())
                    .ok_or_else(|| format!("unknown piece `{c}`"))?;
                if file >= 8 {
                    return Err(format!("rank {} is longer than 8 squares", rank + 1));
                }
                let color = usize::from(c.is_ascii_lowercase());
                placement.pieces[color][kind] |= 1 << (rank * 8 + file);
                file += 1;
            }
            if file != 8 {
                return Err(format!("rank {} has {file} squares, not 8", rank + 1));
            }
        }
        Ok(placement)
    }

    pub fn occupied(&self) -> u64 {
        self.pieces
            .iter()
            .flatten()
            .fold(0, |set, pieces| set | pieces)
    }

    /// Rooks and queens of `color`.
    pub fn orthogonal(&self, color: usize) -> u64 {
        self.pieces[color][3] | self.pieces[color][4]
    }

    /// Bishops and queens of `color`.
    pub fn diagonal(&self, color: usize) -> u64 {
        self.pieces[color][2] | self.pieces[color][4]
    }

    pub fn queens(&self, color: usize) -> u64 {
        self.pieces[color][4]
    }
}

/// The perft suite's positions (chessprogramming.org "Perft Results").
pub const PERFT_POSITIONS: [(&str, &str); 6] = [
    (
        "initial",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
    ),
    (
        "kiwipete",
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
    ),
    ("position 3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"),
    (
        "position 4",
        "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
    ),
    (
        "position 5",
        "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
    ),
    (
        "position 6",
        "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
    ),
];

/// `board` drawn rank 8 first, `x` for set squares.
pub fn diagram(board: u64) -> Vec<String> {
    (0..8)
        .rev()
        .map(|rank| {
            let squares: Vec<&str> = (0..8)
                .map(|file| {
                    if board >> (rank * 8 + file) & 1 == 1 {
                        "x"
                    } else {
                        "."
                    }
                })
                .collect();
            format!("{} {}", rank + 1, squares.join(" "))
        })
        .chain(std::iter::once("  a b c d e f g h".to_owned()))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn initial_position() {
        let placement = Placement::from_fen(PERFT_POSITIONS[0].1).expect("valid");
        assert_eq!(placement.occupied(), 0xffff_0000_0000_ffff);
        assert_eq!(placement.queens(0), 1 << 3);
        assert_eq!(placement.orthogonal(1), 1 << 56 | 1 << 59 | 1 << 63);
    }

    #[test]
    fn malformed_placements() {
        assert!(Placement::from_fen("").is_err());
        assert!(Placement::from_fen("8/8/8").is_err());
        assert!(Placement::from_fen("9/8/8/8/8/8/8/8").is_err());
        assert!(Placement::from_fen("x7/8/8/8/8/8/8/8").is_err());
    }
}
