//! The magics of the 8 x 8 rook and bishop, known rather than searched:
//! "black" magics of a fixed shift (12 bits of index for the rook, 9 for
//! the bishop) whose slices use few slots of their windows, so that the
//! windows of different squares overlap and the tables are small: 88,308
//! slots for the rook and 4,650 for the bishop (windows included), against
//! 102,400 and 5,248 for magics of one slot per occupancy. A smaller table
//! touches fewer pages and cache lines: BENCHMARKS.md, "Per-square lookups".
//!
//! The factors are the black magics Volker Annuss and Niklas Fiekas
//! published (talkchess.com, topic 64790), as cozy-chess ships them. The
//! offsets are this crate's own: each piece's slices packed into a table of
//! its own, first fit, slot by slot (a slot two squares share holds the
//! same attacks for both); the rook's in the order of the published
//! offsets, the bishop's widest range first. The tests check every slot
//! against the naive walk, exhaustively.

use crate::codegen::lookup_tables::plan::rays;
use crate::model::{Direction, Grid};

/// Magics a unit of an 8 x 8 board can use instead of searching.
pub struct KnownMagics {
    /// The steps of the rider they serve, one square each way.
    pub steps: [(i32, i32); 4],
    /// The bits of every square's index: the shift is 64 less these.
    pub index_bits: u32,
    /// Per square, the factor and the offset of its window in the table.
    pub squares: [(u64, usize); 64],
}

/// The rook's.
pub const ROOK: KnownMagics = KnownMagics {
    steps: [(1, 0), (-1, 0), (0, 1), (0, -1)],
    index_bits: 12,
    squares: [
        (0x80280013FF84FFFF, 11555),
        (0x5FFBFEFDFEF67FFF, 52204),
        (0xFFEFFAFFEFFDFFFF, 62877),
        (0x003000900300008A, 67795),
        (0x0050028010500023, 79501),
        (0x0020012120A00020, 59360),
        (0x0030006000C00030, 52800),
        (0x0058005806B00002, 82370),
        (0x7FBFF7FBFBEAFFFC, 52055),
        (0x0000140081050002, 20880),
        (0x0000180043800048, 73098),
        (0x7FFFE800021FFFB8, 78452),
        (0xFFFFCFFE7FCFFFAF, 70226),
        (0x00001800C0180060, 23938),
        (0x4F8018005FD00018, 84212),
        (0x0000180030620018, 32738),
        (0x00300018010C0003, 69745),
        (0x0003000C0085FFFF, 47966),
        (0xFFFDFFF7FBFEFFF7, 65950),
        (0x7FC1FFDFFC001FFF, 43619),
        (0xFFFEFFDFFDFFDFFF, 59676),
        (0x7C108007BEFFF81F, 55146),
        (0x20408007BFE00810, 31314),
        (0x0400800558604100, 16559),
        (0x0040200010080008, 47187),
        (0x0010020008040004, 12506),
        (0xFFFDFEFFF7FBFFF7, 21123),
        (0xFEBF7DFFF8FEFFF9, 46528),
        (0xC00000FFE001FFE0, 60447),
        (0x4AF01F00078007C3, 30468),
        (0xBFFBFAFFFB683F7F, 17320),
        (0x0807F67FFA102040, 40923),
        (0x200008E800300030, 65132),
        (0x0000008780180018, 70942),
        (0x0000010300180018, 63390),
        (0x4000008180180018, 60829),
        (0x008080310005FFFA, 18565),
        (0x4000188100060006, 14396),
        (0xFFFFFF7FFFBFBFFF, 0),
        (0x0000802000200040, 38871),
        (0x20000202EC002800, 26016),
        (0xFFFFF9FF7CFFF3FF, 53310),
        (0x000000404B801800, 72682),
        (0x2000002FE03FD000, 68348),
        (0xFFFFFF6FFE7FCFFD, 58812),
        (0xBFF7EFFFBFC00FFF, 44082),
        (0x000000100800A804, 27866),
        (0x6054000A58005805, 76152),
        (0x0829000101150028, 20035),
        (0x00000085008A0014, 8233),
        (0x8000002B00408028, 25218),
        (0x4000002040790028, 22994),
        (0x7800002010288028, 22480),
        (0x0000001800E08018, 54716),
        (0xA3A80003F3A40048, 23781),
        (0x2003D80000500028, 45325),
        (0xFFFFF37EEFEFDFBE, 36852),
        (0x40000280090013C1, 4750),
        (0xBF7FFEFFBFFAF71F, 6014),
        (0xFFFDFFFF777B7D6E, 36834),
        (0x48300007E8080C02, 78285),
        (0xAFE0000FFF780402, 29639),
        (0xEE73FFFBFFBB77FE, 8555),
        (0x0002000308482882, 1009),
    ],
};

