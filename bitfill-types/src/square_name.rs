//! Names of squares for any board: files in letters, ranks in digits.

use core::fmt;

/// The name of a square, `e4` or `ab19`: the file in letters (`a` to `z`,
/// then `aa` to `az`, `ba`..., as spreadsheets name columns, so every file
/// of a 1,024-square board has a name of at most three letters), then the
/// rank from 1 in decimal. `bitfill::Geometry::square_name`
/// makes one; it prints with `Display` and reads as a `&str`.
#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct SquareName {
    bytes: [u8; 17],
    len: u8,
}

impl SquareName {
    /// The name of `file` and `rank`, both counted from 0.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // digits of a `u32` and a remainder
    pub const fn new(file: u32, rank: u32) -> SquareName {
        let mut bytes = [0; 17];
        let mut len = 0;
        // Bijective base 26: a..z are 0..25, aa is 26.
        let mut letters = [0u8; 7];
        let mut count = 0;
        let mut rest = file as u64 + 1;
        while rest > 0 {
            rest -= 1;
            letters[count] = b'a' + (rest % 26) as u8;
            count += 1;
            rest /= 26;
        }
        while count > 0 {
            count -= 1;
            bytes[len] = letters[count];
            len += 1;
        }
        let mut digits = [0u8; 10];
        let mut count = 0;
        let mut rest = rank as u64 + 1;
        while rest > 0 {
            digits[count] = b'0' + (rest % 10) as u8;
            count += 1;
            rest /= 10;
        }
        while count > 0 {
            count -= 1;
            bytes[len] = digits[count];
            len += 1;
        }
        SquareName {
            bytes,
            len: len as u8,
        }
    }

    /// The file and rank (from 0) `name` spells, on a board large enough:
    /// letters, then a rank from 1 without leading zeros. `None` for
    /// anything else.
    #[must_use]
    #[allow(clippy::cast_possible_truncation)] // both checked against `u32::MAX`
    pub const fn parse(name: &str) -> Option<(u32, u32)> {
        let bytes = name.as_bytes();
        let mut at = 0;
        let mut file: u64 = 0;
        while at < bytes.len() && bytes[at].is_ascii_lowercase() {
            file = file * 26 + (bytes[at] - b'a') as u64 + 1;
            if file > u32::MAX as u64 {
                return None;
            }
            at += 1;
        }
        let digits = at;
        let mut rank: u64 = 0;
        while at < bytes.len() && bytes[at].is_ascii_digit() {
            rank = rank * 10 + (bytes[at] - b'0') as u64;
            if rank > u32::MAX as u64 {
                return None;
            }
            at += 1;
        }
        let leading_zero = at > digits && bytes[digits] == b'0';
        if file == 0 || rank == 0 || at == digits || at != bytes.len() || leading_zero {
            return None;
        }
        Some(((file - 1) as u32, (rank - 1) as u32))
    }

    /// The name as text.
    #[must_use]
    pub fn as_str(&self) -> &str {
        // Only ASCII letters and digits are ever written.
        core::str::from_utf8(&self.bytes[..self.len as usize]).unwrap_or_default()
    }
}

impl fmt::Display for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.pad(self.as_str())
    }
}

impl fmt::Debug for SquareName {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(self.as_str(), f)
    }
}

impl PartialEq<str> for SquareName {
    fn eq(&self, other: &str) -> bool {
        self.as_str() == other
    }
}

impl PartialEq<&str> for SquareName {
    fn eq(&self, other: &&str) -> bool {
        self.as_str() == *other
    }
}

#[cfg(test)]
mod tests {
    use super::SquareName;

    #[test]
    fn names_read_back() {
        assert_eq!(SquareName::new(0, 0), "a1");
        assert_eq!(SquareName::new(4, 3), "e4");
        assert_eq!(SquareName::new(25, 9), "z10");
        assert_eq!(SquareName::new(26, 0), "aa1");
        assert_eq!(SquareName::new(27, 18), "ab19");
        assert_eq!(SquareName::new(26 * 27, 0), "aaa1");
        assert_eq!(SquareName::new(1023, 1023), "amj1024");
        assert_eq!(
            SquareName::new(u32::MAX, u32::MAX).as_str(),
            "mwlqkwv4294967296"
        );
        for file in 0..2000 {
            for rank in [0, 8, 9, 99, 1023] {
                let name = SquareName::new(file, rank);
                assert_eq!(
                    SquareName::parse(name.as_str()),
                    Some((file, rank)),
                    "{name:?}"
                );
            }
        }
        for bad in [
            "",
            "a",
            "1",
            "a0",
            "a01",
            "A1",
            "1a",
            "a1b",
            "a-1",
            "é1",
            "a99999999999",
        ] {
            assert_eq!(SquareName::parse(bad), None, "{bad}");
        }
    }
}
