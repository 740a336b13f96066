// An empty invocation has nothing to point at but itself.
bitfill::fills! {}

fn main() {}
