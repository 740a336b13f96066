#!/usr/bin/env python3
"""Compares the shipped variants' perft (bitfill-games' `variant_perft`
example) with Fairy-Stockfish's, position by position.

    python3 scripts/variants-check.py BINARY [--positions N] [--depth D]
        [--seed S] [--variants a,b] [--engine PATH] [--start-depth D]
        [--fixtures FILE] [--fixture-positions N]

BINARY is the `variant_perft` example (scripts/variants-check.sh builds it,
makes the venv with pyffish and calls this).

For each variant, N positions (200 by default): the start position and the
positions of random games played with pyffish from it (random legal moves,
0 to 80 plies, each position written with `get_fen` and kept with its move
history); for chess960 and caparandom, from random Chess960-style set-ups
(bishops on squares of both colours, the king between the rooks), their
castling rights by file. Each position's perft at depths 1 to D (4 by
default) is counted by us and by Fairy-Stockfish:

- pyffish counts depths 1 and 2 of every position, with the move history
  (`legal_moves(variant, root, moves)`, never re-reading FENs);
- the deeper counts come from ENGINE's `go perft` (Debian's
  `fairy-stockfish`, /usr/games/fairy-stockfish by default), given the root
  and the moves; its counts at depths 1 and 2 are compared with pyffish's.
  The engine is Fairy-Stockfish 11.1, older than pyffish's, and its rules
  differ in places (chigorin's promotions); where it and pyffish disagree,
  pyffish decides (../shared/oracles.md): every count of ours that differs
  from the engine's is counted again, subtree by subtree (the engine's
  count where ours agrees with it, pyffish's legal moves below where
  neither agrees), and only a difference from that count is a mismatch;
  where it differs from the engine's, an oracle disagreement is reported.
  Without ENGINE, pyffish counts every depth (slowly).

Along every game, the FEN after each ply is compared too: ours (the
example's `--play`, each move read from Fairy-Stockfish's UCI and played)
against pyffish's `get_fen` with the same history; a difference is a FEN
mismatch (castling rights, en passant square, move counters, placement).

The start position is also counted to --start-depth (5 by default) where
the engine does it within a minute. Prints, per variant, the positions and
counts compared and every mismatch (the first ones in full), then the
totals; exits 1 on any mismatch. --fixtures FILE writes the first
--fixture-positions positions of each variant (10 by default) with their
counts to depth 3 for the Rust tests (`games/tests/variants.rs`), which
need no Python.
"""

import argparse
import importlib.metadata
import random
import subprocess
import sys
import time

import pyffish as sf

from fairy_engine import Engine, engine_name

VARIANTS = ["chess", "chess960", "capablanca", "caparandom", "gothic", "embassy",
            "janus", "grand", "almost", "chigorin", "shatranj", "courier"]

def shuffled_start(variant, rng):
    """A Chess960-style start: bishops on both colours, the king between
    the rooks, the rest shuffled; castling rights by the rooks' files."""
    if variant == "chess960":
        pieces, files = "rnbqkbnr", 8
    else:  # caparandom
        pieces, files = "rnabqkbcnr", 10
    while True:
        rank = list(pieces)
        rng.shuffle(rank)
        bishops = [i for i, p in enumerate(rank) if p == "b"]
        rooks = [i for i, p in enumerate(rank) if p == "r"]
        king = rank.index("k")
        if bishops[0] % 2 != bishops[1] % 2 and rooks[0] < king < rooks[1]:
            break
    back = "".join(rank)
    empty = str(files)
    rights = (chr(ord("A") + rooks[1]) + chr(ord("A") + rooks[0])
              + chr(ord("a") + rooks[1]) + chr(ord("a") + rooks[0]))
    return (f"{back}/{'p' * files}/{empty}/{empty}/{empty}/{empty}/"
            f"{'P' * files}/{back.upper()} w {rights} - 0 1")


def positions(variant, count, rng):
    """(root FEN, moves, FEN) of the start and of random games."""
    name, chess960 = engine_name(variant)
    result = []
    for index in range(count):
        if chess960:
            root = shuffled_start(variant, rng) if index else sf.start_fen(name)
        else:
            root = sf.start_fen(name)
        moves = []
        plies = 0 if index == 0 else rng.randrange(0, 81)
        for _ in range(plies):
            legal = sf.legal_moves(name, root, moves, chess960)
            if not legal:
                break
            moves.append(rng.choice(legal))
        fen = sf.get_fen(name, root, moves, chess960)
        result.append((root, moves, fen))
    return result


