#!/usr/bin/env python3
"""BENCHMARKS.md's "Per-square lookups", from benches/lookups.rs's results.

    scripts/lookups-report.py

Reads criterion's estimates of the default build (target/criterion), the
x86-64-v3 build (target/v3/criterion) and the x86-64-v3 build with
cozy-chess's PEXT (target/v3-cozy-pext/criterion); writes
benchmarks/lookups-medians.csv and the tables between the
`<!-- generated: lookups -->` and `<!-- end: lookups -->` markers of
BENCHMARKS.md. Only the standard library is needed.
"""
import csv
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ITEMS = 4096
BUILDS = {
    "default": ROOT / "target/criterion",
    "v3": ROOT / "target/v3/criterion",
    "v3 cozy-pext": ROOT / "target/v3-cozy-pext/criterion",
}
NAMES = {
    "bitfill_magic": "bitfill magic",
    "bitfill_pext": "bitfill pext",
    "bitfill_hyperbola": "bitfill hyperbola",
    "cozy_chess_magic": "cozy-chess magic",
    "shakmaty_magic": "shakmaty magic",
    "textbook_hyperbola": "textbook hyperbola",
    "generated_kogge_stone": "set-wise Kogge-Stone",
    "generated_dumb7": "set-wise Dumb7",
    "naive_walk": "naive ray walk",
}
PER_SQUARE = ["bitfill_magic", "bitfill_pext", "bitfill_hyperbola", "cozy_chess_magic",
              "shakmaty_magic", "textbook_hyperbola", "generated_kogge_stone"]


def medians():
    found = {}
    for build, directory in BUILDS.items():
        metas = list(directory.glob("lookup_*/*/new/benchmark.json"))
        metas += directory.glob("pieces_*/*/new/benchmark.json")
        for meta in metas:
            info = json.loads(meta.read_text())
            estimates = json.loads((meta.parent / "estimates.json").read_text())
            found[(build, info["group_id"], info["function_id"])] = (
                estimates["median"]["point_estimate"] / ITEMS
            )
    return found


def cell(value):
    return "" if value is None else f"{value:.2f}"


def ratio(value, reference):
    return "" if value is None or reference is None else f"{value / reference:.2f}"


def one_slider(found):
    lines = [
        "Nanoseconds per call (median; one slider on a random square, a quarter of the",
        "board occupied); `latency` chains each call on the previous result. The last",
        "columns divide each bitfill lookup by the faster peer doing the same method:",
        "magic by the faster of cozy-chess's and shakmaty's magics, PEXT by",
        "cozy-chess's PEXT (the v3 build with its `pext` feature), hyperbola",
        "lookup by the textbook Hyperbola Quintessence (shakmaty's method without",
        "its `magics` feature, which cannot be built beside the other).",
        "",
    ]
    header = ["build", "slider", "form"] + [NAMES[name] for name in PER_SQUARE] + [
        "cozy-chess PEXT", "magic / peer", "pext / cozy PEXT", "hyperbola / textbook"]
    lines += ["| " + " | ".join(header) + " |", "|" + " --- |" * 3 + " ---: |" * (len(header) - 3)]
    for build in ("default", "v3"):
        for piece in ("rook", "bishop", "queen"):
            for form in ("throughput", "latency"):
                group = f"lookup_{piece}/{form}"
                values = [found.get((build, group, name)) for name in PER_SQUARE]
                cozy_pext = found.get(("v3 cozy-pext", group, "cozy_chess_magic")) if build == "v3" else None
                peers = [v for v in (values[3], values[4]) if v is not None]
                row = [build, piece, form] + [cell(v) for v in values] + [
                    cell(cozy_pext),
                    ratio(values[0], min(peers) if peers else None),
                    ratio(values[1], cozy_pext),
                    ratio(values[2], values[5]),
                ]
                lines.append("| " + " | ".join(row) + " |")
    return lines


def positions(found):
    lines = [
        "Nanoseconds per position (median): every rook, bishop and queen of the side to",
        "move in positions of random games from the perft suite, one lookup each, the",
        "move generator's loop; the set-wise Kogge-Stone does the whole side in one",
        "call, `rook_attacks(rooks | queens) | bishop_attacks(bishops | queens)`.",
        "",
        "| build | " + " | ".join(NAMES[name] for name in PER_SQUARE) + " | cozy-chess PEXT |",
        "| --- |" + " ---: |" * (len(PER_SQUARE) + 1),
    ]
    for build in ("default", "v3"):
        values = [found.get((build, "lookup_positions", name)) for name in PER_SQUARE]
        cozy_pext = found.get(("v3 cozy-pext", "lookup_positions", "cozy_chess_magic")) if build == "v3" else None
        lines.append("| " + " | ".join([build] + [cell(v) for v in values] + [cell(cozy_pext)]) + " |")
    return lines


