import LayoutEngine

/// What `--check-snapshot` found between a committed snapshot and the current layout: the views
/// that moved, resized, appeared or disappeared, per preview. Views are matched by their key
/// (identity path), previews by name and file (and their order among equal ones). Frames are
/// compared as the file prints them, so a difference below the printed precision is none.
public struct SnapshotDiff: Sendable {
  public enum Change: Sendable {
    /// A view in both whose frame or visibility differs.
    case changed(old: LayoutSnapshot.View, new: LayoutSnapshot.View)
    case appeared(LayoutSnapshot.View)
    /// `near`: the closest enclosing view still present, whose source line the report points at.
    case disappeared(LayoutSnapshot.View, near: LayoutSnapshot.View?)
  }

  /// One preview's changes.
  public struct SectionChanges: Sendable {
    /// The current section, or the recorded one for a preview that is gone.
    public var section: LayoutSnapshot.Section
    public var old: LayoutSnapshot.Section?
    public var new: LayoutSnapshot.Section?
    public var changes: [Change]
    /// The window (proposal, scale, direction) the preview is laid out in changed.
    public var windowChanged: Bool { old != nil && new != nil && old!.window != new!.window }
  }

  public var sections: [SectionChanges]

  /// Whether the layout matches the snapshot.
  public var isEmpty: Bool { sections.isEmpty }
  /// Views changed, appeared or disappeared, over every preview.
  public var viewCount: Int { sections.reduce(0) { $0 + $1.changes.count } }

  public init(old: LayoutSnapshot, new: LayoutSnapshot) {
    func keyed(_ s: [LayoutSnapshot.Section]) -> [(key: String, section: LayoutSnapshot.Section)] {
      var seen: [String: Int] = [:]
      return s.map { section in
        let base = section.title
        let n = (seen[base] ?? 0) + 1
        seen[base] = n
        return (base + (n > 1 ? " #\(n)" : ""), section)
      }
    }
    let oldSections = keyed(old.sections), newSections = keyed(new.sections)
    let oldByKey = Dictionary(oldSections.map { ($0.key, $0.section) }, uniquingKeysWith: { a, _ in a })
    let newKeys = Set(newSections.map(\.key))
    var result: [SectionChanges] = []
    for (key, section) in newSections {
      guard let before = oldByKey[key] else {
        result.append(SectionChanges(section: section, old: nil, new: section, changes: section.views.map { .appeared($0) }))
        continue
      }
      let changes = Self.compare(before.views, section.views)
      if !changes.isEmpty || before.window != section.window {
        result.append(SectionChanges(section: section, old: before, new: section, changes: changes))
      }
    }
    for (key, section) in oldSections where !newKeys.contains(key) {
      result.append(SectionChanges(section: section, old: section, new: nil, changes: section.views.map { .disappeared($0, near: nil) }))
    }
    sections = result
  }

