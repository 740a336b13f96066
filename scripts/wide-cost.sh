#!/usr/bin/env bash
# What a 19 x 19 spec in six words costs a user's build: a crate holding only
# the spec of tests/wide.rs's 19 x 19 board (sixteen directions, four groups,
# two leapers, a lame leaper, a hopper, a region; both strategies), against
# the same crate without it.
#
#   scripts/wide-cost.sh [runs]      (default 10 rebuilds of the crate per build)
#
# bitfill and its macro crate are built first; each run touches the crate
# and rebuilds only it. Medians, in both profiles.
set -euo pipefail
runs=${1:-10}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$root/scripts/crate-copy.sh"
crate_copy "$work"
sed -i 's/members = \["bitfill-macros", "bitfill"\]/members = ["bitfill-macros", "bitfill", "go"]/' "$work/Cargo.toml"
mkdir -p "$work/go/src"
cat > "$work/go/Cargo.toml" <<'TOML'
[package]
name = "go"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
bitfill = { path = "../bitfill" }
TOML
# The spec of the 19 x 19 board, as in src/wide.rs.
python3 - "$root/src/wide.rs" "$work/go/src/with.rs" <<'PY'
import re, sys
text = open(sys.argv[1]).read()
spec = re.search(r"bitfill::fills! \{.*?\n        \}\n", text, re.S).group(0)
spec = (spec.replace("#[doc = $doc]", "/// 19 x 19.").replace("$module", "go")
        .replace("$words", "6").replace("$width x $height", "19 x 19").replace("$shape", "auto"))
open(sys.argv[2], "w").write(spec)
PY
grep -q "board: 19 x 19" "$work/go/src/with.rs"
printf '//! Nothing.\n' > "$work/go/src/without.rs"

echo "machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//'); $(rustc -V)"
echo "load before: $(cut -d' ' -f1-3 /proc/loadavg)"
for profile in dev release; do
    for variant in without with; do
        cp "$work/go/src/$variant.rs" "$work/go/src/lib.rs"
        read -ra times <<< "$(rebuild_times "$work" "$work/go/src/lib.rs" "$runs" "$profile" go)"
        printf '%-8s %-8s median %6d ms over %d rebuilds (%s)\n' \
            "$profile" "$variant" "$(printf '%s\n' "${times[@]}" | median)" "$runs" "${times[*]}"
    done
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
