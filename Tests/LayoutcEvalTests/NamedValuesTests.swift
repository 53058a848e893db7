import LayoutcCatalog
import LayoutcEval
import Testing

/// The typed values the evaluator hands the lowering: member values read as the catalog's
/// names, the guides an alignment-guide closure reads, and the catalog's tables behind them.
@Suite struct NamedValuesTests {
  static func member(_ type: String, _ name: String, _ arguments: [Value] = []) -> Value {
    .member(type: type, name: name, arguments: arguments)
  }

  @Test func memberValuesReadAsCatalogNames() {
    #expect(Self.member("Edge.Set", "horizontal").named(EdgeSetName.self) == .horizontal)
    #expect(EdgeSetName.horizontal.edges == [.leading, .trailing])
    #expect(Self.member("CGFloat", "infinity").named(NumberConstant.self)?.value == .infinity)
    #expect(Self.member("Font", "title").named(EdgeSetName.self) == nil)
    #expect(Value.int(3).named(AxisName.self) == nil)
    // A method's value holds its receiver: a call, not a static member.
    let bold = Self.member("Font", "bold", [Self.member("Font", "title")])
    #expect(bold.named(FontMethod.self) == nil)
    #expect(bold.namedCall(FontMethod.self)?.0 == .bold)
    #expect(bold.namedCall(FontMethod.self)?.1.first?.named(FontTextStyle.self) == .title)
    #expect(Self.member("EdgeInsets", "init").initializerArguments == [])
    #expect(Self.member("Edge.Set", "top").initializerArguments == nil)
  }

  /// `d[.center]` is on the computed guide's axis; a type names the axis; other names are the
  /// module's own guides.
  @Test func guideReferences() {
    #expect(GuideReference("center", on: nil) == .center)
    #expect(GuideReference("center", on: VerticalGuideName.typeName) == .vertical(.center))
    #expect(GuideReference("bottom", on: nil) == .vertical(.bottom))
    #expect(GuideReference("leading", on: nil) == .horizontal(.leading))
    #expect(GuideReference("midStarAndTitle", on: VerticalGuideName.typeName) == .custom("midStarAndTitle"))
  }

  @Test func environmentKeysFontsAndTheirModifiers() {
    #expect(EnvironmentKeyName(writtenBy: "foregroundColor") == .foregroundStyle)
    #expect(EnvironmentKeyName(writtenBy: "accentColor") == .tint)
    #expect(EnvironmentKeyName(writtenBy: "lineLimit") == .lineLimit)
    #expect(EnvironmentKeyName(writtenBy: "padding") == nil)
    #expect(FontTextStyle.headline.pointSize == 17 && FontTextStyle.headline.weight == .semibold)
    #expect(FontTextStyle.largeTitle.pointSize == 34 && FontTextStyle.largeTitle.weight == .regular)
    #expect(LayoutDefaults.padding == 16)
  }
}
