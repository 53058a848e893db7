/// Prints types the way Swift's runtime does with `_typeName(type(of: x), qualified: false)`:
/// no module prefixes, no sugar (`Optional<Text>`, `Array<Pet>`), tuples in parentheses.
public enum TypePrinter {
  public static func print(_ type: SwiftType) -> String {
    var out = ""
    write(type, into: &out)
    return out
  }

  static func write(_ type: SwiftType, into out: inout String) {
    switch type {
    case .nominal(let name, let args), .assumed(let name, let args):
      out += displayName(name)
      guard !args.isEmpty else { return }
      out += "<"
      for (i, a) in args.enumerated() {
        if i > 0 { out += ", " }
        write(a, into: &out)
      }
      out += ">"
    case .tuple(let elements, let labels):
      out += "("
      for (i, e) in elements.enumerated() {
        if i > 0 { out += ", " }
        if i < labels.count, let l = labels[i] { out += l + ": " }
        write(e, into: &out)
      }
      out += ")"
    case .parameter(let name): out += name
    case .function(let result):
      out += "() -> "
      if let result { write(result, into: &out) } else { out += "()" }
    case .error: out += "<<error type>>"
    }
  }

  /// A type's printed name: `runtimeName`, or an assumption's placeholder as it is.
  static func displayName(_ name: String) -> String {
    Assumptions.isPlaceholder(name) ? name : runtimeName(name)
  }

  /// A nested type prints as its last name (`Outer.Inner` as `Inner`, `Namespace.ID` as
  /// `ID`), its metatype with `.Type` (swiftc 6.3: `_typeName(Outer.Inner.Type.self,
  /// qualified: false)` is `Inner.Type`).
  public static func runtimeName(_ name: String) -> String {
    guard let dot = name.lastIndex(of: ".") else { return name }
    let last = name[name.index(after: dot)...]
    if last == "Type" { return runtimeName(String(name[..<dot])) + ".Type" }
    return String(last)
  }

  /// The generic tree over several lines, two spaces a level (`--pretty`).
  public static func pretty(_ type: SwiftType, indent: Int = 0) -> String {
    let pad = String(repeating: "  ", count: indent)
    switch type {
    case .nominal(let name, let args) where !args.isEmpty, .assumed(let name, let args) where !args.isEmpty:
      let inner = args.map { pretty($0, indent: indent + 1) }.joined(separator: ",\n")
      return "\(pad)\(displayName(name))<\n\(inner)\n\(pad)>"
    case .tuple(let elements, let labels) where !elements.isEmpty:
      let inner = elements.enumerated().map { i, e -> String in
        let p = pretty(e, indent: indent + 1)
        guard i < labels.count, let l = labels[i] else { return p }
        let trimmed = p.drop { $0 == " " }
        return String(repeating: "  ", count: indent + 1) + l + ": " + trimmed
      }.joined(separator: ",\n")
      return "\(pad)(\n\(inner)\n\(pad))"
    default:
      return pad + print(type)
    }
  }
}
