// `sides`: exactly two snake_case names, giving two `Side` variants.
bitfill::fills! {
    pub mod one {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        sides: [white],
    }
}

bitfill::fills! {
    pub mod three {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        sides: [white, black, red],
    }
}

bitfill::fills! {
    pub mod named {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        sides: [Red, red_1],
    }
}

bitfill::fills! {
    pub mod same {
        bits: u64,
        board: 8 x 8,
        strategies: [kogge_stone],
        directions: { north: (0, 1) },
        sides: [red_1, red1],
    }
}

fn main() {
    // Every module still has a `Side`: the default one.
    let _ = (one::Side::White, three::Side::Black, named::Side::ALL, same::Side::ALL);
}
