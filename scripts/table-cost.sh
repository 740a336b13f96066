#!/usr/bin/env bash
# What the const-context leaper tables of `bitfill::chess` cost: compile time
# of the facade crate with and without them, and the size of the statics.
#
#   scripts/table-cost.sh [runs]      (default 10 runs per build)
#
# "Without" removes the `leapers` section from the chess spec, the
# hand-written PAWN_ATTACKS table and `pawn_attacks` built on them, and the
# compile-time spot checks; everything else is identical. Each run touches the facade and rebuilds only it.
set -euo pipefail
runs=${1:-10}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

source "$root/scripts/crate-copy.sh"
crate_copy "$work/with"
crate_copy "$work/without"

python3 - "$work/without/bitfill/src" <<'PY'
import re, sys
src = sys.argv[1]
spec = open(f"{src}/chess_spec.rs").read()
spec = re.sub(r"\n        leapers: \{.*?\n        \},", "", spec, flags=re.S)
open(f"{src}/chess_spec.rs", "w").write(spec)
chess = open(f"{src}/chess.rs").read()
chess = re.sub(r"/// `PAWN_ATTACKS\[colour\].*?\n\};\n", "", chess, flags=re.S)
chess = re.sub(r"/// The squares pawns of `colour` attack.*?\n\}\n", "", chess, flags=re.S)
chess = re.sub(r"// Spot checks, evaluated by the compiler.*", "", chess, flags=re.S)
chess = re.sub(r"\n//! - leapers, set-wise and by table:.*?\n//!   \[`KNIGHT_ATTACKS`\]\.", "", chess, flags=re.S)
chess = chess.replace("[`PAWN_ATTACKS`] by colour, ", "").replace("assert_eq!(chess::KNIGHT_ATTACKS[0], 1 << 10 | 1 << 17); // a1: c2 and b3\n//! ", "")
open(f"{src}/chess.rs", "w").write(chess)
PY
grep -q KING_ATTACKS "$work/without/bitfill/src/chess_spec.rs" && { echo "the leapers were not removed" >&2; exit 1; }


for profile in dev release; do
    for variant in with without; do
        dir="$work/$variant"
        read -ra times <<< "$(rebuild_times "$dir" "$dir/bitfill/src/lib.rs" "$runs" "$profile" bitfill)"
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
