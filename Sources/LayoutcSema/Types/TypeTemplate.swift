/// Parses the result-type templates of catalog entries (`ModifiedContent<Self, _PaddingLayout>`)
/// into types whose placeholders (`Self`, `$0`, `$id`) are later substituted.
public enum TypeTemplate {
  /// Parses one template. Callers that resolve many calls keep their own cache.
  public static func parse(_ text: String) -> SwiftType {
    var chars = Array(text.unicodeScalars)[...]
    return parseType(&chars)
  }

  private static func skipSpaces(_ s: inout ArraySlice<Unicode.Scalar>) {
    while let c = s.first, c == " " { s.removeFirst() }
  }

  private static func parseType(_ s: inout ArraySlice<Unicode.Scalar>) -> SwiftType {
    skipSpaces(&s)
    if s.first == "(" {
      s.removeFirst()
      var elements: [SwiftType] = []
      var labels: [String?] = []
      while let c = s.first, c != ")" {
        // A label is a name followed by ':'.
        let save = s
        var name = ""
        while let c = s.first, c.properties.isAlphabetic || c == "_" || ("0"..."9").contains(c) { name.unicodeScalars.append(c); s.removeFirst() }
        skipSpaces(&s)
        if s.first == ":" { s.removeFirst(); labels.append(name) } else { s = save; labels.append(nil) }
        elements.append(parseType(&s))
        skipSpaces(&s)
        if s.first == "," { s.removeFirst() }
      }
      if !s.isEmpty { s.removeFirst() }
      return .tuple(elements, labels: labels)
    }
    var name = ""
    while let c = s.first, c != "<", c != ">", c != ",", c != ")", c != " " {
      name.unicodeScalars.append(c)
      s.removeFirst()
    }
    var args: [SwiftType] = []
    if s.first == "<" {
      s.removeFirst()
      while let c = s.first, c != ">" {
        args.append(parseType(&s))
        skipSpaces(&s)
        if s.first == "," { s.removeFirst() }
      }
      if !s.isEmpty { s.removeFirst() }
    }
    return .nominal(name, args)
  }
}
