#!/usr/bin/env python3
"""Compares the shipped variants with Fairy-Stockfish on odd positions:
positions of random games with their pieces swapped or turned into
another's kind and side (a king off its file with its castling rights,
pawns on far ranks, pieces galore), which no game reaches.

    python3 scripts/variants-odd.py BINARY [--positions N] [--edits E]
        [--depth D] [--seed S] [--variants a,b] [--engine PATH]

BINARY is the `variant_perft` example, built in release
(scripts/variants-check.sh builds it and makes the venv with pyffish). For
each variant, N positions (100 by default) of random games, as
scripts/variants-check.py plays them, each edited 1 to E times (4 by
default): two pieces of the placement swapped, or one given another's
letter. Each edited FEN is read by us (the example's `--play`) and
validated by pyffish (`validate_fen`); where both accept it:

- the FEN we write against pyffish's `get_fen`;
- every legal move pyffish lists, read from its UCI and played by us, the
  FEN after it against pyffish's (the moves' spelling, castling's
  included, and the position after);
- perft at depths 1 to D (3 by default): pyffish's at depths 1 and 2, the
  engine's `go perft` deeper (Debian's `fairy-stockfish`), ours; where
  ours and the engine's differ, pyffish decides, subtree by subtree, as
  in scripts/variants-check.py (the engine is older: chigorin's
  promotions differ).

A difference there is a mismatch. Where only one side accepts the FEN:
our reader refuses some positions Fairy-Stockfish takes (the side not to
move in check, a pawn where it has no move), tallied by our reason; its
`validate_fen` refuses some we take (a castling right whose king has left
its file), which its engine and pyffish still play: those are compared
the same way, and counted apart. Exits 1 on any difference of either.

    scripts/variants-check.sh --odd [options]    # builds, then runs this
"""

import argparse
import collections
import contextlib
import importlib.metadata
import importlib.util
import os
import random
import re
import sys
import time
from pathlib import Path

import pyffish as sf

from fairy_engine import Engine, engine_name

_spec = importlib.util.spec_from_file_location(
    "variants_check", Path(__file__).with_name("variants-check.py"))
check = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(check)


@contextlib.contextmanager
def quiet():
    """Fairy-Stockfish's library prints its FEN complaints; hide them."""
    saved = [os.dup(1), os.dup(2)]
    devnull = os.open(os.devnull, os.O_WRONLY)
    sys.stdout.flush()
    try:
        os.dup2(devnull, 1)
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved[0], 1)
        os.dup2(saved[1], 2)
        for fd in saved + [devnull]:
            os.close(fd)


def edited(fen, edits, rng):
    """`fen` with 1 to `edits` pieces of its placement swapped or retyped."""
    placement, rest = fen.split(" ", 1)
    squares = list(placement)
    pieces = [i for i, c in enumerate(squares) if c.isalpha()]
    for _ in range(rng.randint(1, edits)):
        at, other = rng.choice(pieces), rng.choice(pieces)
        if rng.random() < 0.5:
            squares[at], squares[other] = squares[other], squares[at]
        else:
            squares[at] = squares[other]
    return "".join(squares) + " " + rest


def compared(binary, engine, variant, fen, depth):
    """The differences between us and Fairy-Stockfish on `fen`, which both
    read: FEN, each move's spelling and the FEN after it, perft."""
    name, chess960 = engine_name(variant)
    differences = []
    ours_fen = check.played(binary, [(variant, fen, [])])[0]
    theirs_fen = sf.get_fen(name, fen, [], chess960)
    if ours_fen != theirs_fen:
        differences.append(f"FEN: Fairy-Stockfish {theirs_fen}, ours {ours_fen}")
    legal = sf.legal_moves(name, fen, [], chess960)
    afters = check.played(binary, [(variant, fen, [move]) for move in legal])
    for move, ours_after in zip(legal, afters):
        theirs_after = sf.get_fen(name, fen, [move], chess960)
        if ours_after != theirs_after:
            differences.append(f"after {move}: Fairy-Stockfish {theirs_after}, ours {ours_after}")
    counts = check.ours(binary, [(variant, d, fen) for d in range(1, depth + 1)])
    for d, ours_count in zip(range(1, depth + 1), counts):
        if d <= 2:
            theirs_count = check.pyffish_perft(name, chess960, fen, [], d)
        else:
            theirs_count, _ = engine.perft(variant, fen, d)
            if ours_count != theirs_count:
                # The engine is the older oracle (chigorin's promotions
                # differ): pyffish decides, subtree by subtree.
                theirs_count = check.decided_perft(binary, engine, variant, fen, [], d)
        if ours_count != theirs_count:
            differences.append(f"perft {d}: Fairy-Stockfish {theirs_count}, ours {ours_count}")
    return differences


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--positions", type=int, default=100)
    parser.add_argument("--edits", type=int, default=4)
    parser.add_argument("--depth", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--variants", default=",".join(check.VARIANTS))
    parser.add_argument("--engine", default="/usr/games/fairy-stockfish")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    engine = Engine(args.engine)
    started = time.time()
    print(f"pyffish {importlib.metadata.version('pyffish')}, engine {args.engine}, seed {args.seed}, "
          f"{args.positions} positions per variant, 1 to {args.edits} edits, depths 1-{args.depth}")
    total = collections.Counter()
    for variant in args.variants.split(","):
        name, chess960 = engine_name(variant)
        fens = [edited(fen, args.edits, rng) for _, _, fen in check.positions(variant, args.positions, rng)]
        ours_read = check.played(args.binary, [(variant, fen, []) for fen in fens])
        tally = collections.Counter()
        refused = collections.Counter()
        mismatches, engine_only = [], []
        for fen, ours in zip(fens, ours_read):
            with quiet():
                valid = sf.validate_fen(fen, name, chess960)
            ours_ok = not ours.startswith("error")
            if not ours_ok and valid != 1:
                tally["both refuse"] += 1
            elif not ours_ok:
                tally["only Fairy-Stockfish reads"] += 1
                reason = ours.split(":", 2)[-1].strip()
                refused[re.sub(r"\b[a-l](1[0-2]|[1-9])\b", "<square>", reason)] += 1
            elif valid != 1:
                tally[f"only we read (validate_fen {valid})"] += 1
                with quiet():
                    differences = compared(args.binary, engine, variant, fen, args.depth)
                if differences:
                    engine_only.append((fen, differences))
            else:
                tally["both read"] += 1
                with quiet():
                    differences = compared(args.binary, engine, variant, fen, args.depth)
                if differences:
                    mismatches.append((fen, differences))
        total.update(tally)
        total["mismatches"] += len(mismatches)
        total["differences from the engine where only we read"] += len(engine_only)
        print(f"{variant:10} {len(fens)} positions: " + ", ".join(f"{n} {k}" for k, n in sorted(tally.items()))
              + f"; {len(mismatches)} mismatches; ours and the engine's differ on {len(engine_only)}"
              " of those only we read")
        for reason, n in refused.most_common(6):
            print(f"  we refuse {n}: {reason}")
        for fen, differences in mismatches[:3]:
            print(f"  MISMATCH {fen}: " + "; ".join(differences[:3]))
        for fen, differences in engine_only[:2]:
            print(f"  only we read, and differ: {fen}: " + "; ".join(differences[:3]))
    engine.close()
    print("total: " + ", ".join(f"{n} {k}" for k, n in sorted(total.items()))
          + f"; {time.time() - started:.0f} s")
    sys.exit(1 if total["mismatches"] or total["differences from the engine where only we read"] else 0)


if __name__ == "__main__":
    main()
