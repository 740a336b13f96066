#!/usr/bin/env python3
"""Compares the legal moves of bitfill-games's xiangqi generator with
Fairy-Stockfish's (pyffish) on the positions of random games.

    python3 scripts/xiangqi-check.py BINARY [--positions N] [--plies P] [--seed S]

BINARY is the `xiangqi_perft` example (run scripts/xiangqi-check.sh, which
makes the venv with pyffish, builds the example and calls this). Random
games start from the initial position; each move is drawn uniformly from
pyffish's legal moves, and every position reached (its FEN as pyffish
writes it) is kept, until a game has no legal move or P plies, and until N
positions. Then the example reads all the FENs in one process
(`--moves`, once per lookup: Fastest and Hyperbola) and its move lists
are compared, as sets, with pyffish's `legal_moves(variant, fen, [])`.
Prints the positions compared (and how many are in check, have no legal
move, or have the generals on one file), the mismatches (a position and
lookup whose list differs; the first few in full), and the time taken;
exits 1 on any mismatch.
"""

import argparse
import importlib.metadata
import random
import subprocess
import sys
import time

import pyffish

VARIANT = "xiangqi"


def random_positions(count, plies, seed):
    """FENs of random games from the initial position, with pyffish's
    legal moves of each, and how many games were played."""
    rng = random.Random(seed)
    start = pyffish.start_fen(VARIANT)
    positions = []
    games = 0
    while len(positions) < count:
        games += 1
        fen = start
        for _ in range(plies):
            moves = pyffish.legal_moves(VARIANT, fen, [])
            positions.append((fen, moves))
            if not moves or len(positions) >= count:
                break
            fen = pyffish.get_fen(VARIANT, fen, [rng.choice(moves)])
    return positions, games


def generals_share_a_file(fen):
    """Whether the two generals stand on one file (with pieces between
    them: the flying-general rule constrains the moves)."""
    files = {}
    for rank in fen.split()[0].split("/"):
        file = 0
        for character in rank:
            if character.isdigit():
                file += int(character)
            else:
                if character in "kK":
                    files[character] = file
                file += 1
    return files.get("k") == files.get("K")


def our_moves(binary, fens, hyperbola):
    """The example's legal moves of each FEN, as lists, in one process."""
    command = [binary, "--moves"] + (["--hyperbola"] if hyperbola else [])
    done = subprocess.run(
        command, input="".join(fen + "\n" for fen in fens), capture_output=True, text=True
    )
    if done.returncode != 0:
        sys.exit(f"xiangqi-check: {' '.join(command)} failed: {done.stderr.strip()}")
    lines = done.stdout.split("\n")[:-1]
    if len(lines) != len(fens):
        sys.exit(f"xiangqi-check: {len(fens)} FENs in, {len(lines)} lines out")
    return [line.split() for line in lines]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the xiangqi_perft example")
    parser.add_argument("--positions", type=int, default=12_000)
    parser.add_argument("--plies", type=int, default=200, help="the longest game")
    parser.add_argument("--seed", type=int, default=11)
    arguments = parser.parse_args()

    started = time.perf_counter()
    positions, games = random_positions(arguments.positions, arguments.plies, arguments.seed)
    theirs_done = time.perf_counter()
    fens = [fen for fen, _ in positions]
    ours = {
        "Fastest": our_moves(arguments.binary, fens, hyperbola=False),
        "Hyperbola": our_moves(arguments.binary, fens, hyperbola=True),
    }
    ours_done = time.perf_counter()

    mismatches = 0
    for lookup, lists in ours.items():
        for (fen, their_list), our_list in zip(positions, lists):
            if set(our_list) == set(their_list) and len(our_list) == len(their_list):
                continue
            mismatches += 1
            if mismatches <= 5:
                print(f"MISMATCH ({lookup}) {fen}")
                print(f"  only ours:    {sorted(set(our_list) - set(their_list))}")
                print(f"  only pyffish: {sorted(set(their_list) - set(our_list))}")
                if len(our_list) != len(set(our_list)):
                    print(f"  ours lists a move twice: {our_list}")

    moves = sum(len(their_list) for _, their_list in positions)
    in_check = sum(pyffish.gives_check(VARIANT, fen, []) for fen in fens)
    without_moves = sum(1 for _, their_list in positions if not their_list)
    same_file = sum(1 for fen in fens if generals_share_a_file(fen))
    print(f"pyffish {importlib.metadata.version('pyffish')}, variant {VARIANT}, seed {arguments.seed}")
    print(
        f"positions compared: {len(positions)} from {games} random games "
        f"(up to {arguments.plies} plies), {moves} legal moves, "
        f"{in_check} positions in check, {without_moves} without a legal move, "
        f"{same_file} with the generals on one file"
    )
    print(f"lookups: {', '.join(ours)} (each compared on every position)")
    print(f"mismatches: {mismatches} (of {len(ours) * len(positions)} comparisons)")
    print(
        f"time: {ours_done - started:.1f} s (pyffish games and moves {theirs_done - started:.1f} s, "
        f"ours {ours_done - theirs_done:.2f} s for both lookups)"
    )
    return 1 if mismatches else 0


if __name__ == "__main__":
    sys.exit(main())
