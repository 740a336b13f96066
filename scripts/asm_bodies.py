"""Function bodies of an assembly listing (`rustc --emit asm`, Intel
syntax), by mangled symbol: the parser scripts/asm.sh and
scripts/wide-asm.sh share."""

import re


def function_bodies(text, block_labels=True):
    """Each function's instructions (tab-indented), by symbol; with
    `block_labels`, its `.LBB` labels too, where branches land."""
    bodies, symbol = {}, None
    for line in text.split("\n"):
        label = re.match(r"^(_ZN[\w.$]+):", line)
        if label:
            symbol = label.group(1)
            bodies[symbol] = []
            continue
        stripped = line.strip()
        if symbol is None:
            continue
        if stripped.startswith((".cfi_endproc", ".Lfunc_end")):
            symbol = None
        elif stripped and not stripped.startswith((".", "#")) and not stripped.endswith(":"):
            bodies[symbol].append("\t" + stripped)
        elif block_labels and stripped.endswith(":") and stripped.startswith(".LBB"):
            bodies[symbol].append(stripped)
    return bodies
