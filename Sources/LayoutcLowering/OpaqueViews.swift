import LayoutEngine
import LayoutcEval
import LayoutcSema
import LayoutcSource

/// Views and modifiers a tolerant file assumes (docs/language.md, "Assumptions"), and the marks
/// that say which nodes' layout rests on them.
///
/// An opaque view with content (`MyCard { … }`) lays its content out as it is, like a neutral
/// container; without content (`KFImage(url)`) it is a leaf of `Lowering.assumedViewSize`, or
/// of the size `.layoutc.json`'s `assumed_views` gives its name. An assumed modifier is inert:
/// its content takes its place and carries its mark.
extension LoweringBuilder {
  func opaqueView(_ i: Instance, _ env: TextEnvironment) -> [NodeID] {
    let content = lowerAll(i.children, env)
    if !content.isEmpty { return [add(.neutral, [single(content, cause: i)], entry: entry(i))] }
    let size = lowering.assumedViewSizes[i.name] ?? Lowering.assumedViewSize
    return [add(.image(width: size.width, height: size.height, resizable: false), entry: entry(i))]
  }

  /// Adds `names` to the marks of `ids` (the nodes an instance became, or that took its place).
  func markAssumed(_ ids: [NodeID], _ names: [String]) {
    guard !names.isEmpty else { return }
    for id in ids {
      guard var e = map[id] else { continue }
      for n in names where !e.assumed.contains(n) { e.assumed.append(n) }
      map.set(id, e)
    }
  }

  /// `entry` with its children's marks added: a container's size rests on its children's.
  func withAssumptions(_ entry: SourceMap.Entry, of children: [NodeID]) -> SourceMap.Entry {
    var e = entry
    for c in children {
      for n in map.assumed(of: c) where !e.assumed.contains(n) { e.assumed.append(n) }
    }
    return e
  }
}

extension Lowering {
  /// The size of an opaque view without content: 44×44 points, the minimum tap target of
  /// Apple's Human Interface Guidelines ("Buttons": 44x44 pt), a size a control or a thumbnail
  /// plausibly has. `.layoutc.json` sets it per name (`"assumed_views": {"KFImage": [60, 60]}`).
  public static let assumedViewSize = AssumedViewSize(width: 44, height: 44)
}

/// The size an opaque view without content is laid out at.
public struct AssumedViewSize: Sendable, Hashable {
  public var width: Double
  public var height: Double
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }
}

extension Lowering {
  /// The invariant "no opaque value reaches output without its mark" (docs/testing.md): every
  /// node whose text or identity shows an assumed value (`<assumed …>`) names an assumption in
  /// `assumed`. One line per node that does not.
  public static func unmarkedAssumptions(_ layout: LoweredLayout) -> [String] {
    var problems: [String] = []
    var cleanPaths = CleanPathNodes()
    // The entries are read field by field where they are stored: copying each whole entry
    // retained and released all its strings and arrays.
    layout.sourceMap.entries.withUnsafeBufferPointer { entries in
      for index in entries.indices where entries[index]?.assumed.isEmpty == true {
        // The identity as printed is its path's components and the implicit type; testing those
        // spares printing every node's identity (each path shares its parent's components).
        let shows = showsPlaceholder(entries[index]!.text ?? "") || showsPlaceholder(entries[index]!.implicitType ?? "")
          || entries[index]!.path.anyComponentText(showsPlaceholder, clean: &cleanPaths)
        if shows {
          let e = entries[index]!
          problems.append("\(e.file):\(e.line):\(e.column): \(e.type) shows an assumed value without its assumption mark")
        }
      }
    }
    return problems
  }

  /// True when `shown` holds a placeholder's opening (`<assumed `): the check runs over every
  /// node, where `String.contains` through Foundation was a third of `--frames`.
  static func showsPlaceholder(_ shown: String) -> Bool { placeholderOpening.occurs(in: shown) }

  private static let placeholderOpening = ByteSearch(String(Assumptions.placeholder("").dropLast()))
}

extension SourceMap {
  /// True when some node's layout rests on an assumption (renderers add their marks' styles).
  public var hasAssumptions: Bool { entries.contains { $0?.assumed.isEmpty == false } }
}
