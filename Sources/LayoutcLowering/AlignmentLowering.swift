import LayoutEngine
import LayoutcCatalog
import LayoutcEval

/// Alignment arguments as the engine's guides, in every spelling Swift accepts: a built-in or
/// custom static (`.leading`, `.midStarAndTitle`, `HorizontalAlignment.myH`, `.topLeading`),
/// `HorizontalAlignment(MyID.self)` / `.init(MyID.self)` (Apple's `init(_ id: any
/// AlignmentID.Type)`), and `Alignment(horizontal:vertical:)` / `.init(horizontal:vertical:)`
/// combining two of them (developer.apple.com/documentation/swiftui/alignment/
/// init(horizontal:vertical:)). Each reader answers nil for a value it does not understand, and
/// the caller reports it (`LoweringBuilder.read`).
struct AlignmentLowering {
  let runner: GuideRunner

  func horizontal(_ value: Value) -> HorizontalAlignment? {
    guard case .member(_, let name, let arguments) = value else { return nil }
    if name == "init" { return arguments.count == 1 ? customGuide(arguments[0], .horizontal).map(HorizontalAlignment.init) : nil }
    return horizontal(named: name)
  }

  func vertical(_ value: Value) -> VerticalAlignment? {
    guard case .member(_, let name, let arguments) = value else { return nil }
    if name == "init" { return arguments.count == 1 ? customGuide(arguments[0], .vertical).map(VerticalAlignment.init) : nil }
    return vertical(named: name)
  }

  func horizontal(named name: String) -> HorizontalAlignment? {
    switch name {
    case "leading": return .leading
    case "trailing": return .trailing
    case "center": return .center
    default: return runner.customID(name).flatMap { $0.axis == .horizontal ? HorizontalAlignment($0) : nil }
    }
  }

  func vertical(named name: String) -> VerticalAlignment? {
    switch name {
    case "top": return .top
    case "bottom": return .bottom
    case "center": return .center
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default: return runner.customID(name).flatMap { $0.axis == .vertical ? VerticalAlignment($0) : nil }
    }
  }

  /// The guide of an `AlignmentID` metatype argument: `MyID.self` evaluates to the type
  /// (`MyID.self`, or `MyID.Type` for a struct), `HorizontalAlignment.MyID.self` to the member.
  private func customGuide(_ id: Value, _ axis: Axis) -> AlignmentID? {
    guard case .member(let type, let name, let arguments) = id, arguments.isEmpty else { return nil }
    let identifier = (name == "self" || name == "Type") ? type : name
    return identifier.flatMap { runner.customID(identifier: $0, axis: axis) }
  }

  /// A two-axis `Alignment`: `center`, `topLeading`, …, the iOS 16 baseline forms
  /// (`leadingFirstTextBaseline`, `centerLastTextBaseline`) and `Alignment(horizontal:vertical:)`.
  func alignment(_ value: Value) -> Alignment? {
    guard case .member(_, let name, let arguments) = value else { return nil }
    if name == "init" {
      guard arguments.count == 2, let h = horizontal(arguments[0]), let v = vertical(arguments[1]) else { return nil }
      return Alignment(horizontal: h, vertical: v)
    }
    guard let (h, v) = Catalog.alignmentComponents(name), let horizontal = horizontal(named: h), let vertical = vertical(named: v)
    else { return nil }
    return Alignment(horizontal: horizontal, vertical: vertical)
  }

  /// The guide an `alignmentGuide` modifier sets: its axis from the value's type when sema gave
  /// one (`.center` is on both axes), else from the name.
  func guide(_ value: Value) -> (Axis, AlignmentID)? {
    guard case .member(let type, let name, let arguments) = value else { return nil }
    if name == "init" {
      let axis: Axis = type == "VerticalAlignment" ? .vertical : .horizontal
      return arguments.count == 1 ? customGuide(arguments[0], axis).map { (axis, $0) } : nil
    }
    let horizontalNames: Set<String> = ["leading", "trailing"]
    let verticalNames: Set<String> = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]
    var axis: Axis
    if type == "HorizontalAlignment" { axis = .horizontal }
    else if type == "VerticalAlignment" { axis = .vertical }
    else if horizontalNames.contains(name) { axis = .horizontal }
    else if verticalNames.contains(name) { axis = .vertical }
    else if let custom = runner.customID(name) { axis = custom.axis }
    else { return nil }
    return axis == .horizontal ? horizontal(named: name).map { (axis, $0.id) } : vertical(named: name).map { (axis, $0.id) }
  }
}
