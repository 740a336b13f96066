#!/usr/bin/env python3
"""Compares the naive Betza reference (src/betza.rs, through the
`betza_moves` example) with Fairy-Stockfish (pyffish), move for move.

    python3 scripts/betza-check.py BINARY [--positions N] [--seed S] [--generated]

BINARY is the `betza_moves` example (run scripts/betza-check.sh, which makes
the venv with pyffish, builds the example and calls this).

Every piece of PIECES becomes a custom piece (`customPieceN = x:BETZA`) of
a variant; pyffish takes at most a handful of custom pieces per variant
comfortably, so the pieces are spread over variants of 8. Each variant
exists twice: on 8 x 8 and on 12 x 10 (`maxFile = l`, `maxRank = 10`, the
largest board of pyffish's build), where riders go further.

A position holds one custom piece of the side to move, on a random square,
and 0 to 40% of the other squares filled with random knights, bishops,
rooks and queens of either colour. What keeps Fairy-Stockfish's other rules
out of the comparison:
- no royal piece: `king = -` (the variants inherit from chess), so there is
  no check, no pin, and a legal move is any pseudo-legal one (pyffish
  accepts kingless positions and generates their moves);
- no pawns on the board and `castling = false`: no promotion, en passant,
  double step or castling. Custom pieces do not promote in a chess-derived
  variant (only `promotionPawnTypes`, the pawn by default, promote), so a
  custom piece on the last rank moves as anywhere else;
- no drops, gating or passing in chess-derived variants.
Then pyffish's `legal_moves` is filtered to the moves from the piece's
square, split into quiet moves (empty target) and captures (enemy target),
and compared, as sets, with the reference's moves and its captures masked
with the enemy's squares.

With --generated, the pieces are those the macro generated
(src/betza_pieces.rs, listed by `BINARY --list`), and each position is
answered six times, by the reference, by the generated code in each
strategy (`BINARY --generated kogge_stone`, `--generated dumb7`) and by
the per-square functions of each lookup (`--generated magic`, `pext`,
`hyperbola`: `moves_from` and `captures_from`), each answer compared with
pyffish's.

Prints the positions compared (per piece and board), the mismatches (the
first few in full) and the time; exits 1 on any mismatch.
"""

import argparse
import importlib.metadata
import random
import re
import subprocess
import sys
import time

import pyffish

# Every atom, rider form, range limit, directional modifier (alone, paired,
# on orthogonal, diagonal and oblique atoms), m, c, p, g, n, and overwrites.
PIECES = [
    # leaper atoms
    "W", "F", "D", "N", "A", "H", "C", "L", "Z", "J", "G", "K",
    # riders, doubled atoms, range limits
    "R", "B", "Q", "WW", "FF", "NN", "KK", "R4", "B2", "N2", "Q3", "W2",
    # directions on the knight
    "fN", "bN", "lN", "rN", "vN", "sN", "ffN", "fsN", "bsN", "frN", "rfN",
    "flN", "lfN", "brN", "rbN", "blN", "lbN", "rvN", "lvN", "fhN", "bhN",
    "lhN", "rhN", "hrN", "hlN", "fbN",
    # directions on orthogonal, diagonal and double atoms
    "fW", "fsW", "bsW", "vW", "sW", "fhW", "hrW", "frW", "fF", "bF", "lF",
    "rF", "sF", "vF", "frF", "rfF", "fsF", "lbF", "fK", "bK", "fsK", "rvK",
    "fhK", "fR", "bR", "lR", "vR", "sR", "fsR", "frR", "fB", "rB", "frB",
    "lbB", "fQ", "fsQ", "bhQ", "fD", "sA", "fsZ", "hrZ", "fG", "rH",
    "fNN", "sNN", "fR4", "bB2", "fN2", "vKK",
    # modalities
    "mR", "cR", "mRcB", "mNcK", "fmWfcF", "mQcN", "cB2mN", "mfRcbR",
    # hoppers
    "pR", "pB", "pQ", "pW", "pF", "pK", "pR3", "pB2", "fpR", "spB",
    "mRcpR", "RpR", "mBcpB", "cpQ", "pRR", "gR", "gB", "gQ", "gW", "gF",
    "gK", "fgR", "vgQ", "RgR", "mgR", "cgB", "pRgR",
    # lame leapers
    "nD", "nN", "nA", "nZ", "nJ", "fnN", "bnN", "snN", "vnD", "fnA",
    "lnZ", "nNnA", "nDR", "nAB", "mnNcN",
    # compounds and overwrites (later parts win in Fairy-Stockfish)
    "BN", "RN", "QN", "WfF", "FfW", "fsWbF", "NnN", "NNnN", "R2fR", "fRfR2",
    "KNAD", "mWcF", "HFD", "fRbB", "NNmR",
]

