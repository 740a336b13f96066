#!/usr/bin/env bash
# Perft speed of the bitfill move generator (the `bitfill-games` member,
# games/) next to Gigantua (the C++ single-thread perft record-holder, when
# it builds here) and to shakmaty's and cozy-chess's perft, all with bulk
# counting at the leaves, on the same machine in the same run: standard
# chess (the initial position, Kiwipete, chessprogramming.org's positions 3
# and 4) and a Chess960 position (castling rights in Shredder-FEN; shakmaty
# plays it in its Chess960 mode, cozy-chess with its own Chess960 support,
# both through the `perft_peers` example; Gigantua does not play Chess960).
#
#   scripts/perft-compare.sh [runs] [name=binary ...]
#
# runs defaults to 7 per engine and position. Each `name=binary` adds an
# engine: a binary with the `perft` example's command line (a FEN, a depth;
# prints `nodes` and `time` lines), such as a build of an earlier revision;
# `n/a` where it cannot read the FEN (revisions before Chess960).
#
# Environment:
#   PERFT_BUILDS="default x86-64-v3 native"
#             builds the `perft` example once per entry, `default` with
#             RUSTFLAGS as given, any other as `-C target-cpu=<entry>` added
#             to it, each in target/perft-compare/<entry>, and times them
#             all in the same run (one engine `bitfill <entry>` each).
#             Unset: one build, RUSTFLAGS as given, engine `bitfill`.
#   PERFT_ONLY=<regex>
#             keeps the positions whose name matches (e.g. Chess960).
#   PERFT_PEERS="shakmaty cozy-chess"
#             the peers timed (both by default; empty for none).
#   PERFT_NO_FRONTIER=1
#             also times each of our builds with `--no-frontier` (every
#             position one ply above the leaves counted in full, as
#             Gigantua counts): engine `<build> no frontier`.
#   GIGANTUA=<folder>
#             Gigantua's build folder (build.sh, run.sh, src/); by default
#             ../shared/anchors/gigantua next to the repository. It is built
#             with its build.sh (g++ -march=native, about 5 CPU-minutes the
#             first time; then reused) into ${GIGANTUA_OUT:-/tmp/gigantua},
#             and only where the CPU has BMI2 (PEXT). GIGANTUA=none leaves
#             it out.
#
# Builds, in release, the `perft` and `perft_peers` examples of bitfill-games,
# then runs the engines in turn, `runs` rounds per position, checks they
# agree on the node count, and prints Markdown tables: the median times;
# each of ours against Gigantua (our median time over its: 1.00 is as fast,
# below is faster); each of ours against the faster peer (that peer's median
# time over ours: 1.6 means 1.6 times as fast). Times cover perft only (no
# start-up, no FEN parsing, no table set-up).
set -euo pipefail
runs=${1:-7}
shift || true
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Our builds.
ours=()
declare -A binary=()
if [[ -n ${PERFT_BUILDS:-} ]]; then
    for build in $PERFT_BUILDS; do
        flags=${RUSTFLAGS:-}
        [[ $build != default ]] && flags="$flags -C target-cpu=$build"
        echo "building bitfill $build (RUSTFLAGS=${flags# })" >&2
        RUSTFLAGS=${flags# } CARGO_TARGET_DIR=target/perft-compare/$build \
            cargo build -q --release -p bitfill-games --example perft
        cp "target/perft-compare/$build/release/examples/perft" "$work/bitfill-$build"
        ours+=("bitfill $build")
        binary["bitfill $build"]=$work/bitfill-$build
    done
else
    cargo build -q --release -p bitfill-games --example perft
    cp "${CARGO_TARGET_DIR:-target}/release/examples/perft" "$work/bitfill"
    ours+=(bitfill)
    binary[bitfill]=$work/bitfill
fi
# The peers, in a default release build (they do not change between runs).
CARGO_TARGET_DIR=${CARGO_TARGET_DIR:-target} cargo build -q --release -p bitfill-games --example perft_peers
cp "${CARGO_TARGET_DIR:-target}/release/examples/perft_peers" "$work/peers"

declare -A arguments=()
if [[ ${PERFT_NO_FRONTIER:-0} == 1 ]]; then
    for engine in "${ours[@]}"; do
        ours+=("$engine no frontier")
        binary["$engine no frontier"]=${binary[$engine]}
        arguments["$engine no frontier"]=--no-frontier
    done
fi
for pair in "$@"; do
    ours+=("${pair%%=*}")
    binary[${pair%%=*}]=${pair#*=}
done

# Gigantua, where it builds.
gigantua=${GIGANTUA:-$root/../shared/anchors/gigantua}
anchors=()
if [[ $gigantua != none && -x $gigantua/build.sh ]]; then
    if grep -qw bmi2 /proc/cpuinfo; then
        out=${GIGANTUA_OUT:-${TMPDIR:-/tmp}/gigantua}
        if "$gigantua/build.sh" "$out" > "$work/gigantua-build.log" 2>&1; then
            anchors+=(Gigantua)
            binary[Gigantua]=$out/gigantua
        else
            echo "Gigantua did not build (see $gigantua/README.md); left out" >&2
            cat "$work/gigantua-build.log" >&2
        fi
    else
        echo "no BMI2 on this CPU: Gigantua left out" >&2
    fi
fi
read -r -a peers <<< "${PERFT_PEERS-shakmaty cozy-chess}"
engines=("${ours[@]}" "${anchors[@]}" "${peers[@]}")

# name|FEN|depth: the positions of the comparison, the shallower ones first.
# Position 3 and position 4 are chessprogramming.org's; the Chess960 one is
# the first of its Chess960 perft results.
positions=(
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "Chess960 #0|bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9|5"
    "initial|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|6"
    "Kiwipete|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|5"
    "position 3|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|7"
    "position 4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|5"
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

# One perft run: prints "nodes seconds", or "- -" if the engine refused the
# position (a revision before Chess960).
run() {
    local engine=$1 fen=$2 depth=$3 output
    case $engine in
        shakmaty | cozy-chess) output=$("$work/peers" "$engine" "$fen" "$depth") ;;
        Gigantua)
            # Prints "<nodes> <milliseconds>".
            output=$("${binary[Gigantua]}" "$fen" "$depth" |
                awk 'NF == 2 { print "nodes", $1; print "time", $2 / 1000 }') || output=""
            ;;
        *)
            # shellcheck disable=SC2086 # no argument, or one word
            output=$("${binary[$engine]}" ${arguments[$engine]:-} "$fen" "$depth" 2>/dev/null) || output=""
            ;;
    esac
    awk '/^nodes/ { nodes = $2 } /^time/ { time = $2 }
        END { if (nodes == "") print "- -"; else print nodes, time }' <<< "$output"
}

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V); RUSTFLAGS=${RUSTFLAGS:-}${PERFT_BUILDS:+; builds: $PERFT_BUILDS}"
if [[ -n ${binary[Gigantua]:-} ]]; then
    echo "Gigantua: $(grep -E '^(compiler|flags)' "$(dirname "${binary[Gigantua]}")/gigantua.buildinfo" 2>/dev/null | cut -d' ' -f2- | paste -sd ' ' -)"
