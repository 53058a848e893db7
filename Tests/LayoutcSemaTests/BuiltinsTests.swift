import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The standard-library builtins table (`Builtins`) and Sema's resolution of names through it.
@Suite struct BuiltinsTests {
  @Test func propertiesAreFoundByReceiverAndName() {
    #expect(Builtins.property("count", of: "Array") == .arrayCount)
    #expect(Builtins.property("count", of: "ClosedRange") == .rangeCount)
    #expect(Builtins.property("count", of: "String") == .stringCount)
    #expect(Builtins.property("uuidString", of: "UUID") == .uuidString)
    #expect(Builtins.property("description", of: "CGFloat") == .description)
    // Dictionary's `keys` are in hash order, which layoutc does not reproduce: not a builtin.
    #expect(Builtins.property("keys", of: "Dictionary") == nil)
    #expect(Builtins.property("uuidString", of: "Int") == nil)
    #expect(Builtins.properties(of: "String").map(\.signature.name) == ["count", "isEmpty"])
    #expect(Builtins.geometryProperty("midX", of: "CGRect") == .rectMidX)
    #expect(Builtins.geometryProperty("midX", of: "CGSize") == nil)
  }

  @Test func signaturesSayTheResultAgainstTheReceiver() {
    #expect(BuiltinProperty.arrayFirst.signature.result == .optional(.element))
    #expect(BuiltinProperty.rangeLowerBound.signature.result == .element)
    #expect(BuiltinProperty.arrayIndices.signature.result == .generic("Range", [.int]))
    #expect(BuiltinProperty.arrayCount.signature.labels == nil)
  }