def pyffish_perft(name, chess960, root, moves, depth):
    legal = sf.legal_moves(name, root, moves, chess960)
    if depth == 1:
        return len(legal)
    return sum(pyffish_perft(name, chess960, root, moves + [move], depth - 1) for move in legal)


def decided_perft(binary, engine, variant, root, moves, depth):
    """pyffish's count where ours and the engine's differ, found subtree
    by subtree: each child's count is the engine's where ours agrees with
    it, and decided the same way below where it does not, down to
    pyffish's legal moves (the rule `main` applies to whole positions).
    Replaces a full pyffish perft, which takes minutes at depth 4."""
    name, chess960 = engine_name(variant)
    legal = sf.legal_moves(name, root, moves, chess960)
    if depth == 1:
        return len(legal)
    children = [moves + [move] for move in legal]
    fens = [sf.get_fen(name, root, child, chess960) for child in children]
    our_counts = ours(binary, [(variant, depth - 1, fen) for fen in fens])
    total = 0
    for child, our_count in zip(children, our_counts):
        theirs, _ = engine.perft(variant, root, depth - 1, child)
        if our_count == theirs:
            total += theirs
        else:
            total += decided_perft(binary, engine, variant, root, child, depth - 1)
    return total


def ours(binary, requests):
    """Our counts for (variant, depth, fen) requests, in one batch run."""
    text = "".join(f"{variant} {depth} {fen}\n" for variant, depth, fen in requests)
    output = subprocess.run([binary, "--batch"], input=text, capture_output=True, text=True,
                            check=True).stdout.splitlines()
    assert len(output) == len(requests), (len(output), len(requests))
    return [int(line) if not line.startswith("error") else line for line in output]


def played(binary, requests):
    """Our FEN (or our error) after each (variant, FEN, moves) request, in
    one `--play` batch run."""
    text = "".join(f"{variant} {fen} moves {' '.join(moves)}\n" for variant, fen, moves in requests)
    output = subprocess.run([binary, "--play"], input=text, capture_output=True, text=True,
                            check=True).stdout.splitlines()
    assert len(output) == len(requests), (len(output), len(requests))
    return output


