/// The leaf views `SpecGenerator` uses: text (with Text-returning methods), images, colours,
/// shapes with their styles, controls, and whatever the scope offers (helpers, stored
/// content of a generic container, plain views, loop variables).
extension SpecGenerator {
  mutating func leaf() -> String {
    var options: [String] = []
    if !scope.helpers.isEmpty { options.append(rng.pick(scope.helpers)) }
    if !scope.contentProperties.isEmpty { options.append(rng.pick(scope.contentProperties)) }
    if !scope.plainViews.isEmpty { options.append(rng.pick(scope.plainViews)) }
    if let v = scope.loopVariables.last { options.append(v.isItem ? "Text(\(v.name).name)" : "Text(\"Row \\(\(v.name))\")") }
    if !options.isEmpty, rng.chance(35) { return rng.pick(options) }
    switch rng.below(20) {
    case 0..<5: return text()
    case 5: return rng.pick(["Image(systemName: \"star\")", "Image(\"photo\")", "Image(\"photo\").resizable()",
      "Image(systemName: \"heart\").renderingMode(.template)"])
    case 6, 7: return color()
    case 8: return rng.pick(["Spacer()", "Spacer(minLength: \(rng.below(20)))"])
    case 9: return rng.pick(["Divider()", "EmptyView()"])
    case 10, 11, 12: return shape()
    case 13: return "AnyView(\(text()))"
    case 14:
      switch rng.below(4) {
      case 0: return "Button(\"Tap\") {}"
      case 1: return "Button(action: {}) {\n    \(text())\n}"
      case 2 where !targetsIOS13:
        modernOnly = true
        return "Button(\"Delete\", role: .destructive) {}"
      default: return scope.stateBoolProperty.map { "Toggle(\"On\", isOn: $\($0))" } ?? "Button(\"Go\") {}"
      }
    default: return options.isEmpty ? text() : rng.pick(options)
    }
  }

  /// Text, sometimes with methods that keep it a Text, or Text concatenation.
  mutating func text() -> String {
    var t: String
    switch rng.below(6) {
    case 0: t = "Text(\"Count: \\(\(scope.intProperties.first ?? "1"))\")"
    case 1: t = "Text(verbatim: \"v\(rng.below(9))\")"
    case 2: t = "Text(\"a\") + Text(\"b\").bold()"
    default: t = "Text(\"\(rng.pick(["Hello", "World", "Avocado Toast", "5 stars", "★"]))\")"
    }
    if t.contains("+") { return "(\(t))" }
    for _ in 0..<rng.below(3) {
      t += rng.pick([".bold()", ".italic()", ".font(.\(font()))", ".fontWeight(.semibold)", ".foregroundColor(.red)",
        ".foregroundColor(Color.blue)"])
    }
    return t
  }

  mutating func font() -> String {
    if !targetsIOS13, rng.chance(15) {
      modernOnly = true
      return rng.pick(["title2", "caption2", "system(.body, design: .rounded, weight: .bold)", "body.monospaced()"])
    }
    return rng.pick(["title", "headline", "caption", "body", "largeTitle", "system(size: 12)",
      "system(size: 14, weight: .bold)", "custom(\"Avenir\", size: 13)", "title.bold()", "headline.weight(.regular)",
      "system(size: 12).italic().monospacedDigit()"])
  }

  mutating func color() -> String {
    if !targetsIOS13, rng.chance(10) {
      modernOnly = true
      return rng.pick(["Color.mint", "Color.teal", "Color.indigo"])
    }
    return rng.pick(["Color.red", "Color.blue", "Color.green.opacity(0.5)", "Color(red: 0.2, green: 0.4, blue: 0.6)",
      "Color(white: 0.5)", "Color.clear", "Color.primary"])
  }

  /// A shape, as a view or filled, stroked or stroke-bordered (whose types differ by SDK).
  mutating func shape() -> String {
    let s = rng.pick(["Circle()", "Rectangle()", "Capsule()", "Ellipse()", "RoundedRectangle(cornerRadius: 8)",
      "RoundedRectangle(cornerRadius: 4, style: .continuous)"])
    switch rng.below(6) {
    case 0: return s
    case 1: return s + ".fill(\(color()))"
    case 2: return s + ".stroke(\(color()), lineWidth: \(rng.inRange(1...4)))"
    case 3: return s + ".strokeBorder(\(color()), lineWidth: 2)"
    case 4: return s + ".stroke(lineWidth: 2)"
    default: return s + ".fill(Color.orange)"
    }
  }
}
