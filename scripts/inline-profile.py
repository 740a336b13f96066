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
        --frame new --file family/frontier.rs

With `--frame`, the counts go to the lines of the innermost frame whose
function name holds that text and whose line is in `--file`; both are
compared without generic arguments, as LLVM's addr2line gives an inlined
frame its short name (`new` for an inlined `Frontier::new`) and
binutils', used where LLVM's is missing, its generic arguments too
(`new<...>`), and an outermost method's stand inside its path
(`Frontier<V,_,_>::children`: `--frame children` finds it).
Without it, they go to each real (outermost) function, split by the
frame inlined into it; a generic function's copies keep their hashes.
`--event` picks a column of the profile (0 for instructions; with
`--branch-sim=yes`, 2 for mispredicted conditional branches). Needs
readelf, and LLVM's addr2line or binutils'.

With `--perf`, the profile is a time profile instead, `perf record`'s
samples (`perf record -e cpu-clock -F 5000 -o /tmp/samples BINARY ...`:
a VM without hardware counters allows this one): each sample counts
where it was taken, so the same attribution says where the time goes,
not the instructions. Needs `perf`.
"""

import argparse
import collections
import os
import re
import signal
import shutil
import subprocess


# LLVM's addr2line where there is one: binutils' names some inlined frames
# of Rust's debug information after another function, and which ones
# changes with the order of the addresses asked.
ADDR2LINE = shutil.which("llvm-addr2line") or "addr2line"

# Rust's legacy mangling escapes, as LLVM's addr2line leaves them.
ESCAPES = {"$LT$": "<", "$GT$": ">", "$C$": ",", "$RF$": "&", "$BP$": "*",
           "$u20$": " ", "$u27$": "'", "$u5b$": "[", "$u5d$": "]",
           "$u7b$": "{", "$u7d$": "}", "$u7e$": "~", "..": "::"}


def readable(name):
    """`name` with Rust's legacy escapes undone and LLVM's suffix dropped;
    the hash stays, which tells a generic function's copies apart."""
    name = name.split(" (.llvm.")[0]
    for escape, text in ESCAPES.items():
        name = name.replace(escape, text)
    return name


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


def executable_segment(binary):
    """The executable segment: its offset in the file, its address, its
    size."""
    output = subprocess.run(
        ["readelf", "-lW", binary], capture_output=True, text=True, check=True
    ).stdout
    for line in output.splitlines():
        fields = line.split()
        if fields and fields[0] == "LOAD" and "E" in fields[6:-1]:
            return int(fields[1], 16), int(fields[2], 16), int(fields[5], 16)
    raise SystemExit(f"no executable segment in {binary}")


def text_range(binary):
    """The executable segment's addresses (callgrind gives them unrelocated
    for a position-independent executable)."""
    _, start, size = executable_segment(binary)
    return start, start + size


def sample_counts(samples, binary):
    """Per instruction address, unrelocated, the samples `perf record`
    took there in `binary`'s code: perf gives the running addresses,
    which the binary's mapping in the profile turns back into the file's."""
    def perf_script(*options):
        return subprocess.run(
            ["perf", "script", "-i", samples, *options],
            capture_output=True, text=True, check=True,
        ).stdout
    name = os.path.basename(binary)
    mapping = None
    for line in perf_script("--show-mmap-events").splitlines():
        if "MMAP" in line and "r-xp" in line and line.rstrip().endswith("/" + name):
            found = re.search(r"\[(0x[0-9a-f]+)\((0x[0-9a-f]+)\) @ (0x[0-9a-f]+)", line)
            mapping = tuple(int(value, 16) for value in found.groups())
            break
    if mapping is None:
        raise SystemExit(f"no executable mapping of {name} in {samples}")
    mapped, size, offset = mapping
    segment_offset, segment_address, _ = executable_segment(binary)
    relocation = segment_address - segment_offset + offset - mapped
    counts = collections.Counter()
    for ip in perf_script("-F", "ip").split():
        address = int(ip, 16)
        if mapped <= address < mapped + size:
            counts[address + relocation] += 1
    return counts


def inline_chains(binary, addresses):
    """Per address, its frames from the innermost out: (function, file:line)."""
    output = subprocess.run(
        [ADDR2LINE, "-a", "-i", "-f", "-C", "-e", binary],
        # In address order, so that the answer does not change with the
        # profile's order (binutils' addr2line, above).
        input="\n".join(hex(address) for address in sorted(addresses)),
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
        chains[current].append((readable(output[index]), location))
        index += 2
    return chains


def without_generics(name):
    """`name` with every `<...>` taken out, nested ones too, and cut at
    one left open (`new<bitfill_games::...`, as a `--frame` may be)."""
    while True:
        shorter = re.sub(r"<[^<>]*>", "", name)
        if shorter == name:
            return name.split("<")[0]
        name = shorter


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
    parser.add_argument("--perf", action="store_true", help="the profile is perf record's samples")
    parser.add_argument("--min", type=int, default=1, help="smallest count printed")
    arguments = parser.parse_args()

    if arguments.perf:
        counts = sample_counts(arguments.profile, arguments.binary)
    else:
        counts = instruction_counts(arguments.profile, arguments.event)
    start, end = text_range(arguments.binary)
    addresses = [address for address, count in counts.items() if start <= address < end and count]
    chains = inline_chains(arguments.binary, addresses)

    # Names without their generic arguments: binutils gives an inlined
    # frame's, LLVM's addr2line not, and an outermost method's sit inside
    # its path (`Frontier<V,_,_>::children`).
    frame = arguments.frame and without_generics(arguments.frame)
    totals = collections.Counter()
    for address, chain in chains.items():
        count = counts[address]
        if arguments.frame:
            for function, location in chain:
                if frame in without_generics(function) and arguments.file in location:
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
