#!/usr/bin/env bash
# The per-square lookups against their peers, in one run (benches/lookups.rs):
# the default build, then x86-64-v3 (BMI2: the PEXT instruction) twice,
# once with cozy-chess's magics and once with its own PEXT lookups (its
# `pext` feature, through the suite's `cozy-pext`); and in both builds the
# Betza pieces square by square against the same pieces written by hand
# (benches/pieces.rs). Then the report: BENCHMARKS.md's "Per-square
# lookups". About 20 minutes on 2 cores, on an otherwise idle machine.
#
#   scripts/lookups-bench.sh
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
source scripts/builds.sh

{
    grep -m1 "model name" /proc/cpuinfo
    nproc
    rustc -V
    echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
} | tee benchmarks/lookups-machine.txt >&2
for build in default v3; do
    build_settings "$build"
    echo "== $build" >&2
    RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target" cargo bench --bench lookups
    RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target" cargo bench --bench pieces -- 'pieces/(magic|pext|hyperbola)/'
done
build_settings v3
echo "== v3 with cozy-chess's PEXT" >&2
RUSTFLAGS="$flags" CARGO_TARGET_DIR="$target-cozy-pext" cargo bench --features cozy-pext --bench lookups -- 'lookup_(rook|bishop|queen|positions)/'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)" | tee -a benchmarks/lookups-machine.txt >&2
python3 scripts/lookups-report.py
