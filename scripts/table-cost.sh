#!/usr/bin/env bash
# What the const-context leaper tables of `bitfill::chess` cost: compile time
# of the facade crate with and without them, and the size of the statics.
#
#   scripts/table-cost.sh [runs]      (default 10 runs per build)
#
# "Without" removes the `leapers` section from the chess spec and the
# hand-written PAWN_ATTACKS table and its compile-time spot checks; everything
# else is identical. Each run touches the facade and rebuilds only it.
set -euo pipefail
runs=${1:-10}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

for variant in with without; do
    mkdir -p "$work/$variant"
    cp -r "$root/Cargo.toml" "$root/Cargo.lock" "$root/bitfill" "$root/bitfill-macros" "$work/$variant/"
    # Only the two library crates: a workspace of the facade and the macro.
    cat > "$work/$variant/Cargo.toml" <<'TOML'
[workspace]
members = ["bitfill-macros", "bitfill"]
resolver = "3"

[workspace.package]
version = "0.1.0"
edition = "2024"
rust-version = "1.85"
license = "MIT OR Apache-2.0"
repository = "https://github.com/bitfill/bitfill"
authors = ["The bitfill developers"]
TOML
    rm -f "$work/$variant/bitfill/spec.md"
    cp "$root/spec.md" "$work/$variant/spec.md"
    ln -s ../spec.md "$work/$variant/bitfill/spec.md"
done

python3 - "$work/without/bitfill/src" <<'PY'
import re, sys
src = sys.argv[1]
spec = open(f"{src}/chess_spec.rs").read()
spec = re.sub(r"\n        leapers: \{.*?\n        \},", "", spec, flags=re.S)
open(f"{src}/chess_spec.rs", "w").write(spec)
chess = open(f"{src}/chess.rs").read()
chess = re.sub(r"/// `PAWN_ATTACKS\[colour\].*?\n\};\n", "", chess, flags=re.S)
chess = re.sub(r"// Spot checks, evaluated by the compiler.*", "", chess, flags=re.S)
chess = re.sub(r"\n//! - leapers, set-wise and by table:.*?\n//!   \[`KNIGHT_ATTACKS`\]\.", "", chess, flags=re.S)
chess = chess.replace("[`PAWN_ATTACKS`] by colour, ", "").replace("assert_eq!(chess::KNIGHT_ATTACKS[0], 1 << 10 | 1 << 17); // a1: c2 and b3\n//! ", "")
open(f"{src}/chess.rs", "w").write(chess)
PY
grep -q KING_ATTACKS "$work/without/bitfill/src/chess_spec.rs" && { echo "the leapers were not removed" >&2; exit 1; }

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

for profile in dev release; do
    for variant in with without; do
        dir="$work/$variant"
        (cd "$dir" && cargo build -q --profile "$profile" -p bitfill)
        times=()
        for _ in $(seq "$runs"); do
            touch "$dir/bitfill/src/lib.rs"
            start=$(date +%s%N)
            (cd "$dir" && cargo build -q --profile "$profile" -p bitfill)
            end=$(date +%s%N)
            times+=($(( (end - start) / 1000000 )))
        done
        printf '%-8s %-8s median %5d ms over %d rebuilds of the facade (%s)\n' \
            "$profile" "$variant" "$(printf '%s\n' "${times[@]}" | median)" "$runs" "${times[*]}"
    done
done

echo
echo "Statics in the release rlib (nm -S: size in hex bytes):"
rlib=$(ls "$work/with/target/release/deps/"libbitfill-*.rlib | head -1)
nm -S --size-sort -C "$rlib" 2>/dev/null | grep -E "ATTACKS" | while read -r _ size _ name; do
    printf '  %-50s %6d bytes\n' "$name" "$((16#$size))"
done
