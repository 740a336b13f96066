#!/usr/bin/env bash
# Every measurement behind BENCHMARKS.md's "Sliding attacks", "Leapers" and
# "u128 boards", in one run: criterion in three builds (the default x86-64
# target, x86-64-v3 with AVX2, and -C target-cpu=native), callgrind
# instruction counts, the assembly, and the report (tables, charts). Run it
# on an otherwise idle machine; it takes about 35 minutes on 2 cores.
#
#   scripts/bench.sh
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
source scripts/builds.sh
mkdir -p benchmarks

echo "== machine" >&2
{
    grep -m1 "model name" /proc/cpuinfo
    nproc
    rustc -V
    grep -m1 -o 'avx512f' /proc/cpuinfo || echo "no avx512f"
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee benchmarks/machine.txt >&2

# criterion writes its results under CARGO_TARGET_DIR (not --target-dir).
for build in "${BUILDS[@]}"; do
    build_settings "$build"
    echo "== criterion, $build build" >&2
    for bench in attacks leapers sizes; do
        RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target" cargo bench --bench "$bench"
    done
done
echo "load average after the timings: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a benchmarks/machine.txt >&2

echo "== instruction counts" >&2
for build in "${BUILDS[@]}"; do
    scripts/instructions.sh "$build" > "benchmarks/instructions-$build.csv"
done
echo "== assembly" >&2
scripts/asm.sh > /dev/null
echo "== report" >&2
python3 scripts/bench-report.py