  /// The changes between two previews' views, in the current tree order, then the vanished ones.
  static func compare(_ old: [LayoutSnapshot.View], _ new: [LayoutSnapshot.View]) -> [Change] {
    let oldByKey = Dictionary(old.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    let newByKey = Dictionary(new.map { ($0.key, $0) }, uniquingKeysWith: { a, _ in a })
    var changes: [Change] = []
    for v in new {
      guard let before = oldByKey[v.key] else { changes.append(.appeared(v)); continue }
      if before.printedFrame != v.printedFrame || before.isHidden != v.isHidden || before.isAssumed != v.isAssumed {
        changes.append(.changed(old: before, new: v))
      }
    }
    let prefixes = PrefixIndex(newByKey)
    for v in old where newByKey[v.key] == nil {
      changes.append(.disappeared(v, near: nearestAncestor(of: v.key, in: prefixes)))
    }
    return changes
  }

  /// The longest proper prefix of `key` (cut at a `/`) that names a current view.
  ///
  /// A recorded key may be a megabyte with a slash every other byte: each prefix is found by
  /// its hash, made byte by byte as the key is read once, and only a prefix whose hash names
  /// a view is compared with it. Copying every prefix to look it up took minutes.
  static func nearestAncestor(of key: String, in views: [String: LayoutSnapshot.View]) -> LayoutSnapshot.View? {
    nearestAncestor(of: key, in: PrefixIndex(views))
  }

  static func nearestAncestor(of key: String, in index: PrefixIndex) -> LayoutSnapshot.View? {
    var bytes = Array(key.utf8)
    if let hash = key.utf8.ranges(of: " #".utf8).last {
      bytes.removeLast(key.utf8.distance(from: hash.lowerBound, to: key.utf8.endIndex))
    }
    var hash = PrefixIndex.seed
    var found: LayoutSnapshot.View?
    for (i, byte) in bytes.enumerated() {
      if byte == UInt8(ascii: "/"), let candidates = index.byHash[hash] {
        // The longest prefix wins: later matches replace earlier ones.
        if let v = candidates.first(where: { $0.key.utf8.elementsEqual(bytes[..<i]) }) { found = v }
      }
      hash = PrefixIndex.step(hash, byte)
    }
    return found
  }

  /// The current views by the FNV-1a hash of their keys' UTF-8 bytes.
  struct PrefixIndex {
    var byHash: [UInt64: [LayoutSnapshot.View]] = [:]
    static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    static func step(_ hash: UInt64, _ byte: UInt8) -> UInt64 { (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }

    init(_ views: [String: LayoutSnapshot.View]) {
      for (key, view) in views.sorted(by: { $0.key < $1.key }) {
        byHash[key.utf8.reduce(Self.seed, Self.step), default: []].append(view)
      }
    }
  }
}

extension SnapshotDiff.Change {
  /// The view as it is now, or as it was for one that disappeared.
  public var view: LayoutSnapshot.View {
    switch self {
    case .changed(_, let new): new
    case .appeared(let v): v
    case .disappeared(let v, _): v
    }
  }

  /// The report's sentence: `'Toast/Text' moved by (+0, +10) and resized by (+20, 0): 137.167,438.167 138.667×20.667`.
  public var message: String {
    switch self {
    case .changed(let old, let new):
      let o = old.frame, n = new.rounded
      let dx = n.minX - o.minX, dy = n.minY - o.minY, dw = n.width - o.width, dh = n.height - o.height
      var parts: [String] = []
      if dx != 0 || dy != 0 { parts.append("moved by (\(Self.delta(dx)), \(Self.delta(dy)))") }
      if dw != 0 || dh != 0 { parts.append("resized by (\(Self.delta(dw)), \(Self.delta(dh)))") }
      if old.isHidden != new.isHidden { parts.append(new.isHidden ? "is now hidden" : "is no longer hidden") }
      if old.isAssumed != new.isAssumed { parts.append(new.isAssumed ? "now rests on an assumption" : "no longer rests on an assumption") }
      return "'\(new.key)' " + parts.joined(separator: " and ") + ": was \(old.printedFrame), now \(new.printedFrame)"
    case .appeared(let v):
      return "'\(v.key)' appeared at \(v.printedFrame)"
    case .disappeared(let v, _):
      return "'\(v.key)' disappeared (was at \(v.printedFrame))"
    }
  }

  /// `+10`, `-2.5`, `0`: a change in points as the snapshot prints numbers.
  static func delta(_ v: Double) -> String {
    let text = FramesTextTree.number(v)
    return text == "0" || text.hasPrefix("-") ? text : "+" + text
  }
}

extension LayoutSnapshot.View {
  /// The frame as the file would store it (its printed precision), so deltas are exact.
  var rounded: Rect {
    let n = { (v: Double) in Double(FramesTextTree.number(v)) ?? v }
    return Rect(x: n(frame.minX), y: n(frame.minY), width: n(frame.width), height: n(frame.height))
  }
}
