#!/usr/bin/env bash
# Where the generic chess's time goes: the frontier built with parts
# switched off one at a time (scripts/frontier-parts.patch, applied to a
# scratch worktree of HEAD: an environment variable, read once per perft,
# makes a part return at once, so the counts are wrong), timed next to
# the specialised generator and the unmodified build. Each configuration
# runs N times (9 by default), all taking turns; the medians, in ms, are
# BENCHMARKS.md's "Where the generic chess's time goes, in time".
#
#   scripts/frontier-parts.sh [runs]
#   scripts/frontier-parts.sh --counts [--deep]
#   scripts/frontier-parts.sh --twice [runs]
#   scripts/frontier-parts.sh --node
#
# With `--counts`, it applies scripts/frontier-counts.patch instead:
# counters of the paths the children take (counted as a set, one by one,
# in full, by difference, and which parts again), printed after one perft
# of each position; the counts stay right. The depths are the
# instruction counts' (start 5, Kiwipete 4, the games 5); with `--deep`,
# the timed runs' (start 6, Kiwipete 5, the games 6), where some paths
# are much more common (a pin's pinner moving, in game 2).
#
# With `--twice [runs]`, it applies scripts/frontier-twice.patch instead:
# each node of the last ply but one builds the answering side's parts
# twice, the first time thrown away (`TWICE=1`), in the generic frontier
# (`Frontier::new`) and in the specialised one (`Snapshot::take`) alike.
# The difference to a plain run of the same build is what the node's
# parts cost in time, and the rest what the children and the walk cost.
# It times both builds, each with and without, at the deeper depths of
# BENCHMARKS.md's "The node's parts against the specialised snapshot",
# and stops where a run counts other leaves than the first.
#
# With `--node`, it applies scripts/frontier-node-timing.patch instead and
# runs its two ignored tests: the node's parts timed alone, node after
# node, on the nodes of the last ply but one below each position (three
# plies down), `Frontier::new` and a few of its parts in the generic chess
# (the king's steps' loop also with one piece left out at a time, its
# counts then wrong), `Snapshot::take` in the specialised generator; the
# fastest of three rounds, in ns a node.
#
# Each patch follows games/src/family/frontier.rs at the commit that wrote
# it; where it no longer applies, `git apply` says so and the script stops.
set -euo pipefail
root=$(git -C "$(dirname "$0")" rev-parse --show-toplevel)
cd "$root"
target=${CARGO_TARGET_DIR:-$root/target}
scratch=$(mktemp -d)
trap 'git worktree remove --force "$scratch" >/dev/null 2>&1 || true' EXIT
git worktree add -q --detach "$scratch" HEAD
if [ "${1:-}" = --counts ]; then
    git -C "$scratch" apply "$root/scripts/frontier-counts.patch"
    (cd "$scratch" && CARGO_TARGET_DIR="$target/frontier-counts" \
        cargo build -q --release -p bitfill-games --example variant_perft)
    deeper=$([ "${2:-}" = --deep ] && echo 1 || echo 0)
    while IFS='|' read -r label depth fen; do
        depth=$((depth + deeper))
        echo "== $label, depth $depth"
        "$target/frontier-counts/release/examples/variant_perft" chess "$fen" "$depth" |
            grep -v -E '^(method|fen|time|speed) '
    done <<'CASES'
start|5|rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1
Kiwipete|4|r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1
game 1|5|5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21
game 2|5|3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37
CASES
    exit 0
fi
if [ "${1:-}" = --node ]; then
    git -C "$scratch" apply "$root/scripts/frontier-node-timing.patch"
    (cd "$scratch" && CARGO_TARGET_DIR="$target/frontier-node" \
        cargo test -q --release -p bitfill-games --lib -- --ignored _timing \
        --nocapture --test-threads 1) | grep -oE '(generic |specialised |king loop:).*'
    exit 0
fi
if [ "${1:-}" = --twice ]; then
    runs=${2:-9}
    git -C "$scratch" apply "$root/scripts/frontier-twice.patch"
    (cd "$scratch" && CARGO_TARGET_DIR="$target/frontier-twice" \
        cargo build -q --release -p bitfill-games --example variant_perft --example perft)
    python3 - "$runs" "$target/frontier-twice/release/examples" <<'PY'
