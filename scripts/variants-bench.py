#!/usr/bin/env python3
"""Times perft of the shipped variants next to Fairy-Stockfish's `go perft`,
same positions, same run, and writes BENCHMARKS.md's "Variants" tables.

    python3 scripts/variants-bench.py VARIANT_PERFT PERFT PEERS [--runs N] [--engine PATH]

VARIANT_PERFT, PERFT and PEERS are the release builds of bitfill-games'
`variant_perft`, `perft` and `perft_peers` examples (scripts/variants-bench.sh
builds them). For each variant, the start position and two positions of its
fixed set (games/tests/variants.counts, positions of random games), at a
depth Fairy-Stockfish takes about a second for; each engine runs each
position N times (7 by default), the engines taking turns; the medians and
our speed-up over Fairy-Stockfish are tabulated. Our time is the perft's own
(the example's `time` line); Fairy-Stockfish's from `go perft` to its
answer, the engine already started and the variant set. Then chess three
ways on the same positions: the generic generator (`variant_perft chess`),
the specialised one (`perft`) and cozy-chess (`perft_peers cozy-chess`).
"""

import argparse
import statistics
import subprocess
import time
from pathlib import Path

from fairy_engine import Engine

ROOT = Path(__file__).resolve().parent.parent

# variant: (depth of the start position, depth of the other positions)
DEPTHS = {
    "chess": (5, 4), "chess960": (5, 4), "capablanca": (5, 4), "caparandom": (5, 4),
    "gothic": (5, 4), "embassy": (5, 4), "janus": (5, 4), "grand": (4, 4),
    "almost": (5, 4), "chigorin": (5, 4), "shatranj": (5, 5), "courier": (5, 4),
}


def ours(command):
    output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
    fields = dict(line.split(None, 1) for line in output.splitlines() if line.strip())
    return int(fields["nodes"]), float(fields["time"].split()[0])


def fixtures():
    positions = {}
    for line in (ROOT / "games/tests/variants.counts").read_text().splitlines():
        if line.startswith("#") or not line.strip():
            continue
        variant, fen, _ = (part.strip() for part in line.split("|"))
        positions.setdefault(variant, []).append(fen)
    return positions


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("variant_perft")
    parser.add_argument("perft")
    parser.add_argument("peers")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    engine = Engine(args.engine)
    fens = fixtures()
    rows, chess_rows = [], []
    for variant, (start_depth, depth) in DEPTHS.items():
        cases = [(fens[variant][0], start_depth)] + [(fen, depth) for fen in fens[variant][1:3]]
        for label, (fen, d) in zip(["start", "game 1", "game 2"], cases):
            our_times, their_times = [], []
            for _ in range(args.runs):
                nodes, seconds = ours([args.variant_perft, variant, fen, str(d)])
                our_times.append(seconds)
                theirs, their_seconds = engine.perft(variant, fen, d)
                their_times.append(their_seconds)
                assert nodes == theirs, (variant, fen, d, nodes, theirs)
            ours_median, theirs_median = statistics.median(our_times), statistics.median(their_times)
            rows.append((variant, label, d, nodes, ours_median, theirs_median))
            print(f"{variant} {label} d{d}: {nodes} nodes, ours {ours_median * 1e3:.1f} ms, "
                  f"Fairy-Stockfish {theirs_median * 1e3:.1f} ms", flush=True)
            if variant == "chess":
                # The three generators take turns with each other, not with
                # Fairy-Stockfish, whose long runs leave the caches cold for
                # whatever runs next: compared under the same conditions.
                generic, special, cozy = [], [], []
                for _ in range(args.runs):
                    generic.append(ours([args.variant_perft, variant, fen, str(d)])[1])
                    special.append(ours([args.perft, fen, str(d)])[1])
                    cozy.append(ours([args.peers, "cozy-chess", fen, str(d)])[1])
                chess_rows.append((label, d, nodes, statistics.median(generic),
                                   statistics.median(special), statistics.median(cozy),
                                   theirs_median))
    engine.send("quit")
    machine = subprocess.run("grep -m1 'model name' /proc/cpuinfo | cut -d: -f2", shell=True,
                             capture_output=True, text=True).stdout.strip()
    load = Path("/proc/loadavg").read_text().split()[:3]
    lines = [
        f"One run of `scripts/variants-bench.sh {args.runs}`: {machine}, rustc "
        f"{subprocess.run(['rustc', '-V'], capture_output=True, text=True).stdout.split()[1]}, "
        f"load average after {' '.join(load)}; Debian's fairy-stockfish 11.1. Medians of "
        f"{args.runs} runs, the engines taking turns; the speed-up is Fairy-Stockfish's time over ours.",
        "",
        "| variant | position | depth | nodes | bitfill-games | Fairy-Stockfish | speed-up |",
        "| --- | --- | ---: | ---: | ---: | ---: | ---: |",
    ]
    for variant, label, d, nodes, ours_median, theirs_median in rows:
        lines.append(f"| {variant} | {label} | {d} | {nodes:,} | {ours_median * 1e3:.1f} ms | "
                     f"{theirs_median * 1e3:.1f} ms | {theirs_median / ours_median:.1f} |")
    lines += [
        "",
        "Chess three ways, same positions and run: the generic generator (the `chess` variant),",
        "the specialised one (`bitfill_games::chess`) and cozy-chess, taking turns with each other",
        "(Fairy-Stockfish's time is the table's above).",
        "",
        "| position | depth | nodes | generic | specialised | cozy-chess | Fairy-Stockfish | generic / specialised |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for label, d, nodes, generic, special, cozy, theirs in chess_rows:
        lines.append(f"| {label} | {d} | {nodes:,} | {generic * 1e3:.2f} ms | {special * 1e3:.2f} ms | "
                     f"{cozy * 1e3:.2f} ms | {theirs * 1e3:.1f} ms | {generic / special:.2f} |")
    path = ROOT / "BENCHMARKS.md"
    document = path.read_text()
    start, end = "<!-- generated: variants -->", "<!-- end: variants -->"
    before, rest = document.split(start, 1)
    _, after = rest.split(end, 1)
    path.write_text(before + start + "\n" + "\n".join(lines) + "\n" + end + after)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
