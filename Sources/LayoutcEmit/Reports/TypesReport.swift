import LayoutcSema
import LayoutcSource

/// `layoutc spec.ui` (the default mode): the inferred type of each view member.
public enum TypesReport {
  /// `View.member: Type`, one line each in declaration order; with `pretty`, the type's
  /// generic tree indented beneath its member.
  public static func text(_ members: [MemberType], pretty: Bool) -> String {
    var out = ""
    for m in members where !m.type.containsError {
      if pretty {
        out += PrintableText.escaped("\(m.view).\(m.member):") + "\n"
        for line in TypePrinter.pretty(m.type, indent: 1).split(separator: "\n", omittingEmptySubsequences: false) {
          out += PrintableText.escaped(String(line)) + "\n"
        }
      } else {
        out += PrintableText.escaped("\(m.view).\(m.member): \(TypePrinter.print(m.type))") + "\n"
      }
    }
    return out
  }

  /// A JSON array of `{"view", "member", "type", "file", "line"}`.
  public static func json(_ members: [MemberType], pretty: Bool, compact: Bool = false) -> String {
    let items: [JSONValue] = members.filter { !$0.type.containsError }.map { m in
      [
        "view": .string(m.view), "member": .string(m.member), "type": .string(TypePrinter.print(m.type)),
        "file": .string(m.file), "line": .integer(m.range.start.line),
      ]
    }
    return JSONWriter(pretty: !compact).string(.array(items)) + "\n"
  }
}
