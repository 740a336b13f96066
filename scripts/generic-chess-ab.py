#!/usr/bin/env python3
"""Times two builds of the generic chess against each other (an A/B test).

    python3 scripts/generic-chess-ab.py RUNS A B

A and B are two `variant_perft` binaries (for example, the parent
commit's and this one's, each built with
`cargo build --release -p bitfill-games --example variant_perft` and copied
aside). They take turns on the bench's chess positions and Kiwipete; the
medians of RUNS runs and B's time over A's are printed. The time is the
perft's own (the example's `time` line). Run on a quiet machine: millisecond
runs move by several per cent with any other load.
"""

import statistics
import subprocess
import sys

CASES = [
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 5, "start"),
    ("5bn1/1bpnk1p1/r2p1p1r/1P2P2p/1P1PP2P/N2K3N/P5P1/R1B2B1R b - - 0 21", 4, "game 1"),
    ("3r1k2/3b4/1p2p2r/1P2pp1N/P1P4n/3P3P/2nK1P2/3R4 b - - 2 37", 4, "game 2"),
    ("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 4, "Kiwipete"),
]


def seconds(binary, fen, depth):
    """The perft time `binary` reports for `fen` to `depth`."""
    output = subprocess.run([binary, "chess", fen, str(depth)], capture_output=True,
                            text=True, check=True).stdout
    for line in output.splitlines():
        if line.startswith("time"):
            return float(line.split()[1])
    raise RuntimeError(f"no time line from {binary}")


def main():
    runs, a, b = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    for fen, depth, label in CASES:
        times_a, times_b = [], []
        for _ in range(runs):
            times_a.append(seconds(a, fen, depth))
            times_b.append(seconds(b, fen, depth))
        median_a, median_b = statistics.median(times_a), statistics.median(times_b)
        print(f"{label} d{depth}: A {median_a * 1e3:.3f} ms, B {median_b * 1e3:.3f} ms, "
              f"B/A {median_b / median_a:.3f}")


if __name__ == "__main__":
    main()
