#!/usr/bin/env python3
"""Hostile specs: small inputs built to make layoutc run away in time, memory or output, or to
drive the reader's terminal (issue 16). Each attack class is one function of a size; the
grammar-aware generator (generate_specs.py --hostile) mixes them in at random sizes, and
`--corpus DIR` writes the fixed small set that HostileCorpusTests runs through every mode of
the built binary under a memory limit and a timeout (docs/robustness.md).

Usage: hostile_specs.py --corpus DIR      (deterministic; rewrites DIR's *.ui and *.swift files)
"""
import argparse
import os

HEADER = "import SwiftUI\n\n"


def view(name, body, props=""):
    return f"struct {name}: View {{\n{props}    var body: some View {{\n        {body}\n    }}\n}}\n\n"


# Exponential structures -------------------------------------------------------------------

def doubling_views(n):
    """View k shows view k-1 twice: 2^n instances from n lines (expansion budget, --lint)."""
    out = HEADER + view("V0", 'Text("x")')
    for k in range(1, n + 1):
        out += view(f"V{k}", f"HStack {{ V{k - 1}(); V{k - 1}() }}")
    return out + view("ContentView", f"V{n}()")


def doubling_types(n):
    """Computed `some View` members that each use the previous one twice: the printed type
    doubles with every member (type size limit)."""
    members = "    var a0: some View { Text(\"x\") }\n"
    for k in range(1, n + 1):
        members += f"    var a{k}: some View {{ HStack {{ a{k - 1}; a{k - 1} }} }}\n"
    return HEADER + view("ContentView", f"a{n}", props=members)


def doubling_strings(n):
    """Globals that double a string: 2^n characters from n lines (string value limit)."""
    out = HEADER + 'let s0 = "ab"\n'
    for k in range(1, n + 1):
        out += f"let s{k} = s{k - 1} + s{k - 1}\n"
    return out + "\n" + view("ContentView", f"Text(s{n})")


# App logic that never ends (evaluation budget) ----------------------------------------------

def runaway_recursion(n):
    """A naive recursive `fib(n)` called from a body: 2^(n/1.44) calls."""
    return HEADER + (
        "func fib(_ n: Int) -> Int {\n    if n < 2 { return n }\n    return fib(n - 1) + fib(n - 2)\n}\n\n"
    ) + view("ContentView", f'Text("\\(fib({n}))")')


def doubling_properties(n):
    """Computed properties that each read the previous one twice: 2^n reads of `p0`."""
    members = "    var p0: Int { 1 }\n"
    for k in range(1, n + 1):
        members += f"    var p{k}: Int {{ p{k - 1} + p{k - 1} }}\n"
    return HEADER + view("ContentView", f'Text("\\(p{n})")', props=members)


def nested_map(n):
    """A `map` nested in a `map` over n elements: n^2 closure calls."""
    return HEADER + f"let numbers = Array(0..<{n})\n\n" + view(
        "ContentView", 'Text("\\(numbers.map { a in numbers.map { b in a + b }.count }.last ?? 0)")')


def runaway_app(n):
    """The three above in the views of one app file (tolerant Swift): each body's value is
    assumed when its budget is spent, and every mode still answers."""
    fib = runaway_recursion(n).replace("struct ContentView", "struct Fibonacci")
    doubling = doubling_properties(n).replace(HEADER, "").replace("struct ContentView", "struct Powers")
    mapped = nested_map(10_000).replace(HEADER, "").replace("struct ContentView", "struct Sums")
    return fib + doubling + mapped + view("ContentView", "VStack { Fibonacci(); Powers(); Sums() }")


def string_repeating(count):
    """`String(repeating:count:)` with a huge and a negative count."""
    return HEADER + view("ContentView",
        f'VStack {{ Text(String(repeating: "ab", count: {count})); Text(String(repeating: "ab", count: -{count})) }}')


def nested_flexible_frames(n):
    """Alternating HStack/VStack, each a Text and the next level in a flexible frame: layout
    asks every level twice per question of its parent (measure cache)."""
    inner = 'Text("leaf")'
    for k in range(n):
        stack = "HStack" if k % 2 else "VStack"
        inner = f'{stack} {{ Text("{k}"); {inner} }}.frame(maxWidth: .infinity)'
    return HEADER + view("ContentView", inner)


def nested_stacks(n):
    """Plain nesting, n deep: --explain was exponential in it."""
    inner = 'Text("leaf")'
    for k in range(n):
        inner = f'{"HStack" if k % 2 else "VStack"} {{ Text("{k}"); {inner} }}'
    return HEADER + view("ContentView", inner)


