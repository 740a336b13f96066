#!/usr/bin/env bash
# x86-64 assembly of the generated and textbook `south_attacks`,
# `rook_attacks` and `queen_attacks`, in the default, x86-64-v3 and native
# builds, with static instruction counts.
#
#   scripts/asm.sh            writes benchmarks/asm/{default,v3,native}/*.s and
#                             prints benchmarks/asm/counts.csv
#
# The functions are the out-of-line `asm_*` copies in examples/probe.rs.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
source scripts/builds.sh
out=benchmarks/asm
mkdir -p "$out/default" "$out/v3" "$out/native"

for build in "${BUILDS[@]}"; do
    build_settings "$build"
    rm -f "$target"/release/examples/probe-*.s
    touch examples/probe.rs # cargo rustc emits the assembly only when it compiles
    RUSTFLAGS="$flags" cargo rustc -q --release --example probe --target-dir "$target" -- \
        --emit asm -C llvm-args=-x86-asm-syntax=intel
    asm=$(ls "$target"/release/examples/probe-*.s | head -1)
    python3 - "$asm" "$out/$build" examples/probe.rs <<'PY'
import re, sys
sys.path.insert(0, "scripts")
from asm_bodies import function_bodies

source, out, probe = sys.argv[1], sys.argv[2], sys.argv[3]
bodies = function_bodies(open(source).read())

def resolve(symbol):
    """Follows a body that is only a tail jump to another function."""
    body = bodies.get(symbol, [])
    if len(body) == 1 and body[0].split()[0] == "jmp" and body[0].split()[1] in bodies:
        return resolve(body[0].split()[1])
    return symbol

# LLVM merges functions with identical code, so a probe may be gone; `main`
# calls the probes in the order they are declared, so the calls name them.
declared = re.findall(r"^\s+(asm_\w+) =>", open(probe).read(), re.M)
main = next(body for name, body in bodies.items() if re.match(r"_ZN5probe4main17h", name))
called = [instruction.split()[1] for instruction in main
          if instruction.split()[0] == "call" and "asm_" in instruction]
assert len(called) == len(declared), (called, declared)
for name, target in zip(declared, called):
    header = [f"; {name[4:]}"]
    short = lambda symbol: re.sub(r"17h\w+E$", "", symbol)
    if name not in target:
        header.append(f"; identical code: LLVM merged it into {short(target)}")
    body = resolve(target)
    if body != target:
        header.append(f"; a tail call to {short(body)}, whose body this is")
    target = body
    with open(f"{out}/{name[4:]}.s", "w") as file:
        file.write("\n".join(header + bodies[target]) + "\n")
PY
done

{
    echo "build,function,instructions"
    for file in "$out"/*/*.s; do
        build=$(basename "$(dirname "$file")")
        count=$(grep -cE '^\s+[a-z]' "$file")
        merged=$(grep -q "merged it into" "$file" && echo " (merged: identical code)" || true)
        echo "$build,$(basename "$file" .s),$count$merged"
    done | sort -t, -k1,1 -k2,2
} | tee "$out/counts.csv"
