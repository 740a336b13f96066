#!/usr/bin/env bash
# Times perft of the shipped variants of bitfill-games next to
# Fairy-Stockfish's `go perft` (Debian's fairy-stockfish: apt-get install
# fairy-stockfish), same positions, same run, and chess three ways
# (generic, specialised, cozy-chess); writes BENCHMARKS.md's "Variants".
# See scripts/variants-bench.py for the positions and depths.
#
#   scripts/variants-bench.sh [runs]     # 7 by default; about 10 minutes
#
# Builds the examples in release for this machine's default target; set
# RUSTFLAGS (e.g. -C target-cpu=native) to time another build.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
runs=${1:-7}
target=${CARGO_TARGET_DIR:-target}
cargo build -q --release -p bitfill-games --example variant_perft --example perft --example perft_peers
exec python3 scripts/variants-bench.py "$target/release/examples/variant_perft" \
    "$target/release/examples/perft" "$target/release/examples/perft_peers" --runs "$runs"
