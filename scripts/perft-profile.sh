#!/usr/bin/env bash
# Where the chess perft's time goes: callgrind instruction counts of the
# `perft` example (bitfill-games), grouped by the source file the
# instructions come from (the generator is one function after inlining, so
# per-function counts say nothing; line tables still name the file of each
# inlined instruction).
#
#   scripts/perft-profile.sh            # the default release build
#   RUSTFLAGS="-C target-cpu=x86-64-v3" CARGO_TARGET_DIR=target/v3-profile scripts/perft-profile.sh
#
# Needs valgrind (3.19 decodes AVX2, not AVX-512: no native build here).
# Prints, per position (the sliding strategy is not used by perft: one run
# each), the total and a Markdown table of the share of each group of files:
#   bitfill        everything under bitfill/src (the generated fills, rays,
#                  between, leaper tables, pawn functions), inlined;
#   bit counts     core's integer methods (count_ones, trailing_zeros...);
#   games/src/chess/X.rs the generator's own files, one row each;
#   other          the rest (allocation, the standard library).
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
target=${CARGO_TARGET_DIR:-target/profile}
CARGO_PROFILE_RELEASE_DEBUG=line-tables-only CARGO_TARGET_DIR=$target \
    cargo build -q --release -p bitfill-games --example perft
binary=$target/release/examples/perft
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

positions=(
    "initial d5|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1|5"
    "Kiwipete d4|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1|4"
    "position 3 d6|8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1|6"
    "position 4 d4|r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1|4"
)
echo "rustc: $(rustc --version); RUSTFLAGS=${RUSTFLAGS:-}"
columns=()
for entry in "${positions[@]}"; do
    IFS='|' read -r name fen depth <<< "$entry"
    {
        out="$work/$(echo "$name" | tr ' ' _)"
        valgrind --tool=callgrind --callgrind-out-file="$out.cg" \
            "$binary" "$fen" "$depth" > "$out.stdout" 2> /dev/null
        nodes=$(awk '/^nodes/ { print $2 }' "$out.stdout")
        callgrind_annotate --auto=no --threshold=100 "$out.cg" 2> /dev/null |
            awk -v nodes="$nodes" '
                /PROGRAM TOTALS/ { gsub(",", "", $1); total = $1; next }
                /^ *[0-9,]+ \( *[0-9.]+%\) / {
                    count = $1; gsub(",", "", count)
                    file = $0; sub(/^ *[0-9,]+ \( *[0-9.]+%\) +/, "", file); sub(/:.*/, "", file)
                    if (file ~ /(^|\/)bitfill\/src\//) group = "bitfill"
                    else if (file ~ /uint_macros\.rs$/) group = "bit counts"
                    else if (file ~ /(^|\/)games\/src\//) { group = file; sub(/^(.*\/)?games\//, "games/", group) }
                    else group = "other"
                    sum[group] += count
                }
                END {
                    printf "total\t%.1fM (%.0f per leaf)\n", total / 1e6, total / nodes
                    for (group in sum) printf "%s\t%.1f\n", group, 100 * sum[group] / total
                }' > "$out.groups"
        columns+=("$name|$out.groups")
    }
done

# One row per group, one column per run, groups by their first run's share.
header="| group |"
rule="| --- |"
for column in "${columns[@]}"; do
    header+=" ${column%%|*} |"
    rule+=" ---: |"
done
echo
echo "$header"
echo "$rule"
first=${columns[0]#*|}
row="| instructions |"
for column in "${columns[@]}"; do
    row+=" $(awk -F'\t' '$1 == "total" { print $2 }' "${column#*|}") |"
done
echo "$row"
groups=$(awk -F'\t' '$1 != "total"' "$first" | sort -t$'\t' -k2 -gr | cut -f1)
for file in "${columns[@]}"; do
    awk -F'\t' '$1 != "total" { print $1 }' "${file#*|}"
done | sort -u > "$work/all-groups"
groups=$(printf '%s\n' "$groups" | cat - "$work/all-groups" | awk '!seen[$0]++')
while IFS= read -r group; do
    row="| $group |"
    for column in "${columns[@]}"; do
        share=$(awk -F'\t' -v group="$group" '$1 == group { print $2 }' "${column#*|}")
        row+=" ${share:-0.0} % |"
    done
    echo "$row"
done <<< "$groups"
