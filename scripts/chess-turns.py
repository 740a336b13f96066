#!/usr/bin/env python3
"""Times chess perft builds taking turns, on the deeper runs of BENCHMARKS.md.

    python3 scripts/chess-turns.py RUNS BINARY...

Each BINARY is a `variant_perft` example (run as `variant_perft chess FEN
DEPTH`: the generic chess) or a `perft` example (run as `perft FEN DEPTH`:
the specialised generator), each built with `cargo build --release -p
bitfill-games --example ...` and copied aside. They take turns, RUNS times,
on the start position at depths 6 and 7, Kiwipete at 5, the bench's two
games at 6, and `scripts/perft-compare.sh`'s other positions (position 3
at 7, position 4 at 5, Chess960 #0 at 6); the fastest and the median of
each binary's runs are printed, in ms, from the perft's own `time` line.
`--quick` uses the shallower depths of the bench (start 5, position 3 5,
the others 4).

On a shared machine the median moves with other tenants' load; the fastest
run is the steadier figure, and a build's code layout alone moves a run by
a few per cent (BENCHMARKS.md, "The free pawns from their tallies").
Binaries of the same name in several directories (builds of one tree with
its functions in other orders, `scripts/layout-builds.sh`) are summed up
too: the range of their fastest runs, and the generic chess's over the
specialised generator's, fastest over fastest, where both are there.
"""

import os
import statistics
import subprocess
import sys

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
GAME_1 = "5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21"
GAME_2 = "3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37"
# chessprogramming.org's positions 3 and 4, and the first of its Chess960
# perft results: the rest of `scripts/perft-compare.sh`'s positions.
POSITION_3 = "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"
POSITION_4 = "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"
CHESS960_0 = "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9"

DEEP = [
    ("start", START, 6),
    ("start", START, 7),
    ("Kiwipete", KIWIPETE, 5),
    ("game 1", GAME_1, 6),
    ("game 2", GAME_2, 6),
    ("position 3", POSITION_3, 7),
    ("position 4", POSITION_4, 5),
    ("Chess960 #0", CHESS960_0, 6),
]
QUICK = [
    ("start", START, 5),
    ("Kiwipete", KIWIPETE, 4),
    ("game 1", GAME_1, 4),
    ("game 2", GAME_2, 4),
    ("position 3", POSITION_3, 5),
    ("position 4", POSITION_4, 4),
    ("Chess960 #0", CHESS960_0, 4),
]


def command(binary, fen, depth):
    """The command line that runs `binary`'s chess perft."""
    if os.path.basename(binary).startswith("variant_perft"):
        return [binary, "chess", fen, str(depth)]
    return [binary, fen, str(depth)]


def milliseconds(binary, fen, depth):
    """The perft time `binary` reports for `fen` to `depth`, in ms."""
    output = subprocess.run(command(binary, fen, depth), capture_output=True,
                            text=True, check=True).stdout
    for line in output.splitlines():
        if line.startswith("time"):
            return float(line.split()[1]) * 1000
    raise SystemExit(f"{binary}: no `time` line")


def main():
    args = sys.argv[1:]
    cases = DEEP
    if args and args[0] == "--quick":
        cases, args = QUICK, args[1:]
    if len(args) < 2:
        raise SystemExit(__doc__)
    runs, binaries = int(args[0]), args[1:]
    for label, fen, depth in cases:
        times = {binary: [] for binary in binaries}
        for _ in range(runs):
            for binary in binaries:
                times[binary].append(milliseconds(binary, fen, depth))
        print(f"{label}, depth {depth}: fastest / median of {runs} runs, ms")
        for binary in binaries:
            fastest, median = min(times[binary]), statistics.median(times[binary])
            print(f"  {fastest:9.2f} {median:9.2f}  {binary}")
        layouts(times)


def layouts(times):
    """For each binary built more than once (the same name in several
    directories of one tree: OUT/s1/NAME, OUT/s2/NAME, ...), the range of
    the builds' fastest runs; and, in a tree with both, the generic
    chess's over the specialised generator's."""
    fastest = {}
    for binary, runs in times.items():
        builds = os.path.dirname(os.path.dirname(binary))
        key = (builds, os.path.basename(binary))
        fastest.setdefault(key, []).append(min(runs))
    if all(len(each) < 2 for each in fastest.values()):
        return
    for (builds, name), each in fastest.items():
        print(f"  {min(each):9.2f} to {max(each):.2f}  {builds}/*/{name}, {len(each)} builds")
    for (builds, name), generic in fastest.items():
        special = fastest.get((builds, "perft"))
        if name.startswith("variant_perft") and special:
            best = min(generic) / min(special)
            low, high = min(generic) / max(special), max(generic) / min(special)
            print(f"  generic / specialised in {builds}: {best:.2f} (fastest builds), "
                  f"{low:.2f} to {high:.2f}")


if __name__ == "__main__":
    main()
