import LayoutEngine
import LayoutcEval

/// Alignment arguments (`.leading`, `.midStarAndTitle`, `.topLeading`) as the engine's guides.
/// Built-in names map to the engine's built-in guides; any other name is looked up among the
/// custom alignments the spec declares. An unknown name is the axis's centre (sema has already
/// reported it).
struct AlignmentLowering {
  let runner: GuideRunner

  func horizontal(_ value: Value?) -> HorizontalAlignment? {
    guard let name = ArgumentReading.memberName(value) else { return nil }
    return horizontal(named: name)
  }

  func vertical(_ value: Value?) -> VerticalAlignment? {
    guard let name = ArgumentReading.memberName(value) else { return nil }
    return vertical(named: name)
  }

  func horizontal(named name: String) -> HorizontalAlignment {
    switch name {
    case "leading": return .leading
    case "trailing": return .trailing
    case "center": return .center
    default: return runner.customID(name).map(HorizontalAlignment.init) ?? .center
    }
  }

  func vertical(named name: String) -> VerticalAlignment {
    switch name {
    case "top": return .top
    case "bottom": return .bottom
    case "center": return .center
    case "firstTextBaseline": return .firstTextBaseline
    case "lastTextBaseline": return .lastTextBaseline
    default: return runner.customID(name).map(VerticalAlignment.init) ?? .center
    }
  }

  /// A two-axis `Alignment`: `center`, `topLeading`, …, and the iOS 16 baseline forms
  /// (`leadingFirstTextBaseline`, `centerLastTextBaseline`).
  func alignment(_ value: Value?) -> Alignment? {
    guard let name = ArgumentReading.memberName(value) else { return nil }
    switch name {
    case "center": return .center
    case "leading": return .leading
    case "trailing": return .trailing
    case "top": return .top
    case "bottom": return .bottom
    case "topLeading": return .topLeading
    case "topTrailing": return .topTrailing
    case "bottomLeading": return .bottomLeading
    case "bottomTrailing": return .bottomTrailing
    default:
      for h in ["leading", "center", "trailing"] where name.hasPrefix(h) {
        let rest = String(name.dropFirst(h.count))
        guard let first = rest.first else { continue }
        let v = String(first).lowercased() + rest.dropFirst()
        return Alignment(horizontal: horizontal(named: h), vertical: vertical(named: v))
      }
      return nil
    }
  }

  /// The guide an `alignmentGuide` modifier sets: its axis from the value's type when sema gave
  /// one (`.center` is on both axes), else from the name.
  func guide(_ value: Value?) -> (Axis, AlignmentID)? {
    guard let name = ArgumentReading.memberName(value) else { return nil }
    let type = ArgumentReading.memberType(value)
    let horizontalNames: Set<String> = ["leading", "trailing"]
    let verticalNames: Set<String> = ["top", "bottom", "firstTextBaseline", "lastTextBaseline"]
    var axis: Axis
    if type == "HorizontalAlignment" { axis = .horizontal }
    else if type == "VerticalAlignment" { axis = .vertical }
    else if horizontalNames.contains(name) { axis = .horizontal }
    else if verticalNames.contains(name) { axis = .vertical }
    else if let custom = runner.customID(name) { axis = custom.axis }
    else { axis = .horizontal }
    return axis == .horizontal ? (axis, horizontal(named: name).id) : (axis, vertical(named: name).id)
  }
}