  /// Every builtin is a name the platform declares, under each of its receivers (a
  /// `Sequence` method as Array has it, a property perhaps through Collection).
  @Test func everyBuiltinIsAPlatformName() {
    func declared(_ s: BuiltinSignature) -> Bool {
      s.receivers.allSatisfy { receiver in
        let owner = receiver == "Sequence" ? "Array" : receiver
        return PlatformNames.member(s.name, of: owner) ?? PlatformNames.member(s.name, of: "Collection") != nil
      }
    }
    for id in BuiltinProperty.allCases { #expect(declared(id.signature), "\(id)") }
    for id in GeometryProperty.allCases { #expect(declared(id.signature), "\(id)") }
    for id in BuiltinMethod.allCases { #expect(declared(id.signature), "\(id)") }
    // `ceil`, `floor`, `round` and `sqrt` come from the C library Foundation re-exports
    // (Darwin, Glibc), which the platform tables do not read.
    for id in BuiltinFunction.allCases where ![.ceil, .floor, .round, .sqrt].contains(id) {
      #expect(PlatformNames.named(id.signature.name)?.kind == .function, "\(id)")
    }
  }

  /// Each id has a signature, and the receivers it resolves on are the table's.
  @Test func everyIdIsInTheTable() {
    for id in BuiltinMethod.allCases {
      for receiver in id.signature.receivers where receiver != "Sequence" {
        #expect(Builtins.method(id.signature.name, of: receiver, isSequence: false, labels: id.signature.labels ?? []) == id, "\(id)")
      }
    }
    for id in BuiltinFunction.allCases { #expect(Builtins.function(id.signature.name) == id) }
  }

  @Test func semaRecordsTheResolvedProperty() {
    let body = "Text(\"\\(xs.count) \\(r.lowerBound) \\(s.isEmpty) \\(d.description) \\(xs.first ?? 0)\")"
    let ids = resolvedBuiltins(body, extra: "let xs = [1]\nlet r = 1...3\nlet s = \"a\"\nlet d = 2.5")
    #expect(ids == [.property(.arrayCount), .property(.rangeLowerBound), .property(.stringIsEmpty), .property(.description), .property(.arrayFirst)])
    let geometry = resolvedBuiltins("GeometryReader { proxy in Color.red.frame(width: proxy.frame(in: .local).size.width, height: p.y) }",
      extra: "let p = CGPoint(x: 0, y: 1)")
    #expect(geometry == [.geometry(.rectSize), .geometry(.sizeWidth), .geometry(.pointY)])
  }

  @Test func semaRecordsTheResolvedMethodsAndFunctions() {
    let body = "Text(\"\\(xs.sorted().count) \\(xs.reduce(0, +)) \\(min(1, 2)) \\(s.uppercased())\")"
    let ids = resolvedBuiltins(body, extra: "let xs = [1]\nlet s = \"a\"")
    #expect(ids == [.method(.sorted), .property(.arrayCount), .method(.reduce), .function(.min), .method(.uppercased)])
    // `reduce(into:_:)` is not a builtin layoutc evaluates.
    #expect(Builtins.method("reduce", of: "Array", isSequence: true, labels: ["into", nil]) == nil)
    // An enumerated sequence is not bidirectional: its `reversed()` is Sequence's, an Array.
    #expect(Builtins.method("reversed", of: "EnumeratedSequence", isSequence: true, labels: []) == .sequenceReversed)
    #expect(Builtins.method("reversed", of: "Array", isSequence: true, labels: []) == .reversed)
  }

  /// An initializer is picked by its labels, and `Int(_:)`'s by its argument's type.
  @Test func initializersAreFoundByTypeAndLabels() {
    #expect(Builtins.initializers(of: "String", labels: ["repeating", "count"]) == [.stringRepeating])
    #expect(Builtins.initializers(of: "String", labels: ["format", nil, nil]) == [.stringFormat])
    #expect(Builtins.initializers(of: "UUID", labels: []) == [.uuid])
    #expect(Builtins.initializers(of: "String", labels: ["localized"]).isEmpty)
    #expect(Builtins.hasInitializers("Date") && !Builtins.hasInitializers("Color"))
    let ids = resolvedBuiltins("Text(\"\\(Int(s) ?? 0) \\(Int(d)) \\(Set(xs).count) \\(UUID())\")",
      extra: "let xs = [1]\nlet s = \"1\"\nlet d = 2.5")
    #expect(ids == [.initializer(.intParsing), .initializer(.int), .initializer(.set), .property(.dictionaryCount), .initializer(.uuid)])
  }

  @Test func initializerTypesComeFromTheTable() {
    let extra = "let pairs = [(1, \"a\")]\nlet xs = [3, 1]"
    #expect(bodyType("Text(Dictionary(uniqueKeysWithValues: pairs)[1] ?? \"\")", extra: extra) == "Text")
    #expect(bodyType("ForEach(Array(Set(xs)), id: \\.self) { Text(\"\\($0)\") }", extra: extra) == "ForEach<Array<Int>, Int, Text>")
    #expect(bodyType("Text(Int(\"3\"))") == "error: cannot convert value of type 'Int?' to expected argument type 'String'")
    #expect(bodyType("ForEach(Array(repeating: 1, count: 2), id: \\.self) { Text(\"\\($0)\") }") == "ForEach<Array<Int>, Int, Text>")
  }

  @Test func methodAndFunctionTypesComeFromTheTable() {
    let extra = "let xs = [3, 1]\nlet f: CGFloat = 1"
    #expect(bodyType("Text(\"\\(xs.max() ?? 0)\")", extra: extra) == "Text")
    #expect(bodyType("ForEach(Array(xs.enumerated().reversed()), id: \\.offset) { Text(\"\\($0.element)\") }", extra: extra)
      == "ForEach<Array<(offset: Int, element: Int)>, Int, Text>")
    #expect(bodyType("Color.red.frame(width: ceil(f))", extra: extra) == "ModifiedContent<Color, _FrameLayout>")
    #expect(bodyType("ForEach(Array(zip(xs, xs)), id: \\.0) { Text(\"\\($0.1)\") }", extra: extra)
      == "ForEach<Array<(Int, Int)>, Int, Text>")
    #expect(bodyType("Text(\"\\(ceil(n))\")") == "error: cannot convert value of type 'Int' to expected argument type 'Double'")
  }

  @Test func propertyTypesComeFromTheTable() {
    let extra = "let xs = [\"a\"]\nlet r = 1...3"
    #expect(bodyType("Text(xs.first ?? \"\")", extra: extra) == "Text")
    #expect(bodyType("ForEach(xs.indices, id: \\.self) { Text(xs[$0]) }", extra: extra) == "ForEach<Range<Int>, Int, Text>")
    #expect(bodyType("ForEach(0..<r.upperBound, id: \\.self) { Text(\"\\($0)\") }", extra: extra) == "ForEach<Range<Int>, Int, Text>")
    #expect(bodyType("Text(5.uuidString)") == "error: value of type 'Int' has no member 'uuidString'")
  }
}

/// The builtin ids Sema recorded for the member accesses and calls of `body`, in the order
/// they end (an inner call before the member read on its result).
func resolvedBuiltins(_ body: String, extra: String = "") -> [BuiltinID] {
  let text = "\(extra)\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n"
  let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: text))
  let result = Sema.check([tree], sdk: .ios17)
  var found: [(Int, BuiltinID)] = []
  ASTWalker(expr: { e in if let id = result.facts.builtin(e) { found.append((e.range.end.offset, id)) } }).walk(tree)
  return found.sorted { $0.0 < $1.0 }.map(\.1)
}
