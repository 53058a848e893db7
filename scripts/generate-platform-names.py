#!/usr/bin/env python3
"""Generates Sources/LayoutcCatalog/Platform/PlatformNames.generated.swift: every public name
an app can take from the platform (the Swift standard library, Foundation, SwiftUI, Combine,
Observation, SwiftData, Charts and the UIKit/AppKit basics), with its kind, its module and a
short signature, read from the SDKs' own public interfaces.

Inputs (paths on the command line, any number of each):
  --symbolgraph FILE.symbols.json   a symbol graph from `swift-symbolgraph-extract`
  --interface FILE.swiftinterface   a module interface from an SDK
  --objc-headers MODULE DIR         Objective-C headers: class, protocol and enum names only
  --source TEXT                     a line for the generated file's header (where inputs came from)
  --output FILE

Python 3 standard library only. The output is one sorted table, a line per name:

  key <TAB> kind <TAB> module <TAB> signatures

`key` is a top-level name (`Set`, `withAnimation`), sorted bytewise; the members of a type
follow it on lines that begin with a space, named without their owner (` glassEffect` after
`View`, ` dismiss` after `EnvironmentValues`, ` TruncationMode.head` after `Text`); `kind` is a
one-letter code (see KINDS); `module` an index into the module list (a member's is empty when it
is its owner's); `signatures` the distinct short signatures joined by
`;`: `(_:in:)->some View` for a function, the type for a property, `<Element>` for a type.
"""

import json
import re
import sys

# One letter per kind; PlatformNames.swift spells them out.
KINDS = {
    "struct": "s", "class": "c", "enum": "e", "protocol": "p", "actor": "a", "typealias": "t",
    "view": "V", "func": "f", "var": "v", "case": "k", "init": "i", "modifier": "M",
    "environment": "K", "macro": "m", "associatedtype": "t",
}
MODULES = ["Swift", "Foundation", "SwiftUI", "Combine", "Observation", "SwiftData", "Charts",
           "CoreGraphics", "CoreTransferable", "UIKit", "AppKit", "PhotosUI", "MapKit", "AVKit",
           "Dispatch", "os", "DeveloperToolsSupport", "WidgetKit", "StoreKit"]
# Implementation modules, named by the module an app imports.
MODULE_ALIASES = {
    "_Concurrency": "Swift", "_StringProcessing": "Swift", "FoundationEssentials": "Foundation",
    "FoundationInternationalization": "Foundation", "SwiftUICore": "SwiftUI",
    "_PhotosUI_SwiftUI": "PhotosUI", "_MapKit_SwiftUI": "MapKit", "_SwiftData_SwiftUI": "SwiftData",
    "_AVKit_SwiftUI": "AVKit", "_StoreKit_SwiftUI": "StoreKit",
}
# Prefixes the interfaces qualify names with, dropped from signatures (`SwiftUICore.View`).
QUALIFIERS = re.compile(r"\b(?:Swift|SwiftUI|SwiftUICore|Foundation|FoundationEssentials|"
                        r"FoundationInternationalization|Combine|Observation|SwiftData|Charts|"
                        r"CoreGraphics|CoreTransferable|UIKit|AppKit|CoreFoundation|_Concurrency|"
                        r"_StringProcessing|ObjectiveC|Darwin|PhotosUI|_PhotosUI_SwiftUI|MapKit|"
                        r"_MapKit_SwiftUI|_SwiftData_SwiftUI|AVKit|_AVKit_SwiftUI|CoreData|"
                        r"DeveloperToolsSupport|Symbols|os|Dispatch|UniformTypeIdentifiers|"
                        r"Spatial|CoreLocation|Photos|AVFoundation|WidgetKit|StoreKit|_StoreKit_SwiftUI)\.")
# Types whose members are a view's modifiers.
MODIFIER_OWNERS = {"View", "Text", "Image", "Shape", "InsettableShape", "Scene", "DynamicViewContent",
                   "ToolbarContent", "ChartContent", "TabContent", "Gesture"}

table = {}      # key -> [kind, module, [signatures]]
view_types = set()
extension_conformances = []  # (type, protocols): applied once every type is read
# Owners whose members no layout reads (attribute scopes, predicate trees, error codes): their
# type is kept, their members left out to keep the table small.
MEMBERLESS = {"AttributeScopes", "PredicateExpressions", "POSIXError", "POSIXErrorCode", "CocoaError",
              "UIAccessibility", "Unicode", "NSString", "NSObject", "NSNumber", "CFString"}
