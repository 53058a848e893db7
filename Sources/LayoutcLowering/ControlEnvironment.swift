import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// What the style modifiers above a control say (`buttonStyle`, `textFieldStyle`, `pickerStyle`,
/// `listStyle`, `controlSize`, `tint`, ...), and the list a row sits in: SwiftUI passes them
/// down the environment as it does the font, so the innermost wins. The lowering keeps them on
/// the builder while it lowers a modifier's content (lowering is depth first), not in
/// `TextAttributes`, which text measurement keys on.
struct ControlEnvironment {
  /// The style's member name (`borderedProminent`, `roundedBorder`, `segmented`, `plain`), by
  /// modifier (`buttonStyle`, ...); a style of another module keeps its own spelling, which
  /// names no member (the default look).
  var styles: [CatalogModifierID: String] = [:]
  /// `controlSize(_:)`: mini, small, regular, large, extraLarge.
  var controlSize = ControlSizeName.regular
  /// `tint(_:)`, else the accent colour (iOS's default blue).
  var tint: RGBA = ColorResolution.named["accentColor"]!
  /// Inside a List or Form: its style (`insetGrouped` for `automatic` on iOS).
  var listStyle: ListStyleName?
  /// `listSectionSpacing(_:)` in effect, nil for the style's default.
  var sectionSpacing: Double?
  /// `headerProminence(.increased)` in effect.
  var prominentHeaders = false
  /// `labelsHidden()` in effect: controls show their control part alone.
  var labelsHidden = false

  /// The style in effect for the controls of `Style`, nil when none is set or it is not one of
  /// SwiftUI's.
  func style<Style: ControlStyleName>(_: Style.Type) -> Style? { styles[Style.modifier].flatMap(Style.init(rawValue:)) }
}

/// The style modifiers the lowering reads, and the `*Style` type each member stands for (the
/// lowering reads `.bordered` and `BorderedButtonStyle()` alike).
enum StyleNames {
  static let modifiers: Set<CatalogModifierID> = [
    ButtonStyleName.modifier, TextFieldStyleName.modifier, PickerStyleName.modifier, ToggleStyleName.modifier,
    ListStyleName.modifier, ProgressViewStyleName.modifier, LabelStyleName.modifier, TabViewStyleName.modifier,
  ]

  /// `.borderedProminent` → "borderedProminent"; `BorderedProminentButtonStyle()` → the same;
  /// `.page(indexDisplayMode:)` → "page". Nil for a style layoutc does not know (an app's own).
  static func member(_ value: Value?) -> String? {
    switch value {
    case .member(_, Evaluator.appStyle, _)?:
      return nil  // an app's own style: its `makeBody` drew the control (AppStyleBodies)
    case .member(let type, let name, _)?:
      return value?.initializerArguments != nil ? type.flatMap(typeMember) : name
    case .record(let type, _)?:
      return typeMember(type)
    case .view(let thunk)?:
      // `BorderedProminentButtonStyle()`, kept as written.
      return thunk.constructedType.flatMap(typeMember)
    case .fresh(let kind, _)?:
      return typeMember(kind)
    default:
      return nil
    }
  }

  /// The member a style type is spelled as: `InsetGroupedListStyle` → `insetGrouped`,
  /// `DefaultButtonStyle` → `automatic` (the catalog's), `OtherButtonStyle` → `other`.
  static func typeMember(_ type: String) -> String? {
    if let member = Catalog.styleMember(ofType: type) { return member }
    for suffix in ["ButtonStyle", "TextFieldStyle", "PickerStyle", "ToggleStyle", "ListStyle", "ProgressViewStyle", "LabelStyle", "TabViewStyle"]
    where type.hasSuffix(suffix) {
      let base = type.dropLast(suffix.count)
      guard !base.isEmpty else { return nil }
      return base.prefix(1).lowercased() + base.dropFirst()
    }
    return nil
  }
}

extension LoweringBuilder {
  /// Records what a style modifier says in `controls` for its content (the caller restores it).
  func applyControlModifier(_ i: Instance) {
    let value = i.arguments["_0"]
    if let modifier = i.modifierID, StyleNames.modifiers.contains(modifier) {
      // An app's own style is not known: its controls keep the default look.
      if let member = StyleNames.member(value) { controls.styles[modifier] = member }
      return
    }
    switch EnvironmentKeyName(writtenBy: i.name) {
    case .controlSize?:
      if let size = value?.named(ControlSizeName.self) { controls.controlSize = size }
    case .tint?:
      if let color = color(value) { controls.tint = color }
    case .labelsHidden?:
      controls.labelsHidden = true
    case .headerProminence?:
      controls.prominentHeaders = value?.named(ProminenceName.self) == .increased
    case .listSectionSpacing?:
      if let n = ArgumentReading.number(value) {
        controls.sectionSpacing = n
      } else if case .member? = value {
        controls.sectionSpacing = switch value?.namedCall(ListSectionSpacingName.self) {
        case (.compact, _)?: ListMetrics.compactSpacing
        case (.custom, let arguments)?: arguments.first.flatMap { ArgumentReading.number($0) }
        case (.default, _)?, nil: nil
        }
      }
    case .font?, .lineLimit?, .truncationMode?, .multilineTextAlignment?, .foregroundStyle?, .layoutDirection?, .colorScheme?, nil:
      break
    }
  }
}
