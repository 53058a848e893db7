/// Memoised answers of one layout pass, keyed by node and proposal.
///
/// SwiftUI asks a child for its size several times per layout (a stack measures each child at 0, at
/// infinity and at its offer); without memoisation nested stacks cost exponential work. Within one
/// pass a node's answer to a proposal never changes, so each (node, proposal) is computed once.
/// Turning the cache off (`LayoutOptions.cachingEnabled = false`) recomputes everything and must give
/// identical frames; a property test checks that.
struct MeasureCache {
  struct Key: Hashable {
    var node: NodeID
    var proposal: ProposedSize
  }

  struct GuideKey: Hashable {
    var node: NodeID
    var proposal: ProposedSize
    var guide: AlignmentID
  }

  let isEnabled: Bool
  private var sizes: [Key: Size] = [:]
  private var placements: [Key: [ChildPlacement]] = [:]
  private var explicitValues: [GuideKey: Double?] = [:]
  private var measurements: [Key: ContentMeasurement] = [:]
  private var divisions: [Key: StackDivision] = [:]

  init(isEnabled: Bool) {
    self.isEnabled = isEnabled
  }

  func size(_ key: Key) -> Size? { isEnabled ? sizes[key] : nil }
  mutating func store(_ size: Size, for key: Key) { if isEnabled { sizes[key] = size } }

  func placements(_ key: Key) -> [ChildPlacement]? { isEnabled ? placements[key] : nil }
  mutating func store(_ value: [ChildPlacement], for key: Key) { if isEnabled { placements[key] = value } }

  func explicitValue(_ key: GuideKey) -> Double?? { isEnabled ? explicitValues[key] : nil }
  mutating func store(_ value: Double?, for key: GuideKey) { if isEnabled { explicitValues[key] = .some(value) } }

  func measurement(_ key: Key) -> ContentMeasurement? { isEnabled ? measurements[key] : nil }
  mutating func store(_ value: ContentMeasurement, for key: Key) { if isEnabled { measurements[key] = value } }

  func division(_ key: Key) -> StackDivision? { isEnabled ? divisions[key] : nil }
  mutating func store(_ value: StackDivision, for key: Key) { if isEnabled { divisions[key] = value } }
}
