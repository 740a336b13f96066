#!/usr/bin/env python3
"""Turns the benchmark output into BENCHMARKS.md's tables and chart.

    scripts/bench-report.py

Reads criterion's estimates for the default build (target/criterion), the
x86-64-v3 build (target/v3/criterion) and the native build
(target/native/criterion), the callgrind counts in
benchmarks/instructions-{default,v3,native}.csv and the static counts in
benchmarks/asm/counts.csv; writes benchmarks/medians.csv, the charts
benchmarks/crossover.svg and benchmarks/engine-call.svg, and the tables
between the `<!-- generated: ... -->` markers of BENCHMARKS.md. Only the
standard library is needed.
"""
import csv
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ITEMS = 4096
BUILDS = {
    "default": ROOT / "target/criterion",
    "v3": ROOT / "target/v3/criterion",
    "native": ROOT / "target/native/criterion",
}
BUILD_NAMES = {"default": "default", "v3": "x86-64-v3", "native": "native"}
SCENARIOS = {
    "positions": "The engine call: `rook_attacks(rooks | queens) | bishop_attacks(bishops | queens)` in real positions",
    "one_queen": "One queen, all eight directions",
    "edge_queen": "One queen on an edge square (the split shape's gates at random)",
    "rooks_1_to_3": "A set of 1-3 rooks/queens, four orthogonal directions",
    "queens_1_to_3": "A set of 1-3 sliders, all eight directions",
}
BASELINE = "generated_kogge_stone"
SHAPES = ("fused", "split", "paired")
# Datasets per benchmark group: 1,024 items in benches/sizes.rs, 4,096 elsewhere.
SIZES_ITEMS = 1024


def medians():
    """{(build, group, function): median ns per call}."""
    found = {}
    for build, directory in BUILDS.items():
        for meta in directory.glob("*/*/new/benchmark.json"):
            info = json.loads(meta.read_text())
            estimates = json.loads((meta.parent / "estimates.json").read_text())
            items = SIZES_ITEMS if info["group_id"].startswith("sizes_") else ITEMS
            per_call = estimates["median"]["point_estimate"] / items
            found[(build, info["group_id"], info["function_id"])] = per_call
    return found


def instructions():
    counts = {}
    for build in BUILDS:
        path = ROOT / f"benchmarks/instructions-{build}.csv"
        if path.exists():
            for row in csv.DictReader(path.open()):
                if row["instructions_per_call"]:
                    counts[(row["build"], row["scenario"], row["contender"])] = float(row["instructions_per_call"])
    return counts


def contenders(times, build, group):
    names = [function for (b, g, function) in times if b == build and g == group]
    order = ["generated_kogge_stone", "generated_dumb7", "generated_kogge_stone_fused",
             "generated_dumb7_fused", "generated_kogge_stone_split", "generated_dumb7_split",
             "generated_kogge_stone_paired", "generated_dumb7_paired", "textbook_kogge_stone", "textbook_dumb7", "loop_fill", "runtime_direction",
             "cozy_chess_magic", "shakmaty_magic"]
    return sorted(names, key=lambda name: order.index(name) if name in order else len(order))


def scenario_tables(times, counts):
    out = []
    for build in BUILDS:
        for scenario, title in SCENARIOS.items():
            throughput_group, latency_group = f"{scenario}/throughput", f"{scenario}/latency"
            if not any(g == throughput_group and b == build for (b, g, _) in times):
                continue
            base_t = times.get((build, throughput_group, BASELINE))
            base_l = times.get((build, latency_group, BASELINE))
            out.append(f"#### {title} ({BUILD_NAMES[build]} build)\n")
            out.append("| contender | throughput ns/call | vs generated KS | latency ns/call | vs generated KS | instructions/call |")
            out.append("| --- | ---: | ---: | ---: | ---: | ---: |")
            for name in contenders(times, build, throughput_group):
                t = times.get((build, throughput_group, name))
                l = times.get((build, latency_group, name))
                n = counts.get((build, scenario, name))
                cell = lambda value, fmt: fmt.format(value) if value is not None else "-"
                out.append("| `{}` | {} | {} | {} | {} | {} |".format(
                    name, cell(t, "{:.2f}"), cell(t / base_t if t and base_t else None, "{:.2f}"),
                    cell(l, "{:.2f}"), cell(l / base_l if l and base_l else None, "{:.2f}"),
                    cell(n, "{:.1f}")))
            out.append("")
    return "\n".join(out)