# At most this many distinct signatures a name (overloads beyond them add no new kind).
MAX_SIGNATURES = 4


def module_index(name):
    name = MODULE_ALIASES.get(name, name)
    return MODULES.index(name) if name in MODULES else None


def clean(text):
    text = QUALIFIERS.sub("", text)
    return re.sub(r"\s+", " ", text).strip()


def add(key, kind, module, signature=""):
    m = module_index(module)
    if m is None or not key or key.startswith("_") or "._" in key or "\t" in key:
        return
    parts = key.split(".")
    if len(parts) > 3 or (len(parts) > 1 and parts[0] in MEMBERLESS):
        return
    signature = clean(signature).replace("\t", " ").replace(";", ",")
    entry = table.get(key)
    if entry is None:
        table[key] = [kind, m, [signature] if signature else []]
        return
    # A type wins over its members' spellings; a modifier over a plain function.
    rank = "VsceapKMtfvkim"
    if rank.find(kind) >= 0 and rank.find(kind) < rank.find(entry[0]):
        entry[0] = kind
    if signature and signature not in entry[2] and len(entry[2]) < MAX_SIGNATURES:
        entry[2].append(signature)


# ---- declarations, as an interface or a symbol graph spells them -------------------------

def split_top(text, sep=","):
    """Splits at `sep` outside brackets, parentheses and angle brackets."""
    parts, depth, cur = [], 0, []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            if not (ch == ">" and i > 0 and text[i - 1] == "-"):
                depth -= 1
        if ch == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(ch)
        i += 1
    parts.append("".join(cur))
    return parts


def balanced_end(text, start):
    """The index just past the bracket group opening at `start`."""
    pairs = {"(": ")", "<": ">", "[": "]", "{": "}"}
    stack = [pairs[text[start]]]
    i = start + 1
    while i < len(text) and stack:
        ch = text[i]
        if ch in pairs and not (ch == "<" and stack[-1] == ")" and False):
            stack.append(pairs[ch])
        elif ch == stack[-1]:
            if not (ch == ">" and text[i - 1] == "-"):
                stack.pop()
        i += 1
    return i


def labels_of(params):
    labels = []
    for p in split_top(params):
        p = p.strip()
        if not p:
            continue
        head = p.split(":", 1)[0].strip()
        head = re.sub(r"^(@[\w.]+(\([^)]*\))?\s+)+", "", head)
        words = head.split()
        if not words:
            continue
        labels.append(words[0])
    return "".join(l + ":" for l in labels)


def result_of(rest):
    m = re.search(r"->\s*", rest)
    if not m:
        return ""
    r = rest[m.end():]
    r = re.split(r"\s+where\s+|\s*\{", r)[0]
    return r.strip()


ATTRIBUTE = re.compile(r"^@[\w.]+")
MODIFIERS = {"public", "open", "nonisolated", "final", "static", "class", "mutating", "override",
             "convenience", "required", "dynamic", "indirect", "nonmutating", "optional",
             "prefix", "postfix", "infix", "__consuming", "consuming", "borrowing", "lazy",
             "package", "unowned", "weak", "isolated", "distributed", "__owned", "@objc"}


def strip_attributes(line):
    """Drops leading attributes and modifiers; says whether `static`/`class` was among them."""
    is_static = False
    while True:
        line = line.lstrip()
        m = ATTRIBUTE.match(line)
        if m:
            end = m.end()
            if end < len(line) and line[end] == "(":
                end = balanced_end(line, end)
            line = line[end:]
            continue
        word = re.match(r"^(\w+)(\(\w+\))?\s", line)
        if word and word.group(1) in MODIFIERS:
            if word.group(1) in ("static", "class") and not re.match(r"^class\s+\w+\s*[:<{]|^class\s+\w+\s*$", line):
                is_static = True
            elif word.group(1) == "class":
                return line, is_static
            line = line[word.end():]
            continue
        return line, is_static


