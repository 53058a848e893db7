#!/usr/bin/env python3
"""Prints a libFuzzer dictionary (-dict) of the spec language's words.

Byte mutation alone rarely spells `ForEach` or `.alignmentGuide`; with the words in a
dictionary libFuzzer splices whole tokens in. Keywords and punctuation are listed here; the
views, modifiers and value members are read from docs/vocabulary.md (generated from the
catalog), so the dictionary follows the vocabulary as it grows.

Usage: make_dictionary.py REPO_ROOT > layoutc.dict
"""
import os
import re
import sys

WORDS = [
    "struct", "enum", "extension", "var", "let", "func", "init", "case", "default", "switch", "if", "else",
    "for", "in", "while", "return", "import SwiftUI", "some View", ": View", "var body: some View {",
    "@State", "@Binding", "@ViewBuilder", "private", "static", "Identifiable", "AlignmentID", "ViewDimensions",
    "CGFloat", "Int", "Double", "String", "Bool", "true", "false", "nil", "self", "$0", "\\.self", "\\.id",
    "#Preview", "#asset", "#available(iOS 17, *)", "traits: .fixedLayout(width: 100, height: 100)",
    ".sizeThatFitsLayout", "{ d in d[.bottom] }", "\\(", "\"\"\"", "0..<", "...", "?", "!", "??", "&&", "||",
    "==", "<=", "+=", "->", "/*", "*/", "//", ".infinity", ".nan", "9223372036854775807", "1e308", "0x",
    ".enumerated()", ".indices", ".count", "id:", "content:", "alignment:", "spacing:", "width:", "height:",
]


def main():
    root = sys.argv[1]
    words = list(WORDS)
    with open(os.path.join(root, "docs", "vocabulary.md"), encoding="utf-8") as f:
        for line in f:
            cells = [c.strip() for c in line.split("|")]
            if len(cells) < 4 or cells[1] in ("view", "modifier", "type", "---"):
                continue
            words.append(cells[1])  # a view or modifier name
            words += re.findall(r"`(\.[A-Za-z0-9]+)`", line)  # value members: `.leading`
            for signature in re.findall(r"`([A-Za-z]+)\(", line):
                words.append(signature + "(")
    seen = set()
    for w in words:
        if w and w not in seen:
            seen.add(w)
            escaped = w.replace("\\", "\\\\").replace("\"", "\\\"")
            print(f'"{escaped}"')


if __name__ == "__main__":
    main()
