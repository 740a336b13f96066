// `mod` needs a name.
bitfill::fills! {
    pub mod {
        bits: u64,
    }
}

fn main() {}