LETTERS = "acdfghij"
BOARDS = [(8, 8), (12, 10)]
BLOCKERS = "nbrq"
FILES = "abcdefghijklmnopqrstuvwxyz"


def variant_name(group, width):
    return f"betza{group}w{width}"


def config():
    text = []
    for group in range(0, len(PIECES), len(LETTERS)):
        for width, height in BOARDS:
            text.append(f"[{variant_name(group // len(LETTERS), width)}:chess]")
            text.append("king = -")
            text.append("castling = false")
            text.append(f"maxFile = {FILES[width - 1]}")
            text.append(f"maxRank = {height}")
            for slot, betza in enumerate(PIECES[group:group + len(LETTERS)]):
                text.append(f"customPiece{slot + 1} = {LETTERS[slot]}:{betza}")
    return "\n".join(text) + "\n"


def square_name(square, width):
    return f"{FILES[square % width]}{square // width + 1}"


def fen(board, width, height, white):
    ranks = []
    for rank in reversed(range(height)):
        row, empty = "", 0
        for file in range(width):
            piece = board.get(rank * width + file)
            if piece is None:
                empty += 1
                continue
            if empty:
                row += str(empty)
                empty = 0
            row += piece
        if empty:
            row += str(empty)
        ranks.append(row)
    return "/".join(ranks) + (" w" if white else " b") + " - - 0 1"


