// The textbook's eight one-step shifts, transcribed: north and south without
// a mask, the others with the file masks hand-written code uses (they keep
// squares no step can land on, which cannot matter).
bitfill::fills! {
    /// Chess in the explicit form only.
    pub mod textbook {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone, dumb7],
        directions: {
            north: << 8,
            south: >> 8,
            east: << 1 & 0xfefe_fefe_fefe_fefe,
            west: >> 1 & 0x7f7f_7f7f_7f7f_7f7f,
            north_east: << 9 & 0xfefe_fefe_fefe_fefe,
            north_west: << 7 & 0x7f7f_7f7f_7f7f_7f7f,
            south_east: >> 7 & 0xfefe_fefe_fefe_fefe,
            south_west: >> 9 & 0x7f7f_7f7f_7f7f_7f7f,
        },
        groups: { queen: [north, south, east, west, north_east, north_west, south_east, south_west] },
    }
}

fn main() {
    let d4 = 1 << 27;
    assert_eq!(textbook::kogge_stone::queen_attacks(d4, !d4).count_ones(), 27);
    assert_eq!(textbook::NORTH_EAST_WRAP, 0xfefe_fefe_fefe_fe00);
    assert_eq!(textbook::Direction::SouthWest.step(), (-1, -1));
}
