#!/usr/bin/env bash
# Every measurement behind BENCHMARKS.md, in one run: criterion in the default
# and the native build, callgrind instruction counts, the assembly, and the
# report (tables, chart). Run it on an otherwise idle machine; it takes about
# 15 minutes on 2 cores.
#
#   scripts/bench.sh
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
mkdir -p benchmarks

echo "== machine" >&2
{ grep -m1 "model name" /proc/cpuinfo; nproc; rustc -V; } | tee benchmarks/machine.txt >&2

echo "== criterion, default build" >&2
cargo bench --bench attacks
echo "== criterion, native build" >&2
# criterion writes its results under CARGO_TARGET_DIR (not --target-dir).
RUSTFLAGS="-C target-cpu=native" CARGO_TARGET_DIR=target/native cargo bench --bench attacks

echo "== instruction counts" >&2
scripts/instructions.sh default > benchmarks/instructions-default.csv
scripts/instructions.sh native > benchmarks/instructions-native.csv
echo "== assembly" >&2
scripts/asm.sh > /dev/null
echo "== report" >&2
python3 scripts/bench-report.py
