#!/usr/bin/env bash
# Perft speed of the xiangqi and janggi generators (bitfill-games'
# `xiangqi_perft` and `janggi_perft` examples, as they run by default) before
# and after a change: this tree against an earlier revision, both built in
# each build listed, timed in the same run, the two taking turns.
#
#   scripts/xiangqi-janggi-compare.sh [runs] [revision]
#
# runs defaults to 7 rounds; revision (default: none, this tree alone) is
# the "before", e.g. the commit a branch started from. Its crates are taken
# with `git archive` into target/xiangqi-janggi-compare/src-<commit> and
# built there; each build of either side has its own target directory
# under target/xiangqi-janggi-compare/, kept, so a second run rebuilds only
# what changed. Builds run under `nice` and all of them before any timing.
#
# Environment:
#   XJ_BUILDS="default x86-64-v3"
#             the builds: `default` with RUSTFLAGS as given, any other as
#             `-C target-cpu=<entry>` added to it.
#   XJ_ONLY=<regex>
#             keeps the positions whose "game name" matches (e.g. janggi).
#
# Each round runs every position once with each binary, before then after
# per build, so a burst of load hits both alike; the example's own timer
# (perft only: no start-up, no FEN parsing). Prints a Markdown table: per
# position and build, the median times, the nodes per second and the
# speed-up (before's median time over after's). The node counts of before
# and after must agree.
set -euo pipefail
runs=${1:-7}
revision=${2:-}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
base=$root/target/xiangqi-janggi-compare
mkdir -p "$base"
read -r -a builds <<< "${XJ_BUILDS:-default x86-64-v3}"
examples=(--example xiangqi_perft --example janggi_perft)

# build SOURCE_DIR LABEL: both examples in every build, copied to
# $base/bin/LABEL-BUILD/.
build() {
    local source=$1 label=$2 flags target
    for entry in "${builds[@]}"; do
        flags=${RUSTFLAGS:-}
        [[ $entry != default ]] && flags="$flags -C target-cpu=$entry"
        target=$base/$label-$entry
        echo "building $label $entry (RUSTFLAGS=${flags# })" >&2
        (cd "$source" && RUSTFLAGS=${flags# } CARGO_TARGET_DIR=$target \
            nice cargo build -q --release -p bitfill-games "${examples[@]}")
        mkdir -p "$base/bin/$label-$entry"
        cp "$target/release/examples/xiangqi_perft" "$target/release/examples/janggi_perft" \
            "$base/bin/$label-$entry/"
    done
}

sides=(after)
build "$root" after
if [[ -n $revision ]]; then
    commit=$(git rev-parse --short "$revision^{commit}")
    source=$base/src-$commit
    if [[ ! -d $source ]]; then
        mkdir -p "$source"
        git archive "$commit" | tar -x -C "$source"
    fi
    build "$source" "before-$commit"
    sides=("before-$commit" after)
fi

# game|name|FEN|depth. Fairy-Stockfish's perft positions (games/tests), a
# middlegame of a random game (xiangqi) and the initial positions.
positions=(
    "xiangqi|initial|rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1|5"
    "xiangqi|Fairy middlegame|1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1|5"
    "xiangqi|game middlegame|3aka3/3r5/5R3/4P2Pn/2b3p2/PpPp5/1N4PC1/4rA3/2cK1p3/2BAC2N1 b - - 3 35|5"
    "xiangqi|Fairy endgame|4kcP1N/8n/3rb4/9/9/9/9/3p1A3/4K4/5CB2 w - - 0 1|6"
    "janggi|initial|rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1|5"
    "janggi|Fairy middlegame|1n1kaabn1/cr2N4/5C1c1/p1pNp3p/9/9/P1PbP1P1P/3r1p3/4A4/R1BA1KB1R b - - 0 1|6"
    "janggi|Fairy endgame|1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23|6"
)
if [[ -n ${XJ_ONLY:-} ]]; then
    kept=()
    for entry in "${positions[@]}"; do
        IFS='|' read -r game name _ <<< "$entry"
        [[ "$game $name" =~ $XJ_ONLY ]] && kept+=("$entry")
    done
    positions=("${kept[@]}")
fi

# One run: prints "nodes seconds".
run() {
    "$1" "$2" "$3" | awk '/^nodes/ { n = $2 } /^time/ { t = $2 } END { print n, t }'
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V); RUSTFLAGS=${RUSTFLAGS:-}; builds: ${builds[*]}"
echo "before: ${commit:-none}; after: this tree ($(git rev-parse --short HEAD)$(git diff --quiet HEAD -- . || echo ', modified'))"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); $runs rounds, before and after in turn, medians"
echo
if [[ ${#sides[@]} -eq 2 ]]; then
    echo "| game | position | depth | nodes | build | before | after | speed-up |"
    echo "| --- | --- | ---: | ---: | --- | ---: | ---: | ---: |"
else
    echo "| game | position | depth | nodes | build | time |"
    echo "| --- | --- | ---: | ---: | --- | ---: |"
fi
for entry in "${positions[@]}"; do
    IFS='|' read -r game name fen depth <<< "$entry"
    declare -A times=()
    nodes=""
    for _ in $(seq "$runs"); do
        for entry_build in "${builds[@]}"; do
            for side in "${sides[@]}"; do
                read -r count seconds < <(run "$base/bin/$side-$entry_build/${game}_perft" "$fen" "$depth")
                if [[ -n $nodes && $count != "$nodes" ]]; then
                    echo "$side $entry_build counts $count nodes for $game $name at depth $depth, the other $nodes" >&2
                    exit 1
                fi
                nodes=$count
                times[$side $entry_build]+="$seconds "
            done
        done
    done
    for entry_build in "${builds[@]}"; do
        cells=""
        declare -A medians=()
        for side in "${sides[@]}"; do
            medians[$side]=$(tr ' ' '\n' <<< "${times[$side $entry_build]}" | { grep . || true; } | median)
            cells+=$(awk -v t="${medians[$side]}" -v n="$nodes" \
                'BEGIN { printf " %.1f ms, %.0f Mnps |", t * 1000, n / t / 1e6 }')
        done
        if [[ ${#sides[@]} -eq 2 ]]; then
            cells+=$(awk -v b="${medians[${sides[0]}]}" -v a="${medians[after]}" 'BEGIN { printf " %.2f |", b / a }')
        fi
        printf '| %s | %s | %s | %s | %s |%s\n' "$game" "$name" "$depth" \
            "$(printf "%'d" "$nodes")" "$entry_build" "$cells"
        unset medians
    done
    unset times
done
echo
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
