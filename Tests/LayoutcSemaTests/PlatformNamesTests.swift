import Foundation
import LayoutcCatalog
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
import Testing

/// The generated platform table (PlatformNames.generated.swift) and what Sema makes of it.
@Suite struct PlatformNamesTests {
  @Test func typesCarryKindModuleAndGenericParameters() {
    #expect(PlatformNames.named("Set") == .init(kind: .structure, module: "Swift", signatures: ["<Element>"]))
    #expect(PlatformNames.named("URL")?.module == "Foundation")
    #expect(PlatformNames.named("DateFormatter")?.kind == .class)
    #expect(PlatformNames.named("Error")?.kind == .protocol)
    #expect(PlatformNames.named("PhotosPicker") == .init(kind: .view, module: "PhotosUI", signatures: ["<Label>"]))
    #expect(PlatformNames.named("UIApplication") == .init(kind: .class, module: "UIKit", signatures: []))
    #expect(PlatformNames.named("KFImage") == nil)
    #expect(PlatformNames.named("") == nil)
  }

  @Test func functionsAndTheirSignatures() {
    let animation = PlatformNames.named("withAnimation")
    #expect(animation?.kind == .function)
    #expect(animation?.module == "SwiftUI")
    #expect(animation?.signatures.contains("(_:_:)->Result") == true)
    #expect(PlatformNames.named("fatalError")?.signatures == ["(_:file:line:)->Never"])
  }

  @Test func environmentKeysHaveTheirValueTypes() {
    #expect(PlatformNames.environmentValueType("horizontalSizeClass") == "UserInterfaceSizeClass?")
    #expect(PlatformNames.environmentValueType("dismiss") == "DismissAction")
    #expect(PlatformNames.environmentValueType("modelContext") == "ModelContext")
    #expect(PlatformNames.member("modelContext", of: "EnvironmentValues")?.module == "SwiftData")
    #expect(PlatformNames.environmentValueType("noSuchKey") == nil)
  }

  @Test func modifiersAreMembersOfView() {
    let glass = PlatformNames.member("glassEffect", of: "View")
    #expect(glass?.kind == .modifier)
    #expect(glass?.signatures == ["(_:in:)->some View"])
    #expect(PlatformNames.modifier("glassEffect")?.module == "SwiftUI")
    #expect(PlatformNames.modifier("shimmering") == nil)
    #expect(PlatformNames.member("tint", of: "ShapeStyle")?.signatures == ["static TintShapeStyle"])
    #expect(PlatformNames.qualified("Text.TruncationMode")?.kind == .enumeration)
  }
}

/// Checks `body` in a view of a file at `path` (its extension decides strict or tolerant).
private func check(_ body: String, extra: String = "", path: String) -> [String] {
  let text = "\(extra)\nstruct V: View {\n  var body: some View {\n\(body)\n  }\n}\n"
  let (tree, syntax) = Parser.parse(SourceFile(path: path, text: text))
  #expect(syntax.isEmpty, "\(syntax.map(\.message))")
  return Sema.check([tree], sdk: .ios17).diagnostics.map { "\($0.severity == .error ? "error" : "note") \($0.id): \($0.message)" }
}

@Suite struct PlatformNameCheckingTests {
  @Test func aStrictSpecNamesAnUnmodelledModifierAsSuch() {
    let d = check("Text(\"a\").glassEffect()", path: "t.ui")
    #expect(d == ["error sema.not-modelled: 'glassEffect' is a SwiftUI modifier that layoutc does not model yet"])
  }

  @Test func aStrictSpecNamesAnUnmodelledViewAndMemberWithoutSuggestions() {
    #expect(check("PhotosPicker(\"a\")", path: "t.ui") == ["error sema.not-modelled: 'PhotosPicker' is a PhotosUI view that layoutc does not model yet"])
    #expect(check("Text(\"a\").foregroundStyle(.tint)", path: "t.ui") == ["error sema.not-modelled: 'tint' is a SwiftUI property that layoutc does not model yet"])
  }

  @Test func aTypoIsStillATypo() {
    let d = check("Text(\"a\").paddin()", path: "t.ui")
    #expect(d.first?.hasPrefix("error sema.no-member: value of type 'Text' has no member 'paddin'") == true)
  }

  @Test func aTolerantFileNotesUnmodelledModifiersAndAssumesNoPlatformName() {
    let d = check(
      "VStack { Text(\"a\").glassEffect(); Text(verbatim: \"\\(u.absoluteString) \\(f.string(from: Date()))\") }",
      extra: "let u = URL(string: \"x\")!\nlet f = DateFormatter()", path: "t.swift")
    #expect(d == [
      "note sema.not-modelled: 'glassEffect' is a SwiftUI modifier that layoutc does not model yet",
      "note sema.not-modelled-summary: 1 platform name layoutc does not model in this module's 1 file",
    ])
  }
}

@Suite struct PlatformNamesInAnAppFileTests {
  /// specs/tolerant/platform-names.swift names what every SwiftUI app names from the platform;
  /// no `assumed.*` note may name one of them.
  @Test func noAssumptionNoteNamesAPlatformName() throws {
    let root = URLPath.repositoryRoot(#filePath)
    let path = root + "/specs/tolerant/platform-names.swift"
    let text = try String(contentsOfFile: path, encoding: .utf8)
    let (tree, syntax) = Parser.parse(SourceFile(path: path, text: text))
    #expect(syntax.isEmpty)
    let diagnostics = Sema.check([tree], sdk: .ios17).diagnostics
    let assumed = diagnostics.filter { $0.id.hasPrefix("assumed.") && $0.id != "assumed.summary" }
    for d in assumed {
      let quoted = d.message.split(separator: "'").dropFirst().first.map(String.init) ?? ""
      var name = quoted.split(separator: "(").first.map(String.init) ?? quoted
      for prefix in ["\\.", "."] where name.hasPrefix(prefix) { name = String(name.dropFirst(prefix.count)) }
      let known = PlatformNames.qualified(name) ?? PlatformNames.modifier(name) ?? PlatformNames.member(name, of: "EnvironmentValues")
      #expect(known == nil, "\(d.message) names a platform name")
    }
    #expect(assumed.isEmpty, "\(assumed.map(\.message))")
    #expect(diagnostics.filter { $0.id == "sema.not-modelled" }.map(\.message) == [
      "'Image(uiImage:)' is a SwiftUI overload that layoutc does not model yet",
      "'glassEffect' is a SwiftUI modifier that layoutc does not model yet",
      "'gesture' is a SwiftUI modifier that layoutc does not model yet",
    ])
  }
}

/// The repository's root, from this file's path.
private enum URLPath {
  static func repositoryRoot(_ file: String) -> String {
    var parts = file.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(3)  // Tests/LayoutcSemaTests/PlatformNamesTests.swift
    return parts.joined(separator: "/")
  }
}
