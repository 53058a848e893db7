/// Builder blocks, statements and view expressions for `SpecGenerator`.
extension SpecGenerator {
  /// The statements of a @ViewBuilder block: mostly 1 to `maxChildren` children, sometimes
  /// none (`EmptyView`), sometimes 5 to 10 (the iOS 13 limit) or 11 to 12 (current SDKs only).
  mutating func block(maxChildren: Int) -> [String] {
    var count = rng.inRange(1...max(1, maxChildren))
    let roll = rng.below(100)
    if roll < 4 { count = 0 } else if roll < 8 { count = rng.inRange(5...10) } else if roll < 10, depthLeft >= 2, !targetsIOS13 {
      count = rng.inRange(11...12)
      modernOnly = true
    }
    depthLeft -= 1
    defer { depthLeft += 1 }
    return (0..<count).map { _ in statement() }
  }

  /// One child of a block: a view, a conditional, a switch or a `let` and its use.
  mutating func statement() -> String {
    let roll = depthLeft <= 0 ? rng.below(70) : rng.below(100)
    switch roll {
    case 70..<80: return "if \(condition()) {\n" + body(block(maxChildren: 3)) + "\n}"
    case 80..<87:
      return "if \(condition()) {\n" + body(block(maxChildren: 3)) + "\n} else {\n" + body(block(maxChildren: 3)) + "\n}"
    case 87..<93:
      var text = "if \(condition()) {\n" + body(block(maxChildren: 2)) + "\n}"
      for _ in 0..<rng.inRange(1...3) { text += " else if \(condition()) {\n" + body(block(maxChildren: 2)) + "\n}" }
      if rng.chance(60) { text += " else {\n" + body(block(maxChildren: 2)) + "\n}" }
      return text
    case 93..<97 where !scope.modeCases.isEmpty:
      return switchStatement()
    case 97..<100 where scope.optionalStringProperty != nil:
      let name = freshName("name")
      return "if let \(name) = \(scope.optionalStringProperty!) {\n    Text(\(name))\n}"
    case 0..<6:
      let name = freshName("title")
      return "let \(name) = \"Title \(rng.below(10))\"\n" + modified("Text(\(name))")
    default:
      return viewExpression()
    }
  }

  /// `switch mode` with every case, or some cases and a `default`; a case may list two.
  mutating func switchStatement() -> String {
    var cases = scope.modeCases
    var text = "switch mode {\n"
    while !cases.isEmpty {
      if cases.count > 1, rng.chance(25) {
        text += "case .\(cases[0]), .\(cases[1]):\n"
        cases.removeFirst(2)
      } else {
        text += "case .\(cases.removeFirst()):\n"
      }
      text += body(nonEmpty(block(maxChildren: 2))) + "\n"
      if !cases.isEmpty, rng.chance(20) {
        text += "default:\n" + body(nonEmpty(block(maxChildren: 2))) + "\n"
        break
      }
    }
    return text + "}"
  }

  /// A `case` needs a statement: Swift rejects an empty one.
  mutating func nonEmpty(_ statements: [String]) -> [String] {
    statements.isEmpty ? [modified(leaf())] : statements
  }

  mutating func condition() -> String {
    var options = scope.boolProperties.flatMap { [$0, "!\($0)"] }
    options += scope.intProperties.map { "\($0) > \(rng.below(5))" }
    options += scope.modeCases.isEmpty ? [] : ["mode == .\(rng.pick(scope.modeCases))"]
    options += scope.loopVariables.filter { !$0.isItem }.map { "\($0.name) % 2 == 0" }
    options += scope.loopVariables.filter { $0.isItem }.map { "\($0.name).id > 1" }
    if let state = scope.stateBoolProperty { options.append(state) }
    return options.isEmpty ? "true" : rng.pick(options)
  }

  func body(_ statements: [String]) -> String { indent(statements.joined(separator: "\n"), by: 1) }

  /// A view with a modifier chain: a container when there is depth left (or when forced),
  /// else a leaf.
  mutating func viewExpression(forceContainer: Bool = false) -> String {
    guard forceContainer || (depthLeft > 0 && rng.chance(45)) else { return modified(leaf()) }
    return modified(container())
  }

  mutating func container() -> String {
    switch rng.below(16) {
    case 0, 1: return "VStack" + stackArguments(alignments: ["leading", "trailing", "center"]) + " {\n" + body(block(maxChildren: 4)) + "\n}"
    case 2, 3: return "HStack" + stackArguments(alignments: ["top", "bottom", "firstTextBaseline"]) + " {\n" + body(block(maxChildren: 4)) + "\n}"
    case 4: return "ZStack" + (rng.chance(50) ? "(alignment: .\(rng.pick(["topLeading", "bottom", "trailing"])))" : "") + " {\n" + body(block(maxChildren: 3)) + "\n}"
    case 5: return "Group {\n" + body(block(maxChildren: 3)) + "\n}"
    case 6: return "ScrollView" + (rng.chance(40) ? "(.horizontal)" : "") + " {\n" + body(block(maxChildren: 3)) + "\n}"
    case 7 where !targetsIOS13:
      modernOnly = true
      return "LazyVStack(spacing: 2) {\n" + body(block(maxChildren: 3)) + "\n}"
    case 8, 9: return forEachOverRange()
    case 10 where scope.itemsName != nil, 11 where scope.itemsName != nil: return forEachOverItems()
    case 12 where !scope.containers.isEmpty, 13 where !scope.containers.isEmpty: return containerCall(rng.pick(scope.containers))
    default: return "VStack {\n" + body(block(maxChildren: 3)) + "\n}"
    }
  }

  mutating func stackArguments(alignments: [String]) -> String {
    switch rng.below(4) {
    case 0: return "(alignment: .\(rng.pick(alignments)))"
    case 1: return "(spacing: \(rng.below(20)))"
    case 2: return "(alignment: .\(rng.pick(alignments)), spacing: \(rng.below(20)))"
    default: return ""
    }
  }

  mutating func forEachOverRange() -> String {
    let v = freshName("i")
    let saved = scope
    defer { scope = saved }
    scope.loopVariables.append((v, false))
    if rng.chance(35) {
      // iOS 13's ForEach(_:id:content:) closure is not a @ViewBuilder: one expression.
      return "ForEach(0..<\(rng.inRange(1...4)), id: \\.self) { \(v) in\n" + body([viewExpression()]) + "\n}"
    }
    return "ForEach(0..<\(rng.inRange(1...4))) { \(v) in\n" + body(block(maxChildren: 2)) + "\n}"
  }

  mutating func forEachOverItems() -> String {
    let v = freshName("item")
    let saved = scope
    defer { scope = saved }
    scope.loopVariables.append((v, true))
    if rng.chance(30) {
      return "ForEach(\(scope.itemsName!), id: \\.name) { \(v) in\n" + body([viewExpression()]) + "\n}"
    }
    return "ForEach(\(scope.itemsName!)) { \(v) in\n" + body(block(maxChildren: 2)) + "\n}"
  }

  mutating func containerCall(_ c: DeclaredContainer) -> String {
    switch c.call {
    case .trailingBlock(let prefix):
      return c.name + prefix + " {\n" + body(block(maxChildren: 3)) + "\n}"
    case .twoBlocks(let first, let second):
      if rng.chance(50) {
        return c.name + " {\n" + body(block(maxChildren: 2)) + "\n} \(second): {\n" + body(block(maxChildren: 2)) + "\n}"
      }
      return c.name + "(\(first): {\n" + body(block(maxChildren: 2)) + "\n}, \(second): {\n" + body(block(maxChildren: 2)) + "\n})"
    }
  }
}
