import LayoutcSource

/// Inline suppressions, in comments of the linted file:
/// `// layoutc:disable:next RULE`, `// layoutc:disable:this RULE`, and
/// `// layoutc:disable RULE` … `// layoutc:enable RULE` (RULE may be `all`).
/// A suppression that silences nothing is reported, so stale ones do not pile up.
struct Suppressions {
  struct Directive {
    var rule: String
    var lines: ClosedRange<Int>
    var line: Int
    var column: Int
    var used = false
  }

  var directives: [Directive] = []
  let file: SourceFile

  init(_ file: SourceFile) {
    self.file = file
    var open: [String: (Int, Int)] = [:]
    let lineCount = file.lineStarts.count
    for n in Self.linesMentioningDirectives(file) {
      let text = file.lineText(n)
      guard let r = text.firstRange(of: "// layoutc:") else { continue }
      let column = text.utf8.distance(from: text.startIndex, to: r.lowerBound) + 1
      let words = text[r.upperBound...].split(separator: " ").map(String.init)
      guard let command = words.first, let rule = words.dropFirst().first else { continue }
      switch command {
      case "disable:next": directives.append(Directive(rule: rule, lines: (n + 1)...(n + 1), line: n, column: column))
      case "disable:this": directives.append(Directive(rule: rule, lines: n...n, line: n, column: column))
      // A second `disable` inside an open region changes nothing: the region still starts at
      // the first, so the findings between the two stay suppressed.
      case "disable": if open[rule] == nil { open[rule] = (n, column) }
      case "enable":
        if let (start, col) = open.removeValue(forKey: rule) {
          directives.append(Directive(rule: rule, lines: start...n, line: start, column: col))
        }
      default: break
      }
    }
    for (rule, (start, col)) in open.sorted(by: { $0.key < $1.key }) {
      directives.append(Directive(rule: rule, lines: start...lineCount, line: start, column: col))
    }
  }

  /// The lines whose bytes hold `// layoutc:`, in order: the only lines a directive can be on
  /// (a match among a line's characters is a match among its bytes). Decoding every line of a
  /// module to search it as characters is a fifth of `--lint` on a 1,200-file app.
  static func linesMentioningDirectives(_ file: SourceFile) -> [Int] {
    var lines: [Int] = []
    file.bytes.withUnsafeBufferPointer { b in
      var next = 0
      while let offset = directiveMarker.firstOffset(in: b, from: next) {
        let line = file.location(at: offset).line
        if lines.last != line { lines.append(line) }
        next = offset + 1
      }
    }
    return lines
  }

  private static let directiveMarker = ByteSearch("// layoutc:")

  /// True (and the directive marked used) when a finding of `rule` on `line` is suppressed.
  mutating func suppresses(_ rule: String, line: Int) -> Bool {
    guard let i = directives.firstIndex(where: { ($0.rule == rule || $0.rule == "all") && $0.lines.contains(line) }) else {
      return false
    }
    directives[i].used = true
    return true
  }

  /// Warnings for directives that silenced nothing.
  var unused: [Diagnostic] {
    directives.filter { !$0.used }.map { d in
      let loc = SourceLocation(offset: file.lineStarts[d.line - 1] + d.column - 1, line: d.line, column: d.column)
      return Diagnostic(
        id: "lint.superfluous-disable", severity: .warning,
        message: "'layoutc:disable' for '\(d.rule)' suppresses nothing; remove it", file: file.path, range: SourceRange(at: loc))
    }
  }
}
