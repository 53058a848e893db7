import LayoutcEval
import LayoutcSource

/// `--identities`: every view instance's identity, and the diff between two states.
public enum IdentitiesReport {
  /// One line per view instance: identity path, view name, `file:line:col`. Modifiers are
  /// part of their view's identity and listed after it with a leading dot.
  public static func text(_ roots: [InstanceRoot]) -> String {
    var lines: [String] = []
    for root in roots {
      if roots.count > 1 { lines.append(PrintableText.escaped("// \(root.name)")) }
      for i in root.instances {
        i.walk { inst, _ in
          let name = inst.kind == .modifier ? "." + inst.name : inst.name
          lines.append(PrintableText.escaped("\(inst.identity)  \(name)  \(inst.file):\(inst.range.start.line):\(inst.range.start.column)"))
        }
      }
    }
    return lines.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
  }

  public static func json(_ roots: [InstanceRoot], compact: Bool = false) -> String {
    let items: [JSONValue] = roots.map { root in
      var list: [JSONValue] = []
      for i in root.instances {
        i.walk { inst, _ in
          list.append([
            "identity": .string(inst.identity.description), "kind": .string(inst.kind.rawValue),
            "type": .string(inst.name), "explicit": .bool(inst.identity.isExplicit),
            "source": ["file": .string(inst.file), "line": .integer(inst.range.start.line), "column": .integer(inst.range.start.column)],
          ])
        }
      }
      return ["root": .string(root.name), "instances": .array(list)]
    }
    return JSONWriter(pretty: !compact).string(.array(items)) + "\n"
  }

  /// The diff between two states, grouped as a reader asks: what stays, what goes, what comes,
  /// whose state is lost.
  public static func diffText(_ diff: IdentityDiff, before: String, after: String) -> String {
    var out = PrintableText.escaped("identity diff: \(before) -> \(after)") + "\n"
    func section(_ title: String, _ entries: [IdentityDiff.Entry], _ note: String) {
      out += "\n\(title) (\(entries.count)): \(note)\n"
      for e in entries {
        let change = diff.changed[e.identity].map { "  changed: " + $0.joined(separator: ", ") } ?? ""
        out += PrintableText.escaped("  \(e.identity)  \(e.name)  \(e.file):\(e.line):\(e.column)\(change)") + "\n"
      }
    }
    section("kept", diff.kept, "same identity; updated in place, changes animate")
    section("removed", diff.removed, "identity ends; transition out")
    section("inserted", diff.inserted, "new identity; transition in")
    out += "\nstate reset (\(diff.stateReset.count)): @State storage discarded or started afresh\n"
    for (e, props) in diff.stateReset { out += PrintableText.escaped("  \(e.identity)  \(e.name)  @State \(props.joined(separator: ", "))") + "\n" }
    return out
  }

  public static func diffJSON(_ diff: IdentityDiff, before: String, after: String, compact: Bool = false) -> String {
    func list(_ entries: [IdentityDiff.Entry]) -> JSONValue {
      .array(entries.map { e in
        var item: JSONValue = ["identity": .string(e.identity.description), "type": .string(e.name),
          "source": ["file": .string(e.file), "line": .integer(e.line), "column": .integer(e.column)]]
        if let what = diff.changed[e.identity], case .object(var members) = item {
          members.append(JSONMember("changed", .array(what.map { .string($0) })))
          item = .object(members)
        }
        return item
      })
    }
    let value: JSONValue = [
      "before": .string(before), "after": .string(after), "kept": list(diff.kept), "removed": list(diff.removed),
      "inserted": list(diff.inserted),
      "stateReset": .array(diff.stateReset.map { ["identity": .string($0.entry.identity.description), "properties": .array($0.properties.map { .string($0) })] }),
    ]
    return JSONWriter(pretty: !compact).string(value) + "\n"
  }
}