def parse_member(decl, owner, module, is_static, owner_kind):
    """Records a function, initializer, property or case declared on one line."""
    m = re.match(r"^func\s+([^\s(<]+)\s*", decl)
    if m:
        name = m.group(1)
        if not re.match(r"^\w+$", name):
            return  # operators
        rest = decl[m.end():]
        if rest.startswith("<"):
            rest = rest[balanced_end(rest, 0):]
        rest = rest.lstrip()
        if not rest.startswith("("):
            return
        end = balanced_end(rest, 0)
        labels = labels_of(rest[1:end - 1])
        result = result_of(rest[end:])
        kind = "f"
        if owner in MODIFIER_OWNERS and not is_static and ("some View" in clean(result) or "ModifiedContent" in result
                                                          or clean(result) in ("Text", "Image", "Self", "some Shape", "some InsettableShape", "some Scene")
                                                          or re.match(r"^some (DynamicViewContent|ToolbarContent|ChartContent|TabContent|Gesture)\b", clean(result))):
            kind = "M"
        key = f"{owner}.{name}" if owner else name
        add(key, kind, module, f"({labels})" + (f"->{result}" if result else "") if not is_static else f"static ({labels})" + (f"->{result}" if result else ""))
        return
    m = re.match(r"^init[?!]?\s*(<[^(]*>)?\s*\(", decl)
    if m and owner:
        start = decl.index("(", m.start())
        end = balanced_end(decl, start)
        add(f"{owner}.init", "i", module, f"({labels_of(decl[start + 1:end - 1])})")
        return
    m = re.match(r"^(?:var|let)\s+(\w+)\s*:\s*(.*)$", decl)
    if m:
        name, rest = m.group(1), m.group(2)
        t = re.split(r"\s*\{|\s*=\s", rest)[0].strip()
        kind = "K" if owner == "EnvironmentValues" and not is_static else "v"
        key = f"{owner}.{name}" if owner else name
        add(key, kind, module, ("static " if is_static else "") + t)
        return
    m = re.match(r"^case\s+(.*)$", decl)
    if m and owner_kind == "e":
        for c in split_top(m.group(1)):
            c = c.strip()
            cm = re.match(r"^(\w+)\s*(\(.*\))?", c)
            if cm:
                sig = f"({labels_of(cm.group(2)[1:-1])})" if cm.group(2) else ""
                add(f"{owner}.{cm.group(1)}", "k", module, sig)
        return
    m = re.match(r"^macro\s+(\w+)", decl)
    if m and not owner:
        add(m.group(1), "m", module)


TYPE_DECL = re.compile(r"^(struct|class|enum|protocol|actor|typealias|associatedtype)\s+(\w+)\s*(<[^>]*(?:<[^>]*>[^>]*)*>)?\s*(.*)$")


def record_type(kind, owner, name, generics, rest, module):
    key = f"{owner}.{name}" if owner else name
    conformances = ""
    if kind != "typealias":
        c = re.match(r"^:\s*([^{]*?)(?:\s+where\s+.*)?\s*\{?\s*$", rest)
        if c:
            conformances = clean(c.group(1))
    if kind == "typealias":
        t = re.match(r"^=\s*(.*?)\s*$", rest)
        # An opaque result's alias (`Body = @_opaqueReturnTypeOf("$s…", 0) __`) names no type.
        aliased = t.group(1) if t and "@_opaqueReturnTypeOf" not in t.group(1) else None
        sig = (generics or "") + ("=" + clean(aliased) if aliased else "")
    else:
        sig = generics or ""
    code = KINDS[kind]
    protocols = {p.strip() for p in split_top(conformances)} if conformances else set()
    if kind in ("struct", "class", "enum") and protocols & {"View", "Shape", "InsettableShape"}:
        code = "V"
        view_types.add(key)
    add(key, code, module, sig)
    return key, code


