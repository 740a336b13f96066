#!/usr/bin/env bash
# Instructions per call of rook attacks (one slider) and queen attacks (full
# sets) by board size, under callgrind: the difference between 3 and 1
# passes over examples/sizes_probe.rs's dataset, divided by the calls
# (1,024 per pass; the loop, a load, a popcount and the black_box included).
#
#   scripts/sizes-instructions.sh        prints a CSV
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
cargo build -q --release --example sizes_probe
probe=target/release/examples/sizes_probe
count() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$probe" "$@" 2>&1 |
        awk '/Collected/ { print $4 }'
}
echo "board,piece,strategy,instructions_per_call"
for board in 8x8 12x10 11x11 16x16 22x22 32x32; do
    for piece in rook queen; do
        for strategy in kogge_stone dumb7; do
            one=$(count "$board" "$piece" "$strategy" 1)
            three=$(count "$board" "$piece" "$strategy" 3)
            awk -v a="$one" -v b="$three" -v board="$board" -v piece="$piece" -v strategy="$strategy" \
                'BEGIN { printf "%s,%s,%s,%.1f\n", board, piece, strategy, (b - a) / 2048 }'
        done
    done
done
