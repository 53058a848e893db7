import Foundation

/// Modifier chains for `SpecGenerator`: the catalog's modifiers with valid arguments, in
/// their different forms (padding and frame overloads, background/overlay with a view, a
/// colour or a style, ...). Forms only current SDKs have set `modernOnly`.
extension SpecGenerator {
  /// `view` followed by zero to three modifiers.
  mutating func modified(_ view: String) -> String {
    var out = view
    for _ in 0..<rng.inRange(0...3) where rng.chance(70) { out += modifier() }
    return out
  }

  /// A form only current SDKs have; a classic one when the spec targets iOS 13 too.
  mutating func modern(_ text: String) -> String {
    if targetsIOS13 { return ".padding(2)" }
    modernOnly = true
    return text
  }

  mutating func modifier() -> String {
    switch rng.below(34) {
    case 0: return rng.pick([".padding()", ".padding(\(rng.inRange(1...20)))", ".padding(.horizontal)",
      ".padding(.top, 4)", ".padding([.leading, .bottom], 6)",
      ".padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4))"])
    case 1: return rng.pick([".frame(width: 100)", ".frame(width: 50, height: 20)", ".frame(height: 30, alignment: .top)",
      ".frame(width: 40, height: 40, alignment: .bottomTrailing)"])
    case 2: return rng.pick([".frame(maxWidth: .infinity)", ".frame(minWidth: 10, maxWidth: 200, alignment: .leading)",
      ".frame(minHeight: 40)", ".frame(idealWidth: 80, maxHeight: .infinity, alignment: .topLeading)"])
    case 3: return ".background(\(color()))"
    case 4: return rng.pick([".background(Circle())", ".background(\(text()))", ".background(Capsule().fill(Color.yellow))",
      ".background(Color.red, alignment: .leading)"])
    case 5: return modern(rng.pick([".background(.red)", ".background(.blue, in: Capsule())",
      ".background {\n    Color.red\n}", ".background(alignment: .leading) {\n    Text(\"bg\")\n    Text(\"bg2\")\n}",
      ".background()", ".background(.quaternary)"]))
    case 6: return rng.pick([".overlay(Text(\"!\"))", ".overlay(\(color()))", ".overlay(Circle().stroke(Color.red))",
      ".overlay(Image(systemName: \"star\"), alignment: .topTrailing)"])
    case 7: return modern(rng.pick([".overlay(alignment: .topTrailing) {\n    Text(\"!\")\n}", ".overlay(.red)",
      ".overlay {\n    if flagForOverlay {\n        Color.red\n    }\n}".replacingFlag(with: scope.boolProperties.first)]))
    case 8: return rng.pick([".border(Color.red)", ".border(Color.black, width: 2)"])
    case 9: return ".font(.\(font()))"
    case 10: return ".opacity(\(rng.pick(["0.5", "1", "0.25"])))"
    case 11: return rng.pick([".id(1)", ".id(\"key\")", ".id(\(scope.boolProperties.first ?? "true"))"])
    case 12: return ".layoutPriority(\(rng.pick(["1", "-1", "0.5"])))"
    case 13: return rng.pick([".alignmentGuide(.leading) { d in d[.trailing] }", ".alignmentGuide(.top) { $0[.bottom] / 2 }",
      ".alignmentGuide(.firstTextBaseline) { d in d.height * 0.5 }", ".alignmentGuide(HorizontalAlignment.center) { d in d.width }"])
    case 14: return rng.pick([".offset(x: 10)", ".offset(x: 5, y: -5)", ".offset(y: 3)", ".offset(CGSize(width: 1, height: 2))"])
    case 15: return rng.pick([".fixedSize()", ".fixedSize(horizontal: true, vertical: false)"])
    case 16: return rng.pick([".aspectRatio(contentMode: .fit)", ".aspectRatio(1.5, contentMode: .fill)", ".scaledToFit()",
      ".scaledToFill()", ".aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit)"])
    case 17: return rng.pick([".foregroundColor(.red)", ".foregroundColor(Color.green)", ".foregroundColor(nil)"])
    case 18: return modern(rng.pick([".foregroundStyle(Color.red)", ".foregroundStyle(.secondary)", ".foregroundStyle(.red, .blue)"]))
    case 19: return rng.pick([".lineLimit(2)", ".lineLimit(nil)", ".multilineTextAlignment(.center)", ".truncationMode(.middle)"])
    case 20: return rng.pick([".hidden()", ".clipped()", ".cornerRadius(8)", ".clipShape(Circle())",
      ".clipShape(RoundedRectangle(cornerRadius: 4))"])
    case 21: return rng.pick([".scaleEffect(1.5)", ".scaleEffect(x: 2, y: 1)", ".rotationEffect(.degrees(45))",
      ".rotationEffect(Angle(degrees: 10), anchor: .topLeading)"])
    case 22: return rng.pick([".shadow(radius: 3)", ".shadow(color: .black, radius: 2, x: 1, y: 1)",
      ".shadow(color: Color.gray, radius: 4)"])
    case 23: return rng.pick([".onTapGesture {}", ".onTapGesture(count: 2) {}"])
    case 24: return rng.pick([".transition(.opacity)", ".transition(.move(edge: .leading))", ".transition(.scale)"])
    case 25: return ".animation(.default, value: \(scope.boolProperties.first ?? "1"))"
    case 26: return rng.pick([".disabled(true)", ".zIndex(1)", ".tag(1)", ".tag(\"t\")"])
    case 27: return rng.pick([".edgesIgnoringSafeArea(.all)", ".position(x: 10, y: 10)"])
    case 28: return modern(rng.pick([".ignoresSafeArea()", ".ignoresSafeArea(edges: .top)"]))
    case 29: return rng.pick([".environment(\\.lineLimit, 2)", ".environment(\\.font, .title)"])
    default: return rng.pick([".padding()", ".frame(width: 60)", ".background(Color.gray)", ".font(.caption)"])
    }
  }
}

private extension String {
  /// The overlay-with-a-condition form needs a Bool of the enclosing view.
  func replacingFlag(with name: String?) -> String {
    name.map { replacingOccurrences(of: "flagForOverlay", with: $0) } ?? ".overlay {\n    Color.red\n}"
  }
}
