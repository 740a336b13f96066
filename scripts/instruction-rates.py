#!/usr/bin/env python3
"""Instructions per nanosecond, by function: where a run is slow for the
work it does, not only where it does much.

Reads a callgrind profile of one run (per-instruction counts) and a perf
time profile of RUNS runs of the same binary, with the same arguments,
sampled at FREQUENCY per second; prints per function its instructions,
its samples, and its instructions per nanosecond (instructions over the
time its samples stand for, per run), the whole run's first.

    B=target/prof/release/examples
    valgrind --tool=callgrind --dump-instr=yes --dump-line=no \\
        --callgrind-out-file=/tmp/profile $B/variant_perft chess FEN 6
    perf record -e cpu-clock -F 5000 -o /tmp/samples -- setarch -R \\
        sh -c 'for i in $(seq 20); do '$B'/variant_perft chess "FEN" 6 > /dev/null; done'
    scripts/instruction-rates.py /tmp/profile /tmp/samples $B/variant_perft --runs 20

`setarch -R` keeps every run's code at one address, which the samples'
attribution needs. Inlined functions count in the function they are
inlined into (`scripts/inline-profile.py` splits them), and the copies of
a generic function are summed under its name (their hashes dropped).
Needs readelf, nm and perf.
"""

import argparse
import bisect
import collections
import importlib.util
import os
import subprocess

HERE = os.path.dirname(os.path.abspath(__file__))
SPEC = importlib.util.spec_from_file_location("inline_profile", os.path.join(HERE, "inline-profile.py"))
INLINE_PROFILE = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(INLINE_PROFILE)


def functions(binary):
    """The binary's functions: their start addresses, sorted, and per
    start, its size and demangled name without the hash."""
    output = subprocess.run(["nm", "-S", "-C", binary], capture_output=True, text=True, check=True).stdout
    table = {}
    for line in output.splitlines():
        fields = line.split(None, 3)
        if len(fields) == 4 and fields[2] in "tTwW":
            name = fields[3]
            if "::h" in name and len(name.rsplit("::h", 1)[1]) == 16:
                name = name.rsplit("::h", 1)[0]
            table[int(fields[0], 16)] = (int(fields[1], 16), name)
    return sorted(table), table


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("profile", help="callgrind output of one run, made with --dump-instr=yes")
    parser.add_argument("samples", help="perf record's samples of --runs runs")
    parser.add_argument("binary", help="the binary both profiled")
    parser.add_argument("--runs", type=int, required=True, help="how many runs the samples cover")
    parser.add_argument("--frequency", type=int, default=5000, help="perf record's -F")
    parser.add_argument("--top", type=int, default=10, help="how many functions printed")
    arguments = parser.parse_args()

    starts, table = functions(arguments.binary)

    def function_of(address):
        index = bisect.bisect_right(starts, address) - 1
        if index >= 0:
            size, name = table[starts[index]]
            if address < starts[index] + size:
                return name
        return "?"

    instructions = collections.Counter()
    for address, count in INLINE_PROFILE.instruction_counts(arguments.profile, 0).items():
        instructions[function_of(address)] += count
    samples = collections.Counter()
    for address, count in INLINE_PROFILE.sample_counts(arguments.samples, arguments.binary).items():
        samples[function_of(address)] += count

    def nanoseconds(count):
        return count / arguments.runs / arguments.frequency * 1e9

    total_instructions, total_samples = sum(instructions.values()), sum(samples.values())
    print(f"{total_instructions / 1e6:10.1f}M instructions {total_samples:7} samples "
          f"{nanoseconds(total_samples) / 1e6:8.1f} ms a run "
          f"{total_instructions / nanoseconds(total_samples):6.2f} per ns  the run")
    for name, count in instructions.most_common(arguments.top):
        if samples[name]:
            print(f"{count / 1e6:10.1f}M instructions {samples[name]:7} samples "
                  f"{nanoseconds(samples[name]) / 1e6:8.1f} ms a run "
                  f"{count / nanoseconds(samples[name]):6.2f} per ns  {name}")


if __name__ == "__main__":
    main()
