/// Switches for a layout pass that do not change its result.
public struct LayoutOptions: Sendable, Hashable {
  /// Memoise sizes, placements and guides per (node, proposal). Off only to check that the cache
  /// changes nothing but speed.
  public var cachingEnabled: Bool
  /// Record every proposal and every stack's space division for an explain trace.
  public var recordsTrace: Bool

  public init(cachingEnabled: Bool = true, recordsTrace: Bool = false) {
    self.cachingEnabled = cachingEnabled
    self.recordsTrace = recordsTrace
  }
}
