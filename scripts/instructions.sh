#!/usr/bin/env bash
# Instructions per call of every contender in every scenario, counted by
# callgrind (deterministic: the count does not depend on machine load).
#
#   scripts/instructions.sh [default|v3|native] > benchmarks/instructions-default.csv
#
# Each (scenario, contender) runs the benchmark's throughput loop 1 and 3
# times over its 4096 items; the difference over 2 x 4096 calls is the cost of
# one call including the loop's own few instructions (load the item, XOR the
# result), which are the same for every contender. valgrind comes from
# Debian's package of that name; the script installs it when it is missing.
set -euo pipefail
build=${1:-default}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"

if ! command -v valgrind >/dev/null; then
    echo "installing valgrind" >&2
    sudo=$(command -v sudo || true)
    $sudo apt-get update -qq >&2 && $sudo apt-get install -y -qq valgrind >&2
fi

source scripts/builds.sh
build_settings "$build" || { echo "usage: $0 [default|v3|native]" >&2; exit 2; }
RUSTFLAGS="$flags" cargo build -q --release --example probe --target-dir "$target"
probe="$target/release/examples/probe"

contenders=$("$probe" --list)
scenarios="one_queen edge_queen rooks_1_to_3 queens_1_to_3 positions"
items=4096
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

count() { # scenario contender passes -> instructions, or nothing when valgrind cannot run it
    rm -f "$work/out"
    valgrind --tool=callgrind --callgrind-out-file="$work/out" "$probe" "$1" "$2" "$3" >/dev/null 2>&1 || return 0
    awk '/^summary:/ { print $2 }' "$work/out"
}

echo "build,scenario,contender,instructions_per_call"
for scenario in $scenarios; do
    for contender in $contenders; do
        one=$(count "$scenario" "$contender" 1)
        three=$(count "$scenario" "$contender" 3)
        if [ -z "$one" ] || [ -z "$three" ]; then
            # valgrind (3.19 here) does not decode AVX-512: no count.
            echo "$build,$scenario,$contender,"
            continue
        fi
        awk -v a="$one" -v b="$three" -v n="$items" -v s="$scenario" -v c="$contender" -v build="$build" \
            'BEGIN { printf "%s,%s,%s,%.1f\n", build, s, c, (b - a) / (2 * n) }'
    done
done
