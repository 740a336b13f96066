#!/usr/bin/env bash
# What a clean build of `bitfill` costs a user, this tree against an
# earlier revision, in one run: both copies (the library crates alone, as
# `crate_copy` makes them) are built from an empty target folder, the
# proc-macro and syn, quote and proc-macro2 included, taking turns, RUNS
# times each, dev and release; medians and their ratio, of the wall time
# and of the CPU time (user and system, all jobs: steadier than the wall
# time on a machine others use; GNU time, Debian's `time`, counts it).
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
# `build DIR PROFILE`: a clean build, printing "wall-ms cpu-ms".
build() {
    local dir=$1 profile=$2 start end cpu
    rm -rf "$dir/target"
    start=$(date +%s%N)
    cpu=$(cd "$dir" && { /usr/bin/env time -f '%U %S' cargo build -q --offline --profile "$profile" -p bitfill; } 2>&1 | tail -1)
    end=$(date +%s%N)
    echo "$(( (end - start) / 1000000 )) $(awk '{ printf "%d", ($1 + $2) * 1000 }' <<< "$cpu")"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.3f", a / b }'; }
echo "| profile | wall before (ms) | wall now (ms) | now / before | CPU before (ms) | CPU now (ms) | now / before |"
echo "| --- | ---: | ---: | ---: | ---: | ---: | ---: |"
for profile in dev release; do
    declare -A wall=([now]="" [before]="") cpu=([now]="" [before]="")
    for _ in $(seq "$runs"); do
        for dir in before now; do
            read -r w c <<< "$(build "$work/$dir" "$profile")"
            wall[$dir]+="$w "
            cpu[$dir]+="$c "
        done
    done
    m() { tr ' ' '\n' <<< "$1" | grep . | median; }
    wb=$(m "${wall[before]}") wn=$(m "${wall[now]}") cb=$(m "${cpu[before]}") cn=$(m "${cpu[now]}")
    echo "| $profile | $wb | $wn | $(ratio "$wn" "$wb") | $cb | $cn | $(ratio "$cn" "$cb") |"
done