import os, statistics, subprocess, sys
runs, examples = int(sys.argv[1]), sys.argv[2]
cases = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5),
    ("game 1", "5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21", 6),
    ("game 2", "3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37", 6),
]
configs = [
    ("specialised", ["perft"], False),
    ("specialised, parts twice", ["perft"], True),
    ("generic", ["variant_perft", "chess"], False),
    ("generic, parts twice", ["variant_perft", "chess"], True),
]

def time(command, twice, fen, depth):
    env = dict(os.environ)
    env.pop("TWICE", None)
    if twice:
        env["TWICE"] = "1"
    command = [f"{examples}/{command[0]}", *command[1:], fen, str(depth)]
    output = subprocess.run(command, capture_output=True, text=True, check=True, env=env).stdout
    fields = dict(line.split(None, 1) for line in output.splitlines() if line.strip())
    # Every build and setting must count the same leaves.
    nodes.setdefault((fen, depth), fields["nodes"])
    if fields["nodes"] != nodes[(fen, depth)]:
        sys.exit(f"{' '.join(command)} (TWICE={int(twice)}): {fields['nodes']} nodes, not {nodes[(fen, depth)]}")
    return float(fields["time"].split()[0]) * 1000

nodes = {}

print("| position | depth | " + " | ".join(name for name, *_ in configs)
      + " | parts: generic / specialised | the rest: generic / specialised |")
print("| --- | ---: |" + " ---: |" * (len(configs) + 2))
for label, fen, depth in cases:
    times = {name: [] for name, *_ in configs}
    for _ in range(runs):
        for name, command, twice in configs:
            times[name].append(time(command, twice, fen, depth))
    s, s2, g, g2 = (statistics.median(times[name]) for name, *_ in configs)
    parts = (g2 - g) / (s2 - s)
    rest = (2 * g - g2) / (2 * s - s2)
    print(f"| {label} | {depth} | {s:.2f} | {s2:.2f} | {g:.2f} | {g2:.2f} | {parts:.2f} | {rest:.2f} |")
PY
    exit 0
fi
runs=${1:-9}
git -C "$scratch" apply "$root/scripts/frontier-parts.patch"
cargo build -q --release -p bitfill-games --example variant_perft --example perft
(cd "$scratch" && CARGO_TARGET_DIR="$target/frontier-parts" \
    cargo build -q --release -p bitfill-games --example variant_perft)
python3 - "$runs" "$target/release/examples" "$target/frontier-parts/release/examples" <<'PY'
import os, statistics, subprocess, sys
runs, plain, parts = int(sys.argv[1]), sys.argv[2], sys.argv[3]
cases = [
    ("start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5),
    ("Kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4),
    ("game 1", "5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21", 5),
    ("game 2", "3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37", 5),
]
# (column, binary, SKIP): the patch's bits are 1 riders, 2 the piece
# taken, 4 the king's steps, 8 the pawns (their recounts in a touched
# child), 64 every touched child, 32 the children (the node's parts
# built, its moves counted plainly), 16 the frontier altogether.
configs = [
    ("specialised", f"{plain}/perft", None),
    ("generic (HEAD)", f"{plain}/variant_perft", None),
    ("instrumented", f"{parts}/variant_perft", 0),
    ("no recount", f"{parts}/variant_perft", 15),
    ("touched children cost 0", f"{parts}/variant_perft", 64),
    ("walk and node parts", f"{parts}/variant_perft", 32),
    ("walk only", f"{parts}/variant_perft", 16),
]

def time(binary, skip, fen, depth):
    command = [binary, fen, str(depth)] if binary.endswith("/perft") else [binary, "chess", fen, str(depth)]
    env = dict(os.environ, SKIP=str(skip or 0))
    output = subprocess.run(command, capture_output=True, text=True, check=True, env=env).stdout
    return next(float(line.split()[1]) * 1000 for line in output.splitlines() if line.startswith("time"))

print("| position | depth | " + " | ".join(name for name, *_ in configs) + " |")
print("| --- | ---: |" + " ---: |" * len(configs))
for label, fen, depth in cases:
    times = {name: [] for name, *_ in configs}
    for _ in range(runs):
        for name, binary, skip in configs:
            times[name].append(time(binary, skip, fen, depth))
    print(f"| {label} | {depth} | " + " | ".join(f"{statistics.median(times[name]):.2f}" for name, *_ in configs) + " |")
PY
