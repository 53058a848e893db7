import Foundation

/// A spec rewritten as Swift that can share one file with many other specs.
///
/// Each spec's declarations go into their own `enum <namespace> { ... }`, so two specs may both
/// declare `ContentView`: `_typeName(qualified: false)` prints nested types bare, so the
/// namespace never shows in a printed type. What cannot be nested moves out:
/// - `extension VerticalAlignment { ... }` (extensions live at file scope) is hoisted, and the
///   members it adds get a per-spec suffix so that two specs' `midStarAndTitle` do not clash
///   (alignment names never appear in a type, so the rename is invisible in the output);
///   an extension of the spec's own type is hoisted as `extension <namespace>.Type`.
/// - top-level `let`/`var`/`func` become `static` members of the namespace, which nested
///   types still find by unqualified lookup.
/// - `import SwiftUI`, `#Preview { ... }` and `#asset(...)` become nothing: they are layoutc's
///   layout inputs, not declarations whose types are printed.
/// `private`/`fileprivate` become `internal` so that the program's `main` may read members.
struct SpecTranslation {
  let namespace: String
  /// The declarations that go inside `enum <namespace> { ... }`.
  var namespacedDeclarations: [String] = []
  /// Extensions, already rewritten for file scope.
  var fileScopeDeclarations: [String] = []
  /// Generic parameters of each top-level type, with the constraint text (`Content: View`).
  var genericParameters: [String: [(name: String, constraint: String)]] = [:]
  var topLevelTypes: Set<String> = []
  /// Names of every generic struct or enum, nested ones included (`struct Badge<Content: View>`).
  var genericTypeNames: Set<String> = []

  init(source: String, namespace: String) {
    self.namespace = namespace
    for keyword in ["struct ", "enum "] {
      var rest = Substring(source)
      while let r = rest.range(of: keyword) {
        rest = rest[r.upperBound...]
        let name = rest.prefix(while: { $0.isIdentifierBody })
        if !name.isEmpty, rest.dropFirst(name.count).hasPrefix("<") { genericTypeNames.insert(String(name)) }
      }
    }
    let items = SwiftSourceScanner(source).topLevelItems()
    topLevelTypes = Set(items.compactMap { Self.declaredTypeName($0) })
    var renames: [String: String] = [:]
    for item in items where Self.leadingKeyword(item) == "extension" {
      let extended = Self.word(after: "extension", in: item) ?? ""
      if !topLevelTypes.contains(extended) {
        for name in SwiftSourceScanner(item).memberDeclarationNames() { renames[name] = "\(name)_\(namespace)" }
      }
    }
    for item in items {
      let rewritten = SwiftSourceScanner(item).mapIdentifiers { word in
        if word == "private" || word == "fileprivate" { return "internal" }
        return renames[word] ?? word
      }
      switch Self.leadingKeyword(item) {
      case "import", "#Preview", "#asset": continue
      case "extension":
        let extended = Self.word(after: "extension", in: item) ?? ""
        if topLevelTypes.contains(extended), let r = rewritten.range(of: "extension \(extended)") {
          fileScopeDeclarations.append(rewritten.replacingCharacters(in: r, with: "extension \(namespace).\(extended)"))
        } else {
          fileScopeDeclarations.append(rewritten)
        }
      case "let", "var", "func":
        namespacedDeclarations.append("static " + rewritten)
      default:
        if let name = Self.declaredTypeName(item) { genericParameters[name] = Self.genericParameters(of: item, name: name) }
        namespacedDeclarations.append(rewritten)
      }
    }
  }

  /// The first word after attributes and access modifiers (`#Preview` keeps its `#`).
  static func leadingKeyword(_ item: String) -> String {
    var rest = Substring(item)
    while true {
      rest = rest.drop(while: { $0.isWhitespace })
      if rest.hasPrefix("@") {
        rest = rest.dropFirst().drop(while: { $0.isIdentifierBody })
        if rest.hasPrefix("(") { rest = rest.drop(while: { $0 != ")" }).dropFirst() }
        continue
      }
      let word = rest.prefix(while: { $0.isIdentifierBody || $0 == "#" })
      if ["private", "fileprivate", "public", "internal", "final"].contains(String(word)) {
        rest = rest.dropFirst(word.count)
        continue
      }
      return String(word)
    }
  }

  static func word(after keyword: String, in item: String) -> String? {
    guard let r = item.range(of: keyword + " ") else { return nil }
    let word = item[r.upperBound...].drop(while: { $0.isWhitespace }).prefix(while: { $0.isIdentifierBody || $0 == "." })
    return word.isEmpty ? nil : String(word)
  }

  static func declaredTypeName(_ item: String) -> String? {
    let keyword = leadingKeyword(item)
    guard ["struct", "enum", "class", "protocol", "typealias", "actor"].contains(keyword) else { return nil }
    return word(after: keyword, in: item)
  }

  /// `struct Card<Content: View, T>` → [(Content, View), (T, "")].
  static func genericParameters(of item: String, name: String) -> [(name: String, constraint: String)] {
    guard let r = item.range(of: name), item[r.upperBound...].hasPrefix("<") else { return [] }
    var depth = 0
    var clause = ""
    for ch in item[r.upperBound...] {
      if ch == "<" { depth += 1; if depth == 1 { continue } }
      if ch == ">" { depth -= 1; if depth == 0 { break } }
      clause.append(ch)
    }
    return clause.split(separator: ",").map { part in
      let pieces = part.split(separator: ":", maxSplits: 1)
      let name = pieces[0].trimmingCharacters(in: .whitespaces)
      return (name, pieces.count > 1 ? pieces[1].trimmingCharacters(in: .whitespaces) : "")
    }
  }
}
