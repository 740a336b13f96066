#!/usr/bin/env bash
# Perft speed of the bitfill move generator (the `bitfill-perft` member,
# perft/), on Kogge-Stone and on Dumb7, next to shakmaty's and cozy-chess's
# perft (all four with bulk counting at the leaves), on the same machine in
# the same run.
#
#   scripts/perft-compare.sh [runs] [name=binary ...]
#
# runs defaults to 7 per engine and position. Each `name=binary` adds an
# engine: a binary with the `perft` example's command line (a FEN, a depth;
# prints `nodes` and `time` lines), such as a build of an earlier revision;
# its ratios to the peers are printed too.
#
# Builds, in release, the `perft` and `perft_peers` examples of bitfill-perft,
# then runs the engines in turn, `runs` rounds per position, checks they
# agree on the node count, and prints a Markdown table of the median times.
# Times cover perft only (no start-up, no FEN parsing). RUSTFLAGS is passed
# through (e.g. RUSTFLAGS="-C target-cpu=x86-64-v3").
set -euo pipefail
runs=${1:-7}
shift || true
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cargo build -q --release -p bitfill-perft --example perft --example perft_peers
cp target/release/examples/perft "$work/bitfill"
cp target/release/examples/perft_peers "$work/peers"

declare -A extra=()
extra_names=()
for pair in "$@"; do
    extra[${pair%%=*}]=${pair#*=}
    extra_names+=("${pair%%=*}")
done

# name|FEN|depth: the two positions of the comparison, then each one ply
# deeper, where a run lasts long enough to time steadily.
positions=(
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
)
ours=(kogge-stone dumb7 "${extra_names[@]}")
engines=("${ours[@]}" shakmaty cozy-chess)

# One perft run: prints "nodes seconds".
run() {
    local engine=$1 fen=$2 depth=$3 output
    case $engine in
        kogge-stone) output=$("$work/bitfill" "$fen" "$depth") ;;
        dumb7) output=$("$work/bitfill" --dumb7 "$fen" "$depth") ;;
        shakmaty | cozy-chess) output=$("$work/peers" "$engine" "$fen" "$depth") ;;
        *) output=$("${extra[$engine]}" "$fen" "$depth") ;;
    esac
    awk '/^nodes/ { nodes = $2 } /^time/ { time = $2 } END { print nodes, time }' <<< "$output"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V); RUSTFLAGS=${RUSTFLAGS:-}"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs per engine and position, medians"
echo
header="| position | depth | nodes |"
rule="| --- | ---: | ---: |"
for engine in "${engines[@]}"; do
    header+=" $engine |"
    rule+=" ---: |"
done
for engine in "${ours[@]}"; do
    for peer in shakmaty cozy-chess; do
        header+=" $engine time / $peer |"
        rule+=" ---: |"
    done
done
echo "$header"
echo "$rule"
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
    for engine in "${ours[@]}"; do
        for peer in shakmaty cozy-chess; do
            ratios+=$(awk -v a="${medians[$engine]}" -v b="${medians[$peer]}" 'BEGIN { printf " %.2f |", a / b }')
        done
    done
    printf '| %s | %s | %s |%s%s\n' "$name" "$depth" "$nodes" "$cells" "$ratios"
    unset times medians
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
