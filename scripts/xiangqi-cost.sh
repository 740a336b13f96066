#!/usr/bin/env bash
# What the ready-made `bitfill::xiangqi` costs the build of the facade crate:
# compile time with and without the module, and the size of its statics.
#
#   scripts/xiangqi-cost.sh [runs] [revision]
#
# runs defaults to 10 per build; revision (default: this tree) takes the two
# library crates from a commit instead, e.g. HEAD to leave uncommitted work
# out. Two copies of the crates are made (scripts/crate-copy.sh): "with" as
# they are, "without" with `pub mod xiangqi;` removed from bitfill/src/lib.rs
# (nothing else refers to the module). For each profile, dev and release,
# each copy is built once, then its facade is touched and rebuilt `runs`
# times (the macro crate already built), the copies taking turns; the
# medians of those wall times are printed, like scripts/table-cost.sh. Then
# the statics of `bitfill::xiangqi` in the release rlib (nm -S).
set -euo pipefail
runs=${1:-10}
revision=${2:-}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$root/scripts/crate-copy.sh"
crate_copy "$work/with" "$revision"
crate_copy "$work/without" "$revision"
lib="$work/without/bitfill/src/lib.rs"
grep -qx 'pub mod xiangqi;' "$lib" || { echo "no \`pub mod xiangqi;\` in bitfill/src/lib.rs" >&2; exit 1; }
sed -i '/^pub mod xiangqi;$/d' "$lib"
rm "$work/without/bitfill/src/xiangqi.rs" "$work/without/bitfill/src/xiangqi_spec.rs"


echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'), CPU family $(grep -m1 'cpu family' /proc/cpuinfo | cut -d: -f2 | tr -d ' '); $(rustc -V)"
echo "crates: ${revision:-this tree}; load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for profile in dev release; do
    declare -A times=()
    for variant in with without; do
        (cd "$work/$variant" && cargo build -q --profile "$profile" -p bitfill)
        times[$variant]=""
    done
    for _ in $(seq "$runs"); do
        for variant in with without; do
            touch "$work/$variant/bitfill/src/lib.rs"
            times[$variant]+="$(cd "$work/$variant" && elapsed cargo build -q --profile "$profile" -p bitfill) "
        done
    done
    for variant in with without; do
        printf '%-8s %-8s median %5d ms over %d rebuilds of the facade (%s)\n' "$profile" "$variant" \
            "$(printf '%s\n' ${times[$variant]} | median)" "$runs" "${times[$variant]% }"
    done
    unset times
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"

echo
echo "Statics of bitfill::xiangqi in the release rlib (nm -S: bytes):"
rlib=$(ls "$work/with/target/release/deps/"libbitfill-*.rlib | head -1)
total=0
while read -r _ size _ name; do
    printf '  %-45s %7d\n' "${name#bitfill::xiangqi::generated::}" "$((16#$size))"
    total=$((total + 16#$size))
done < <(nm -S --size-sort -C "$rlib" 2>/dev/null | grep -E " bitfill::xiangqi::" | sort -u -k4)
printf '  %-45s %7d\n' total "$total"
