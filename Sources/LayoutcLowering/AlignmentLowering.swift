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
    if let arguments = value.initializerArguments { return arguments.count == 1 ? customGuide(arguments[0], .horizontal).map(HorizontalAlignment.init) : nil }
    guard case .member(_, let name, _) = value else { return nil }
    return horizontal(named: name)
  }

  func vertical(_ value: Value) -> VerticalAlignment? {
    if let arguments = value.initializerArguments { return arguments.count == 1 ? customGuide(arguments[0], .vertical).map(VerticalAlignment.init) : nil }
    guard case .member(_, let name, _) = value else { return nil }
    return vertical(named: name)
  }

  /// A built-in guide (`HorizontalGuideName`) or one the module declares.
  func horizontal(named name: String) -> HorizontalAlignment? {
    if let guide = HorizontalGuideName(rawValue: name) { return HorizontalAlignment(guide) }
    return runner.customID(name).flatMap { $0.axis == .horizontal ? HorizontalAlignment($0) : nil }
  }

  /// A built-in guide (`VerticalGuideName`) or one the module declares.
  func vertical(named name: String) -> VerticalAlignment? {
    if let guide = VerticalGuideName(rawValue: name) { return VerticalAlignment(guide) }
    return runner.customID(name).flatMap { $0.axis == .vertical ? VerticalAlignment($0) : nil }
  }

  /// The guide of an `AlignmentID` metatype argument: `MyID.self` evaluates to the type
  /// (`MyID.self`, or `MyID.Type` for a struct), `HorizontalAlignment.MyID.self` to the member.
  private func customGuide(_ id: Value, _ axis: Axis) -> AlignmentID? {
    guard case .member(_, let name, let arguments) = id, arguments.isEmpty else { return nil }
    return runner.customID(identifier: id.metatypeName ?? name, axis: axis)
  }

  /// A two-axis `Alignment`: `center`, `topLeading`, …, the iOS 16 baseline forms
  /// (`leadingFirstTextBaseline`, `centerLastTextBaseline`) and `Alignment(horizontal:vertical:)`.
  func alignment(_ value: Value) -> Alignment? {
    if let arguments = value.initializerArguments {
      guard arguments.count == 2, let h = horizontal(arguments[0]), let v = vertical(arguments[1]) else { return nil }
      return Alignment(horizontal: h, vertical: v)
    }
    guard case .member(_, let name, _) = value, let (h, v) = Catalog.alignmentComponents(name), let horizontal = horizontal(named: h), let vertical = vertical(named: v)
    else { return nil }
    return Alignment(horizontal: horizontal, vertical: vertical)
  }

  /// The guide an `alignmentGuide` modifier sets: its axis from the value's type when sema gave
  /// one (`.center` is on both axes), else from the name.
  func guide(_ value: Value) -> (Axis, AlignmentID)? {
    guard case .member(let type, let name, _) = value else { return nil }
    if let arguments = value.initializerArguments {
      let axis: Axis = type == VerticalGuideName.typeName ? .vertical : .horizontal
      return arguments.count == 1 ? customGuide(arguments[0], axis).map { (axis, $0) } : nil
    }
    var axis: Axis
    switch GuideReference(name, on: type) {
    case .horizontal: axis = .horizontal
    case .vertical: axis = .vertical
    // `.center` without its type names no axis.
    case .center: return nil
    case .custom:
      guard let custom = runner.customID(name) else { return nil }
      axis = custom.axis
    }
    return axis == .horizontal ? horizontal(named: name).map { (axis, $0.id) } : vertical(named: name).map { (axis, $0.id) }
  }
}