def crossover(found):
    contenders = ["bitfill_magic", "bitfill_pext", "bitfill_hyperbola", "generated_kogge_stone", "generated_dumb7"]
    lines = [
        "Nanoseconds per call (median) by the number of sliders per call, all of one",
        "kind on random squares: lookups cost one per slider, set-wise fills the same",
        "for any number. The last column names the fastest.",
        "",
        "| build | sliders | N | " + " | ".join(NAMES[name] for name in contenders) + " | fastest |",
        "| --- | --- | ---: |" + " ---: |" * len(contenders) + " --- |",
    ]
    for build in ("default", "v3"):
        for kind in ("rooks", "queens"):
            for count in range(1, 9):
                group = f"lookup_crossover_{kind}/{count}"
                values = [found.get((build, group, name)) for name in contenders]
                known = [(v, name) for v, name in zip(values, contenders) if v is not None]
                fastest = NAMES[min(known)[1]] if known else ""
                lines.append("| " + " | ".join([build, kind, str(count)] + [cell(v) for v in values] + [fastest]) + " |")
    return lines


def u128(found):
    contenders = ["bitfill_magic", "bitfill_pext", "bitfill_hyperbola", "generated_kogge_stone", "naive_walk"]
    lines = [
        "Nanoseconds per call (median), one slider on a random square of the",
        "catalogue's boards in a `u128`, a quarter of the board occupied.",
        "",
        "| build | board | slider | " + " | ".join(NAMES[name] for name in contenders) + " |",
        "| --- | --- | --- |" + " ---: |" * len(contenders),
    ]
    for build in ("default", "v3"):
        for board in ("10x8", "12x10"):
            for piece in ("rook", "queen"):
                group = f"lookup_u128/{board}_{piece}"
                values = [found.get((build, group, name)) for name in contenders]
                lines.append("| " + " | ".join([build, board.replace("x", " x "), piece] + [cell(v) for v in values]) + " |")
    return lines


LOOKUP_PIECES = ["archbishop BN", "cannon mRcpR", "horse nN", "grasshopper gQ"]


def betza_pieces(found):
    lines = [
        "Nanoseconds per call (median; one piece on a random square, a quarter of",
        "the board occupied, benches/pieces.rs): a Betza piece's `NAME_moves_from`",
        "and `NAME_captures_from` against the same piece written by hand from the",
        "spec's per-square primitives (the archbishop as the bishop's lookup and",
        "the knight's table, the cannon and grasshopper as `hoppers`, the horse",
        "as a lame leaper); the ratio is the Betza piece's time over the hand's.",
        "",
        "| build | lookup | piece | by hand, moves | Betza, moves | ratio | by hand, captures | Betza, captures | ratio |",
        "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for build in ("default", "v3"):
        for lookup in ("magic", "pext", "hyperbola"):
            for piece in LOOKUP_PIECES:
                # criterion writes the group `pieces/magic/archbishop BN` as a folder name
                group = f"pieces/{lookup}/{piece}"
                row = [build, lookup, f"`{piece.split()[1]}`"]
                for what in ("moves", "captures"):
                    hand = found.get((build, group, f"by hand, {what}"))
                    betza = found.get((build, group, f"betza, {what}"))
                    row += [cell(hand), cell(betza), ratio(betza, hand)]
                if any(row[3:]):
                    lines.append("| " + " | ".join(row) + " |")
    return lines


def main():
    found = medians()
    with (ROOT / "benchmarks/lookups-medians.csv").open("w", newline="") as out:
        writer = csv.writer(out)
        writer.writerow(["build", "group", "function", "ns_per_call"])
        for (build, group, function), value in sorted(found.items()):
            writer.writerow([build, group, function, f"{value:.4f}"])
    machine = (ROOT / "benchmarks/lookups-machine.txt")
    machine = machine.read_text().strip().splitlines() if machine.exists() else []
    text = ["Machine: " + "; ".join(machine), ""] if machine else []
    for title, table in (
        ("One slider per call", one_slider(found)),
        ("The move generator's loop", positions(found)),
        ("The crossover", crossover(found)),
        ("Boards in a `u128`", u128(found)),
        ("Betza pieces, square by square", betza_pieces(found)),
    ):
        text += [f"### {title}", ""] + table + [""]
    path = ROOT / "BENCHMARKS.md"
    document = path.read_text()
    start, end = "<!-- generated: lookups -->", "<!-- end: lookups -->"
    before, rest = document.split(start, 1)
    _, after = rest.split(end, 1)
    path.write_text(before + start + "\n" + "\n".join(text) + end + after)


main()
