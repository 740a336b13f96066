// A spec declares a module.
bitfill::fills! {
    pub struct Chess;
}

fn main() {}
