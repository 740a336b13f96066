#!/usr/bin/env bash
# What a clean build of `bitfill` costs a user, this tree against an
# earlier revision, in one run: both copies (the library crates alone, as
# `crate_copy` makes them) are built from an empty target folder, the
# proc-macro and syn, quote and proc-macro2 included, taking turns, RUNS
# times each, dev and release; medians and their ratio.
#
#   scripts/build-cost.sh [runs] [revision]    (defaults: 5, HEAD~1)
set -euo pipefail
runs=${1:-5}
revision=${2:-HEAD~1}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$root/scripts/crate-copy.sh"

crate_copy "$work/now"
crate_copy "$work/before" "$revision"
# Fetch what both need once, so that no run waits on the registry.
for dir in now before; do (cd "$work/$dir" && cargo fetch -q); done

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; $(rustc -V)"
echo "before: $(git -C "$root" rev-parse --short "$revision"); now: this tree"
echo "| profile | before (ms) | now (ms) | now / before |"
echo "| --- | ---: | ---: | ---: |"
for profile in dev release; do
    declare -A times=([now]="" [before]="")
    for _ in $(seq "$runs"); do
        for dir in before now; do
            rm -rf "$work/$dir/target"
            times[$dir]+="$(cd "$work/$dir" && elapsed cargo build -q --offline --profile "$profile" -p bitfill) "
        done
    done
    before=$(tr ' ' '\n' <<< "${times[before]}" | grep . | median)
    now=$(tr ' ' '\n' <<< "${times[now]}" | grep . | median)
    echo "| $profile | $before | $now | $(awk -v a="$now" -v b="$before" 'BEGIN { printf "%.3f", a / b }') |"
done