def crossover(times):
    """{(build, pieces): {contender: [ns for 1..8 sliders]}}."""
    series = {}
    for (build, group, function), value in times.items():
        match = re.match(r"crossover_(rooks|queens)/(\d+)$", group)
        if match:
            pieces, sliders = match.group(1), int(match.group(2))
            series.setdefault((build, pieces), {}).setdefault(function, {})[sliders] = value
    return series


def crossover_table(series):
    out = []
    for (build, pieces), lines in sorted(series.items()):
        out.append(f"#### {pieces.capitalize()}, {BUILD_NAMES[build]} build: ns per call by number of sliders\n")
        counts = sorted({n for values in lines.values() for n in values})
        out.append("| contender | " + " | ".join(str(n) for n in counts) + " |")
        out.append("| --- |" + " ---: |" * len(counts))
        for name in sorted(lines, key=lambda name: (not name.startswith("generated"), name)):
            out.append(f"| `{name}` | " + " | ".join(f"{lines[name].get(n, float('nan')):.2f}" for n in counts) + " |")
        out.append("")
    return "\n".join(out)


COLORS = {
    "generated_kogge_stone": "#1f77b4",
    "generated_dumb7": "#2ca02c",
    "cozy_chess_magic": "#d62728",
    "shakmaty_magic": "#ff7f0e",
}


