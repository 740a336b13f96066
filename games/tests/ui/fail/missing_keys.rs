// The keys without a default, all reported at once.
bitfill_games::variant! {
    pub mod nothing {
        max_rank: 8,
    }
}

fn main() {}
