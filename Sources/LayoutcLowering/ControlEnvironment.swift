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
  /// modifier (`buttonStyle`, ...).
  var styles: [String: String] = [:]
  /// `controlSize(_:)`: mini, small, regular, large, extraLarge.
  var controlSize = ControlSizeName.regular
  /// `tint(_:)`, else the accent colour (iOS's default blue).
  var tint: RGBA = ColorResolution.named["accentColor"]!
  /// Inside a List or Form: its style (`insetGrouped` for `automatic` on iOS).
  var listStyle: String?
  /// `listSectionSpacing(_:)` in effect, nil for the style's default.
  var sectionSpacing: Double?
  /// `headerProminence(.increased)` in effect.
  var prominentHeaders = false
  /// `labelsHidden()` in effect: controls show their control part alone.
  var labelsHidden = false

  func style(_ modifier: String) -> String? { styles[modifier] }
}

/// The style modifiers the lowering reads, and the `*Style` type each member stands for (the
/// lowering reads `.bordered` and `BorderedButtonStyle()` alike).
enum StyleNames {
  static let modifiers: Set<String> = [
    "buttonStyle", "textFieldStyle", "pickerStyle", "toggleStyle", "listStyle", "progressViewStyle", "labelStyle", "tabViewStyle",
  ]

  /// `.borderedProminent` → "borderedProminent"; `BorderedProminentButtonStyle()` → the same;
  /// `.page(indexDisplayMode:)` → "page". Nil for a style layoutc does not know (an app's own).
  static func member(_ value: Value?) -> String? {
    switch value {
    case .member(_, Evaluator.appStyle, _)?:
      return nil  // an app's own style: its `makeBody` drew the control (AppStyleBodies)
    case .member(let type, let name, _)?:
      return name == "init" ? type.flatMap(typeMember) : name
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

  /// The member a style type is spelled as: `InsetGroupedListStyle` → `insetGrouped`.
  static func typeMember(_ type: String) -> String? {
    for suffix in ["ButtonStyle", "TextFieldStyle", "PickerStyle", "ToggleStyle", "ListStyle", "ProgressViewStyle", "LabelStyle", "TabViewStyle"]
    where type.hasSuffix(suffix) {
      let base = type.dropLast(suffix.count)
      guard !base.isEmpty else { return nil }
      let name = base.prefix(1).lowercased() + base.dropFirst()
      return name == "default" ? "automatic" : name
    }
    return nil
  }
}

extension LoweringBuilder {
  /// Records what a style modifier says in `controls` for its content (the caller restores it).
  func applyControlModifier(_ i: Instance) {
    let value = i.arguments["_0"]
    if StyleNames.modifiers.contains(i.name) {
      // An app's own style is not known: its controls keep the default look.
      if let member = StyleNames.member(value) { controls.styles[i.name] = member }
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
      controls.prominentHeaders = ArgumentReading.memberName(value) == "increased"
    case .listSectionSpacing?:
      if let n = ArgumentReading.number(value) {
        controls.sectionSpacing = n
      } else if case .member(_, let name, let arguments)? = value {
        controls.sectionSpacing = name == "compact" ? ListMetrics.compactSpacing
          : name == "custom" ? arguments.first.flatMap { ArgumentReading.number($0) } : nil
      }
    case .font?, .lineLimit?, .truncationMode?, .multilineTextAlignment?, .foregroundStyle?, .layoutDirection?, .colorScheme?, nil:
      break
    }
  }

  /// The value a binding argument (`$isOn`, `$profile.notify`) reads, or a `.constant(_)`
  /// binding's value.
  func boundValue(_ value: Value?) -> Value? {
    switch value {
    case .binding(_, let v)?:
      return v
    case .member(_, "constant", let arguments)? where arguments.count == 1:
      return arguments[0]
    default:
      return nil
    }
  }
}
