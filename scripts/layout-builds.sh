#!/usr/bin/env bash
# The chess perft examples of the working tree, built N times over, each
# link with the functions in another order: the generic chess
# (`variant_perft`) and the specialised generator (`perft`), into
# OUT/s1 .. OUT/sN. Timing them all says whether a change moves the
# time, where one build's code layout alone moves a run by a few per cent
# (BENCHMARKS.md, "Code layout, and what else was tried").
#
#   scripts/layout-builds.sh OUT [N]     # N = 3 by default
#   python3 scripts/chess-turns.py 5 OUT/s*/variant_perft OUT/s*/perft
#
# The order comes from lld's `--shuffle-sections` (seed 1 to N), Rust's
# default linker on x86-64 Linux; each function has a section of its own.
# Build a second tree (a worktree of the commit before a change) into
# another OUT, with the same seeds, and time both together.
set -euo pipefail
if [ $# -lt 1 ]; then
    sed -n '2,15p' "$0"
    exit 2
fi
out=$1
count=${2:-3}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}/layouts
mkdir -p "$out"
for seed in $(seq 1 "$count"); do
    mkdir -p "$out/s$seed"
    for example in variant_perft perft; do
        CARGO_TARGET_DIR=$target cargo rustc -q --release -p bitfill-games \
            --example "$example" -- -C "link-arg=-Wl,--shuffle-sections=.text*=$seed"
        cp "$target/release/examples/$example" "$out/s$seed/$example"
    done
    echo "$out/s$seed: variant_perft, perft"
done
