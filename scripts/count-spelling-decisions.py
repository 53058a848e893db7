#!/usr/bin/env python3
"""Counts the decisions a stage makes by a name's spelling.

A decision is one string literal that names something (letters, digits, `_`, `.`), either in
a `case` pattern (`case "min", "max":` is two, `if case .member(_, "indices", _) = e` one) or
compared with `==` / `!=` (`name == "isEmpty"`). Comments are skipped. The figures say how much of what a name means is
still decided again by its spelling instead of by an id resolved once (docs/architecture.md).

Usage: scripts/count-spelling-decisions.py [module ...]
(default: LayoutcEval LayoutcLowering LayoutcSema, under Sources/)
"""

import pathlib
import re
import sys

NAME = r'"[A-Za-z_][A-Za-z0-9_.]*"'
# A `case` pattern: from the keyword to the `:` of a label or the ` = ` of an `if case`.
CASE_PATTERN = re.compile(r'\bcase\s+([^:=]*(?:"[^"]*"[^:=]*)*)')
COMPARISON = re.compile(r'[!=]=\s*' + NAME)
LITERAL = re.compile(NAME)


def code(line: str) -> str:
    """The line without a trailing `//` comment (outside string literals)."""
    in_string = False
    for i, ch in enumerate(line):
        if ch == '"':
            in_string = not in_string
        elif not in_string and line.startswith("//", i):
            return line[:i]
    return line


def count(module: pathlib.Path) -> tuple[int, int]:
    labels = comparisons = 0
    for path in sorted(module.rglob("*.swift")):
        for raw in path.read_text(encoding="utf-8").splitlines():
            line = code(raw)
            if not line.strip():
                continue
            for m in CASE_PATTERN.finditer(line):
                labels += len(LITERAL.findall(m.group(1)))
            comparisons += len(COMPARISON.findall(line))
    return labels, comparisons


def main() -> None:
    root = pathlib.Path(__file__).resolve().parent.parent / "Sources"
    modules = sys.argv[1:] or ["LayoutcEval", "LayoutcLowering", "LayoutcSema"]
    print(f"{'module':<18}{'case labels':>12}{'comparisons':>13}{'total':>7}")
    for name in modules:
        labels, comparisons = count(root / name)
        print(f"{name:<18}{labels:>12}{comparisons:>13}{labels + comparisons:>7}")


if __name__ == "__main__":
    main()
