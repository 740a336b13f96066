#!/usr/bin/env python3
"""Callgrind's per-instruction counts, attributed through inlining.

cg_annotate and callgrind_annotate give an instruction to the innermost
source line it comes from, so the cost of a function inlined into a loop
shows up in that function's file, not on the loop's line. This script reads
a callgrind profile made with per-instruction counts, asks addr2line for
each instruction's chain of inlined frames, and sums the counts per line of
the frame you name: every instruction inlined into that line counts there.

    CARGO_PROFILE_RELEASE_DEBUG=line-tables-only CARGO_TARGET_DIR=target/prof \\
        cargo build --release -p bitfill-games --example variant_perft
    valgrind --tool=callgrind --dump-instr=yes --dump-line=no \\
        --callgrind-out-file=/tmp/profile \\
        target/prof/release/examples/variant_perft chess FEN 5
    scripts/inline-profile.py /tmp/profile target/prof/release/examples/variant_perft \\
        --frame 'new<bitfill_games::variants::chess::Rules, ' --file family/frontier.rs

With `--frame`, the counts go to the lines of the innermost frame whose
function name holds that text (addr2line's short names: `new<...>` for an
inlined `Frontier::new`) and whose line is in `--file`. Without it, they go
to each real (outermost) function, split by the frame inlined into it.
`--event` picks a column of the profile (0 for instructions; with
`--branch-sim=yes`, 2 for mispredicted conditional branches). Needs
binutils' addr2line and readelf.
"""

import argparse
import collections
import signal
import subprocess


def instruction_counts(profile, event):
    """Per instruction address, the count of column `event`."""
    counts = collections.Counter()
    address = 0
    after_call = False
    with open(profile) as lines:
        for line in lines:
            line = line.rstrip("\n")
            if not line:
                continue
            if line.startswith("calls="):
                # The next line is the call's inclusive cost: not this
                # instruction's own.
                after_call = True
                continue
            if line[0] not in "0123456789+-*":
                continue
            fields = line.split()
            position = fields[0]
            if position.startswith("0x"):
                address = int(position, 16)
            elif position[0] in "+-":
                address += int(position)
            if after_call:
                after_call = False
                continue
            if len(fields) > 1 + event:
                counts[address] += int(fields[1 + event])
    return counts


def text_range(binary):
    """The executable segment's addresses (callgrind gives them unrelocated
    for a position-independent executable)."""
    output = subprocess.run(
        ["readelf", "-lW", binary], capture_output=True, text=True, check=True
    ).stdout
    for line in output.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD" and "E" in fields[6:-1]:
            start, size = int(fields[2], 16), int(fields[5], 16)
            return start, start + size
    raise SystemExit(f"no executable segment in {binary}")


def inline_chains(binary, addresses):
    """Per address, its frames from the innermost out: (function, file:line)."""
    output = subprocess.run(
        ["addr2line", "-a", "-i", "-f", "-C", "-e", binary],
        input="\n".join(hex(address) for address in addresses),
        capture_output=True,
        text=True,
        check=True,
    ).stdout.splitlines()
    chains = {}
    index = 0
    current = None
    while index < len(output):
        if output[index].startswith("0x"):
            current = int(output[index], 16)
            chains[current] = []
            index += 1
            continue
        location = output[index + 1].split(" ")[0]
        chains[current].append((output[index], location))
        index += 2
    return chains


def line_number(location):
    tail = location.rsplit(":", 1)[-1]
    return int(tail) if tail.isdigit() else 0


def main():
    signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("profile", help="callgrind output, made with --dump-instr=yes")
    parser.add_argument("binary", help="the profiled binary, with line tables")
    parser.add_argument("--frame", help="text of the function name to attribute to")
    parser.add_argument("--file", default="", help="text of that frame's file path")
    parser.add_argument("--event", type=int, default=0, help="column of the profile")
    parser.add_argument("--min", type=int, default=1, help="smallest count printed")
    arguments = parser.parse_args()

    counts = instruction_counts(arguments.profile, arguments.event)
    start, end = text_range(arguments.binary)
    addresses = [address for address, count in counts.items() if start <= address < end and count]
    chains = inline_chains(arguments.binary, addresses)

    totals = collections.Counter()
    for address, chain in chains.items():
        count = counts[address]
        if arguments.frame:
            for function, location in chain:
                if arguments.frame in function and arguments.file in location:
                    totals[location.rsplit("/", 1)[-1]] += count
                    break
        elif chain:
            outer = chain[-1][0]
            inlined = chain[-2][0].split("<")[0] if len(chain) > 1 else "(itself)"
            totals[(outer, inlined)] += count

    if arguments.frame:
        print(f"{sum(totals.values()):>12}  total")
        for location, count in sorted(totals.items(), key=lambda item: line_number(item[0])):
            if count >= arguments.min:
                print(f"{count:>12}  {location}")
        return
    by_function = collections.Counter()
    for (outer, _), count in totals.items():
        by_function[outer] += count
    for outer, count in by_function.most_common(15):
        print(f"{count:>12}  {outer}")
        parts = [(inlined, c) for (o, inlined), c in totals.items() if o == outer]
        for inlined, part in sorted(parts, key=lambda item: -item[1])[:6]:
            if part >= arguments.min:
                print(f"{part:>14}    {inlined}")


if __name__ == "__main__":
    main()