def parse_interface(path):
    module = re.search(r"([\w]+)\.swiftinterface$", path).group(1)
    m = re.search(r"-module-name (\w+)", open(path, encoding="utf-8", errors="replace").read(4096))
    if m:
        module = m.group(1)
    stack = []  # (owner or None, kind code)
    pending = ""
    for raw in open(path, encoding="utf-8", errors="replace"):
        line = raw.strip()
        if not line or line.startswith("//") or line.startswith("#"):
            continue
        code_only = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
        opens, closes = code_only.count("{"), code_only.count("}")
        in_body = stack and stack[-1][0] is None
        if not in_body:
            if pending:
                line = pending + " " + line
                code_only = re.sub(r'"(?:\\.|[^"\\])*"', '""', line)
                opens, closes = code_only.count("{"), code_only.count("}")
                pending = ""
            decl, is_static = strip_attributes(line)
            # An attribute alone on its line belongs to the next one.
            if not decl.strip():
                continue
            if decl.startswith("}"):
                pass
            else:
                owner = stack[-1][0] if stack else ""
                owner_kind = stack[-1][1] if stack else ""
                t = TYPE_DECL.match(decl)
                e = re.match(r"^extension\s+([\w.]+)(?:<[^{]*>)?\s*(?::\s*([^{]*?))?(?:\s+where\s+[^{]*)?\s*\{", decl)
                if e:
                    target = clean(e.group(1))
                    conforms = clean(e.group(2) or "")
                    if re.search(r"\b(View|Shape|InsettableShape)\b", conforms):
                        extension_conformances.append(target)
                    # `extension ShapeStyle where Self == TintShapeStyle`: members of ShapeStyle.
                    kind_of_target = table.get(target, ["", 0])[0]
                    stack.append((target, kind_of_target))
                    opens -= 1
                elif t:
                    kind, name, generics, rest = t.groups()
                    if kind in ("typealias", "associatedtype"):
                        if owner_kind != "p" or kind == "typealias":
                            record_type("typealias", owner, name, generics, rest, module)
                    else:
                        key, code = record_type(kind, owner, name, generics, rest, module)
                        if "{" in code_only:
                            stack.append((key, code))
                            opens -= 1
                elif owner is not None:
                    parse_member(decl, owner, module, is_static, owner_kind)
        # Whatever opens beyond a type's own brace is a body (or accessors) to skip.
        net = opens - closes
        while net > 0:
            stack.append((None, ""))
            net -= 1
        while net < 0 and stack:
            stack.pop()
            net += 1


# ---- symbol graphs --------------------------------------------------------------------------

SG_KINDS = {
    "swift.struct": "struct", "swift.class": "class", "swift.enum": "enum", "swift.protocol": "protocol",
    "swift.actor": "actor", "swift.typealias": "typealias",
}


def text_of(fragments):
    return "".join(f["spelling"] for f in fragments or [])


def parse_symbolgraph(path):
    graph = json.load(open(path, encoding="utf-8"))
    module = graph["module"]["name"]
    # `Foundation@Swift.symbols.json` holds Foundation's extensions of Swift's types.
    m = re.search(r"([\w]+)@([\w]+)\.symbols\.json$", path)
    if m:
        module = m.group(1)
    conforms = {}
    for r in graph["relationships"]:
        if r["kind"] == "conformsTo":
            conforms.setdefault(r["source"], set()).add(r.get("targetFallback", r["target"]).split(".")[-1])
    for s in graph["symbols"]:
        if s.get("accessLevel") not in ("public", "open"):
            continue
        kind = s["kind"]["identifier"]
        path_components = s["pathComponents"]
        if any(p.startswith("_") for p in path_components):
            continue
        owner = ".".join(path_components[:-1])
        last = path_components[-1]
        declaration = text_of(s.get("declarationFragments"))
        if kind in SG_KINDS:
            k = SG_KINDS[kind]
            generics = ""
            params = (s.get("swiftGenerics") or {}).get("parameters") or []
            own = [p["name"] for p in params if p.get("depth", 0) == len(path_components) - 1]
            if own and k != "typealias":
                generics = "<" + ", ".join(own) + ">"
            key = ".".join(path_components)
            if k == "typealias":
                t = re.search(r"=\s*(.*)$", declaration)
                add(key, "t", module, "=" + t.group(1) if t else "")
            else:
                code = KINDS[k]
                if conforms.get(s["identifier"]["precise"], set()) & {"View", "Shape"} and k in ("struct", "class", "enum"):
                    code = "V"
                add(key, code, module, generics)
        elif kind in ("swift.func", "swift.method", "swift.type.method"):
            name = last.split("(")[0]
            if not re.match(r"^\w+$", name):
                continue
            labels = last[len(name) + 1:-1] if "(" in last else ""
            result = text_of((s.get("functionSignature") or {}).get("returns"))
            key = f"{owner}.{name}" if owner else name
            prefix = "static " if kind == "swift.type.method" else ""
            add(key, "f", module, f"{prefix}({labels})" + (f"->{result}" if result and result != "()" else ""))
        elif kind == "swift.init" and owner:
            labels = last[5:-1] if last.startswith("init(") else ""
            add(f"{owner}.init", "i", module, f"({labels})")
        elif kind in ("swift.property", "swift.type.property", "swift.var"):
            t = re.match(r"^.*?\b(?:var|let)\s+\w+\s*:\s*(.*?)(?:\s*\{.*)?$", declaration)
            key = f"{owner}.{last}" if owner else last
            prefix = "static " if kind == "swift.type.property" else ""
            add(key, "v", module, prefix + (t.group(1) if t else ""))
        elif kind == "swift.enum.case":
            name = last.split("(")[0]
            labels = last[len(name) + 1:-1] if "(" in last else None
            add(f"{owner}.{name}", "k", module, f"({labels})" if labels else "")
        elif kind == "swift.macro":
            add(last.split("(")[0], "m", module)


