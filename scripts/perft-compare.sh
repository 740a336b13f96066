#!/usr/bin/env bash
# Perft speed of the bitfill move generator (src/perft), built on Kogge-Stone
# and on Dumb7, next to shakmaty's and cozy-chess's perft (all four with bulk
# counting at the leaves), on the same machine in the same run.
#
#   scripts/perft-compare.sh [runs]      (default 7 runs per engine and position)
#
# Builds, in release, the `perft` example twice (default features, then
# `--features dumb7`) and `perft_peers`, then runs the four engines in turn,
# `runs` rounds per position, checks they agree on the node count, and prints
# a Markdown table of the median times. Times cover perft only (no start-up,
# no FEN parsing).
set -euo pipefail
runs=${1:-7}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build -q --release --example perft --example perft_peers
cp target/release/examples/perft "$work/kogge-stone"
cp target/release/examples/perft_peers "$work/peers"
cargo build -q --release --example perft --features dumb7
cp target/release/examples/perft "$work/dumb7"

# name|FEN|depth: the two positions of the comparison, then each one ply
# deeper, where a run lasts long enough to time steadily.
positions=(
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
)
engines=(kogge-stone dumb7 shakmaty cozy-chess)

# One perft run: prints "nodes seconds".
run() {
    local engine=$1 fen=$2 depth=$3 output
    case $engine in
        kogge-stone | dumb7) output=$("$work/$engine" "$fen" "$depth") ;;
        *) output=$("$work/peers" "$engine" "$fen" "$depth") ;;
    esac
    awk '/^nodes/ { nodes = $2 } /^time/ { time = $2 } END { print nodes, time }' <<< "$output"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs per engine and position, medians"
echo
echo "| position | depth | nodes | bitfill Kogge-Stone | bitfill Dumb7 | shakmaty | cozy-chess | KS time / shakmaty | KS time / cozy-chess | D7 time / shakmaty | D7 time / cozy-chess |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<< "$entry"
    declare -A times=()
    nodes=""
    for _ in $(seq "$runs"); do
        # Round-robin, so a burst of load hits every engine alike.
        for engine in "${engines[@]}"; do
            read -r count seconds < <(run "$engine" "$fen" "$depth")
            if [[ -n $nodes && $count != "$nodes" ]]; then
                echo "$engine counts $count nodes for $name at depth $depth, others $nodes" >&2
                exit 1
            fi
            nodes=$count
            times[$engine]+="$seconds "
        done
    done
    declare -A medians=()
    cells=""
    for engine in "${engines[@]}"; do
        medians[$engine]=$(tr ' ' '\n' <<< "${times[$engine]}" | grep . | median)
        cells+=$(awk -v t="${medians[$engine]}" -v n="$nodes" \
            'BEGIN { printf " %.1f ms, %.0f Mnps |", t * 1000, n / t / 1e6 }')
    done
    ratios=""
    for ours in kogge-stone dumb7; do
        for peer in shakmaty cozy-chess; do
            ratios+=$(awk -v a="${medians[$ours]}" -v b="${medians[$peer]}" 'BEGIN { printf " %.2f |", a / b }')
        done
    done
    printf '| %s | %s | %s |%s%s\n' "$name" "$depth" "$nodes" "$cells" "$ratios"
    unset times medians
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
