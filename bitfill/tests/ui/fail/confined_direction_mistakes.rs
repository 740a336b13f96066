// A direction confined to a region: `in` needs a region name, a region of
// the spec (with a suggestion), not another kind of name, and one where the
// step can move at least once.
bitfill::fills! {
    pub mod board {
        bits: u128,
        board: 9 x 10,
        strategies: [kogge_stone],
        directions: {
            north: (0, 1),
            up_right: (1, 1) in palace_point,
            down_right: (1, -1) in north,
            sideways: (1, 0) in palace_points,
            nowhere: (0, 1) in,
        },
        regions: { palace_points: [(3, 0), (5, 0), (4, 1), (3, 2), (5, 2)] },
    }
}

fn main() {}
