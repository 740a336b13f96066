#!/usr/bin/env python3
"""Module dependency cycles of the workspace's crates, file by file.

    scripts/module-cycles.py [crate-src-dir ...]

An edge A -> B is a path in A's code (outside `#[cfg(test)] mod tests`)
that resolves to module B: `crate::b::...`, `super::...`, `self::...`, or
in a `mod.rs`/`lib.rs` a child's name (`child::Item`, `pub use child::..`).
Declaring a child (`mod child;`) is not an edge. Prints each group of
modules that depend on each other in a circle, and exits 1 if there is any.
"""
import glob
import os
import re
import sys


def modules(src):
    found = {}
    for path in glob.glob(os.path.join(src, "**", "*.rs"), recursive=True):
        relative = os.path.relpath(path, src)[:-3]
        parts = relative.split(os.sep)
        if parts[-1] in ("mod", "lib", "main"):
            parts = parts[:-1]
        if "tests" in parts or "bin" in parts:
            continue
        found[tuple(parts)] = path
    return found


def code(path):
    text = open(path).read()
    text = re.sub(r"#\[cfg\(test\)\]\s*mod tests\s*\{.*", "", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)  # comments, doc links included
    text = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text)  # string literals
    # `super::{a, b::C}` as `super::a` and `super::b::C`.
    text = re.sub(
        r"\b(crate|super|self)::\{([^{}]*)\}",
        lambda group: " ".join(f"{group[1]}::{item.strip()}" for item in group[2].split(",") if item.strip()),
        text,
    )
    return without_quotes(text)


def without_quotes(text):
    """The text without the bodies of `quote!` invocations: the paths in
    them belong to the generated code, not to the module."""
    kept, at = [], 0
    for start in re.finditer(r"\bquote!\s*([({\[])", text):
        if start.start() < at:
            continue
        kept.append(text[at:start.start()])
        depth, position = 0, start.start(1)
        while position < len(text):
            if text[position] in "({[":
                depth += 1
            elif text[position] in ")}]":
                depth -= 1
                if depth == 0:
                    break
            position += 1
        at = position + 1
    kept.append(text[at:])
    return "".join(kept)


def edges(found):
    graph = {module: set() for module in found}
    for module, path in found.items():
        is_parent = os.path.basename(path) in ("mod.rs", "lib.rs", "main.rs")
        text = code(path)
        children = {child[-1] for child in found if child[:-1] == module and len(child) == len(module) + 1}
        for prefix, rest in re.findall(r"\b(crate|super|self)((?:::\w+)+)", text):
            parts = rest.strip(":").split("::")
            if prefix == "crate":
                base = []
            else:
                base = list(module) if (prefix == "self" or is_parent) else list(module[:-1])
                if prefix == "super":
                    base = base[:-1] if is_parent else base
                while parts and parts[0] == "super":
                    base, parts = base[:-1], parts[1:]
            resolve(graph, found, module, base + parts)
        if is_parent:
            for child in re.findall(r"(?<![\w:])(\w+)::", text):
                if child in children:
                    resolve(graph, found, module, list(module) + [child])
    return graph


def resolve(graph, found, module, candidate):
    for length in range(len(candidate), -1, -1):
        target = tuple(candidate[:length])
        if target in found:
            if target != module:
                graph[module].add(target)
            return


def cycles(graph):
    """Strongly connected components of more than one module (Tarjan)."""
    index, low, stack, on_stack, result, counter = {}, {}, [], set(), [], [0]

    def visit(node):
        index[node] = low[node] = counter[0]
        counter[0] += 1
        stack.append(node)
        on_stack.add(node)
        for next_node in graph[node]:
            if next_node not in index:
                visit(next_node)
                low[node] = min(low[node], low[next_node])
            elif next_node in on_stack:
                low[node] = min(low[node], index[next_node])
        if low[node] == index[node]:
            component = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                result.append(component)

    sys.setrecursionlimit(10_000)
    for node in graph:
        if node not in index:
            visit(node)
    return result


def main():
    sources = sys.argv[1:] or ["bitfill-macros/src", "bitfill/src", "games/src", "games-macros/src", "src"]
    found_any = False
    for src in sources:
        graph = edges(modules(src))
        groups = cycles(graph)
        name = lambda module: "::".join(module) or "(root)"
        if groups:
            found_any = True
            for group in groups:
                print(f"{src}: cycle: {', '.join(sorted(name(m) for m in group))}")
        else:
            print(f"{src}: no cycles ({len(graph)} modules)")
    sys.exit(1 if found_any else 0)


main()
