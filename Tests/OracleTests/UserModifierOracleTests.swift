import Foundation
import Testing

/// `.modifier(_:)`, `extension View` helpers returning `some View`, and `body(content:)`,
/// typed by swiftc against a small stand-in of View, ViewModifier, ModifiedContent and
/// `_ViewModifier_Content` written here, and by layoutc on the same declarations. swiftc's
/// `_typeName(type(of:), qualified: false)` prints an opaque result as its underlying type.
@Suite struct UserModifierOracleTests {
  static let declarations = """
    struct Card: ViewModifier {
        func body(content: Content) -> some View { content.padding() }
    }
    extension View {
        func card() -> some View { modifier(Card()) }
        func twice() -> some View { self.padding().padding() }
    }
    """
  static let expressions = [
    "Text(\"a\").modifier(Card())", "Text(\"a\").card()", "Text(\"a\").twice()", "Text(\"a\").card().twice()",
    "Text(\"a\").padding().card()",
  ]

  static let standIn = """
    protocol View { associatedtype Body: View; var body: Body { get } }
    extension Never: View { var body: Never { fatalError() } }
    struct Text: View { init(_ s: String) {}; var body: Never { fatalError() } }
    protocol ViewModifier { associatedtype Body: View; func body(content: Content) -> Body }
    extension ViewModifier { typealias Content = _ViewModifier_Content<Self> }
    struct _ViewModifier_Content<M: ViewModifier>: View { var body: Never { fatalError() } }
    struct ModifiedContent<C, M>: View { var body: Never { fatalError() } }
    struct _PaddingLayout {}
    extension View {
      func modifier<T>(_ m: T) -> ModifiedContent<Self, T> { ModifiedContent() }
      func padding() -> ModifiedContent<Self, _PaddingLayout> { ModifiedContent() }
    }
    """

  @Test func helpersAndModifiersTypeAsSwiftcPrintsThem() throws {
    guard let swiftc = SwiftCompiler.path else {
      print("UserModifierOracleTests skipped: no swiftc")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("layoutc-user-modifiers-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var program = Self.standIn + "\n" + Self.declarations + "\n"
    for e in Self.expressions { program += "print(_typeName(type(of: \(e)), qualified: false))\n" }
    program += "print(_typeName(type(of: Card().body(content: _ViewModifier_Content<Card>())), qualified: false))\n"
    try program.write(toFile: folder + "/main.swift", atomically: true, encoding: .utf8)
    let build = try ChildProcess.run(swiftc, ["main.swift", "-o", "main"], in: folder)
    #expect(build.status == 0, "\(build.stderr)")
    guard build.status == 0 else { return }
    let swiftTypes = try ChildProcess.run(folder + "/main", [], in: folder).stdout.split(separator: "\n").map(String.init)

    var spec = "import SwiftUI\n" + Self.declarations + "\n"
    for (i, e) in Self.expressions.enumerated() { spec += "struct V\(i): View {\n    var body: some View { \(e) }\n}\n" }
    let output = LayoutcTypes.run([], spec)
    let lines = output.stdout.split(separator: "\n").map(String.init)
    var layoutcTypes: [String] = []
    for i in Self.expressions.indices {
      layoutcTypes.append(lines.first { $0.hasPrefix("V\(i).body: ") }.map { String($0.dropFirst("V\(i).body: ".count)) } ?? "?")
    }
    layoutcTypes.append(lines.first { $0.hasPrefix("Card.body(content:): ") }.map { String($0.dropFirst("Card.body(content:): ".count)) } ?? "?")
    #expect(layoutcTypes == swiftTypes, "\(output.stderr)")
  }
}
