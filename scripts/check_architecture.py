#!/usr/bin/env python3
"""docs/architecture.md's drawing of the libraries is the build's: the links between
fragid's libraries (and the fragid program) that CMake knows (cmake --graphviz) are
exactly the arrows of the drawing, and no arrow points back up (no cycle).

    check_architecture.py DOT_FILE ARCHITECTURE_MD

The drawing is the Mermaid block of ARCHITECTURE_MD: lines `a --> b` (a links b).
A library drawn but not built in this tree (named in a `%% not built yet: x` line)
has its arrows skipped, saying so."""
import re
import sys


def cmake_links(dot_path):
    names = {}
    links = set()
    for line in open(dot_path, encoding="utf-8"):
        m = re.match(r'\s*"(node\d+)" \[ label = "([^"\\]+)', line)
        if m:
            names[m.group(1)] = m.group(2)
            continue
        m = re.match(r'\s*"(node\d+)" -> "(node\d+)"', line)
        if m:
            links.add((m.group(1), m.group(2)))
    def short(node):
        name = names.get(node, "")
        if name == "fragid":
            return "cli"
        return name[len("fragid_"):] if name.startswith("fragid_") else None
    ours = set()
    for a, b in links:
        sa, sb = short(a), short(b)
        if sa and sb and sa != sb:
            ours.add((sa, sb))
    built = {short(n) for n in names if short(n)}
    return ours, built


def drawn_links(md_path):
    text = open(md_path, encoding="utf-8").read()
    block = re.search(r"```mermaid\n(.*?)```", text, re.S)
    if not block:
        sys.exit(f"{md_path}: no ```mermaid block")
    arrows, pending = set(), set()
    for line in block.group(1).splitlines():
        m = re.match(r"\s*%% not built yet: (.+)", line)
        if m:
            pending |= {n.strip() for n in m.group(1).split(",")}
        m = re.match(r"\s*(\w+)\s*-->\s*(\w+)\s*$", line)
        if m:
            arrows.add((m.group(1), m.group(2)))
    return arrows, pending


def cycle(links):
    graph = {}
    for a, b in links:
        graph.setdefault(a, set()).add(b)
    state = {}
    def visit(n, path):
        if state.get(n) == 1:
            return path[path.index(n):] + [n]
        if state.get(n) == 2:
            return None
        state[n] = 1
        for m in graph.get(n, ()):
            found = visit(m, path + [n])
            if found:
                return found
        state[n] = 2
        return None
    for n in list(graph):
        found = visit(n, [])
        if found:
            return found
    return None


def main():
    built_links, built = cmake_links(sys.argv[1])
    drawn, pending = drawn_links(sys.argv[2])
    for name in sorted(pending):
        if name in built:
            print(f"`%% not built yet: {name}`, but fragid_{name} is built: drop the note")
            return 1
        print(f"note: {name} is drawn but not built in this tree: its arrows are not checked")
    checked = {(a, b) for a, b in drawn if a not in pending and b not in pending}
    problems = []
    for a, b in sorted(built_links - checked):
        problems.append(f"the build links {a} to {b}; the drawing has no arrow {a} --> {b}")
    for a, b in sorted(checked - built_links):
        problems.append(f"the drawing has {a} --> {b}; the build does not link them")
    if found := cycle(drawn | built_links):
        problems.append("a cycle: " + " --> ".join(found))
    for p in problems:
        print(p)
    if not problems:
        print(f"the drawing's {len(checked)} arrows are the build's links; no cycle")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
