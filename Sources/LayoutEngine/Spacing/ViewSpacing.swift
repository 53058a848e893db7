/// A view's spacing preferences: per edge, per kind of neighbour, how far it wants to be from the
/// next view. A stack without explicit `spacing:` puts between two neighbours the distance their
/// facing edges agree on, or 8 when they agree on nothing (`distance(to:along:)`).
///
/// This is SwiftUI's model: `ViewSpacing` ("the type stores independent values for each of the top,
/// bottom, leading, and trailing edges, and can also record different values for different kinds of
/// adjacent views", developer.apple.com/documentation/swiftui/viewspacing) over the private
/// `Spacing` (OpenSwiftUI `Sources/OpenSwiftUICore/Layout/Geometry/Spacing.swift`). Who reports
/// what is decided per node kind in `LayoutPass.spacing(of:)`; Text's values are `text(_:)`.
///
/// Stored as a short list rather than a dictionary: a view has at most a dozen entries and a spec
/// may have 100,000 views.
struct ViewSpacing: Equatable {
  private(set) var minima: [(key: SpacingKey, value: SpacingValue)]

  init(_ minima: [(key: SpacingKey, value: SpacingValue)] = []) {
    self.minima = minima
  }

  static func == (a: ViewSpacing, b: ViewSpacing) -> Bool {
    a.minima.count == b.minima.count && a.minima.allSatisfy { b[$0.key] == $0.value }
  }

  subscript(key: SpacingKey) -> SpacingValue? {
    minima.first { $0.key == key }?.value
  }

  /// What every view without text reports (SwiftUI `Spacing.init()`): 0 for "edge next to text" on
  /// each side, so a Text beside it decides the gap alone; two such views match nothing and get 8.
  static let standard = ViewSpacing([
    (SpacingKey(category: .edgeBelowText, edge: .top), .distance(0)),
    (SpacingKey(category: .edgeAboveText, edge: .bottom), .distance(0)),
    (SpacingKey(category: .edgeRightText, edge: .left), .distance(0)),
    (SpacingKey(category: .edgeLeftText, edge: .right), .distance(0)),
  ])

  /// Zero on `edges`, for any neighbour (uncategorised): a Spacer along its stack's axis, an empty
  /// stack, a Spacer outside any stack (SwiftUI `Spacing.zero`, `.zeroVertical`, `.zeroHorizontal`).
  static func zero(_ edges: [SpacingEdge]) -> ViewSpacing {
    ViewSpacing(edges.map { (SpacingKey(category: nil, edge: $0), .distance(0)) })
  }

  /// Adds `other`'s preferences on `edges`, keeping the larger value where both have one
  /// (SwiftUI `Spacing.incorporate`): how a stack collects its children's preferences.
  mutating func incorporate(_ edges: [SpacingEdge], of other: ViewSpacing) {
    for entry in other.minima where edges.contains(entry.key.edge) {
      if let index = minima.firstIndex(where: { $0.key == entry.key }) {
        minima[index].value = SpacingValue.max(minima[index].value, entry.value)
      } else {
        minima.append(entry)
      }
    }
  }

  /// Forgets every preference on `edges` and puts back the "edge next to text" zeros of
  /// `standard` (SwiftUI `Spacing.reset`): padding on an edge, or a frame's fixed length, hides the
  /// child's own preferences there, so the edge is spaced like any view's.
  mutating func reset(_ edges: [SpacingEdge]) {
    guard !edges.isEmpty else { return }
    minima.removeAll { edges.contains($0.key.edge) }
    for entry in ViewSpacing.standard.minima where edges.contains(entry.key.edge) {
      minima.append(entry)
    }
  }

  /// The distance from this view to the `next` one along `axis` (this one above or to the left):
  /// the largest distance any category on the facing edges gives; when no category matches, the
  /// larger uncategorised value; nil when there is none either (the stack then uses 8). SwiftUI
  /// `Spacing.distanceToSuccessorView(along:layoutDirection:preferring:)` and `_distance`.
  func distance(to next: ViewSpacing, along axis: Axis) -> Double? {
    let from = SpacingEdge.end(axis)
    let to = SpacingEdge.start(axis)
    var best: Double?
    for entry in minima where entry.key.edge == from {
      guard let category = entry.key.category,
            let facing = next[SpacingKey(category: category, edge: to)],
            let distance = entry.value.distance(to: facing)
      else { continue }
      best = Swift.max(best ?? distance, distance)
    }
    if let best { return best }
    let mine = self[SpacingKey(category: nil, edge: from)]
    let theirs = next[SpacingKey(category: nil, edge: to)]
    func plain(_ value: SpacingValue?) -> Double? {
      if case .distance(let d)? = value { return d }
      return nil
    }
    switch (plain(mine), plain(theirs)) {
    case (let a?, let b?): return Swift.max(a, b)
    case (let a?, nil): return a
    case (nil, let b?): return b
    case (nil, nil): return nil
    }
  }
}