def wide_stack(n):
    """One stack of n rows: --explain was quadratic in a stack's child count."""
    return HEADER + view("ContentView", f'VStack {{ ForEach(0..<{n}, id: \\.self) {{ i in Text("\\(i)") }} }}')


def many_previews(previews, rows):
    """Many previews each within the view limit, together far beyond it (a per-run budget)."""
    out = HEADER + view("Rows", f'VStack {{ ForEach(0..<{rows}, id: \\.self) {{ i in Text("\\(i)") }} }}')
    for k in range(previews):
        out += f'#Preview("P{k}") {{ Rows() }}\n'
    return out


def nested_foreach_over_long_strings(length):
    """Element ids that are long strings, inside each other: identity text grows as a product."""
    word = "w" * length
    return (HEADER + f'let words = ["{word}a", "{word}b", "{word}c"]\n\n'
            + view("ContentView", "ForEach(words, id: \\.self) { a in ForEach(words, id: \\.self) { b in Text(a + b) } }"))


# Deep chains ---------------------------------------------------------------------------------

def subscript_chain(n):
    return HEADER + view("ContentView", 'Text("x")' + "[0]" * n)


def member_chain(n):
    return HEADER + view("ContentView", 'Text("x")' + ".padding()" * n)


def call_chain(n):
    return HEADER + view("ContentView", 'Text("x")' + "()" * n)


def paren_nesting(n):
    return HEADER + view("ContentView", "Text(" * n + '"x"' + ")" * n)


def operator_chain(n):
    return HEADER + "let x = " + " + ".join(["1"] * n) + "\n\n" + view("ContentView", 'Text("\\(x)")')


def interpolation_nesting(n):
    s = '"x"'
    for _ in range(n):
        s = '"\\(' + s + ')"'
    return HEADER + view("ContentView", f"Text({s})")


def unterminated_nesting(n):
    """Opened and never closed: the parser must stop, not recurse to the end."""
    return HEADER + "struct ContentView: View { var body: some View { " + "VStack { " * n


# Strings and names ---------------------------------------------------------------------------