fi
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $runs runs per engine and position, engines in turn, medians"
echo
header="| position | depth | nodes |"
rule="| --- | ---: | ---: |"
for engine in "${engines[@]}"; do
    header+=" $engine |"
    rule+=" ---: |"
done
echo "$header"
echo "$rule"
anchor_rows=()
speedup_rows=()
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<< "$entry"
    declare -A times=()
    nodes=""
    for _ in $(seq "$runs"); do
        # Round-robin, so a burst of load hits every engine alike.
        for engine in "${engines[@]}"; do
            # Gigantua reads castling rights as KQkq only: no Chess960.
            [[ $engine == Gigantua && $name == Chess960* ]] && continue
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
    printf '| %s | %s | %s |%s\n' "$name" "$depth" "$nodes" "$cells"
    if [[ ${#anchors[@]} -gt 0 ]]; then
        ratios=""
        for engine in "${ours[@]}"; do
            if [[ -z ${medians[$engine]} || -z ${medians[Gigantua]} ]]; then
                ratios+=" n/a |"
                continue
            fi
            ratios+=$(awk -v a="${medians[$engine]}" -v g="${medians[Gigantua]}" 'BEGIN { printf " %.2f |", a / g }')
        done
        anchor_rows+=("| $name | $depth |$ratios")
    fi
    speedups=""
    for engine in "${ours[@]}"; do
        if [[ -z ${medians[$engine]} || ${#peers[@]} -lt 2 ]]; then
            speedups+=" n/a |"
            continue
        fi
        speedups+=$(awk -v a="${medians[$engine]}" -v s="${medians[shakmaty]}" -v c="${medians[cozy-chess]}" \
            'BEGIN { f = s < c ? s : c; printf " %.2f (%s) |", f / a, s < c ? "shakmaty" : "cozy-chess" }')
    done
    speedup_rows+=("| $name | $depth |$speedups")
    unset times medians
done
if [[ ${#anchors[@]} -gt 0 ]]; then
    echo
    header="| position | depth |"
    rule="| --- | ---: |"
    for engine in "${ours[@]}"; do
        header+=" $engine: time / Gigantua's |"
        rule+=" ---: |"
    done
    echo "$header"
    echo "$rule"
    printf '%s\n' "${anchor_rows[@]}"
fi
if [[ ${#peers[@]} -eq 2 ]]; then
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
fi
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
