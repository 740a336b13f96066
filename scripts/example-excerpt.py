#!/usr/bin/env python3
"""Regenerates bitfill/src/example_generated.expanded.rs, the excerpt of the
chess expansion shown on docs.rs, from the reviewed insta snapshots.

    scripts/example-excerpt.py

tests/docs.rs checks that the excerpt still matches the snapshots.
"""
from pathlib import Path

root = Path(__file__).resolve().parent.parent
snapshots = root / "bitfill-macros/src/tests/snapshots"


def body(name):
    text = (snapshots / f"bitfill_macros__tests__expansion__chess_{name}.snap").read_text()
    return text.split("---\n", 2)[2].split("\n")


def item(lines, name, nth=0):
    """The `nth` function called `name`, with its docs and attributes."""
    starts = [i for i, line in enumerate(lines) if line.strip().startswith(f"pub const fn {name}(")]
    start = end = starts[nth]
    indent = len(lines[start]) - len(lines[start].lstrip())
    # Back over doc comments and attributes (multi-line `#[cfg(...)]` included).
    while start > 0 and len(lines[start - 1]) - len(lines[start - 1].lstrip()) >= indent \
            and not lines[start - 1].strip().startswith(("}", "pub ")):
        start -= 1
    while lines[end] != " " * indent + "}":
        end += 1
    return "\n".join(line[indent:] for line in lines[start:end + 1])


board, kogge_stone, dumb7 = body("board_items"), body("kogge_stone"), body("dumb7")
parts = [
    ("// In `chess`: one step east, with its wrap mask folded in.", item(board, "east_one")),
    ("// In `chess::kogge_stone`: three doubling rounds, then one step.", item(kogge_stone, "north_attacks")),
    (None, item(kogge_stone, "east_attacks")),
    ("// Constant propagators of a fill on an empty board, folded by the macro.",
     item(kogge_stone, "north_east_fill")),
    ("// In `chess::dumb7`: six one-step cycles, then the final step.", item(dumb7, "south_attacks")),
    ("// Groups with `group_shape: auto`: one function, a shape per target. On x86\n"
     "// without AVX2, each direction in a gated block, opposite directions sharing\n"
     "// one propagator (the second's moved back by one shift per round); with AVX2\n"
     "// but not AVX-512, the same as one union; elsewhere, the textbook's union.",
     item(kogge_stone, "rook_attacks")),
    ("// Leapers: one clipped shift per offset.", item(board, "knight_attacks")),
]
text = "\n\n".join(item if comment is None else f"{comment}\n{item}" for comment, item in parts) + "\n"
(root / "bitfill/src/example_generated.expanded.rs").write_text(text)