/// The bishop's.
pub const BISHOP: KnownMagics = KnownMagics {
    steps: [(1, 1), (-1, 1), (1, -1), (-1, -1)],
    index_bits: 9,
    squares: [
        (0xA7020080601803D8, 3204),
        (0x13802040400801F1, 3648),
        (0x0A0080181001F60C, 3464),
        (0x1840802004238008, 1710),
        (0xC03FE00100000000, 475),
        (0x24C00BFFFF400000, 1668),
        (0x0808101F40007F04, 3281),
        (0x100808201EC00080, 2941),
        (0xFFA2FEFFBFEFB7FF, 54),
        (0x083E3EE040080801, 3633),
        (0xC0800080181001F8, 3848),
        (0x0440007FE0031000, 1725),
        (0x2010007FFC000000, 1245),
        (0x1079FFE000FF8000, 3004),
        (0x3C0708101F400080, 3319),
        (0x080614080FA00040, 3301),
        (0x7FFE7FFF817FCFF9, 3432),
        (0x7FFEBFFFA01027FD, 3667),
        (0x53018080C00F4001, 2686),
        (0x407E0001000FFB8A, 1932),
        (0x201FE000FFF80010, 2031),
        (0xFFDFEFFFDE39FFEF, 2875),
        (0xCC8808000FBF8002, 3627),
        (0x7FF7FBFFF8203FFF, 3504),
        (0x8800013E8300C030, 863),
        (0x0420009701806018, 732),
        (0x7FFEFF7F7F01F7FD, 2330),
        (0x8700303010C0C006, 484),
        (0xC800181810606000, 967),
        (0x20002038001C8010, 2373),
        (0x087FF038000FC001, 3091),
        (0x00080C0C00083007, 3139),
        (0x00000080FC82C040, 3319),
        (0x000000407E416020, 3341),
        (0x00600203F8008020, 1758),
        (0xD003FEFE04404080, 1407),
        (0xA00020C018003088, 0),
        (0x7FBFFE700BFFE800, 1797),
        (0x107FF00FE4000F90, 3123),
        (0x7F8FFFCFF1D007F8, 3397),
        (0x0000004100F88080, 3482),
        (0x00000020807C4040, 3501),
        (0x00000041018700C0, 1549),
        (0x0010000080FC4080, 2663),
        (0x1000003C80180030, 2257),
        (0xC10000DF80280050, 3127),
        (0xFFFFFFBFEFF80FDC, 4032),
        (0x000000101003F812, 3556),
        (0x0800001F40808200, 3365),
        (0x084000101F3FD208, 3386),
        (0x080000000F808081, 239),
        (0x0004000008003F80, 2796),
        (0x08000001001FE040, 3031),
        (0x72DD000040900A00, 3749),
        (0xFFFFFEFFBFEFF81D, 4138),
        (0xCD8000200FEBF209, 55),
        (0x100000101EC10082, 2977),
        (0x7FBAFFFFEFE0C02F, 3652),
        (0x7F83FFFFFFF07F7F, 1093),
        (0xFFF1FFFFFFF7FFC1, 3270),
        (0x0878040000FFE01F, 3056),
        (0x945E388000801012, 3870),
        (0x0840800080200FDA, 3599),
        (0x100000C05F582008, 2861),
    ],
};

/// The known magics of a unit moving along `directions` on `board`, if
/// it is the rook or the bishop of an 8 x 8 board in a `u64`: its rays from
/// every square are theirs.
pub fn of(board: &Grid, directions: &[&Direction], width: u32) -> Option<&'static KnownMagics> {
    if (board.width, board.height, width) != (8, 8, 64) {
        return None;
    }
    [&ROOK, &BISHOP].into_iter().find(|known| {
        (0..64).all(|square| rays_of(directions, board, square) == known.rays(square))
    })
}

/// The squares along each ray from `square`, in order, the empty rays
/// left out and the rays sorted.
fn rays_of(directions: &[&Direction], board: &Grid, square: u32) -> Vec<Vec<u32>> {
    let mut rays = rays(board, directions, square);
    rays.retain(|ray| !ray.is_empty());
    rays.sort();
    rays
}

impl KnownMagics {
    /// What [`rays_of`] gives for the rider they serve.
    fn rays(&self, square: u32) -> Vec<Vec<u32>> {
        let (file, rank) = (square as i32 % 8, square as i32 / 8);
        let mut rays: Vec<Vec<u32>> = self
            .steps
            .iter()
            .map(|&(step_file, step_rank)| {
                (1..8)
                    .map(|distance| (file + distance * step_file, rank + distance * step_rank))
                    .take_while(|&(to_file, to_rank)| {
                        (0..8).contains(&to_file) && (0..8).contains(&to_rank)
                    })
                    .map(|(to_file, to_rank)| (to_rank * 8 + to_file) as u32)
                    .collect()
            })
            .filter(|ray: &Vec<u32>| !ray.is_empty())
            .collect();
        rays.sort();
        rays
    }
}
