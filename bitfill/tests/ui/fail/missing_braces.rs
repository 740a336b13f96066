// The fields go in braces.
bitfill::fills! {
    pub mod chess
}

fn main() {}
