#!/usr/bin/env bash
# The generic chess (the `chess` variant of bitfill-games) next to the
# specialised chess generator, in cachegrind's branch simulation:
# instructions, mispredicted branches, and a rough cycle estimate
# (instructions / 3 + 15 per mispredicted branch), on the bench's chess
# positions and Kiwipete. Deterministic, unlike millisecond timings on a
# shared machine; the estimate's ratio tracks the time ratio better than
# the instructions' alone, where the generic generator mispredicts more.
#
#   scripts/chess-branches.sh
#
# Needs valgrind (Debian's package of that name). Builds the examples in
# release for this machine's default target; set RUSTFLAGS and
# CARGO_TARGET_DIR to measure another build.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
target=${CARGO_TARGET_DIR:-target}
cargo build -q --release -p bitfill-games --example variant_perft --example perft
examples=$target/release/examples

# Instructions and mispredicted branches of one run, space-separated.
measure() {
    valgrind --tool=cachegrind --cache-sim=no --branch-sim=yes \
        --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
        awk '/I +refs:/ {gsub(",", "", $NF); refs = $NF}
             /Mispredicts:/ {gsub(",", "", $3); missed = $3}
             END {print refs, missed}'
}

echo "| position | depth | generic instructions | mispredicted | specialised instructions | mispredicted | instructions ratio | estimated cycles ratio |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
while IFS='|' read -r label fen depth; do
    read -r generic generic_missed < <(measure "$examples/variant_perft" chess "$fen" "$depth")
    read -r special special_missed < <(measure "$examples/perft" "$fen" "$depth")
    python3 - "$label" "$depth" "$generic" "$generic_missed" "$special" "$special_missed" <<'EOF'
import sys
label, depth, g, gm, s, sm = sys.argv[1], sys.argv[2], *map(int, sys.argv[3:])
cycles = lambda refs, missed: refs / 3 + 15 * missed
print(f"| {label} | {depth} | {g / 1e6:.2f}M | {gm / 1e3:.1f}K | {s / 1e6:.2f}M | {sm / 1e3:.1f}K "
      f"| {g / s:.2f} | {cycles(g, gm) / cycles(s, sm):.2f} |")
EOF
done <<'POSITIONS'
start|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5
Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4
game 1|5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21|4
game 2|3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37|4
POSITIONS