# ---- Objective-C headers: the names only ------------------------------------------------------

def parse_objc_headers(module, directory):
    import os
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".h"):
            continue
        text = open(os.path.join(directory, name), encoding="utf-8", errors="replace").read()
        for m in re.finditer(r"^@interface\s+(\w+)\s*(?::\s*\w+)?", text, re.M):
            if "(" not in text[m.end():m.end() + 2]:
                add(m.group(1), "c", module)
        for m in re.finditer(r"^@protocol\s+(\w+)\s*[<\n]", text, re.M):
            add(m.group(1), "p", module)
        for m in re.finditer(r"typedef\s+NS_(?:ENUM|OPTIONS|CLOSED_ENUM)\s*\(\s*\w+\s*,\s*(\w+)\s*\)", text):
            add(m.group(1), "s" if "OPTIONS" in m.group(0) else "e", module)


# ---- output ---------------------------------------------------------------------------------

def main(argv):
    sources, output = [], None
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--symbolgraph":
            parse_symbolgraph(argv[i + 1]); i += 2
        elif a == "--interface":
            parse_interface(argv[i + 1]); i += 2
        elif a == "--objc-headers":
            parse_objc_headers(argv[i + 1], argv[i + 2]); i += 3
        elif a == "--source":
            sources.append(argv[i + 1]); i += 2
        elif a == "--output":
            output = argv[i + 1]; i += 2
        else:
            sys.exit(f"unknown argument {a}")
    for target in extension_conformances:
        if target in table and table[target][0] in "sce":
            table[target][0] = "V"
    # Members follow their owner, indented by a space, named without it; a member's module is
    # left empty when it is its owner's.
    owners = {}
    for key in table:
        head, _, rest = key.partition(".")
        owners.setdefault(head, [])
        if rest:
            owners[head].append(rest)
    lines = []
    for owner in sorted(owners, key=lambda k: k.encode()):
        kind, module, signatures = table.get(owner, ["t", 0, []])
        lines.append(f"{owner}\t{kind}\t{module}\t{';'.join(signatures)}")
        for member in sorted(owners[owner], key=lambda k: k.encode()):
            k, m, sigs = table[owner + "." + member]
            lines.append(f" {member}\t{k}\t{'' if m == module else m}\t{';'.join(sigs)}")
    body = "\n".join(lines) + "\n"
    assert '"""#' not in body
    header = "\n".join(f"// {s}" for s in sources)
    swift = f"""// Generated by scripts/generate-platform-names.py; do not edit. Regenerate as
// docs/catalog-sources.md ("Platform names") says. Read from:
{header}
// Each line: key, kind, module, signatures (PlatformNames.swift reads them).

extension PlatformNames {{
  /// The modules, by the index each line's third field holds.
  static let modules: [String] = {json.dumps(MODULES)}

  /// Every platform name, a line each: top-level names sorted bytewise, each followed by its
  /// members on lines that begin with a space. A StaticString: read in place, never copied.
  static let table: StaticString = #\"\"\"
{body}\"\"\"#
}}
"""
    open(output, "w", encoding="utf-8").write(swift)
    print(f"{len(lines)} names, {len(swift)} bytes", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