def huge_string(length):
    return HEADER + view("ContentView", 'Text("' + "word " * (length // 5) + '")')


def misspelled_long_name(length):
    """An unknown name: did-you-mean must not build an edit-distance matrix of its length."""
    return HEADER + view("ContentView", "Tex" + "t" * length + '("x")')


def escaped_control_characters():
    """Control characters that reach values through escapes: every output must show them
    escaped (no raw ESC, one view per line)."""
    crazy = '"a\\r\\nb\\n\\u{1B}[2J\\u{1B}]0;title\\u{7}\\u{9B}31m\\u{0}\\u{7F}\\u{2028}\\u{202E}z"'
    return (HEADER + f"let id = {crazy}\n\n"
            + view("ContentView", f'VStack {{ Text({crazy}).id(id); ForEach([id, "b"], id: \\.self) {{ s in Text(s) }} }}'))


def raw_control_characters():
    """Raw control bytes in literals (swiftc rejects them), in comments and between tokens."""
    raw = bytes(range(0, 32)) + b"\x7f"
    return (HEADER.encode() + b'// comment \x1b[2J\x07\n'
            + b'let a = "' + raw.replace(b"\n", b"").replace(b"\r", b"") + b'"\n'
            + b"let b = 1 \x1b\x00+ 2\n\n" + view("ContentView", 'Text("x")').encode())


# Source text ---------------------------------------------------------------------------------

def line_endings(separator):
    text = HEADER + view("ContentView", 'VStack { // c\n            Text("""\n                one\n                two\n                """)\n            Text(x)\n        }')
    return text.replace("\n", separator)


def unicode_spaces():
    return (HEADER + "struct ContentView: View {\n    var body: some View {\n        VStack {\n"
            + '            Text("a")\n\u00a0           Text("b")\n\u2003           Text("c")\n'
            + '            Text("d")\u3000.padding()\n        }\n    }\n}\n')


def invalid_utf8():
    return HEADER.encode() + b'let s = "\xff\xfe\xc3"\n' + view("ContentView", 'Text("x")').encode()


def nul_bytes(n):
    return b"\x00" * n


def many_errors(n):
    return HEADER + "".join(f"let x{k} = ¿\n" for k in range(n))


def random_bytes(n, seed):
    import random
    rng = random.Random(seed)
    return bytes(rng.randrange(256) for _ in range(n))


# The corpus ----------------------------------------------------------------------------------

def corpus():
    """The fixed small set: each class at a size that shows the problem (most are far past a
    limit or exponential) yet is a few KB, so every mode of every input runs in seconds."""
    return {
        "doubling-views-30": doubling_views(30),
        "doubling-types-30": doubling_types(30),
        "doubling-strings-40": doubling_strings(40),
        "nested-flexible-frames-30": nested_flexible_frames(30),
        "nested-stacks-24": nested_stacks(24),
        "wide-stack-20000": wide_stack(20000),
        "many-previews-1000x600": many_previews(1000, 600),
        "nested-foreach-long-strings": nested_foreach_over_long_strings(20_000),
        "subscript-chain-100000": subscript_chain(100_000),
        "member-chain-10000": member_chain(10_000),
        "call-chain-20000": call_chain(20_000),
        "paren-nesting-20000": paren_nesting(20_000),
        "operator-chain-20000": operator_chain(20_000),
        "interpolation-nesting-2000": interpolation_nesting(2000),
        "unterminated-nesting-10000": unterminated_nesting(10_000),
        "huge-string-50k": huge_string(50_000),
        "misspelled-name-20000": misspelled_long_name(20_000),
        "escaped-control-characters": escaped_control_characters(),
        "raw-control-characters": raw_control_characters(),
        "line-endings-cr": line_endings("\r"),
        "line-endings-crlf": line_endings("\r\n"),
        "unicode-spaces": unicode_spaces(),
        "invalid-utf8": invalid_utf8(),
        "nul-bytes": nul_bytes(10_000),
        "many-errors-2000": many_errors(2000),
        "random-bytes": random_bytes(4096, 16),
        "runaway-recursion-40": runaway_recursion(40),
        "doubling-properties-40": doubling_properties(40),
        "nested-map-10000": nested_map(10_000),
        "runaway-app-40.swift": runaway_app(40),
        "string-repeating-huge": string_repeating(1 << 40),
    }


def random_attack(rng):
    """One attack of a random class and size, for the generator's hostile share."""
    choices = [
        lambda: doubling_views(rng.randint(10, 40)),
        lambda: doubling_types(rng.randint(10, 40)),
        lambda: doubling_strings(rng.randint(10, 45)),
        lambda: nested_flexible_frames(rng.randint(5, 40)),
        lambda: nested_stacks(rng.randint(5, 40)),
        lambda: wide_stack(rng.choice([100, 5000, 50_000])),
        lambda: many_previews(rng.randint(1, 3000), rng.randint(1, 500)),
        lambda: nested_foreach_over_long_strings(rng.choice([10, 1000, 50_000])),
        lambda: subscript_chain(rng.choice([10, 600, 100_000])),
        lambda: member_chain(rng.choice([10, 600, 100_000])),
        lambda: call_chain(rng.choice([10, 600, 100_000])),
        lambda: paren_nesting(rng.choice([10, 600, 100_000])),
        lambda: operator_chain(rng.choice([10, 600, 100_000])),
        lambda: interpolation_nesting(rng.choice([3, 100, 3000])),
        lambda: unterminated_nesting(rng.choice([10, 100_000])),
        lambda: huge_string(rng.choice([1000, 100_000, 2_000_000])),
        lambda: misspelled_long_name(rng.choice([5, 200, 20_000, 100_000])),
        lambda: escaped_control_characters(),
        lambda: raw_control_characters(),
        lambda: line_endings(rng.choice(["\r", "\r\n", "\n\r"])),
        lambda: unicode_spaces(),
        lambda: invalid_utf8(),
        lambda: nul_bytes(rng.choice([1, 1000, 1_000_000])),
        lambda: many_errors(rng.choice([10, 10_000])),
        lambda: random_bytes(rng.choice([16, 4096]), rng.randrange(1 << 30)),
        lambda: runaway_recursion(rng.randint(5, 60)),
        lambda: doubling_properties(rng.randint(5, 60)),
        lambda: nested_map(rng.choice([10, 1000, 100_000])),
        lambda: string_repeating(rng.choice([3, 1 << 20, 1 << 62])),
    ]
    return rng.choice(choices)()


def as_bytes(spec):
    return spec if isinstance(spec, bytes) else spec.encode("utf-8")


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True, help="folder to (re)write the fixed corpus into")
    args = parser.parse_args()
    os.makedirs(args.corpus, exist_ok=True)
    for old in os.listdir(args.corpus):
        if old.endswith(".ui") or old.endswith(".swift"):
            os.remove(os.path.join(args.corpus, old))
    for name, spec in corpus().items():
        # A name without an extension is a strict spec; `.swift` is tolerant app code.
        with open(os.path.join(args.corpus, name if name.endswith(".swift") else name + ".ui"), "wb") as f:
            f.write(as_bytes(spec))


if __name__ == "__main__":
    main()
