import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

@Suite struct TypeSizeTests {
  static let samples: [SwiftType] = [
    .text, .emptyView, .parameter("Content"), .action, .error,
    .named("VStack", .named("TupleView", .tuple([.text, .named("ModifiedContent", .text, .named("_PaddingLayout"))], labels: [nil, nil]))),
    .tuple([.int, .string], labels: ["offset", "element"]), .tuple([], labels: []),
    .named("Array", .tuple([.int, .named("Optional", .text)], labels: ["offset", nil])),
  ]

  @Test func countsWhatThePrinterPrints() {
    for t in Self.samples {
      #expect(TypeSize.printedLength(t) == TypePrinter.print(t).utf8.count, "\(TypePrinter.print(t))")
      #expect(TypeSize.prettyLength(t) == TypePrinter.pretty(t, indent: 1).utf8.count, "\(TypePrinter.pretty(t, indent: 1))")
      #expect(TypeSize.prettyLength(t, indent: 3) == TypePrinter.pretty(t, indent: 3).utf8.count)
    }
  }

  /// A type of 2^60 nodes (shared halves): the count stops at the limit instead of walking it.
  @Test func stopsAtTheLimitOnDoublingTypes() {
    var t = SwiftType.text
    for _ in 0..<60 { t = .named("HStack", .named("TupleView", .tuple([t, t], labels: [nil, nil]))) }
    #expect(TypeSize.printedLength(t) == nil)
    #expect(TypeSize.prettyLength(t) == nil)
  }

  @Test func checkerRefusesATypeThatDoubles() {
    var text = "struct ContentView: View {\n  var a0: some View { Text(\"x\") }\n"
    for i in 1...30 { text += "  var a\(i): some View { HStack { a\(i - 1); a\(i - 1) } }\n" }
    text += "  var body: some View { a30 }\n}\n"
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: text))
    let result = Sema.check([tree], sdk: .ios17)
    let tooLarge = result.diagnostics.filter { $0.id == "sema.type-too-large" }
    #expect(tooLarge.count == 1)
    // a15 (line 17): 884,713 characters (27 * 2^n - 23), under 1 MiB, but its `--pretty` form
    // (about 19 MB: the indentation grows with depth) passes 16 MiB.
    #expect(tooLarge.first?.range?.start.line == 17)
    #expect(tooLarge.first?.message.contains("16777216") == true)
    for m in result.members { #expect(TypeSize.printedLength(m.type) != nil) }
    let a14 = result.members.first { $0.member == "a14" }
    #expect(a14.map { TypePrinter.print($0.type).utf8.count } == 442_345)
    #expect(a14.map { TypePrinter.pretty($0.type, indent: 1).utf8.count } == a14.flatMap { TypeSize.prettyLength($0.type) })
  }
}
