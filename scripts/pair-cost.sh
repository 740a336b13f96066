#!/usr/bin/env bash
# What the engine kit (the Sliders trait, x-rays, and the square-pair
# tables behind between/line/rays) costs the build of `bitfill::chess`, and
# what the opt-in full tables (`pair_tables: [between, line]`) would add.
#
#   scripts/pair-cost.sh [runs] [baseline-revision]
#
# runs defaults to 10, the baseline to 79ca4d8 (the last revision before the
# engine kit). Three copies of the two library crates are built:
#
#   baseline   the facade and macro of the baseline revision
#   shipped    this tree
#   full       this tree, the chess spec with `pair_tables: [between, line]`
#
# For each, in both profiles: the median wall time of rebuilding only the
# facade (touch, `cargo build -p bitfill`, the macro crate already built),
# like scripts/table-cost.sh, and of a clean `cargo build -p bitfill` (every
# dependency from scratch, fewer runs: a third as many). Then the sizes of
# the statics in the release rlib.
set -euo pipefail
runs=${1:-10}
baseline=${2:-79ca4d8}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$root/scripts/crate-copy.sh"
crate_copy "$work/baseline" "$baseline"
crate_copy "$work/shipped"
crate_copy "$work/full"
python3 - "$work/full/bitfill/src/chess_spec.rs" <<'PY'
import sys
path = sys.argv[1]
spec = open(path).read()
marker = "        leapers: {"
assert marker in spec
open(path, "w").write(spec.replace(marker, "        pair_tables: [between, line],\n" + marker, 1))
PY
grep -q "pair_tables" "$work/full/bitfill/src/chess_spec.rs"


echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg); baseline $baseline"
for profile in dev release; do
    for variant in baseline shipped full; do
        dir="$work/$variant"
        read -ra times <<< "$(rebuild_times "$dir" "$dir/bitfill/src/lib.rs" "$runs" "$profile" bitfill)"
        clean=()
        for _ in $(seq $(( (runs + 2) / 3 ))); do
            rm -rf "$dir/target-clean"
            clean+=("$(cd "$dir" && CARGO_TARGET_DIR=target-clean elapsed cargo build -q --profile "$profile" -p bitfill)")
        done
        printf '%-8s %-9s facade rebuild median %5d ms (%s); clean build median %6d ms (%s)\n' \
            "$profile" "$variant" "$(printf '%s\n' "${times[@]}" | median)" "${times[*]}" \
            "$(printf '%s\n' "${clean[@]}" | median)" "${clean[*]}"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "Statics of bitfill::chess in the release rlib (nm -S: bytes):"
for variant in shipped full; do
    rlib=$(ls "$work/$variant/target/release/deps/"libbitfill-*.rlib | head -1)
    nm -S --size-sort -C "$rlib" 2>/dev/null | grep -E "chess::(RAYS|LINES|ALIGNMENT|TOWARDS|GROUP_RAYS|BETWEEN|LINE|[A-Z_]*ATTACKS)$" | sort -u -k4 | while read -r _ size _ name; do
        printf '  %-8s %-40s %7d\n' "$variant" "${name##*::}" "$((16#$size))"
    done
done
