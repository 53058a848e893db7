/// Random specs for the oracle: each one a small module of data types, generic container
/// views, plain views and a `ContentView` with helpers, whose bodies are random nestings of
/// stacks, conditionals, switches, `ForEach`, `let` bindings and modifier chains.
///
/// Deterministic (a seed and `SeededGenerator`, never system randomness), and every spec is
/// meant to be valid Swift against SwiftUI: a spec swiftc rejects is a generator bug, and a
/// spec layoutc rejects is a layoutc bug. Whatever only current SDKs accept is flagged, so
/// the iOS 13 profile runs only the specs that are valid there.
struct SpecGenerator {
  var rng: SeededGenerator
  /// Set while generating when something outside the iOS 13 SDK is used.
  var modernOnly = false
  /// Decided per spec: keep to what the iOS 13 SDK has, so both profiles get many specs.
  var targetsIOS13 = false
  var scope = GenerationScope()
  /// Nesting left for view expressions.
  var depthLeft = 0
  var nameCounter = 0

  static func specs(count: Int, seed: UInt64) -> [GeneratedSpec] {
    (0..<count).map { n in
      var g = SpecGenerator(rng: SeededGenerator(seed: seed &+ UInt64(n) &* 0x1000_0001))
      return g.spec(number: n)
    }
  }

  mutating func spec(number: Int) -> GeneratedSpec {
    targetsIOS13 = rng.chance(55)
    var out = "// Generated spec #\(number) (OracleTests.SpecGenerator).\nimport SwiftUI\n\n"
    if rng.chance(50) {
      out += "struct Item: Identifiable {\n    let id: Int\n    let name: String\n}\n\n"
      out += "let items = [Item(id: 1, name: \"One\"), Item(id: 2, name: \"Two\"), Item(id: 3, name: \"Three\")]\n\n"
      scope.itemsName = "items"
    }
    let hasMode = rng.chance(40)
    if hasMode {
      let cases = Array(["first", "second", "third", "fourth", "fifth"].prefix(rng.inRange(2...5)))
      out += "enum Mode {\n    case \(cases.joined(separator: ", "))\n}\n\n"
      scope.modeCases = cases
    }
    for _ in 0..<rng.below(3) { out += containerDeclaration() + "\n" }
    if rng.chance(35) { out += plainViewDeclaration() + "\n" }
    out += contentView()
    if rng.chance(30) { out += "\n#Preview {\n    ContentView()\n}\n" }
    return GeneratedSpec(number: number, source: out, validInIOS13: !modernOnly)
  }

  mutating func freshName(_ base: String) -> String {
    nameCounter += 1
    return "\(base)\(nameCounter)"
  }

  /// A generic container: `Card<Content: View>` with one or two view-builder properties.
  mutating func containerDeclaration() -> String {
    let name = freshName(rng.pick(["Card", "Panel", "Frame", "Box"]))
    let saved = scope
    var declared: [DeclaredContainer] = []
    var text: String
    if rng.chance(30) {
      text = "struct \(name)<Leading: View, Trailing: View>: View {\n"
      text += "    @ViewBuilder var leading: Leading\n    @ViewBuilder var trailing: Trailing\n"
      scope = saved.forNewView()
      scope.contentProperties = ["leading", "trailing"]
      declared.append(DeclaredContainer(name: name, call: .twoBlocks("leading", "trailing")))
    } else {
      let titled = rng.chance(50)
      text = "struct \(name)<Content: View>: View {\n"
      if titled { text += "    let title: String\n" }
      text += "    @ViewBuilder \(rng.pick(["let", "var"])) content: Content\n"
      scope = saved.forNewView()
      scope.contentProperties = ["content"]
      declared.append(DeclaredContainer(name: name, call: .trailingBlock(prefixArguments: titled ? "(title: \"\(name)\")" : "")))
    }
    text += "    var body: some View {\n" + indent(bodyExpression(), by: 2) + "\n    }\n}\n"
    scope = saved
    scope.containers.append(contentsOf: declared)
    return text
  }

  /// A plain view with a stored String and a body, used by ContentView as `RowN(title:)`.
  mutating func plainViewDeclaration() -> String {
    let name = freshName("Row")
    let saved = scope
    scope = saved.forNewView()
    var text = "struct \(name): View {\n    let title: String\n    var highlighted = false\n"
    scope.boolProperties = ["highlighted"]
    text += "    var body: some View {\n" + indent(bodyExpression(), by: 2) + "\n    }\n}\n"
    scope = saved
    scope.plainViews.append("\(name)(title: \"\(name)\")")
    return text
  }

  /// ContentView: stored properties, helpers with and without @ViewBuilder, and a body.
  mutating func contentView() -> String {
    var text = "struct ContentView: View {\n    var flag = true\n    var count = 3\n"
    scope.boolProperties = ["flag"]
    scope.intProperties = ["count"]
    if rng.chance(50) { text += "    var other = false\n"; scope.boolProperties.append("other") }
    if !scope.modeCases.isEmpty { text += "    var mode: Mode = .\(scope.modeCases[0])\n" }
    if rng.chance(30) { text += "    var nickname: String? = \"Rex\"\n"; scope.optionalStringProperty = "nickname" }
    if rng.chance(30) { text += "    @State private var isOn = false\n"; scope.stateBoolProperty = "isOn" }
    text += "\n"
    for _ in 0..<rng.below(4) {
      text += helperDeclaration() + "\n"
    }
    text += "    var body: some View {\n" + indent(bodyExpression(), by: 2) + "\n    }\n}\n"
    return text
  }

  /// A helper property or function, with or without @ViewBuilder; the non-builder ones
  /// use a single expression, or `let` bindings and an explicit `return`.
  mutating func helperDeclaration() -> String {
    let base = rng.pick(["header", "footer", "detail", "badge", "row", "label"])
    let name = freshName(base)
    let isFunction = rng.chance(40)
    let signature = isFunction ? "func \(name)() -> some View" : "var \(name): some View"
    var text: String
    depthLeft = rng.inRange(1...3)
    if rng.chance(50) {
      text = "    @ViewBuilder \(signature) {\n" + indent(block(maxChildren: 4).joined(separator: "\n"), by: 2) + "\n    }\n"
    } else if rng.chance(30) {
      let binding = freshName("gap")
      text = "    \(signature) {\n        let \(binding) = \(rng.inRange(1...12)).0\n"
      text += "        return VStack(spacing: \(binding)) {\n" + indent(block(maxChildren: 3).joined(separator: "\n"), by: 3)
      text += "\n        }\n    }\n"
    } else {
      text = "    \(signature) {\n" + indent(viewExpression(), by: 2) + "\n    }\n"
    }
    scope.helpers.append(isFunction ? "\(name)()" : name)
    return text
  }

  /// A body: one expression, in either SDK; or (current SDKs only, where `body` is itself a
  /// @ViewBuilder) a block of statements.
  mutating func bodyExpression() -> String {
    depthLeft = rng.inRange(2...4)
    if !targetsIOS13, rng.chance(12) {
      modernOnly = true
      return block(maxChildren: 3).joined(separator: "\n")
    }
    return viewExpression(forceContainer: rng.chance(60))
  }

  func indent(_ text: String, by levels: Int) -> String {
    let pad = String(repeating: "    ", count: levels)
    return text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.isEmpty ? "" : pad + $0 }
      .joined(separator: "\n")
  }
}
