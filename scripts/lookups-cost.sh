#!/usr/bin/env bash
# What the lookups of `bitfill::chess` (`lookups: [magic, pext,
# hyperbola]`) cost to build, against the peers' own builds, in one run:
# for each crate, `cargo clean -p` and a build of it alone (its
# dependencies, the proc-macro included, stay built), dev and release, RUNS
# times, median. "without" is the facade with the `lookups` line removed
# from the chess spec; shakmaty 0.30.1 (magics by const evaluation) and
# cozy-chess 0.3 (magics by a build script, cozy-chess-types) are cleaned
# with what computes their tables.
#
#   scripts/lookups-cost.sh [runs]      (default 5)
set -euo pipefail
runs=${1:-5}
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
source "$root/scripts/crate-copy.sh"

crate_copy "$work/with"
crate_copy "$work/without"
sed -i '/^        lookups: /d' "$work/without/bitfill/src/chess_spec.rs"
grep -q "lookups:" "$work/with/bitfill/src/chess_spec.rs"
! grep -q "lookups:" "$work/without/bitfill/src/chess_spec.rs"
# The facade's docs and tests name the lookups: only its library is built.

mkdir -p "$work/peers/src"
cat > "$work/peers/Cargo.toml" <<'TOML'
[package]
name = "peers"
version = "0.1.0"
edition = "2024"
publish = false

[dependencies]
shakmaty = "=0.30.1"
cozy-chess = "0.3"
TOML
echo "" > "$work/peers/src/lib.rs"
cp "$root/Cargo.lock" "$work/peers/" 2>/dev/null || true

# `clean_build_times DIR PROFILE PACKAGES...`: RUNS times, cleans PACKAGES
# and builds the first, printing each build's milliseconds.
clean_build_times() {
    local dir=$1 profile=$2
    shift 2
    local cleaned=() times=()
    for package in "$@"; do cleaned+=(-p "$package"); done
    (cd "$dir" && cargo build -q --profile "$profile" -p "$1")
    for _ in $(seq "$runs"); do
        (cd "$dir" && cargo clean -q --profile "$profile" "${cleaned[@]}")
        times+=("$(cd "$dir" && elapsed cargo build -q --profile "$profile" -p "$1")")
    done
    echo "${times[*]}"
}

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(nproc) cores; $(rustc -V)"
for profile in dev release; do
    for variant in "bitfill with lookups:with:bitfill" "bitfill without:without:bitfill" \
        "shakmaty:peers:shakmaty" "cozy-chess:peers:cozy-chess cozy-chess-types"; do
        IFS=: read -r name dir packages <<< "$variant"
        read -ra packages <<< "$packages"
        read -ra times <<< "$(clean_build_times "$work/$dir" "$profile" "${packages[@]}")"
        printf '%-8s %-22s median %6d ms over %d clean builds (%s)\n' \
            "$profile" "$name" "$(printf '%s\n' "${times[@]}" | median)" "$runs" "${times[*]}"
    done
done

echo
echo "Tables of bitfill::chess's lookups in the release rlib (nm -S):"
rlib=$(ls "$work/with/target/release/deps/"libbitfill-*.rlib | head -1)
nm -S --size-sort -C "$rlib" 2>/dev/null | grep -E "(magic|pext)::[A-Z_]+$" | while read -r _ size _ name; do
    printf '  %-50s %8d bytes\n' "$name" "$((16#$size))"
done