def chart(series):
    panels = [(build, pieces) for build in BUILDS for pieces in ("rooks", "queens") if (build, pieces) in series]
    if not panels:
        return
    width, height, margin = 380, 260, 46
    columns = 2
    rows = (len(panels) + 1) // columns
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * width}" height="{rows * height + 40}" '
           f'font-family="sans-serif" font-size="11">',
           f'<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{columns * width / 2}" y="18" text-anchor="middle" font-size="14">'
           f'Set-wise fills against one magic lookup per slider: ns per call (median)</text>']
    for index, (build, pieces) in enumerate(panels):
        ox, oy = (index % columns) * width, 30 + (index // columns) * height
        lines = series[(build, pieces)]
        top = max(v for values in lines.values() for v in values.values()) * 1.1
        x = lambda n: ox + margin + (n - 1) * (width - margin - 20) / 7
        y = lambda v: oy + height - margin - v / top * (height - margin - 30)
        svg.append(f'<text x="{ox + width / 2}" y="{oy + 18}" text-anchor="middle" font-size="12">'
                   f'{pieces}, {BUILD_NAMES[build]} build</text>')
        svg.append(f'<line x1="{x(1)}" y1="{y(0)}" x2="{x(8)}" y2="{y(0)}" stroke="black"/>')
        svg.append(f'<line x1="{x(1)}" y1="{y(0)}" x2="{x(1)}" y2="{y(top)}" stroke="black"/>')
        for n in range(1, 9):
            svg.append(f'<text x="{x(n)}" y="{y(0) + 14}" text-anchor="middle">{n}</text>')
        svg.append(f'<text x="{ox + width / 2}" y="{y(0) + 28}" text-anchor="middle">sliders</text>')
        step = max(1, round(top / 5))
        for tick in range(0, int(top) + 1, step):
            svg.append(f'<text x="{x(1) - 6}" y="{y(tick) + 4}" text-anchor="end">{tick}</text>')
            svg.append(f'<line x1="{x(1)}" y1="{y(tick)}" x2="{x(8)}" y2="{y(tick)}" stroke="#ddd"/>')
        for legend, (name, color) in enumerate(COLORS.items()):
            values = lines.get(name)
            if not values:
                continue
            points = " ".join(f"{x(n):.1f},{y(v):.1f}" for n, v in sorted(values.items()))
            svg.append(f'<polyline points="{points}" fill="none" stroke="{color}" stroke-width="2"/>')
            svg.append(f'<rect x="{ox + margin + 8}" y="{oy + 28 + legend * 13}" width="10" height="3" fill="{color}"/>')
            svg.append(f'<text x="{ox + margin + 22}" y="{oy + 33 + legend * 13}">{name}</text>')
    svg.append("</svg>")
    (ROOT / "benchmarks/crossover.svg").write_text("\n".join(svg) + "\n")


def static_counts():
    path = ROOT / "benchmarks/asm/counts.csv"
    if not path.exists():
        return ""
    rows = list(csv.DictReader(path.open()))
    functions = sorted({row["function"] for row in rows if row["build"] in BUILDS})
    by = {(row["build"], row["function"]): row["instructions"] for row in rows}
    out = ["| function | default build | x86-64-v3 build | native build |", "| --- | ---: | ---: | ---: |"]
    for function in functions:
        cells = " | ".join(by.get((build, function), "-") for build in BUILDS)
        out.append(f"| `{function}` | {cells} |")
    return "\n".join(out) + "\n"


def shape_table(times):
    """Shipped over the best shape the macro writes, per scenario, form and
    build, for each strategy."""
    out = []
    for strategy, title in (("kogge_stone", "Kogge-Stone"), ("dumb7", "Dumb7")):
        shipped = f"generated_{strategy}"
        out.append(f"#### {title}: shipped time over the best shape's\n")
        out.append("| scenario | form | " + " | ".join(f"{BUILD_NAMES[b]} build" for b in BUILDS) + " |")
        out.append("| --- | --- |" + " ---: |" * len(BUILDS))
        for scenario in SCENARIOS:
            for form in ("throughput", "latency"):
                group = f"{scenario}/{form}"
                cells = []
                for build in BUILDS:
                    mine = times.get((build, group, shipped))
                    shapes = {shape: times.get((build, group, f"{shipped}_{shape}")) for shape in SHAPES}
                    shapes = {shape: value for shape, value in shapes.items() if value is not None}
                    if mine is None or not shapes:
                        cells.append("-")
                        continue
                    best = min(shapes, key=shapes.get)
                    ratio = mine / shapes[best]
                    cell = f"{ratio:.2f} ({best})"
                    # Beyond the 5 % the shipped default is held to.
                    cells.append(f"**{cell}**" if ratio > 1.05 else cell)
                out.append(f"| {scenario.replace('_', ' ')} | {form} | " + " | ".join(cells) + " |")
        out.append("")
    return "\n".join(out)


ENGINE_CALL = [
    ("generated_kogge_stone", "#1f77b4"),
    ("generated_kogge_stone_fused", "#9ecae1"),
    ("generated_kogge_stone_split", "#6baed6"),
    ("generated_kogge_stone_paired", "#3182bd"),
    ("generated_dumb7", "#2ca02c"),
    ("textbook_kogge_stone", "#7f7f7f"),
    ("cozy_chess_magic", "#d62728"),
    ("shakmaty_magic", "#ff7f0e"),
]


def engine_chart(times):
    """Bars: the engine call in each build and form."""
    panels = [(build, form) for build in BUILDS for form in ("throughput", "latency")
              if (build, f"positions/{form}", BASELINE) in times]
    if not panels:
        return
    width, height, margin, columns = 330, 250, 40, 2
    rows = (len(panels) + 1) // columns
    top = max(times.get((b, f"positions/{f}", name), 0) for b, f in panels for name, _ in ENGINE_CALL) * 1.1
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{columns * width + 190}" height="{rows * height + 40}" '
           f'font-family="sans-serif" font-size="11">',
           '<rect width="100%" height="100%" fill="white"/>',
           f'<text x="{columns * width / 2}" y="18" text-anchor="middle" font-size="14">'
           'The engine call, rook set | bishop set in real positions: ns per call (median)</text>']
    for index, (build, form) in enumerate(panels):
        ox, oy = (index % columns) * width, 30 + (index // columns) * height
        bar = (width - margin - 20) / len(ENGINE_CALL)
        y = lambda v: oy + height - margin - v / top * (height - margin - 30)
        svg.append(f'<text x="{ox + width / 2}" y="{oy + 18}" text-anchor="middle" font-size="12">'
                   f'{BUILD_NAMES[build]} build, {form}</text>')
        svg.append(f'<line x1="{ox + margin}" y1="{y(0)}" x2="{ox + width - 20}" y2="{y(0)}" stroke="black"/>')
        step = max(1, round(top / 5))
        for tick in range(0, int(top) + 1, step):
            svg.append(f'<text x="{ox + margin - 6}" y="{y(tick) + 4}" text-anchor="end">{tick}</text>')
            svg.append(f'<line x1="{ox + margin}" y1="{y(tick)}" x2="{ox + width - 20}" y2="{y(tick)}" stroke="#ddd"/>')
        for position, (name, color) in enumerate(ENGINE_CALL):
            value = times.get((build, f"positions/{form}", name))
            if value is None:
                continue
            x = ox + margin + position * bar + 2
            svg.append(f'<rect x="{x:.1f}" y="{y(value):.1f}" width="{bar - 4:.1f}" height="{y(0) - y(value):.1f}" fill="{color}"/>')
            svg.append(f'<text x="{x + (bar - 4) / 2:.1f}" y="{y(value) - 3:.1f}" text-anchor="middle" font-size="9">{value:.1f}</text>')
    for legend, (name, color) in enumerate(ENGINE_CALL):
        svg.append(f'<rect x="{columns * width + 10}" y="{40 + legend * 16}" width="12" height="10" fill="{color}"/>')
        svg.append(f'<text x="{columns * width + 26}" y="{49 + legend * 16}">{name}</text>')
    svg.append("</svg>")
    (ROOT / "benchmarks/engine-call.svg").write_text("\n".join(svg) + "\n")


def leaper_tables(times):
    out = []
    for build in BUILDS:
        for leaper in ("king", "knight"):
            for form in ("throughput", "latency"):
                rows = {}
                for (b, group, function), value in times.items():
                    match = re.match(rf"leapers_{leaper}_{form}/(\d+)$", group)
                    if b == build and match:
                        rows.setdefault(function, {})[int(match.group(1))] = value
                if not rows:
                    continue
                counts = sorted({n for values in rows.values() for n in values})
                out.append(f"#### {leaper.capitalize()}, {form}, {BUILD_NAMES[build]} build: ns per call by number of pieces\n")
                out.append("| method | " + " | ".join(str(n) for n in counts) + " |")
                out.append("| --- |" + " ---: |" * len(counts))
                for name in ("set_wise", "table_per_piece"):
                    if name in rows:
                        out.append(f"| {name.replace('_', ' ')} | " + " | ".join(
                            f"{rows[name].get(n, float('nan')):.2f}" for n in counts) + " |")
                out.append("")
    return "\n".join(out)


def u128_tables(times):
    boards = [("8x8_u64", "8 x 8 in `u64` (for scale)"), ("10x8_u128", "10 x 8 in `u128`"),
              ("12x10_u128", "12 x 10 in `u128`")]
    out = ["| build | board | KS one rook | Dumb7 one rook | KS queen sets | Dumb7 queen sets |",
           "| --- | --- | ---: | ---: | ---: | ---: |"]
    found = False
    for build in BUILDS:
        for board, title in boards:
            cells = []
            for form in ("one_rook", "queen_sets"):
                for strategy in ("kogge_stone", "dumb7"):
                    value = times.get((build, f"sizes_{form}/{board}", strategy))
                    found |= value is not None
                    cells.append(f"{value:.1f}" if value is not None else "-")
            # Columns: KS rook, D7 rook, KS queens, D7 queens.
            out.append(f"| {BUILD_NAMES[build]} | {title} | " + " | ".join(cells) + " |")
    return "\n".join(out) + "\n" if found else ""


def replace_marked(text, marker, content):
    pattern = re.compile(rf"(<!-- generated: {marker} -->\n).*?(<!-- end: {marker} -->)", re.S)
    if not pattern.search(text):
        raise SystemExit(f"BENCHMARKS.md has no `<!-- generated: {marker} -->` section")
    return pattern.sub(lambda m: m.group(1) + content + "\n" + m.group(2), text)


def main():
    times = medians()
    path = ROOT / "BENCHMARKS.md"
    if not times:
        # Only the assembly was redone (scripts/asm.sh): keep the timings.
        print("no criterion estimates under target/: only the static counts are rewritten")
        path.write_text(replace_marked(path.read_text(), "static counts", static_counts()))
        return
    counts = instructions()
    with (ROOT / "benchmarks/medians.csv").open("w", newline="") as file:
        writer = csv.writer(file)
        writer.writerow(["build", "group", "contender", "median_ns_per_call"])
        for (build, group, function), value in sorted(times.items()):
            writer.writerow([build, group, function, f"{value:.3f}"])
    series = crossover(times)
    chart(series)
    engine_chart(times)
    text = path.read_text()
    text = replace_marked(text, "shape ratios", shape_table(times))
    text = replace_marked(text, "scenario tables", scenario_tables(times, counts))
    text = replace_marked(text, "crossover tables", crossover_table(series))
    text = replace_marked(text, "leaper tables", leaper_tables(times))
    text = replace_marked(text, "u128 tables", u128_tables(times))
    text = replace_marked(text, "static counts", static_counts())
    path.write_text(text)


if __name__ == "__main__":
    main()