MOVE = re.compile(r"^([a-z])(\d+)([a-z])(\d+)")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("binary")
    parser.add_argument("--positions", type=int, default=12000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--generated", action="store_true",
                        help="the generated catalogue, in both strategies and "
                             "the three lookups, and the reference")
    args = parser.parse_args()
    global PIECES
    modes = {"reference": []}
    if args.generated:
        PIECES = subprocess.run([args.binary, "--list"], capture_output=True,
                                text=True, check=True).stdout.split()
        modes = {"reference": []}
        for generated in ("kogge_stone", "dumb7", "magic", "pext", "hyperbola"):
            modes[generated] = ["--generated", generated]
    started = time.time()
    pyffish.load_variant_config(config())
    rng = random.Random(args.seed)

    cases = []  # (piece index, board, white, from, occupied, enemy, fen)
    for n in range(args.positions):
        index = n % len(PIECES)
        width, height = BOARDS[(n // len(PIECES)) % len(BOARDS)]
        white = rng.random() < 0.5
        squares = width * height
        origin = rng.randrange(squares)
        board = {}
        letter = LETTERS[index % len(LETTERS)]
        board[origin] = letter.upper() if white else letter
        density = rng.uniform(0, 0.4)
        for square in range(squares):
            if square != origin and rng.random() < density:
                piece = rng.choice(BLOCKERS)
                board[square] = piece.upper() if rng.random() < 0.5 else piece
        occupied = sum(1 << s for s in board)
        enemy = sum(1 << s for s, p in board.items()
                    if s != origin and p.isupper() != white)
        cases.append((index, (width, height), white, origin, occupied, enemy,
                      fen(board, width, height, white)))

    requests = "".join(
        f"{PIECES[i]} {w} {h} {origin} {int(white)} {occupied:x}\n"
        for i, (w, h), white, origin, occupied, _, _ in cases)
    reference_started = time.time()
    outputs = {}
    for mode, flags in modes.items():
        outputs[mode] = subprocess.run([args.binary, *flags], input=requests,
                                       capture_output=True, text=True,
                                       check=True).stdout.splitlines()
        assert len(outputs[mode]) == len(cases), (mode, len(outputs[mode]), len(cases))
    reference_time = time.time() - reference_started

    counts = {}
    mismatches = []
    fsf_time = 0.0
    moves_total = 0
    comparisons = 0
    for number, (index, (width, height), white, origin, occupied, enemy, position) in enumerate(cases):
        betza = PIECES[index]
        key = (betza, width, height)
        counts[key] = counts.get(key, 0) + 1
        variant = variant_name(index // len(LETTERS), width)
        t = time.time()
        legal = pyffish.legal_moves(variant, position, [])
        fsf_time += time.time() - t
        name = square_name(origin, width)
        fsf_quiet, fsf_captures, other = set(), set(), set()
        for move in legal:
            m = MOVE.match(move)
            if not m or m.group(1) + m.group(2) != name:
                continue
            target = m.group(3) + m.group(4)
            if move != m.group(0):
                other.add(move)
            file, rank = FILES.index(m.group(3)), int(m.group(4)) - 1
            square = rank * width + file
            if enemy >> square & 1:
                fsf_captures.add(target)
            elif occupied >> square & 1:
                other.add(move)  # onto a friendly piece: never expected
            else:
                fsf_quiet.add(target)
        moves_total += len(fsf_quiet) + len(fsf_captures)
        enemy_names = {square_name(s, width) for s in range(width * height) if enemy >> s & 1}
        for mode, output in outputs.items():
            comparisons += 1
            line = output[number]
            if line.startswith("error"):
                mismatches.append((f"{betza} ({mode})", position, line, "", ""))
                continue
            quiet_text, capture_text = line.split(";")
            ours_quiet = set(quiet_text.split()[1:])
            ours_captures = set(capture_text.split()[1:]) & enemy_names
            if (fsf_quiet, fsf_captures) != (ours_quiet, ours_captures) or other:
                mismatches.append((
                    f"{betza} ({mode}) {'white' if white else 'black'} on {name}",
                    position,
                    f"{mode}: moves {sorted(ours_quiet)} captures {sorted(ours_captures)}",
                    f"pyffish:   moves {sorted(fsf_quiet)} captures {sorted(fsf_captures)}"
                    + (f" other {sorted(other)}" if other else ""),
                    f"only {mode}: {sorted((ours_quiet | ours_captures) - (fsf_quiet | fsf_captures))}"
                    f" only pyffish: {sorted((fsf_quiet | fsf_captures) - (ours_quiet | ours_captures))}",
                ))

    print(f"pyffish {importlib.metadata.version('pyffish')}, seed {args.seed}")
    print(f"{len(cases)} positions ({sum(1 for c in cases if c[2])} white to move, "
          f"{sum(1 for c in cases if not c[2])} black), {len(PIECES)} pieces, "
          f"{moves_total} moves of the piece compared")
    per_piece = {}
    for (betza, width, height), count in counts.items():
        per_piece.setdefault(betza, []).append(str(count))
    items = [f"{b} {'+'.join(c)}" for b, c in per_piece.items()]
    print("per piece (positions on 8x8+12x10):")
    for start in range(0, len(items), 8):
        print("  " + ", ".join(items[start:start + 8]))
    print(f"answered by: {', '.join(modes)} (each compared with pyffish on every position)")
    print(f"mismatches: {len(mismatches)} (of {comparisons} comparisons)")
    for mismatch in mismatches[:5]:
        print("  " + "\n    ".join(mismatch))
    print(f"time: {time.time() - started:.1f} s (ours {reference_time:.2f} s, "
          f"pyffish legal_moves {fsf_time:.1f} s)")
    sys.exit(1 if mismatches else 0)


if __name__ == "__main__":
    main()
