#!/usr/bin/env bash
# Perft speed of the bitfill move generator (the `bitfill-perft` member,
# perft/), on Kogge-Stone and on Dumb7, next to shakmaty's and cozy-chess's
# perft (all four with bulk counting at the leaves), on the same machine in
# the same run: standard chess, and a Chess960 position (castling rights in
# Shredder-FEN; shakmaty plays it in its Chess960 mode, cozy-chess with its
# own Chess960 support, both through the `perft_peers` example).
#
#   scripts/perft-compare.sh [runs] [name=binary ...]
#
# runs defaults to 7 per engine and position. Each `name=binary` adds an
# engine: a binary with the `perft` example's command line (a FEN, a depth;
# prints `nodes` and `time` lines), such as a build of an earlier revision;
# its ratios to the peers are printed too, and `n/a` where it cannot read
# the FEN (revisions before Chess960). PERFT_ONLY=<regex> keeps the
# positions whose name matches (e.g. PERFT_ONLY=Chess960).
#
# Builds, in release, the `perft` and `perft_peers` examples of bitfill-perft,
# then runs the engines in turn, `runs` rounds per position, checks they
# agree on the node count, and prints a Markdown table of the median times,
# then a table of the speed-up of each of ours over the faster peer (that
# peer's median time over ours: 1.6 means 1.6 times as fast).
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
examples=${CARGO_TARGET_DIR:-target}/release/examples
cp "$examples/perft" "$work/bitfill"
cp "$examples/perft_peers" "$work/peers"

declare -A extra=()
extra_names=()
for pair in "$@"; do
    extra[${pair%%=*}]=${pair#*=}
    extra_names+=("${pair%%=*}")
done

# name|FEN|depth: the positions of the comparison, then each one ply
# deeper, where a run lasts long enough to time steadily. The Chess960 one is
# the first of chessprogramming.org's Chess960 perft results.
positions=(
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "Chess960 #0|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|5"
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
    "Chess960 #0|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|6"
)
if [[ -n ${PERFT_ONLY:-} ]]; then
    kept=()
    for entry in "${positions[@]}"; do
        if [[ ${entry%%|*} =~ $PERFT_ONLY ]]; then
            kept+=("$entry")
        fi
    done
    positions=("${kept[@]}")
fi
ours=(kogge-stone dumb7 "${extra_names[@]}")
engines=("${ours[@]}" shakmaty cozy-chess)

# One perft run: prints "nodes seconds", or "- -" if an added engine refused
# the position.
run() {
    local engine=$1 fen=$2 depth=$3 output
    case $engine in
        kogge-stone) output=$("$work/bitfill" "$fen" "$depth") ;;
        dumb7) output=$("$work/bitfill" --dumb7 "$fen" "$depth") ;;
        shakmaty | cozy-chess) output=$("$work/peers" "$engine" "$fen" "$depth") ;;
        *) output=$("${extra[$engine]}" "$fen" "$depth" 2>/dev/null) || output="" ;;
    esac
    awk '/^nodes/ { nodes = $2 } /^time/ { time = $2 }
        END { if (nodes == "") print "- -"; else print nodes, time }' <<< "$output"
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
speedup_rows=()
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<< "$entry"
    declare -A times=()
    nodes=""
    for _ in $(seq "$runs"); do
        # Round-robin, so a burst of load hits every engine alike.
        for engine in "${engines[@]}"; do
            read -r count seconds < <(run "$engine" "$fen" "$depth")
            if [[ $count == - ]]; then
                continue
            fi
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
        medians[$engine]=$(tr ' ' '\n' <<< "${times[$engine]:-}" | { grep . || true; } | median)
        if [[ -z ${medians[$engine]} ]]; then
            cells+=" n/a |"
            continue
        fi
        cells+=$(awk -v t="${medians[$engine]}" -v n="$nodes" \
            'BEGIN { printf " %.1f ms, %.0f Mnps |", t * 1000, n / t / 1e6 }')
    done
    ratios=""
    for engine in "${ours[@]}"; do
        for peer in shakmaty cozy-chess; do
            if [[ -z ${medians[$engine]} ]]; then
                ratios+=" n/a |"
                continue
            fi
            ratios+=$(awk -v a="${medians[$engine]}" -v b="${medians[$peer]}" 'BEGIN { printf " %.2f |", a / b }')
        done
    done
    printf '| %s | %s | %s |%s%s\n' "$name" "$depth" "$nodes" "$cells" "$ratios"
    speedups=""
    for engine in "${ours[@]}"; do
        if [[ -z ${medians[$engine]} ]]; then
            speedups+=" n/a |"
            continue
        fi
        speedups+=$(awk -v a="${medians[$engine]}" -v s="${medians[shakmaty]}" -v c="${medians[cozy-chess]}" \
            'BEGIN { f = s < c ? s : c; printf " %.2f (%s) |", f / a, s < c ? "shakmaty" : "cozy-chess" }')
    done
    speedup_rows+=("| $name | $depth |$speedups")
    unset times medians
done
echo
header="| position | depth |"
rule="| --- | ---: |"
for engine in "${ours[@]}"; do
    header+=" $engine: speed-up over the faster peer |"
    rule+=" ---: |"
done
echo "$header"
echo "$rule"
printf '%s\n' "${speedup_rows[@]}"
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