def fen_mismatches(binary, variant, cases):
    """Our FEN after each ply of each game against pyffish's: (root, moves,
    pyffish's FEN, ours) where they differ, and the number compared."""
    name, chess960 = engine_name(variant)
    plies = [(root, moves[:ply]) for root, moves, _ in cases for ply in range(len(moves) + 1)]
    output = played(binary, [(variant, root, moves) for root, moves in plies])
    differ = []
    for (root, moves), our_fen in zip(plies, output):
        their_fen = sf.get_fen(name, root, moves, chess960)
        if our_fen != their_fen:
            differ.append((root, moves, their_fen, our_fen))
    return differ, len(plies)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--positions", type=int, default=200)
    parser.add_argument("--depth", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(VARIANTS))
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    parser.add_argument("--start-depth", type=int, default=5)
    parser.add_argument("--fixtures")
    parser.add_argument("--fixture-positions", type=int, default=10)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    try:
        engine = Engine(args.engine) if args.engine else None
    except OSError:
        print(f"no engine at {args.engine}: pyffish counts every depth (slowly)")
        engine = None

    started = time.time()
    print(f"pyffish {importlib.metadata.version('pyffish')}, engine {args.engine if engine else 'none'},"
          f" seed {args.seed}, depths 1-{args.depth}, {args.positions} positions per variant")
    total_mismatches, total_disagreements, total_counts = 0, 0, 0
    total_fens, total_fen_mismatches = 0, 0
    fixtures = []
    for variant in args.variants.split(","):
        name, chess960 = engine_name(variant)
        cases = positions(variant, args.positions, rng)
        requests = [(variant, depth, fen) for _, _, fen in cases for depth in range(1, args.depth + 1)]
        ours_started = time.time()
        counts = ours(args.binary, requests)
        ours_time = time.time() - ours_started
        mismatches, disagreements = [], []
        theirs_started = time.time()
        for index, (root, moves, fen) in enumerate(cases):
            expected = {}
            for depth in range(1, min(2, args.depth) + 1):
                expected[depth] = pyffish_perft(name, chess960, root, moves, depth)
            for depth in range(1, args.depth + 1):
                if engine is None:
                    if depth not in expected:
                        expected[depth] = pyffish_perft(name, chess960, root, moves, depth)
                    continue
                theirs, _ = engine.perft(variant, root, depth, moves)
                if depth in expected and theirs != expected[depth]:
                    disagreements.append((fen, depth, expected[depth], theirs))
                    continue
                expected[depth] = theirs
            for depth in range(1, args.depth + 1):
                got = counts[index * args.depth + depth - 1]
                total_counts += 1
                if got != expected[depth] and engine is not None and depth > 2:
                    # The engine is the older oracle: pyffish decides.
                    decided = decided_perft(args.binary, engine, variant, root, moves, depth)
                    if decided != expected[depth]:
                        disagreements.append((fen, depth, decided, expected[depth]))
                    expected[depth] = decided
                if got != expected[depth]:
                    mismatches.append((fen, " ".join(moves), depth, expected[depth], got))
            if index < args.fixture_positions:
                fixtures.append((variant, fen, [expected[d] for d in range(1, min(3, args.depth) + 1)]))
        theirs_time = time.time() - theirs_started
        start_line = ""
        if engine is not None and args.start_depth > args.depth:
            root = cases[0][0]
            for depth in range(args.depth + 1, args.start_depth + 1):
                theirs, elapsed = engine.perft(variant, root, depth)
                if elapsed > 60:
                    start_line += f"; start d{depth}: the engine took {elapsed:.0f} s, over a minute: not compared"
                    break
                got = ours(args.binary, [(variant, depth, cases[0][2])])[0]
                total_counts += 1
                if got != theirs and depth <= 4:
                    decided = decided_perft(args.binary, engine, variant, root, [], depth)
                    if decided != theirs:
                        disagreements.append((cases[0][2], depth, decided, theirs))
                    theirs = decided
                if got != theirs:
                    mismatches.append((cases[0][2], "", depth, theirs, got))
                start_line += f"; start d{depth}: {theirs} nodes {'=' if got == theirs else '!='} ours"
        fen_differ, fens = fen_mismatches(args.binary, variant, cases)
        total_fens += fens
        total_fen_mismatches += len(fen_differ)
        print(f"{variant:10} {len(cases)} positions, {len(cases) * args.depth} counts: "
              f"{len(mismatches)} mismatches, {len(disagreements)} oracle disagreements "
              f"(ours {ours_time:.1f} s, Fairy-Stockfish {theirs_time:.1f} s){start_line}; "
              f"{fens} FENs along the games: {len(fen_differ)} differ")
        for root, moves, their_fen, our_fen in fen_differ[:3]:
            print(f"  FEN MISMATCH after {root} moves {' '.join(moves)}: "
                  f"Fairy-Stockfish {their_fen}, ours {our_fen}")
        for fen, history, depth, expected, got in mismatches[:3]:
            print(f"  MISMATCH depth {depth}: {fen} (after {history or 'nothing'}): "
                  f"Fairy-Stockfish {expected}, ours {got}")
        for fen, depth, py, engine_count in disagreements[:3]:
            print(f"  oracles disagree at depth {depth}: {fen}: pyffish {py}, engine {engine_count}")
        total_mismatches += len(mismatches)
        total_disagreements += len(disagreements)
    if engine is not None:
        engine.close()
    print(f"total: {total_counts} counts compared, {total_mismatches} mismatches, "
          f"{total_disagreements} oracle disagreements; {total_fens} FENs compared, "
          f"{total_fen_mismatches} differ; {time.time() - started:.0f} s")
    if args.fixtures:
        with open(args.fixtures, "w") as out:
            out.write("# variant | FEN | perft at depths 1, 2, 3, from Fairy-Stockfish\n")
            out.write(f"# scripts/variants-check.py --seed {args.seed}: the first positions of each variant\n")
            for variant, fen, counts in fixtures:
                out.write(f"{variant} | {fen} | {' '.join(map(str, counts))}\n")
        print(f"wrote {len(fixtures)} positions to {args.fixtures}")
    sys.exit(1 if total_mismatches or total_fen_mismatches else 0)


if __name__ == "__main__":
    main()
