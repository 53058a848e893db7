import LayoutcCatalog
import LayoutcEval
import LayoutcSema
import LayoutcSource
import LayoutcSyntax
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

  @Test func valuesReadAsInitializersMetatypesAndBindings() {
    let stack = Self.member("HStackLayout", "init", [.none, .int(4)])
    #expect(stack.initializer(of: LayoutTypeName.self)?.0 == .hStackLayout)
    #expect(stack.initializer(of: LayoutTypeName.self)?.1 == [.none, .int(4)])
    #expect(Self.member("HStackLayout", "spacing").initializer(of: LayoutTypeName.self) == nil)
    #expect(Self.member("Rank", "Type").metatypeName == "Rank")
    #expect(Self.member("MyID", "self").metatypeName == "MyID")
    #expect(Self.member("HorizontalAlignment", "center").metatypeName == nil)
    #expect(Value.binding("isOn", .bool(true)).boundValue == .bool(true))
    #expect(Self.member("Binding", "constant", [.int(2)]).boundValue == .int(2))
    #expect(Value.bool(true).boundValue == nil)
  }

  /// Each id the lowering switches over names an entry of the catalog, so an instance of that
  /// entry carries it.
  @Test func catalogIDsNameCatalogEntries() {
    for id in CatalogViewID.allCases { #expect(Catalog.views[id.rawValue] != nil, "\(id)") }
    for id in CatalogModifierID.allCases { #expect(Catalog.modifiers[id.rawValue] != nil, "\(id)") }
    for type in LayoutTypeName.allCases { #expect(Catalog.views[type.rawValue] != nil, "\(type)") }
  }

  /// The style and value names the lowering reads are the catalog's members of their types.
  @Test func controlValueNamesAreTheCatalogsMembers() {
    func members<Name: ControlStyleName>(_: Name.Type) -> (Set<String>, Set<String>) {
      (Set(Name.allCases.map(\.rawValue)), Set(Catalog.styles[Name.styleProtocol]?.members.keys ?? [:].keys))
    }
    for (names, catalog) in [
      members(ButtonStyleName.self), members(LabelStyleName.self), members(ToggleStyleName.self), members(PickerStyleName.self),
      members(TextFieldStyleName.self), members(ListStyleName.self), members(ProgressViewStyleName.self), members(TabViewStyleName.self),
    ] {
      #expect(names == catalog)
    }
    #expect(Catalog.styleMember(ofType: "BorderedProminentButtonStyle") == "borderedProminent")
    #expect(Catalog.styleMember(ofType: "DefaultListStyle") == "automatic")
    func names<Name: RawRepresentable & CaseIterable>(_: Name.Type) -> Set<String> where Name.RawValue == String {
      Set(Name.allCases.map(\.rawValue))
    }
    func members(_ type: String) -> Set<String> {
      Set((Catalog.valueTypes[type]?.members ?? []) + (Catalog.valueTypes[type]?.functions.keys.map { $0 } ?? []))
    }
    #expect(names(ButtonRoleName.self) == members("ButtonRole"))
    #expect(names(ProminenceName.self) == members("Prominence"))
    #expect(names(ListSectionSpacingName.self) == members("ListSectionSpacing"))
    #expect(names(VisibilityName.self) == members("Visibility"))
    #expect(names(TitleDisplayModeName.self) == members("NavigationBarItem.TitleDisplayMode"))
    #expect(names(ToolbarItemPlacementName.self) == members("ToolbarItemPlacement"))
    #expect(names(NavigationSplitViewVisibilityName.self) == members("NavigationSplitViewVisibility"))
    #expect(names(NavigationSplitViewColumnName.self) == members("NavigationSplitViewColumn"))
  }

  @Test func geometryNames() {
    #expect((UnitPointName.leading.x, UnitPointName.leading.y) == (0, 0.5))
    #expect((UnitPointName.bottomTrailing.x, UnitPointName.bottomTrailing.y) == (1, 1))
    #expect(Self.member("UnitPoint", "topTrailing").named(UnitPointName.self) == .topTrailing)
    #expect(RoundingRuleName.towardZero.rule == .towardZero && 2.7.rounded(RoundingRuleName.down.rule) == 2)
    #expect(ProposalName.unspecified.dimension == nil && ProposalName.infinity.dimension == .infinity)
    #expect(Self.member("CGRect", "init", [.int(0), .int(0), .int(4), .int(2)]).initializer(of: GeometryTypeName.self)?.0 == .rect)
  }

  /// The format style names the evaluator reads are the catalog's members of their types.
  @Test func formatStyleNamesAreTheCatalogsMembers() {
    func names<Name: RawRepresentable & CaseIterable>(_: Name.Type) -> Set<String> where Name.RawValue == String {
      Set(Name.allCases.map(\.rawValue))
    }
    let format = Catalog.valueTypes["FormatStyle"]
    let formatMembers = Set((format?.members ?? []) + (format?.functions.keys.map { $0 } ?? []) + (format?.methods.keys.map { $0 } ?? []))
    #expect(names(FormatStyleName.self).union(names(DateFieldName.self)) == formatMembers)
    #expect(names(NumberPrecisionName.self) == Set(Catalog.valueTypes["NumberFormatStyleConfiguration.Precision"]?.functions.keys.map { $0 } ?? []))
    #expect(names(GroupingName.self) == Set(Catalog.valueTypes["NumberFormatStyleConfiguration.Grouping"]?.members ?? []))
    #expect(names(TextDateStyleName.self) == Set(Catalog.valueTypes["Text.DateStyle"]?.members ?? []))
    let widths = ["Year", "Month", "Day", "Weekday"].flatMap { Catalog.valueTypes["Date.FormatStyle.Symbol." + $0]?.members ?? [] }
    #expect(names(DateFieldWidthName.self) == Set(widths))
  }

  /// An instance carries the id of the catalog view or modifier it is, resolved once by the
  /// evaluator; a user view is none, whatever its name.
  @Test func instancesCarryTheirCatalogIDs() {
    let spec = """
      struct Label: View {
          var body: some View { Toggle("On", isOn: .constant(true)).tag(1).padding() }
      }
      struct ContentView: View {
          var body: some View { Label() }
      }
      """
    let (tree, _) = Parser.parse(SourceFile(path: "t.ui", text: spec))
    let sema = Sema.check([tree], sdk: .ios17)
    let root = Evaluator(sema: sema).evaluate(view: sema.model.views["ContentView"]!).instances
    var seen: [String] = []
    for r in root {
      r.walk { i, _ in seen.append("\(i.name) \(i.viewID.map { "\($0)" } ?? "-") \(i.modifierID.map { "\($0)" } ?? "-")") }
    }
    #expect(seen == ["ContentView - -", "Label - -", "padding - -", "tag - tag", "Toggle toggle -", "Text - -"])
  }
}
