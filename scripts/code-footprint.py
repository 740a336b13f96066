#!/usr/bin/env python3
"""How much code a run spends its instructions in: the hot footprint.

Reads a callgrind profile made with per-instruction counts, sums the
counts per 64-byte line of code, and prints how many lines (in KiB) hold
90 %, 99 % and 99.9 % of the instructions run, the busiest lines first;
then, of the lines that hold 99 %, how many KiB each function has. A
first-level instruction cache holds 32 KiB on the machines of
BENCHMARKS.md.

    valgrind --tool=callgrind --dump-instr=yes --dump-line=no \\
        --callgrind-out-file=/tmp/profile \\
        target/release/examples/variant_perft chess FEN 5
    scripts/code-footprint.py /tmp/profile
"""

import collections
import sys

LINE = 64


def read(profile):
    """Per instruction address, its count (callgrind's first event), and
    the function each address is in."""
    counts = collections.Counter()
    function_of = {}
    names = {}
    function = "?"
    address = 0
    skip_next = False
    with open(profile) as lines:
        for line in lines:
            if line.startswith(("fn=", "cfn=")):
                value = line.split("=", 1)[1].strip()
                name = value
                if value.startswith("(") and ")" in value:
                    key, _, rest = value.partition(")")
                    key += ")"
                    if rest.strip():
                        names[key] = rest.strip()
                    name = names.get(key, key)
                if line.startswith("fn="):
                    function = name
                continue
            if line.startswith("calls="):
                # The next cost line is the call's, not its own.
                skip_next = True
                continue
            fields = line.split()
            if not fields or fields[0][0] not in "0123456789+-*":
                continue
            position = fields[0]
            if position.startswith("0x"):
                address = int(position, 16)
            elif position[0] == "+":
                address += int(position[1:], 16)
            elif position[0] == "-":
                address -= int(position[1:], 16)
            elif position != "*":
                continue
            if skip_next:
                skip_next = False
                continue
            if len(fields) > 1 and fields[1].isdigit():
                counts[address] += int(fields[1])
                function_of[address // LINE] = function
    return counts, function_of


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    counts, function_of = read(sys.argv[1])
    per_line = collections.Counter()
    for address, count in counts.items():
        per_line[address // LINE] += count
    total = sum(per_line.values())
    ranked = per_line.most_common()
    marks = [0.9, 0.99, 0.999]
    hot = []
    running = 0
    for index, (line, count) in enumerate(ranked, start=1):
        if running < 0.99 * total:
            hot.append(line)
        running += count
        while marks and running >= marks[0] * total:
            print(f"{marks[0] * 100:g} % of {total:,} instructions in "
                  f"{index * LINE / 1024:.1f} KiB of code")
            marks.pop(0)
    functions = collections.Counter(function_of[line] for line in hot)
    print("of the 99 %, by function:")
    for function, lines in functions.most_common(12):
        print(f"  {lines * LINE / 1024:6.1f} KiB  {function[:100]}")


if __name__ == "__main__":
    main()
