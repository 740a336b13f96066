#!/usr/bin/env python3
"""Compares the legal moves of bitfill-games's janggi generator with
Fairy-Stockfish's (pyffish) on the positions of random games.

    python3 scripts/janggi-check.py BINARY [--positions N] [--plies P] [--seed S]

BINARY is the `janggi_perft` example (run scripts/janggi-check.sh, which
makes the venv with pyffish, builds the example and calls this). Random
games start from the initial position; each move is drawn uniformly from
pyffish's legal moves, the game's last moves counted (so two passes in a
row, or a pass in bikjang, end it, as Fairy-Stockfish rules), and every
position reached is kept, until a game has no legal move or P plies, and
until N positions. Each position is compared twice, once per lookup
(Fastest and Hyperbola, each in one process of the example, `--moves`):

- from its FEN alone, as pyffish writes it: our moves against
  `legal_moves(variant, fen, [])`;
- with its history: the FEN of the position two plies before (or the
  start) and the moves played since, our moves against
  `legal_moves(variant, that_fen, those_moves)`, where the end of the game
  by passes and bikjang shows.

Prints the positions compared (and how many are in check, in bikjang,
have no legal move, or end the game by rule), the mismatches (a position,
form and lookup whose list differs; the first few in full), and the time
taken; exits 1 on any mismatch.
"""

import argparse
import importlib.metadata
import random
import subprocess
import sys
import time

import pyffish

VARIANT = "janggi"


def random_positions(count, plies, seed):
    """The positions of random games from the initial position, each as
    (fen, history, moves from the FEN, moves with the history), where
    history is the line `fen moves m1 m2` that describes it from two plies
    before; and how many games were played."""
    rng = random.Random(seed)
    start = pyffish.start_fen(VARIANT)
    positions = []
    games = 0
    while len(positions) < count:
        games += 1
        fens = [start]
        played = []
        for _ in range(plies):
            base = max(0, len(played) - 2)
            since = played[base:]
            fen = fens[-1]
            history = fens[base] + (" moves " + " ".join(since) if since else "")
            alone = pyffish.legal_moves(VARIANT, fen, [])
            moves = pyffish.legal_moves(VARIANT, fens[base], since)
            positions.append((fen, history, alone, moves))
            if not moves or len(positions) >= count:
                break
            played.append(rng.choice(moves))
            fens.append(pyffish.get_fen(VARIANT, fen, played[-1:]))
    return positions, games


def generals_face(fen):
    """Whether the two generals stand on one file with nothing between
    them (bikjang)."""
    board = {}
    for rank, text in zip(range(9, -1, -1), fen.split()[0].split("/")):
        file = 0
        for character in text:
            if character.isdigit():
                file += int(character)
            else:
                board[(file, rank)] = character
                file += 1
    where = {piece: square for square, piece in board.items() if piece in "kK"}
    (blue_file, blue_rank), (red_file, red_rank) = where["K"], where["k"]
    return blue_file == red_file and all(
        (blue_file, rank) not in board for rank in range(blue_rank + 1, red_rank)
    )


def our_moves(binary, lines, hyperbola):
    """The example's legal moves of each line, as lists, in one process."""
    command = [binary, "--moves"] + (["--hyperbola"] if hyperbola else [])
    done = subprocess.run(
        command, input="".join(line + "\n" for line in lines), capture_output=True, text=True
    )
    if done.returncode != 0:
        sys.exit(f"janggi-check: {' '.join(command)} failed: {done.stderr.strip()}")
    output = done.stdout.split("\n")[:-1]
    if len(output) != len(lines):
        sys.exit(f"janggi-check: {len(lines)} lines in, {len(output)} lines out")
    return [line.split() for line in output]


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("binary", help="the janggi_perft example")
    parser.add_argument("--positions", type=int, default=12_000)
    parser.add_argument("--plies", type=int, default=200, help="the longest game")
    parser.add_argument("--seed", type=int, default=11)
    arguments = parser.parse_args()

    started = time.perf_counter()
    positions, games = random_positions(arguments.positions, arguments.plies, arguments.seed)
    theirs_done = time.perf_counter()
    forms = {
        "FEN": ([fen for fen, _, _, _ in positions], [alone for _, _, alone, _ in positions]),
        "history": ([line for _, line, _, _ in positions], [moves for _, _, _, moves in positions]),
    }
    ours = {}
    for form, (lines, _) in forms.items():
        for lookup, hyperbola in (("Fastest", False), ("Hyperbola", True)):
            ours[(form, lookup)] = our_moves(arguments.binary, lines, hyperbola)
    ours_done = time.perf_counter()

    mismatches = 0
    for (form, lookup), lists in ours.items():
        lines, theirs = forms[form]
        for line, their_list, our_list in zip(lines, theirs, lists):
            if set(our_list) == set(their_list) and len(our_list) == len(their_list):
                continue
            mismatches += 1
            if mismatches <= 5:
                print(f"MISMATCH ({form}, {lookup}) {line}")
                print(f"  only ours:    {sorted(set(our_list) - set(their_list))}")
                print(f"  only pyffish: {sorted(set(their_list) - set(our_list))}")
                if len(our_list) != len(set(our_list)):
                    print(f"  ours lists a move twice: {our_list}")

    fens = [fen for fen, _, _, _ in positions]
    moves = sum(len(alone) for _, _, alone, _ in positions)
    in_check = sum(pyffish.gives_check(VARIANT, fen, []) for fen in fens)
    bikjang = sum(1 for fen in fens if generals_face(fen))
    without_moves = sum(1 for _, _, alone, _ in positions if not alone)
    ended = sum(1 for _, _, alone, history in positions if alone and not history)
    passes = sum(1 for _, line, _, _ in positions if line.split()[-1:] and is_pass(line.split()[-1]))
    print(f"pyffish {importlib.metadata.version('pyffish')}, variant {VARIANT}, seed {arguments.seed}")
    print(
        f"positions compared: {len(positions)} from {games} random games "
        f"(up to {arguments.plies} plies), {moves} legal moves, "
        f"{in_check} positions in check, {bikjang} in bikjang, "
        f"{without_moves} without a legal move, {passes} reached by a pass, "
        f"{ended} where the game has ended by rule (two passes, or a pass in bikjang)"
    )
    print(
        f"forms: {', '.join(forms)}; lookups: Fastest, Hyperbola "
        f"(each form and lookup compared on every position)"
    )
    print(f"mismatches: {mismatches} (of {len(ours) * len(positions)} comparisons)")
    print(
        f"time: {ours_done - started:.1f} s (pyffish games and moves {theirs_done - started:.1f} s, "
        f"ours {ours_done - theirs_done:.2f} s for both forms and lookups)"
    )
    return 1 if mismatches else 0


def is_pass(uci):
    """Whether a UCI move is the pass: from and to the same square."""
    half = len(uci) // 2
    return len(uci) % 2 == 0 and uci[:half] == uci[half:]


if __name__ == "__main__":
    sys.exit(main())
