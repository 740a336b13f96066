#!/usr/bin/env bash
# x86-64 assembly of one direction's attacks on a board of four words
# (examples/wide_probe.rs): the generated Kogge-Stone and Dumb7 functions and
# a loop-over-words shape of the same Kogge-Stone, with static instruction
# counts.
#
#   scripts/wide-asm.sh       writes benchmarks/asm/wide/*.s and prints the counts
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
out=benchmarks/asm/wide
mkdir -p "$out"
rm -f target/release/examples/wide_probe-*.s
touch examples/wide_probe.rs
cargo rustc -q --release --example wide_probe -- --emit asm -C llvm-args=-x86-asm-syntax=intel
asm=$(ls target/release/examples/wide_probe-*.s | head -1)
python3 - "$asm" "$out" <<'PY'
import re, sys
sys.path.insert(0, "scripts")
from asm_bodies import function_bodies

source, out = sys.argv[1], sys.argv[2]
bodies = function_bodies(open(source).read(), block_labels=False)
print("function,instructions")
for symbol, body in sorted(bodies.items()):
    name = re.search(r"(asm_\w+?)17h", symbol)
    if not name:
        continue
    name = name.group(1)[4:]
    open(f"{out}/{name}.s", "w").write(f"; {name}\n" + "\n".join(body) + "\n")
    print(f"{name},{len(body)}")
PY
